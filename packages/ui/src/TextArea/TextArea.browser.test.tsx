import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { TextArea } from './TextArea';

function Controlled() {
  const [value, setValue] = useState('abc');
  return (
    <>
      <TextArea label="Ghi chú" maxLength={5} value={value} onChange={setValue} />
      <button type="button" onClick={() => setValue('')}>
        Xóa
      </button>
    </>
  );
}

describe('TextArea', () => {
  it('counts a controlled value, including changes made by the parent', async () => {
    const screen = await render(<Controlled />);
    await expect.element(screen.getByText('3/5 ký tự')).toBeInTheDocument();
    await screen.getByRole('textbox', { name: 'Ghi chú' }).click();
    await userEvent.keyboard('{End}defgh');
    await expect.element(screen.getByRole('textbox')).toHaveValue('abcde');
    await expect.element(screen.getByText('5/5 ký tự')).toBeInTheDocument();
    await screen.getByRole('button', { name: 'Xóa' }).click();
    await expect.element(screen.getByText('0/5 ký tự')).toBeInTheDocument();
  });

  it('shows no counter without maxLength and keeps the error as description', async () => {
    const screen = await render(<TextArea label="Địa chỉ" errorMessage="Bắt buộc" />);
    const area = screen.getByRole('textbox', { name: 'Địa chỉ' });
    await expect.element(area).toHaveAttribute('aria-invalid', 'true');
    await expect.element(area).toHaveAccessibleDescription('Bắt buộc');
    expect(document.body.textContent).not.toMatch(/ký tự/);
  });
});
