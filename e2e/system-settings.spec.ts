import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demo, expectPath, signIn } from './helpers';

const signInPage = async (page: Page, who: { user: string; password: string }) => {
  await page.goto('/auth/login');
  await signIn(page, who);
  await expectPath(page, '/dashboard/analytics');
};

/** Opens a back-office address inside the running app (as a menu click does). */
const open = async (page: Page, path: string) => {
  await page.evaluate((to) => window.history.pushState({}, '', to), path);
  await expectPath(page, path);
};

test('an administrator turns the social inbox on in /system/settings: saved with the spec message, /apps/pancake follows, and back off', async ({
  page,
}) => {
  await signInPage(page, demo.admin);
  await open(page, '/apps/pancake');
  await expect(page.getByRole('heading', { name: 'Hộp thư mạng xã hội chưa được bật' })).toBeVisible();
  await page.getByRole('link', { name: 'Mở Cài đặt' }).click();
  await expectPath(page, '/system/settings');

  const flag = page.getByRole('switch', { name: 'Kết nối hộp thư mạng xã hội (Pancake)' });
  await expect(flag).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Bắt buộc nhập số điện thoại khách hàng' })).toBeChecked();
  await expect(page.getByLabel('Số lần nhập sai OTP tối đa')).toHaveValue('3');
  const save = page.getByRole('button', { name: /^Lưu/ });
  await expect(save).toBeDisabled();
  await flag.click({ force: true });
  await expect(save).toHaveText('Lưu (1 thay đổi)');
  await save.click();
  await expect(page.getByText('Cập nhật thành công!').first()).toBeVisible();
  await expect(save).toBeDisabled();

  // The session's configuration follows without a reload; a fresh load reads the stored value.
  await open(page, '/apps/pancake');
  await expect(page.getByRole('heading', { name: 'Hộp thư mạng xã hội chưa được kết nối' })).toBeVisible();
  await page.goto('/system/settings');
  await expect(page.getByRole('switch', { name: 'Kết nối hộp thư mạng xã hội (Pancake)' })).toBeChecked();

  await page.getByRole('switch', { name: 'Kết nối hộp thư mạng xã hội (Pancake)' }).click({ force: true });
  await page.getByRole('button', { name: 'Lưu (1 thay đổi)' }).click();
  await expect(page.getByText('Cập nhật thành công!').first()).toBeVisible();
  await open(page, '/apps/pancake');
  await expect(page.getByRole('heading', { name: 'Hộp thư mạng xã hội chưa được bật' })).toBeVisible();
});

test('the salesperson sees the settings read only and the social inbox without a link to change it', async ({
  page,
}) => {
  await signInPage(page, demo.sales);
  await open(page, '/system/settings');
  await expect(page.getByText('Bạn chỉ có quyền xem cấu hình.', { exact: false })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Kết nối hộp thư mạng xã hội (Pancake)' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Lưu/ })).toHaveCount(0);
  await open(page, '/apps/pancake');
  await expect(page.getByRole('heading', { name: 'Hộp thư mạng xã hội chưa được bật' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mở Cài đặt' })).toHaveCount(0);
});
