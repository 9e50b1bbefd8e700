import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiHeaders, demo, expectPath, signIn } from './helpers';

/** Signs in through the login form and waits for the dashboard. */
const signInPage = async (page: Page, who: { user: string; password: string }) => {
  await page.goto('/auth/login');
  await signIn(page, who);
  await expectPath(page, '/dashboard/analytics');
};

test('a change made through the API shows in /system/logs with its before and after, field by field', async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request, demo.admin);
  const code = `E2E${Date.now() % 1_000_000}`;
  const created = await request.post('/api/stock/units', {
    headers,
    data: { ma_dvt: code, ten_dvt: 'Hộp thử' },
  });
  expect(created.ok()).toBe(true);
  const { _id: id } = (await created.json()) as { _id: string };
  const updated = await request.patch(`/api/stock/units/${id}`, {
    headers,
    data: { ten_dvt: 'Hộp thử lớn' },
  });
  expect(updated.ok()).toBe(true);

  await signInPage(page, demo.admin);
  await page.goto('/system/logs');
  await expect(page.getByRole('heading', { name: 'Nhật ký hệ thống', level: 1 })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Bộ lọc' });
  await filters.getByRole('textbox', { name: 'Danh mục' }).fill('stock/units');
  await filters.getByRole('textbox', { name: 'Người dùng' }).fill('admin');
  await filters.getByRole('button', { name: 'Lọc' }).click();

  const table = page.getByRole('table', { name: 'Nhật ký thay đổi dữ liệu' });
  const rows = table.getByRole('row').filter({ hasText: code });
  // Newest first: the update, then the create.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Sửa');
  await expect(rows.nth(1)).toContainText('Thêm mới');

  await rows
    .nth(0)
    .getByRole('button', { name: `Mở rộng dòng units ${code}` })
    .click();
  const detail = page.getByRole('group', { name: `Chi tiết thay đổi ${code}` });
  await expect(detail).toBeVisible();
  const changed = detail.getByRole('row', { name: /ten_dvt/ });
  await expect(changed.getByRole('cell').nth(0)).toHaveText('Đổi');
  await expect(changed.getByRole('cell').nth(1)).toHaveText('Hộp thử');
  await expect(changed.getByRole('cell').nth(2)).toHaveText('Hộp thử lớn');
  // The fields that did not change are folded under their own heading, the code among them.
  await detail.getByText(/^Các trường không đổi/).click();
  await expect(
    detail
      .getByRole('row', { name: /ma_dvt/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText(code);
});

test('/system/online marks the own session and logs another user out, whose next navigation goes to login', async ({
  browser,
}) => {
  // Two browsers, each signing in: more than the default 30 s on a busy machine.
  test.slow();
  const cashierContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const cashier = await cashierContext.newPage();
  const admin = await adminContext.newPage();
  await signInPage(cashier, demo.cashier);
  await signInPage(admin, demo.admin);

  await admin.goto('/system/online');
  const table = admin.getByRole('table', { name: 'Phiên đăng nhập đang hoạt động' });
  const current = table.getByRole('row').filter({ hasText: 'Phiên hiện tại' });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('admin');
  const cashierRows = table.getByRole('row').filter({ hasText: 'thungan' });
  await expect(cashierRows.first()).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Đăng xuất mọi người khác' })).toBeVisible();

  await cashierRows
    .first()
    .getByRole('button', { name: /^Đăng xuất thungan tại / })
    .click();
  const dialog = admin.getByRole('alertdialog', { name: 'Xác nhận' });
  await expect(dialog).toContainText('Đăng xuất mọi phiên của thungan');
  await dialog.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(admin.getByText(/^Đã đăng xuất [1-9]\d* phiên$/)).toBeVisible();
  await expect(cashierRows).toHaveCount(0);
  await expect(current).toHaveCount(1);

  // The cashier's tokens are revoked: the next navigation ends on the login page.
  await cashier.goto('/user/profile');
  await expectPath(cashier, '/auth/login');
  await expect(cashier.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();

  await cashierContext.close();
  await adminContext.close();
});

test('encrypt then decrypt round trip, and clearing the cache after a confirmation', async ({ page }) => {
  await signInPage(page, demo.admin);
  await page.goto('/system/cryptography/encrypt');
  const cipher = page.getByRole('region', { name: 'Mã hóa và giải mã' });
  const value = cipher.getByRole('textbox', { name: 'Giá trị' });
  await value.fill('Bí mật 123 – số thẻ 9704');
  await cipher.getByRole('button', { name: 'Mã hóa', exact: true }).click();
  const result = cipher.getByRole('status', { name: 'Kết quả' });
  await expect(result).toHaveText(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  const sealed = (await result.textContent()) ?? '';
  expect(sealed).not.toContain('Bí mật');

  await value.fill(sealed);
  await cipher.getByRole('button', { name: 'Giải mã', exact: true }).click();
  await expect(result).toHaveText('Bí mật 123 – số thẻ 9704');

  const cache = page.getByRole('region', { name: 'Bộ nhớ đệm' });
  await cache.getByRole('button', { name: 'Xóa bộ nhớ đệm' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Xác nhận' });
  await expect(dialog).toContainText('Xóa bộ nhớ đệm của đơn vị?');
  await dialog.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByText(/^Đã xóa \d+ mục bộ nhớ đệm$/)).toBeVisible();
  await expect(cache.getByRole('button', { name: 'Xóa kho bộ nhớ đệm' })).toBeVisible();
});

test('an SMS sent through the job queue shows in /system/sms/logs, found by its phone digits', async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request, demo.admin);
  const digits = String(Date.now()).slice(-7);
  const phone = `090${digits}`;
  const message = `Mã xác nhận ${digits}`;
  const queued = await request.post('/api/system/queue', {
    headers,
    data: { type: 'sms.send', payload: { phone: `090 ${digits}`, message } },
  });
  expect(queued.status()).toBe(201);
  const { id } = (await queued.json()) as { id: string };
  await expect
    .poll(async () => {
      const job = await request.get(`/api/system/queue/${id}`, { headers });
      return ((await job.json()) as { status: string }).status;
    })
    .toBe('done');

  await signInPage(page, demo.admin);
  await page.goto('/system/sms/logs');
  const filters = page.getByRole('search', { name: 'Bộ lọc' });
  await filters.getByRole('textbox', { name: 'Số điện thoại' }).fill(digits);
  await filters.getByRole('textbox', { name: 'Số điện thoại' }).press('Enter');
  const table = page.getByRole('table', { name: 'Nhật ký SMS' });
  const rows = table.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows).toHaveCount(1);
  // The phone is shown masked, its first and last 4 digits kept.
  await expect(rows.first()).toContainText(`${phone.slice(0, 4)}**${phone.slice(-4)}`);
  await expect(rows.first()).toContainText(message);
  // No gateway is configured in the demo: the SMS is logged only.
  await expect(rows.first()).toContainText('Thử nghiệm');
});
