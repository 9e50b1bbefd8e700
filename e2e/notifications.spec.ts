import { expect, test } from '@playwright/test';
import type { Page, WebSocket } from '@playwright/test';
import { demo, signIn } from './helpers';

/** The bell of the top bar, whatever its count ('Thông báo' or 'Thông báo (n chưa đọc)'). */
const bell = (page: Page) => page.getByRole('button', { name: /^Thông báo( \(\d+ chưa đọc\))?$/ });

/** Watches the page's notification hub sockets: `handshake` resolves once one answers the SignalR handshake. */
const watchHub = (page: Page) => {
  let latest: WebSocket | null = null;
  const handshake = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/api/hubs/notification')) return;
      latest = socket;
      socket.on('framereceived', ({ payload }) => {
        // The handshake answer: {} ended by the record separator 0x1E.
        if (String(payload).startsWith('{}\u001e')) resolve();
      });
    });
  });
  return { handshake, latest: () => latest };
};

test('a broadcast reaches another signed-in user live, and mark all read resets their bell', async ({
  browser,
}) => {
  // Two browsers, each signing in: more than the default 30 s on a busy machine.
  test.slow();
  const adminContext = await browser.newContext();
  const cashierContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const cashier = await cashierContext.newPage();
  const title = `Họp giao ban ${Date.now()}`;

  // The cashier signs in and opens the notification list; the hub connects once signed in.
  const hub = watchHub(cashier);
  await cashier.goto('/auth/login');
  await signIn(cashier, demo.cashier);
  await expect(bell(cashier)).toBeVisible();
  await cashier.goto('/user/notifications');
  await expect(cashier.getByRole('heading', { name: 'Chưa có thông báo' })).toBeVisible();
  await expect(bell(cashier)).toHaveAccessibleName('Thông báo');
  await hub.handshake;

  // The administrator broadcasts to the cashier from /user/notifications.
  await admin.goto('/auth/login');
  await signIn(admin, demo.admin);
  await expect(bell(admin)).toBeVisible();
  await admin.goto('/user/notifications');
  const form = admin.getByRole('region', { name: 'Gửi thông báo' });
  await form.getByRole('textbox', { name: 'Tiêu đề' }).fill(title);
  await form.getByRole('textbox', { name: 'Nội dung' }).fill('8:00 sáng mai tại CN01');
  await form.getByRole('textbox', { name: 'Đường dẫn' }).fill('/user/profile');
  await form.getByRole('textbox', { name: 'Người nhận' }).fill('thungan');
  await form.getByRole('button', { name: 'Gửi thông báo' }).click();
  await expect(admin.getByText('Đã gửi thông báo tới 1 người dùng')).toBeVisible();

  // Without a reload, the cashier's bell counts it, a toast shows its title and the list shows it unread.
  await expect(bell(cashier)).toHaveAccessibleName('Thông báo (1 chưa đọc)');
  await expect(cashier.getByRole('alertdialog').filter({ hasText: title })).toBeVisible();
  const list = cashier.getByRole('list', { name: 'Danh sách thông báo' });
  await expect(list.getByRole('button', { name: `${title} (Chưa đọc)`, exact: false })).toBeVisible();
  await expect(list.getByText('8:00 sáng mai tại CN01')).toBeVisible();
  await expect(cashier.getByText('1 thông báo, 1 chưa đọc')).toBeVisible();

  // The bell's popover lists it too.
  await bell(cashier).click();
  const popover = cashier.getByRole('dialog', { name: 'Thông báo' });
  await expect(popover.getByRole('list', { name: 'Thông báo mới nhất' }).getByText(title)).toBeVisible();
  await cashier.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);

  // Mark all read: the count goes back to none, on the bell and on the page.
  await cashier.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }).click();
  await expect(cashier.getByText('Đã đánh dấu tất cả thông báo là đã đọc')).toBeVisible();
  await expect(bell(cashier)).toHaveAccessibleName('Thông báo');
  await expect(cashier.getByText('1 thông báo, 0 chưa đọc')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Đánh dấu đã đọc' })).toHaveCount(0);

  // The unread filter is empty now; opening the notification follows its link.
  await cashier.getByRole('radio', { name: 'Chưa đọc', exact: true }).click({ force: true });
  await expect(cashier.getByRole('heading', { name: 'Không có thông báo chưa đọc' })).toBeVisible();
  await cashier.getByRole('radio', { name: 'Tất cả', exact: true }).click({ force: true });
  await list.getByRole('button', { name: new RegExp(title) }).click();
  await expect.poll(() => new URL(cashier.url()).pathname).toBe('/user/profile');

  // Signing out closes the live connection.
  const socket = hub.latest();
  expect(socket?.isClosed()).toBe(false);
  await cashier.getByRole('button', { name: 'Tài khoản' }).click();
  await cashier.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect.poll(() => new URL(cashier.url()).pathname).toBe('/auth/login');
  await expect.poll(() => socket?.isClosed()).toBe(true);

  await adminContext.close();
  await cashierContext.close();
});
