import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PhoneInput } from './PhoneInput';

const meta = {
  title: 'Inputs/PhoneInput',
  component: PhoneInput,
  args: { label: 'Điện thoại', onChange: fn() },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Điện thoại' });
    await userEvent.type(input, '090 123 4567');
    await expect(input).toHaveValue('0901234567');
    await expect(args.onChange).toHaveBeenLastCalledWith('0901234567');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const InvalidAfterBlur: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Điện thoại' });
    await userEvent.type(input, '090123456');
    await expect(canvas.queryByText('Số điện thoại không hợp lệ')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByText('Số điện thoại không hợp lệ')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Masked: Story = {
  args: { value: '0901234567', masked: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Điện thoại' });
    await expect(input).toHaveValue('0901**4567');
    await expect(input).toHaveAttribute('readonly');
  },
};

export const WithDescription: Story = {
  args: { description: '10 đến 15 chữ số', defaultValue: '0901234567' },
};

export const WithError: Story = {
  args: { defaultValue: '0901234567', errorMessage: 'Số điện thoại đã được sử dụng' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Điện thoại' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Số điện thoại đã được sử dụng')).toBeVisible();
  },
};

export const Disabled: Story = { args: { defaultValue: '0901234567', isDisabled: true } };

export const Required: Story = { args: { isRequired: true } };
