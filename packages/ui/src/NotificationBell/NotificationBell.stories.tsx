import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { NotificationBell } from './NotificationBell';

const meta = {
  title: 'Layout/NotificationBell',
  component: NotificationBell,
  args: { count: 3, onPress: fn() },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three unread: the badge shows 3 and the name says so. */
export const Unread: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const bell = canvas.getByRole('button', { name: 'Thông báo (3 chưa đọc)' });
    await expect(canvas.getByText('3')).toBeVisible();
    await userEvent.click(bell);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Nothing unread: no badge, the name is just 'Thông báo'. */
export const NoneUnread: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Thông báo' })).toBeVisible();
    await expect(canvas.queryByText(/\d/)).not.toBeInTheDocument();
  },
};

/** More than 99 unread: '99+'. */
export const Many: Story = {
  args: { count: 250 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Thông báo (250 chưa đọc)' })).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

/** With popover content: the bell opens it; here the empty state the back office shows. */
export const WithPopover: Story = {
  args: { count: 0, children: <EmptyState title="Chưa có thông báo" headingLevel={4} /> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Thông báo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thông báo' });
    await expect(within(dialog).getByRole('heading', { name: 'Chưa có thông báo' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
