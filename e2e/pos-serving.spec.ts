import { expect, test } from '@playwright/test';
import { demo, expectPath, openTillShift } from './helpers';

/**
 * The serving till: a meal ticket is issued for a guest, numbered by the server, and served once — by its number
 * typed or scanned; a second scan is told the ticket was used.
 */
test('a meal ticket is issued, served by scanning its number, and cannot be served twice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/pos/login');
  await page.getByLabel('Tên đăng nhập').fill(demo.cashier.user);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(demo.cashier.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expectPath(page, '/pos/');
  await page.goto('/pos/serving');
  await openTillShift(page);

  const guest = `Khách E2E ${String(Date.now()).slice(-5)}`;
  await page.getByLabel('Tên khách (nếu không chọn khách hàng)').fill(guest);
  await page.getByLabel('Số suất').fill('2');
  await page.keyboard.press('F9');
  const issued = page.getByText(/^Đã xuất phiếu PA\d+: 2 suất$/);
  await expect(issued).toBeVisible();
  const number = /PA\d+/.exec((await issued.textContent()) ?? '')![0];
  const row = page.getByRole('listitem').filter({ hasText: guest });
  await expect(row).toContainText(number);

  const scan = page.getByRole('searchbox', { name: 'Tìm hoặc quét số phiếu' });
  await page.keyboard.press('F3');
  await expect(scan).toBeFocused();
  await page.keyboard.type(number);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Phiếu ${number} đã phục vụ`)).toBeVisible();
  await expect(row).toContainText('Đã dùng');

  await page.keyboard.press('F3');
  await page.keyboard.type(number);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Phiếu ${number} đã dùng rồi`)).toBeVisible();
});
