import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { NotificationBell } from './NotificationBell';

describe('NotificationBell', () => {
  it('puts the unread count in the badge and in the accessible name', async () => {
    const screen = await render(<NotificationBell count={3} />);
    await expect.element(screen.getByRole('button', { name: 'Thông báo (3 chưa đọc)' })).toBeInTheDocument();
    await expect.element(screen.getByText('3', { exact: true })).toBeVisible();
  });

  it('shows no badge and the plain name when nothing is unread', async () => {
    const screen = await render(<NotificationBell count={0} />);
    await expect.element(screen.getByRole('button', { name: 'Thông báo', exact: true })).toBeInTheDocument();
    expect(screen.container.textContent).toBe('');
  });

  it('caps the badge at 99+', async () => {
    const screen = await render(<NotificationBell count={120} />);
    await expect
      .element(screen.getByRole('button', { name: 'Thông báo (120 chưa đọc)' }))
      .toBeInTheDocument();
    await expect.element(screen.getByText('99+')).toBeVisible();
  });

  it('is a plain button calling onPress when it has no content', async () => {
    const onPress = vi.fn();
    const screen = await render(<NotificationBell count={1} onPress={onPress} />);
    await screen.getByRole('button').click();
    expect(onPress).toHaveBeenCalledTimes(1);
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a popover with its content, closing on Escape', async () => {
    const onOpen = vi.fn();
    const screen = await render(
      <NotificationBell count={0} onPress={onOpen} labels={{ title: 'Notifications' }}>
        <p>No notifications yet</p>
      </NotificationBell>,
    );
    await screen.getByRole('button', { name: 'Notifications' }).click();
    expect(onOpen).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    await expect.element(dialog).toHaveTextContent('No notifications yet');
    await expect.element(dialog.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    // Focus returns to the bell, which is exposed again once the popover is gone.
    await expect.element(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });

  it('takes an English unread label', async () => {
    const screen = await render(
      <NotificationBell count={2} labels={{ unread: (count) => `Notifications (${count} unread)` }} />,
    );
    await expect
      .element(screen.getByRole('button', { name: 'Notifications (2 unread)' }))
      .toBeInTheDocument();
  });
});
