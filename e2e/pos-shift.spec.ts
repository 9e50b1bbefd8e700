import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiHeaders, demo, expectPath, openTillShift } from './helpers';

/**
 * The cashier's shift at the till: a device without an open shift is asked for one with its float before it
 * sells; the header shows it; closing shows what the server expects against what was counted, with the
 * difference, prints the shift's summary and asks for the next shift.
 */

const PRODUCT = { ma_vt: 'E2E-NUOC', ten_vt: 'Nước suối Lavie 500ml', gia_ban: 10_000, ma_thue: 'VAT8' };
const PRICE = 10_800;
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/pos-shift-shots';

/** The water on sale (made once: a second run finds it); the screenshots' folder. */
const withWater = async (request: APIRequestContext) => {
  mkdirSync(SHOTS, { recursive: true });
  const made = await request.post('/api/stock/products', {
    headers: await apiHeaders(request, demo.admin),
    data: { ...PRODUCT, loai_vt: 'HH', dvt: 'CHAI' },
  });
  expect([201, 409]).toContain(made.status());
};

test('a cashier opens a shift with a float, sells for cash and closes it with the cash counted', async ({
  page,
  request,
}) => {
  await withWater(request);

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/pos/login');
  await page.getByLabel('Tên đăng nhập').fill(demo.cashier.user);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(demo.cashier.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expectPath(page, '/pos/');
  // The tills' picker asks nothing; the header offers to open a shift.
  await expect(page.getByRole('button', { name: 'Mở ca', exact: true })).toBeVisible();
  await page.goto(`/pos/retail?q=${PRODUCT.ma_vt}`);

  // No open shift on this device: asked for one, with its float.
  const opening = page.getByRole('dialog', { name: 'Mở ca thu ngân' });
  await expect(opening).toBeVisible();
  await expect(opening.getByLabel('Tiền đầu ca')).toBeFocused();
  await opening.getByLabel('Tiền đầu ca').fill('500000');
  // Money as the till shows it once the field is left (Tab: the keyboard moves on to the buttons).
  await page.keyboard.press('Tab');
  await expect(opening.getByLabel('Tiền đầu ca')).toHaveValue('500,000');
  await page.screenshot({ path: `${SHOTS}/pos-shift-open.png` });
  await opening.getByLabel('Tiền đầu ca').press('Enter');
  await expect(opening).toBeHidden();
  const bar = page.getByLabel('Ca đang mở');
  await expect(bar).toHaveText(/^Ca CA\d+ · từ \d{2}:\d{2} · đầu ca 500,000 ₫$/);
  const so_ct = (await bar.textContent())!.match(/CA\d+/)![0];

  // One water, paid in cash with 50,000 (the change is not the shift's).
  await page.getByRole('button', { name: new RegExp(`^Thêm ${PRODUCT.ten_vt}`) }).click();
  await expect(page.getByRole('button', { name: 'Thanh toán (F9)' })).toBeEnabled();
  await page.keyboard.press('F9');
  const pay = page.getByRole('dialog', { name: 'Thanh toán' });
  await pay.getByRole('button', { name: '50,000', exact: true }).click();
  await pay.getByRole('button', { name: 'Hoàn tất', exact: true }).click();
  await expect(pay).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Đã đồng bộ, đơn gần nhất' })).toBeVisible();

  // Closing: the cash expected is the float and the sale; 800 short once 510,000 is counted.
  await page.getByRole('button', { name: 'Kết ca', exact: true }).click();
  const closing = page.getByRole('dialog', { name: `Kết ca ${so_ct}` });
  await expect(closing.getByLabel('Tiền mặt dự kiến')).toHaveText(
    `${(500_000 + PRICE).toLocaleString('en-US')} ₫`,
  );
  await expect(closing.getByLabel('Chuyển khoản thực tế')).toHaveValue('0');
  await expect(closing.getByRole('button', { name: 'Kết ca và in phiếu' })).toBeDisabled();
  await expect(closing.getByText('Nhập số tiền đếm được của từng hình thức')).toBeVisible();
  await closing.getByLabel('Tiền mặt thực tế').fill('510000');
  await expect(closing.getByLabel('Chênh lệch Tiền mặt')).toHaveText('−800 ₫');
  await expect(closing.getByLabel('Chênh lệch Chuyển khoản')).toHaveText('0 ₫');
  await page.screenshot({ path: `${SHOTS}/pos-shift-close.png` });
  await closing.getByRole('button', { name: 'Kết ca và in phiếu' }).click();
  await expect(closing).toBeHidden();

  // The summary is printed (80 mm) and the till asks for the next shift before selling.
  const summary = page.locator('[data-shift-receipt] [data-print-document="shift"]');
  await expect(summary).toContainText(so_ct);
  await expect(summary.locator('[data-kind="tm"]')).toHaveText(/Tiền mặt510,800510,000−800/);
  const next = page.getByRole('dialog', { name: 'Mở ca thu ngân' });
  await expect(next.getByText(`Đã kết ca ${so_ct}`)).toBeVisible();

  // As the server stored it.
  const cashierHeaders = await apiHeaders(request, demo.cashier);
  const list = await request.get(`/api/sales/pos-shifts?searchKey=${so_ct}`, { headers: cashierHeaders });
  const row = ((await list.json()) as { items: Record<string, unknown>[] }).items.find(
    (r) => r.so_ct === so_ct,
  );
  expect(row).toMatchObject({
    trang_thai: '1',
    tien_dau_ca: 500_000,
    tm_du_kien: 500_000 + PRICE,
    tm_thuc_te: 510_000,
    tm_chenh_lech: -800,
    so_dau: 1,
    so_cuoi: 1,
  });
});

test('closing waits while orders wait in the outbox, and for the server', async ({
  page,
  context,
  request,
}) => {
  await withWater(request);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/pos/login');
  await page.getByLabel('Tên đăng nhập').fill(demo.cashier.user);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(demo.cashier.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expectPath(page, '/pos/');
  await page.goto(`/pos/retail?q=${PRODUCT.ma_vt}`);
  await openTillShift(page, '200000');
  // The till's shell is on the device before the network goes.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.setOffline(true);
  await page.getByRole('button', { name: new RegExp(`^Thêm ${PRODUCT.ten_vt}`) }).click();
  await page.keyboard.press('F9');
  const pay = page.getByRole('dialog', { name: 'Thanh toán' });
  await pay.getByRole('button', { name: 'Hoàn tất', exact: true }).click();
  await expect(pay).toBeHidden();
  await expect(page.getByText('1 đơn chưa đồng bộ')).toBeVisible();

  // Signing out waits too, and says so.
  await page.getByRole('button', { name: 'Tài khoản' }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page.getByText('Còn 1 đơn chưa đồng bộ: hãy chờ đồng bộ xong rồi đăng xuất')).toBeVisible();
  await expectPath(page, '/pos/retail');

  // From the keyboard (the toast lies over the header for a while).
  await page.getByRole('button', { name: 'Kết ca', exact: true }).press('Enter');
  const closing = page.getByRole('dialog', { name: /^Kết ca CA\d+$/ });
  await expect(closing.getByText('Còn 1 đơn chưa đồng bộ: chờ đồng bộ xong mới kết ca được')).toBeVisible();
  await expect(closing.getByRole('button', { name: 'Kết ca và in phiếu' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/pos-shift-close-waiting.png` });

  // The network back: the order is sent, what the shift expects counts it, and the shift can close.
  await context.setOffline(false);
  await expect(closing.getByLabel('Tiền mặt dự kiến')).toHaveText(
    `${(200_000 + PRICE).toLocaleString('en-US')} ₫`,
  );
  await closing.getByLabel('Tiền mặt thực tế').fill(String(200_000 + PRICE));
  await expect(closing.getByLabel('Chênh lệch Tiền mặt')).toHaveText('0 ₫');
  await expect(closing.getByRole('button', { name: 'Kết ca và in phiếu' })).toBeEnabled();
  await closing.getByLabel('Tiền mặt thực tế').press('Enter');
  await expect(closing).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Mở ca thu ngân' })).toBeVisible();
});
