import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CloseIcon, MenuIcon, StarIcon } from '../internal/icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Đánh dấu trang', children: <StarIcon />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Đánh dấu trang' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} variant="ghost" aria-label="Mở menu">
        <MenuIcon />
      </IconButton>
      <IconButton {...args} variant="secondary" aria-label="Đánh dấu trang">
        <StarIcon />
      </IconButton>
      <IconButton {...args} variant="primary" aria-label="Đóng">
        <CloseIcon />
      </IconButton>
      <IconButton {...args} size="sm" aria-label="Đóng (nhỏ)">
        <CloseIcon size={16} />
      </IconButton>
    </div>
  ),
};
