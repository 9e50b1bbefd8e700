import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NumberKeyInput } from './NumberKeyInput';

const meta = {
  title: 'Inputs/NumberKeyInput',
  component: NumberKeyInput,
  args: { label: 'Số chứng từ', onChange: fn() },
} satisfies Meta<typeof NumberKeyInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Số chứng từ' });
    await userEvent.type(input, 'PX-2026-0000000012345');
    await expect(input).toHaveValue('PX-2026-000000001234');
    await expect(args.onChange).toHaveBeenLastCalledWith('PX-2026-000000001234');
  },
};

export const WithDescription: Story = { args: { description: 'Tối đa 20 ký tự', defaultValue: 'PX0001' } };

export const WithError: Story = {
  args: { label: 'Số phiếu', defaultValue: 'PX0001', errorMessage: 'Trùng số' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Số phiếu' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Trùng số')).toBeVisible();
  },
};

export const Disabled: Story = { args: { defaultValue: 'PX0001', isDisabled: true } };

export const Required: Story = { args: { isRequired: true } };
