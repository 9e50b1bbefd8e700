import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { DropdownMenu } from './DropdownMenu';

const onLogout = fn();

const meta = {
  title: 'Navigation/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: 'Quản trị',
    items: [
      { id: 'profile', label: 'Hồ sơ', href: '/user/profile' },
      { id: 'lock', label: 'Khóa màn hình', isDisabled: true },
      { id: 'sep', type: 'separator' },
      { id: 'logout', label: 'Đăng xuất', onAction: onLogout },
    ],
  },
  beforeEach: () => {
    onLogout.mockClear();
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RunsAnAction: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Quản trị' }));
    const menu = await screen.findByRole('menu');
    await expect(menu).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: 'Khóa màn hình' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Đăng xuất' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await expect(menu).not.toBeInTheDocument();
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
