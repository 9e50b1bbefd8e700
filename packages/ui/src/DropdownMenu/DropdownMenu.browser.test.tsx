import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
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
});
