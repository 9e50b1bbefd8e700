import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { DropdownMenu } from './DropdownMenu';

describe('DropdownMenu', () => {
  it('runs the chosen action, skips disabled items and renders separators', async () => {
    const onLogout = vi.fn();
    const onLock = vi.fn();
    const screen = await render(
      <DropdownMenu
        trigger="Quản trị"
        items={[
          { id: 'lock', label: 'Khóa màn hình', onAction: onLock, isDisabled: true },
          { id: 'sep', type: 'separator' },
          { id: 'logout', label: 'Đăng xuất', onAction: onLogout },
        ]}
      />,
    );
    await screen.getByRole('button', { name: 'Quản trị' }).click();
    const menu = screen.getByRole('menu');
    await expect.element(menu.getByRole('separator')).toBeInTheDocument();
    await expect
      .element(menu.getByRole('menuitem', { name: 'Khóa màn hình' }))
      .toHaveAttribute('aria-disabled', 'true');
    await menu.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onLock).not.toHaveBeenCalled();
    await expect.element(menu).not.toBeInTheDocument();
  });

  it('opens from the keyboard on its first item, and Escape gives the focus back to the button', async () => {
    const onLogout = vi.fn();
    const screen = await render(
      <DropdownMenu
        trigger="Lê Văn Hùng"
        items={[
          { id: 'profile', label: 'Hồ sơ' },
          { id: 'logout', label: 'Đăng xuất', onAction: onLogout },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Lê Văn Hùng' });
    await expect.element(button).toHaveAttribute('aria-haspopup', 'true');
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Tab}');
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('menuitem', { name: 'Hồ sơ' })).toHaveFocus();
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('menuitem', { name: 'Đăng xuất' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('menuitem', { name: 'Hồ sơ' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    await expect.element(button).toHaveFocus();
  });
});
