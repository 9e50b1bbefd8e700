import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TextField } from './TextField';

describe('TextField', () => {
  it('toggles a password between hidden and shown', async () => {
    const screen = await render(<TextField label="Mật khẩu" type="password" defaultValue="Admin@123" />);
    const input = screen.getByLabelText('Mật khẩu', { exact: true });
    await expect.element(input).toHaveAttribute('type', 'password');

    const show = screen.getByRole('button', { name: 'Hiện mật khẩu' });
    await expect.element(show).toHaveAttribute('aria-pressed', 'false');
    await show.click();
    await expect.element(input).toHaveAttribute('type', 'text');
    await expect.element(input).toHaveValue('Admin@123');

    const hide = screen.getByRole('button', { name: 'Ẩn mật khẩu' });
    await expect.element(hide).toHaveAttribute('aria-pressed', 'true');
    await hide.click();
    await expect.element(input).toHaveAttribute('type', 'password');
  });

  it('shows the description and marks a string error invalid', async () => {
    const screen = await render(
      <TextField label="Điện thoại" description="10 chữ số" errorMessage="Số điện thoại không hợp lệ" />,
    );
    const input = screen.getByRole('textbox', { name: 'Điện thoại' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription(/Số điện thoại không hợp lệ/);
    await expect.element(screen.getByText('10 chữ số')).toBeInTheDocument();
  });
});
