import { expect, test, type APIRequestContext } from '@playwright/test';
import { demo, expectPath, signIn } from './helpers';

const apiLogin = async (request: APIRequestContext, who: { user: string; password: string }) => {
  const response = await request.post('/api/auth/login', {
    headers: { Tenant: 'demo' },
    data: { user_name: who.user, password: who.password, system_type: 'backoffice', login_type: 'password' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { session: { access_token: string; refresh_token: string } }).session;
};

test('tokens handed over in the address sign the user in and leave the address', async ({
  page,
  request,
}) => {
  const session = await apiLogin(request, demo.admin);
  const query = new URLSearchParams({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
  });
  await page.goto(`/dashboard/analytics?${query}`);
  await expect(page.getByRole('heading', { name: 'Phân tích' })).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).not.toContain('access_token');
  const stored = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(stored).toBe(session.access_token);
  const expiry = await page.evaluate(() => localStorage.getItem('expirationDate'));
  const payload = session.access_token.split('.')[1] ?? '';
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number };
  expect(new Date(expiry ?? '').getTime()).toBe(exp * 1000);
});

test('the menu is built from the user’s commands', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, demo.sales);
  await expectPath(page, '/dashboard/analytics');
  const menu = page.getByRole('navigation', { name: 'Menu chính' });
  await expect(menu.getByText('CRM', { exact: true })).toBeVisible();
  await expect(menu.getByText('Bán hàng', { exact: true })).toHaveCount(0);
  await expect(menu.getByText('Hệ thống', { exact: true })).toHaveCount(0);
});

test('the branch picker offers only permitted branches', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, demo.sales);
  await expectPath(page, '/dashboard/analytics');
  await page.getByRole('button', { name: /Đơn vị/ }).click();
  await expect(page.getByRole('option', { name: /CN01/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /CN02/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => localStorage.getItem('selectedBranchs'))).toContain('CN01');
});

test('a stored branch that is not permitted resets to the first permitted one', async ({ page }) => {
  await page.goto('/auth/login');
  await page.evaluate(() => localStorage.setItem('selectedBranchs', JSON.stringify(['CN03'])));
  await signIn(page, demo.sales);
  await expectPath(page, '/dashboard/analytics');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('selectedBranchs'))).toContain('CN01');
  expect(await page.evaluate(() => localStorage.getItem('selectedBranchs'))).not.toContain('CN03');
});

test('breadcrumbs start at home and follow the menu', async ({ page }) => {
  test.slow();
  await page.goto('/auth/login');
  await signIn(page, demo.admin);
  await expectPath(page, '/dashboard/analytics');
  await page.goto('/crm/partners');
  const crumbs = page.getByRole('navigation', { name: 'Đường dẫn' });
  await expect(crumbs.getByRole('link').first()).toHaveAttribute('href', '/');
  await expect(crumbs).toContainText('CRM');
  await expect(crumbs).toContainText('Khách hàng');
  // The menu group 'Khách hàng' holds the page 'Khách hàng': the trail says it once.
  await expect(crumbs.getByRole('listitem')).toHaveText(['Trang chủ', 'CRM', 'Khách hàng']);
  await page.goto('/crm/partners/new');
  await expect(crumbs.getByRole('listitem')).toHaveText([
    'Trang chủ',
    'CRM',
    'Khách hàng',
    'Thêm khách hàng',
  ]);
  await expect(crumbs.getByRole('link', { name: 'Khách hàng', exact: true })).toHaveAttribute(
    'href',
    '/crm/partners',
  );
});

test('the top bar stays on one line with no sideways scroll on a phone, a tablet and a laptop', async ({
  page,
}) => {
  test.slow();
  await page.goto('/auth/login');
  await signIn(page, demo.admin);
  await expectPath(page, '/dashboard/analytics');
  for (const width of [390, 768, 1024, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/crm/partners');
    await expect(page.getByRole('heading', { name: 'Khách hàng' })).toBeVisible();
    const bar = page.getByRole('banner').locator(':scope > div').first();
    const barBox = (await bar.boundingBox())!;
    expect(barBox.height, `${width}px: one line`).toBeLessThan(70);
    for (const name of [/Đơn vị/, /Tùy chỉnh/, /Tài khoản/]) {
      const box = (await bar.getByRole('button', { name }).boundingBox())!;
      expect(box.x + box.width, `${width}px: ${name} inside the screen`).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(
      width,
    );
  }
});

test('/admin needs is_admin 1; admin-flagged system pages need no command', async ({ page }) => {
  await page.goto('/admin/settings');
  await expectPath(page, '/auth/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/settings');
  await signIn(page, demo.sales);
  // Not an administrator: sent to login, which sends a signed-in user back; the admin page never opens.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('accessToken')), { timeout: 10_000 })
    .not.toBeNull();
  await expect
    .poll(() => ['/auth/login', '/admin/settings'].includes(new URL(page.url()).pathname), {
      timeout: 10_000,
    })
    .toBe(false);
  await expect(page.getByText('crm_partner_require_phone')).toHaveCount(0);
  await page.goto('/system/cryptography/encrypt');
  await expectPath(page, '/system/cryptography/encrypt');
  await page.goto('/system/users');
  await expectPath(page, '/blank');
});

test('the administrator sees the config flags at their defaults', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, demo.admin);
  await expectPath(page, '/dashboard/analytics');
  await page.goto('/admin/settings');
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('crm_partner');
  const table = page.getByRole('table', { name: 'Cấu hình hệ thống (chỉ xem)' });
  // crm_partner_require_phone defaults to true ('t'), crm_partner_validate_website to false.
  await expect(table.getByRole('row', { name: /crm_partner_require_phone/ })).toContainText('Bật');
  await expect(table.getByRole('row', { name: /crm_partner_validate_website/ })).toContainText('Tắt');
});
