import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Lưu', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Lưu
      </Button>
      <Button {...args} variant="secondary">
        Xóa lọc
      </Button>
      <Button {...args} variant="ghost">
        Bỏ qua
      </Button>
      <Button {...args} variant="danger">
        Xóa
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Nhỏ
      </Button>
      <Button {...args} size="md">
        Vừa
      </Button>
    </div>
  ),
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Lưu' });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(canvas.getByRole('progressbar', { name: 'Đang xử lý' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu' }));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
