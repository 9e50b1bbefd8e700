import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CodeInput } from './CodeInput';

const meta = {
  title: 'Inputs/CodeInput',
  component: CodeInput,
  args: { label: 'Mã khách hàng', onChange: fn() },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Mã khách hàng' });
    await userEvent.type(input, 'ab-12c');
    await expect(input).toHaveValue('AB12C');
    await expect(args.onChange).toHaveBeenLastCalledWith('AB12C');
  },
};

export const WithDescription: Story = { args: { description: 'Chữ và số', defaultValue: 'KH01' } };

export const WithError: Story = {
  args: { label: 'Mã kho', defaultValue: 'KHO01', errorMessage: 'Mã đã tồn tại' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mã kho' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Mã đã tồn tại')).toBeVisible();
  },
};

export const Disabled: Story = { args: { label: 'Mã cũ', defaultValue: 'KH01', isDisabled: true } };

export const Required: Story = { args: { isRequired: true } };
