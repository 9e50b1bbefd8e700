import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Radio, RadioGroup } from './Radio';

function Gender() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <RadioGroup label="Giới tính" orientation="horizontal" value={value} onChange={setValue}>
        <Radio value="1">Nam</Radio>
        <Radio value="2">Nữ</Radio>
      </RadioGroup>
      <output>{value ?? 'trống'}</output>
    </>
  );
}

describe('RadioGroup', () => {
  it('is one tab stop and arrow keys change the controlled value', async () => {
    const screen = await render(<Gender />);
    await expect.element(screen.getByText('trống')).toBeInTheDocument();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('radio', { name: 'Nam' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('radio', { name: 'Nữ' })).toBeChecked();
    await expect.element(screen.getByText('2')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(screen.getByRole('radio', { name: 'Nam' })).toBeChecked();
    await expect.element(screen.getByText('1')).toBeInTheDocument();
  });

  it('marks the group invalid from a string error and submits the value under its name', async () => {
    const screen = await render(
      <form aria-label="Hồ sơ">
        <RadioGroup label="Giới tính" name="gender" defaultValue="2" errorMessage="Sai">
          <Radio value="1">Nam</Radio>
          <Radio value="2">Nữ</Radio>
        </RadioGroup>
      </form>,
    );
    await expect.element(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    const form = screen.getByRole('form').element() as HTMLFormElement;
    expect(new FormData(form).get('gender')).toBe('2');
  });
});
