import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiHeaders, demo, expectPath } from './helpers';

/**
 * The cashier's shift at the till: a device without an open shift is asked for one with its float before it
 * sells; the header shows it; closing shows what the server expects against what was counted, with the
 * difference, prints the shift's summary and asks for the next shift.
 */

const PRODUCT = { ma_vt: 'E2E-NUOC', ten_vt: 'Nước suối Lavie 500ml', gia_ban: 10_000, ma_thue: 'VAT8' };
const PRICE = 10_800;
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/pos-shift-shots';

test('a cashier opens a shift with a float, sells for cash and closes it with the cash counted', async ({
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const headers = await apiHeaders(request, demo.admin);
  const made = await request.post('/api/stock/products', {
    headers,
    data: { ...PRODUCT, loai_vt: 'HH', dvt: 'CHAI' },
  });
  expect([201, 409]).toContain(made.status());

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
