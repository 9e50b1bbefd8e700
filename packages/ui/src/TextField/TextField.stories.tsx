import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Inputs/TextField',
  component: TextField,
  args: { label: 'Họ tên', placeholder: 'Nguyễn Văn A' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const WithDescription: Story = {
  args: { label: 'Tìm kiếm', description: 'Tên hoặc số điện thoại', type: 'search', placeholder: undefined },
};

export const WithError: Story = {
  args: {
    label: 'Điện thoại',
    type: 'tel',
    defaultValue: '0123',
    errorMessage: 'Số điện thoại không hợp lệ',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Điện thoại' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Số điện thoại không hợp lệ')).toBeVisible();
  },
};

export const Password: Story = {
  args: { label: 'Mật khẩu', type: 'password', defaultValue: 'Admin@123', placeholder: undefined },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Mật khẩu', { exact: true });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Hiện mật khẩu' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Ẩn mật khẩu' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
