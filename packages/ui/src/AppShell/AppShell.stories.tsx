import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { Breadcrumbs } from '../Breadcrumbs';
import { Card } from '../Card';
import { DropdownMenu } from '../DropdownMenu';
import { LocaleSwitcher } from '../LocaleSwitcher';
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
    topBarEnd: (
      <>
        <LocaleSwitcher value="vi" onChange={() => undefined} />
        <DropdownMenu
          trigger="Quản trị"
          items={[
            { id: 'profile', label: 'Hồ sơ', href: '/user/profile' },
            { id: 'sep', type: 'separator' },
            { id: 'logout', label: 'Đăng xuất' },
          ]}
        />
      </>
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
  argTypes: { topBarEnd: { control: false }, children: { control: false }, brand: { control: 'text' } },
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

export const Dark: Story = { globals: { theme: 'dark' } };
