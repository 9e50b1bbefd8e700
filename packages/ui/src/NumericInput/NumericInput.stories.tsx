import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NumericInput } from './NumericInput';

const meta = {
  title: 'Inputs/NumericInput',
  component: NumericInput,
  args: { label: 'Số tiền', onChange: fn() },
} satisfies Meta<typeof NumericInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Số tiền' });
    await userEvent.type(input, '1234567');
    // Raw digits while focused, comma thousands once the field is left.
    await expect(input).toHaveValue('1234567');
    await userEvent.tab();
    await expect(input).toHaveValue('1,234,567');
    await expect(args.onChange).toHaveBeenLastCalledWith(1234567);
  },
};

export const NoLeadingZero: Story = {
  args: { label: 'Số lượng' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Số lượng' });
    await userEvent.type(input, '05');
    await expect(input).toHaveValue('0');
    await userEvent.type(input, '.5');
    await expect(input).toHaveValue('0.5');
  },
};

export const PrecisionMinMax: Story = {
  args: {
    label: 'Chiết khấu (%)',
    precision: 2,
    min: 1,
    max: 100,
    description: 'Từ 1 đến 100, 2 chữ số thập phân',
  },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Chiết khấu (%)' });
    await userEvent.type(input, '12.345');
    await expect(input).toHaveValue('12.34');
    await userEvent.clear(input);
    await userEvent.type(input, '1000');
    await expect(input).toHaveValue('100');
    await userEvent.tab();
    await expect(input).toHaveValue('100');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
  },
};

export const WithDescription: Story = { args: { description: 'Đơn vị: đồng', defaultValue: 1500000 } };

export const WithError: Story = {
  args: { defaultValue: 0, errorMessage: 'Số tiền phải lớn hơn 0' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Số tiền' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Số tiền phải lớn hơn 0')).toBeVisible();
  },
};

export const Disabled: Story = { args: { defaultValue: 1234567, isDisabled: true } };

export const Required: Story = { args: { isRequired: true } };
