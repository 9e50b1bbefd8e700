import { expect, test } from '@playwright/test';
import { demo, expectPath, signInAs } from './helpers';

const partnersUser = { user: `e2e.partners.${Date.now() % 100000}`, password: 'Partners123' };

test('an administrator creates a user with rights on /crm/partners only; that user reaches it and nothing else', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAs(page, demo.admin);
  await page.goto('/system/users');
  const table = page.getByRole('table', { name: 'Danh sách người dùng' });
  await expect(table.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Thêm người dùng' }).click();
  await expectPath(page, '/system/users/new');
  await page.getByLabel('Tên đăng nhập').fill(partnersUser.user);
  await page.getByLabel('Tên người dùng').fill('Nhân viên khách hàng E2E');
  await page.getByLabel('Mật khẩu', { exact: true }).fill(partnersUser.password);
  await page.getByLabel('Nhập lại mật khẩu', { exact: true }).fill(partnersUser.password);

  // Branches: the session's branch list.
  await page.getByRole('button', { name: /Đơn vị được phân quyền/ }).click();
  await page.getByRole('option', { name: /^CN01/ }).click();
  await page.keyboard.press('Escape');

  // Rights: open CRM > Khách hàng and tick access and read on the customers page, from the keyboard.
  await page.getByRole('button', { name: 'Mở nhóm CRM' }).click();
  await page.getByRole('button', { name: 'Mở nhóm Khách hàng' }).click();
  const access = page.getByRole('checkbox', { name: 'Truy cập - Khách hàng', exact: true });
  await access.focus();
  await page.keyboard.press('Space');
  await expect(access).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Xem - Khách hàng', exact: true })).toBeChecked();
  // The group's column header shows some of its rows checked.
  const groupAccess = page.getByRole('checkbox', { name: 'Truy cập: tất cả trong Khách hàng' });
  await expect(groupAccess).not.toBeChecked();

  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Đã lưu người dùng')).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/system\/users\/[0-9a-f-]{36}$/);
  // The user's page, not the form it left (still drawn while the page comes).
  await expect(page.getByRole('button', { name: 'Lưu' })).toBeHidden();
  const granted = page.getByRole('table', { name: 'Bảng phân quyền' });
  await expect(granted.getByRole('rowheader', { name: 'Khách hàng' })).toBeVisible();
  await expect(granted.getByRole('row')).toHaveCount(2);

  // The new user, in a fresh browser context.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signInAs(other, partnersUser);
  await other.goto('/crm/partners');
  await expectPath(other, '/crm/partners');
  await expect(other.getByRole('heading', { name: 'Khách hàng', level: 1 })).toBeVisible();
  await other.goto('/stock/products');
  await expectPath(other, '/blank');
  await context.close();
});
