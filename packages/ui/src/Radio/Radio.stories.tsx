import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Radio, RadioGroup } from './Radio';

const meta = {
  title: 'Inputs/Radio',
  component: RadioGroup,
  args: {
    label: 'Phương thức thanh toán',
    onChange: fn(),
    children: (
      <>
        <Radio value="cash">Tiền mặt</Radio>
        <Radio value="transfer">Chuyển khoản</Radio>
        <Radio value="card">Thẻ</Radio>
      </>
    ),
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Phương thức thanh toán' });
    await expect(group).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(canvas.getByRole('radio', { name: 'Chuyển khoản' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('transfer');
    await expect(canvas.getByRole('radio', { name: 'Chuyển khoản' })).toBeChecked();
    // Arrow keys move the choice within the group.
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('card');
    await expect(canvas.getByRole('radio', { name: 'Thẻ' })).toHaveFocus();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'cash' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Phương thức thanh toán' });
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(canvas.getByRole('radio', { name: 'Tiền mặt' })).toBeChecked();
  },
};

/** The spec's gender choice: 'Nam' is 1, 'Nữ' is 2. */
export const Gender: Story = {
  args: {
    label: 'Giới tính',
    orientation: 'horizontal',
    children: (
      <>
        <Radio value="1">Nam</Radio>
        <Radio value="2">Nữ</Radio>
      </>
    ),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Nữ' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2');
    await userEvent.click(canvas.getByRole('radio', { name: 'Nam' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
  },
};

export const WithDescription: Story = { args: { description: 'Áp dụng cho đơn hàng này' } };

export const Invalid: Story = {
  args: { errorMessage: 'Vui lòng chọn phương thức thanh toán', isRequired: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: /Phương thức thanh toán/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Vui lòng chọn phương thức thanh toán');
  },
};

export const DisabledOption: Story = {
  args: {
    children: (
      <>
        <Radio value="cash">Tiền mặt</Radio>
        <Radio value="card" isDisabled>
          Thẻ (bảo trì)
        </Radio>
      </>
    ),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Thẻ (bảo trì)' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Thẻ (bảo trì)' })).toBeDisabled();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'cash' } };

const themed: Story = { args: { defaultValue: 'transfer', errorMessage: 'Chưa hợp lệ' } };

export const Dark: Story = { ...themed, globals: { theme: 'dark' } };

export const SemiDark: Story = { ...themed, globals: { theme: 'semi-dark' } };
