import { expect, test } from '@playwright/test';
import { demo, expectPath, signIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, demo.admin);
  await expectPath(page, '/dashboard/analytics');
});

test('the settings table searches accent-insensitively and keeps its query in the address across a reload', async ({
  page,
}) => {
  await page.goto('/admin/settings');
  const table = page.getByRole('table', { name: 'Cấu hình hệ thống (chỉ xem)' });
  const search = page.getByRole('searchbox', { name: 'Tìm kiếm' });
  await expect(table.getByRole('row')).not.toHaveCount(0);

  // 'ban hang' matches the group 'Bán hàng': the two sale_* card flags, not the CRM phone flag.
  await search.fill('ban hang require card');
  await expect.poll(() => new URL(page.url()).searchParams.get('searchKey')).toBe('ban hang require card');
  await expect(table.getByText('sale_bill_require_card')).toBeVisible();
  await expect(table.getByText('sale_package_require_card')).toBeVisible();
  await expect(table.getByText('crm_partner_require_phone')).toHaveCount(0);

  // Sorting by name, then descending: into the address too.
  const nameHeader = table.getByRole('columnheader', { name: /Tên cấu hình/ });
  await nameHeader.click();
  await nameHeader.click();
  await expect.poll(() => new URL(page.url()).searchParams.get('sortType')).toBe('desc');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

  await page.reload();
  await expect(search).toHaveValue('ban hang require card');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  const names = table.getByRole('cell').filter({ hasText: /^sale_\w+_require_card$/ });
  await expect(names).toHaveText(['sale_package_require_card', 'sale_bill_require_card']);
  await expect(table.getByText('crm_partner_require_phone')).toHaveCount(0);
});

test('column settings are saved per user and survive a reload', async ({ page }) => {
  await page.goto('/admin/settings');
  const table = page.getByRole('table', { name: 'Cấu hình hệ thống (chỉ xem)' });
  await expect(table.getByRole('columnheader', { name: /Nhóm/ })).toBeVisible();

  await page.getByRole('button', { name: 'Cài đặt bảng' }).click();
  const form = page.getByRole('dialog', { name: 'Cài đặt bảng' });
  await form.getByRole('checkbox', { name: /Nhóm/ }).focus();
  await page.keyboard.press('Space');
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Cập nhật thành công!')).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Nhóm/ })).toHaveCount(0);

  await page.reload();
  await expect(table.getByRole('row')).not.toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: /Nhóm/ })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('tableSettings:admin:admin.settings'))).toContain(
    '"hidden":["group"]',
  );
});
