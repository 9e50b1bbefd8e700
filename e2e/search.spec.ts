import { expect, test } from '@playwright/test';
import { demo, expectPath, signIn } from './helpers';

test('Ctrl+K finds a page typed without accents and Enter opens it', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, demo.admin);
  await expectPath(page, '/dashboard/analytics');
  await expect(page.getByRole('heading', { name: 'Phân tích' })).toBeVisible();
  // A marker that a full page load would wipe: the palette navigates through the client-side router.
  await page.evaluate(() => Object.assign(window, { senNoReload: true }));

  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Tìm kiếm' });
  await expect(palette).toBeVisible();
  const field = palette.getByRole('textbox', { name: 'Tìm kiếm' });
  await expect(field).toBeFocused();
  // Before typing: the starred pages as shortcuts, then the menu commands.
  await expect(palette.getByRole('group', { name: 'Lối tắt' })).toBeVisible();
  await expect(palette.getByRole('group', { name: 'Chức năng' })).toBeVisible();

  await page.keyboard.type('khach hang');
  // 'Khách hàng' (/crm/partners) starts with the query, so it comes first, and it is focused.
  const first = palette.getByRole('menuitem').first();
  await expect(first).toHaveAccessibleName(/^Khách hàng .*\/crm\/partners$/);
  await expect(first).toHaveAttribute('data-focused', 'true');
  // Every result matches the accent-free query.
  for (const name of await palette.getByRole('menuitem').allTextContents()) {
    expect(
      name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/đ/gi, 'd')
        .toLowerCase(),
    ).toContain('khach');
  }

  await page.keyboard.press('Enter');
  await expectPath(page, '/crm/partners');
  await expect(palette).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Đường dẫn' })).toContainText('Khách hàng');
  expect(await page.evaluate(() => 'senNoReload' in window)).toBe(true);
});

test('the search list says when nothing matches and Escape closes it', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, demo.admin);
  await expectPath(page, '/dashboard/analytics');
  await page.getByRole('button', { name: 'Tìm kiếm' }).click();
  const palette = page.getByRole('dialog', { name: 'Tìm kiếm' });
  await page.keyboard.type('khong co trang nay');
  await expect(palette.getByText('Không tìm thấy kết quả')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toHaveCount(0);
  await expectPath(page, '/dashboard/analytics');
});

test('the notifications bell opens an honest empty state', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, demo.admin);
  await expectPath(page, '/dashboard/analytics');
  // Nothing is unread until the notification feed exists: no count in the name.
  await page.getByRole('button', { name: 'Thông báo', exact: true }).click();
  const popover = page.getByRole('dialog', { name: 'Thông báo' });
  await expect(popover.getByText('Chưa có thông báo')).toBeVisible();
});
