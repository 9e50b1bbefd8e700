import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { RouterProvider } from 'react-aria-components';
import { ThemeRoot } from '../theme/ThemeRoot';
import { navDark } from '../theme/themes.css';
import { AppShell } from './AppShell';
import { findActiveTrail } from './menu';
import { demoMenu } from '../test/fixtures';

describe('findActiveTrail', () => {
  it('picks the longest href prefix on segment boundaries', () => {
    expect(findActiveTrail(demoMenu, '/crm/tasks/12?tab=1')).toEqual(['crm', 'crm-tasks-group', 'crm-tasks']);
    expect(findActiveTrail(demoMenu, '/crm/tasks-search')).toEqual([]);
    expect(findActiveTrail(demoMenu, '/dashboard/analytics')).toEqual(['dashboard']);
  });
});

describe('AppShell', () => {
  it('renders the brand, the top-level menu, the top bar slot and the content', async () => {
    const screen = await render(
      <AppShell
        brand="Sen ERP"
        menu={demoMenu}
        currentPath="/dashboard/analytics"
        topBarEnd={<span>Người dùng</span>}
      >
        <p>Nội dung trang</p>
      </AppShell>,
    );
    const nav = screen.getByRole('navigation', { name: 'Menu chính' });
    await expect
      .element(nav.getByRole('link', { name: 'Tổng quan' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('button', { name: 'CRM' })).toBeInTheDocument();
    await expect.element(nav.getByRole('button', { name: 'Bán hàng' })).toBeInTheDocument();
    await expect.element(screen.getByText('Người dùng')).toBeInTheDocument();
    await expect.element(screen.getByRole('main')).toHaveTextContent('Nội dung trang');
  });

  it('renders the search, notifications and user menu slots around topBarEnd, user menu last', async () => {
    const screen = await render(
      <AppShell
        brand="Sen ERP"
        menu={demoMenu}
        currentPath="/"
        search={<button type="button">Tìm kiếm</button>}
        topBarEnd={<button type="button">Đơn vị</button>}
        notifications={<button type="button">Thông báo</button>}
        userMenu={<button type="button">Quản trị</button>}
      >
        <p>Nội dung</p>
      </AppShell>,
    );
    const slots = ['Tìm kiếm', 'Đơn vị', 'Thông báo', 'Quản trị'];
    const inOrder = screen
      .getByRole('banner')
      .getByRole('button')
      .elements()
      .map((button) => button.textContent ?? '')
      .filter((name) => slots.includes(name));
    expect(inOrder).toEqual(slots);
  });

  it('opens a dropdown and a nested submenu with the keyboard and marks the active page', async () => {
    const onNavigate = vi.fn();
    const navigate = vi.fn();
    const screen = await render(
      <RouterProvider navigate={navigate}>
        <AppShell brand="Sen ERP" menu={demoMenu} currentPath="/crm/tasks/42" onNavigate={onNavigate}>
          <p>Nội dung</p>
        </AppShell>
      </RouterProvider>,
    );
    const crm = screen.getByRole('navigation', { name: 'Menu chính' }).getByRole('button', { name: 'CRM' });
    await expect.element(crm).toHaveAttribute('data-active', 'true');

    (crm.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    const crmMenu = screen.getByRole('menu', { name: 'CRM' });
    await expect.element(crmMenu).toBeInTheDocument();
    await expect.element(crmMenu.getByRole('menuitem', { name: 'Khách hàng' })).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    const group = crmMenu.getByRole('menuitem', { name: 'Công việc' });
    await expect.element(group).toHaveFocus();
    await expect.element(group).toHaveAttribute('data-active', 'true');
    await userEvent.keyboard('{ArrowRight}');

    const submenu = screen.getByRole('menu', { name: 'Công việc' });
    await expect.element(submenu).toBeInTheDocument();
    const active = submenu.getByRole('menuitem', { name: 'Danh sách công việc' });
    await expect.element(active).toHaveFocus();
    await expect.element(active).toHaveAttribute('aria-current', 'page');
    await expect
      .element(submenu.getByRole('menuitem', { name: 'Lịch công việc' }))
      .not.toHaveAttribute('aria-current');

    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/crm/task/calendar');
    // Navigation goes through the app's router (react-aria RouterProvider), not a page load.
    expect(navigate).toHaveBeenCalledWith('/crm/task/calendar', undefined);
  });

  it('collapses the menu into a panel below 992 px', async () => {
    const { page } = await import('vitest/browser');
    await page.viewport(800, 700);
    try {
      const screen = await render(
        <AppShell brand="Sen ERP" menu={demoMenu} currentPath="/crm/partners">
          <p>Nội dung</p>
        </AppShell>,
      );
      await expect.element(screen.getByRole('navigation', { name: 'Menu chính' })).not.toBeInTheDocument();
      await screen.getByRole('button', { name: 'Mở menu' }).click();
      const panel = screen.getByRole('dialog', { name: 'Menu chính' });
      await expect.element(panel).toBeInTheDocument();
      // The group holding the active page starts expanded.
      await expect
        .element(panel.getByRole('link', { name: 'Khách hàng' }))
        .toHaveAttribute('aria-current', 'page');
      await panel.getByRole('button', { name: 'Bán hàng' }).click();
      await expect.element(panel.getByRole('link', { name: 'Đơn hàng' })).toBeVisible();
      await screen.getByRole('button', { name: 'Đóng menu' }).click();
      await expect.element(panel).not.toBeInTheDocument();
    } finally {
      await page.viewport(1280, 800);
    }
  });

  it('gives the navigation the dark palette in the semi-dark theme', async () => {
    const screen = await render(
      <ThemeRoot theme="semi-dark">
        <AppShell brand="Sen ERP" menu={demoMenu} currentPath="/">
          <p>Nội dung</p>
        </AppShell>
      </ThemeRoot>,
    );
    await expect.element(screen.getByRole('banner')).toHaveClass(navDark);
    const header = screen.getByRole('banner').element();
    const main = screen.getByRole('main').element();
    expect(getComputedStyle(header).backgroundColor).toBe('rgb(47, 51, 73)');
    expect(getComputedStyle(main).color).not.toBe(getComputedStyle(header).color);
  });
});
