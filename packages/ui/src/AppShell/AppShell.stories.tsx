import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Breadcrumbs } from '../Breadcrumbs';
import { Card } from '../Card';
import { CommandPalette } from '../CommandPalette';
import { DropdownMenu } from '../DropdownMenu';
import { LocaleSwitcher } from '../LocaleSwitcher';
import { NotificationBell } from '../NotificationBell';
import { demoMenu } from '../test/fixtures';
import { AppShell } from './AppShell';

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  globals: { theme: 'semi-dark' },
  args: {
    brand: 'Sen ERP',
    // Three levels: CRM → Công việc → Danh sách công việc / Lịch công việc.
    menu: demoMenu,
    currentPath: '/crm/tasks',
    onNavigate: fn(),
    bookmarks: [
      { href: '/crm/partners', title: 'Khách hàng' },
      { href: '/crm/tasks', title: 'Công việc' },
    ],
    search: (
      <CommandPalette
        menu={demoMenu}
        shortcuts={[
          { href: '/crm/partners', title: 'Khách hàng' },
          { href: '/crm/tasks', title: 'Công việc' },
        ]}
      />
    ),
    topBarEnd: <LocaleSwitcher value="vi" onChange={() => undefined} />,
    notifications: (
      <NotificationBell count={2}>
        <p>Bạn có 2 công việc đến hạn hôm nay.</p>
      </NotificationBell>
    ),
    userMenu: (
      <DropdownMenu
        trigger="Quản trị"
        items={[
          { id: 'profile', label: 'Hồ sơ', href: '/user/profile' },
          { id: 'sep', type: 'separator' },
          { id: 'logout', label: 'Đăng xuất' },
        ]}
      />
    ),
    children: (
      <>
        <Breadcrumbs
          items={[{ label: 'Trang chủ', href: '/' }, { label: 'CRM', href: '/crm' }, { label: 'Công việc' }]}
        />
        <h1>Danh sách công việc</h1>
        <Card title="Hôm nay">Không có công việc quá hạn.</Card>
      </>
    ),
  },
  argTypes: {
    search: { control: false },
    topBarEnd: { control: false },
    notifications: { control: false },
    userMenu: { control: false },
    children: { control: false },
    brand: { control: 'text' },
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Semi-dark: light content, dark navigation. The submenu opens from the keyboard. */
export const SemiDark: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu chính' });
    const crm = canvas.getAllByRole('button', { name: 'CRM' }).find((button) => nav.contains(button));
    await expect(crm).toHaveAttribute('data-active', 'true');
    crm?.focus();
    await userEvent.keyboard('{ArrowDown}');
    const crmMenu = await screen.findByRole('menu', { name: 'CRM' });
    await expect(screen.getByRole('menuitem', { name: 'Khách hàng' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Công việc' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const submenu = await screen.findByRole('menu', { name: 'Công việc' });
    await expect(crmMenu).toBeInTheDocument();
    await expect(screen.getByRole('menuitem', { name: 'Danh sách công việc' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(submenu).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/crm/task/calendar');
  },
};

export const Light: Story = { globals: { theme: 'light' } };

/** The top bar's slots: search (Ctrl K), other controls, the notifications bell and the user menu. */
export const TopBarSlots: Story = {
  globals: { theme: 'light' },
  play: async ({ canvas, userEvent }) => {
    const banner = canvas.getByRole('banner');
    const search = within(banner).getByRole('button', { name: 'Tìm kiếm' });
    const bell = within(banner).getByRole('button', { name: 'Thông báo (2 chưa đọc)' });
    const user = within(banner).getByRole('button', { name: 'Quản trị' });
    // In this order: search, then the bell, then the user menu last.
    await expect(search.compareDocumentPosition(bell) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(bell.compareDocumentPosition(user) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(bell);
    const notifications = await screen.findByRole('dialog', { name: 'Thông báo' });
    await expect(notifications).toHaveTextContent('Bạn có 2 công việc đến hạn hôm nay.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(notifications).not.toBeInTheDocument());

    await userEvent.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Tìm kiếm' });
    await userEvent.keyboard('lich cong viec');
    await expect(await within(palette).findByRole('menuitem', { name: /^Lịch công việc/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(palette).not.toBeInTheDocument());
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
