import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button';
import { Form } from '../Form';
import { ThemeRoot } from '../theme/ThemeRoot';
import { PhoneInput } from './PhoneInput';

/** axe-core over the page; colour contrast must have been checked, not skipped. */
async function violations() {
  const result = await axe.run(document.body);
  expect(result.passes.some((rule) => rule.id === 'color-contrast')).toBe(true);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('PhoneInput', () => {
  it('shows the message for 9 digits once the field is left', async () => {
    const screen = await render(<PhoneInput label="Điện thoại" />);
    const input = screen.getByRole('textbox', { name: 'Điện thoại' });
    await userEvent.type(input, '090123456');
    await expect
      .element(screen.getByText('Số điện thoại không hợp lệ', { exact: true }))
      .not.toBeInTheDocument();
    await userEvent.tab();
    await expect.element(screen.getByText('Số điện thoại không hợp lệ', { exact: true })).toBeInTheDocument();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('accepts 090 123 4567 as 0901234567', async () => {
    const onChange = vi.fn();
    const screen = await render(<PhoneInput label="Điện thoại" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Điện thoại' });
    await userEvent.type(input, '090 123 4567');
    await expect.element(input).toHaveValue('0901234567');
    expect(onChange).toHaveBeenLastCalledWith('0901234567');
    await userEvent.tab();
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(screen.getByText('Số điện thoại không hợp lệ')).not.toBeInTheDocument();
  });

  it('blocks a form submit with the message', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const screen = await render(
      <Form onSubmit={onSubmit}>
        <PhoneInput label="Điện thoại" name="phone" defaultValue="0901" />
        <Button type="submit">Lưu</Button>
      </Form>,
    );
    await screen.getByRole('button', { name: 'Lưu' }).click();
    await expect.element(screen.getByText('Số điện thoại không hợp lệ', { exact: true })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a masked stored number', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const screen = await render(
      <Form onSubmit={onSubmit}>
        <PhoneInput label="Điện thoại" value="0901234567" masked />
        <Button type="submit">Lưu</Button>
      </Form>,
    );
    await screen.getByRole('button', { name: 'Lưu' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('masks a stored number read-only', async () => {
    const screen = await render(<PhoneInput label="Điện thoại" value="0901234567" masked />);
    const input = screen.getByRole('textbox', { name: 'Điện thoại' });
    await expect.element(input).toHaveValue('0901**4567');
    await expect.element(input).toHaveAttribute('readonly');
  });

  it('has no axe violations', async () => {
    await render(
      <ThemeRoot>
        <main>
          <PhoneInput
            label="Điện thoại"
            description="10 đến 15 chữ số"
            defaultValue="0901234567"
            isRequired
          />
          <PhoneInput label="Điện thoại khác" defaultValue="0901234567" masked />
          <PhoneInput label="Di động" errorMessage="Số điện thoại không hợp lệ" />
        </main>
      </ThemeRoot>,
    );
    expect(await violations()).toEqual([]);
  });
});
