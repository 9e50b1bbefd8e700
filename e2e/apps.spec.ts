import { expect, test } from '@playwright/test';
import { demo, expectPath, signInAs } from './helpers';

test('a cashier signs in to the POS and sees the tills', async ({ page }) => {
  await page.goto('/pos/');
  await expectPath(page, '/pos/login');
  await page.getByLabel('Tên đăng nhập').fill(demo.cashier.user);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(demo.cashier.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expectPath(page, '/pos/');
  await expect(page.getByRole('heading', { name: 'Chọn quầy bán hàng' })).toBeVisible();
  await expect(page.getByText('CN01 · Chi nhánh Quận 1').first()).toBeVisible();
  // Each fact's value sits right under its label (Thu ngân / the cashier's name), not indented.
  const cashier = page.locator('dl div').filter({ hasText: 'Thu ngân' });
  const label = await cashier.locator('dt').boundingBox();
  const value = await cashier.locator('dd').boundingBox();
  expect(Math.abs(value!.x - label!.x)).toBeLessThan(2);
  // An address the POS has no screen for says so in Vietnamese, with the way back to the tills.
  await page.goto('/pos/khong-co-trang-nay');
  await expect(page.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeVisible();
  await expect(page.getByText('Not Found', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Về màn hình chọn quầy' }).click();
  await expect(page.getByRole('heading', { name: 'Chọn quầy bán hàng' })).toBeVisible();
  // The POS keeps its own session: the back office is still signed out.
  await page.goto('/dashboard/analytics');
  await expectPath(page, '/auth/login');
});

test('the back office’s cashier route opens the POS signed in: one sign-in, no tokens left in the address', async ({
  page,
}) => {
  await signInAs(page, demo.cashier);
  await page.goto('/sales/retail-orders/cashier/order-list');
  await expectPath(page, '/pos/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Đơn hàng trong ngày' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  // Its own session: signing out of the POS leaves the back office signed in.
  await page.getByRole('button', { name: 'Tài khoản' }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expectPath(page, '/pos/login');
  await page.goto('/dashboard/analytics');
  await expectPath(page, '/dashboard/analytics');
});

test('wrong POS password shows the server message', async ({ page }) => {
  await page.goto('/pos/login');
  await page.getByLabel('Tên đăng nhập').fill(demo.cashier.user);
  await page.getByLabel('Mật khẩu', { exact: true }).fill('sai-mat-khau');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByText('Tên đăng nhập hoặc mật khẩu không đúng').first()).toBeVisible();
});

test('a customer signs in to the portal with a one-time code', async ({ page }) => {
  await page.goto('/portal/');
  await expectPath(page, '/portal/login');
  await page.getByLabel('Số điện thoại').fill(demo.customerPhone);
  await page.getByRole('button', { name: 'Gửi mã OTP' }).click();
  const hint = page.getByText(/mã của bạn là \d{6}/);
  await expect(hint).toBeVisible();
  // The number the code went to is shown masked: first and last 4 digits.
  await expect(page.getByText(/Mã OTP đã được gửi tới 0901\*\*4567/)).toBeVisible();
  const code = (await hint.textContent())?.match(/(\d{6})/)?.[1] ?? '';
  await page.getByLabel('Mã OTP').fill(code);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expectPath(page, '/portal/client/home');
  await expect(page.getByRole('heading', { name: 'Xin chào, Trần Thị Mai' })).toBeVisible();
  await page.getByRole('link', { name: 'Tài khoản' }).click();
  await expectPath(page, '/portal/client/customer-info');
  await expect(page.getByText('0901**4567')).toBeVisible();
});

test('the portal refuses a malformed phone number without asking for a code', async ({ page }) => {
  await page.goto('/portal/login');
  const phone = page.getByLabel('Số điện thoại');
  await phone.fill('09-01 23');
  await expect(phone).toHaveValue('090123');
  await page.getByRole('button', { name: 'Gửi mã OTP' }).click();
  await expect(page.getByText('Số điện thoại không hợp lệ').first()).toBeVisible();
  await expect(page.getByLabel('Mã OTP')).toHaveCount(0);
});

test('a wrong one-time code is refused', async ({ page }) => {
  await page.goto('/portal/login');
  await page.getByLabel('Số điện thoại').fill(demo.customerPhone);
  await page.getByRole('button', { name: 'Gửi mã OTP' }).click();
  await expect(page.getByLabel('Mã OTP')).toBeVisible();
  await page.getByLabel('Mã OTP').fill('000000');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByText('Mã OTP không đúng hoặc đã hết hạn').first()).toBeVisible();
});
