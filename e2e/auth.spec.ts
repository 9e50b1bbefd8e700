import { expect, test } from '@playwright/test';
import { demo, expectPath, signIn } from './helpers';

test('sign-in leads to the analytics dashboard with real figures', async ({ page, request }) => {
  await page.goto('/');
  await expectPath(page, '/auth/login');
  await signIn(page, demo.admin);
  await expectPath(page, '/dashboard/analytics');
  await expect(page.getByRole('heading', { name: 'Phân tích' })).toBeVisible();
  // The figures are the database's: the same as the API answers for the selected branch.
  const login = await request.post('/api/auth/login', {
    headers: { Tenant: 'demo' },
    data: { user_name: 'admin', password: 'Admin@123', system_type: 'backoffice', login_type: 'password' },
  });
  const { session } = (await login.json()) as { session: { access_token: string } };
  const summary = await request.get('/api/dashboard/analytics', {
    headers: { Tenant: 'demo', Branchs: 'CN01', Authorization: `Bearer ${session.access_token}` },
  });
  const figures = (await summary.json()) as {
    revenue: { total: number } | null;
    appointments: { total: number } | null;
  };
  expect(figures.revenue).not.toBeNull();
  await expect(page.getByTestId('stat-revenue')).toContainText(
    `${figures.revenue!.total.toLocaleString('en-US')} ₫`,
  );
  await expect(page.getByTestId('stat-appointments')).toContainText(
    figures.appointments!.total.toLocaleString('en-US'),
  );
});

test('a guarded URL goes to login with the full path in redirect, and back after sign-in', async ({
  page,
}) => {
  await page.goto('/crm/partners?pageIndex=2&searchKey=lan');
  await expectPath(page, '/auth/login');
  const redirect = new URL(page.url()).searchParams.get('redirect');
  expect(redirect).toBe('/crm/partners?pageIndex=2&searchKey=lan');
  await signIn(page, demo.admin);
  await expectPath(page, '/crm/partners');
  expect(new URL(page.url()).searchParams.get('searchKey')).toBe('lan');
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/khong-co-trang-nay');
  await expectPath(page, '/error-404');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a user without the command goes to /blank', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, demo.sales);
  await expectPath(page, '/dashboard/analytics');
  // The salesperson has CRM commands only: sales screens are not theirs.
  await page.goto('/sales/bills');
  await expectPath(page, '/blank');
  await page.goto('/crm/partners');
  await expectPath(page, '/crm/partners');
});

test('rememberMe off keeps credentials in sessionStorage only', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, demo.admin, false);
  await expectPath(page, '/dashboard/analytics');
  const stored = await page.evaluate(() => ({
    local: localStorage.getItem('accessToken'),
    session: sessionStorage.getItem('accessToken'),
    copy: sessionStorage.getItem('sessionAccessToken'),
    flag: localStorage.getItem('rememberToken'),
  }));
  expect(stored.local).toBeNull();
  expect(stored.session).toBeTruthy();
  expect(stored.copy).toBe(stored.session);
  expect(stored.flag).toBe('false');
});

test('rememberMe on keeps credentials in localStorage and survives a new tab', async ({ page, context }) => {
  await page.goto('/auth/login');
  await signIn(page, demo.admin, true);
  await expectPath(page, '/dashboard/analytics');
  const stored = await page.evaluate(() => ({
    local: localStorage.getItem('accessToken'),
    flag: localStorage.getItem('rememberToken'),
    copy: sessionStorage.getItem('sessionAccessToken'),
  }));
  expect(stored.local).toBeTruthy();
  expect(stored.flag).toBe('true');
  expect(stored.copy).toBe(stored.local);
  const second = await context.newPage();
  await second.goto('/dashboard/analytics');
  await expectPath(second, '/dashboard/analytics');
});

test('logout clears credentials and returns to login', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, demo.admin, true);
  await expectPath(page, '/dashboard/analytics');
  await page.getByRole('button', { name: 'Tài khoản' }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expectPath(page, '/auth/login');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.goto('/dashboard/analytics');
  await expectPath(page, '/auth/login');
});

test('a signed-in user opening login is sent back', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, demo.admin);
  await expectPath(page, '/dashboard/analytics');
  await page.goto('/auth/login');
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/auth/login');
});
