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

const isTasksList = (url: string) => new URL(url).pathname === '/api/crm/tasks';

test("the salesperson's to-dos are their own open appointments, all open statuses or one", async ({
  page,
}) => {
  await signInPage(page, demo.sales);
  const first = page.waitForResponse((r) => isTasksList(r.url()));
  await open(page, '/user/todo');
  const allOpen = await first;
  const asked = new URL(allOpen.url()).searchParams;
  expect(asked.get('ma_nvbh')).toBe('NV001');
  expect(asked.get('trang_thai')).toBe('0,1,2');
  expect(allOpen.status()).toBe(200);
  const listed = (await allOpen.json()) as { items: { trang_thai: string; ma_nvbh: string }[] };
  expect(listed.items.length).toBeGreaterThan(0);
  for (const task of listed.items) {
    expect(['0', '1', '2']).toContain(task.trang_thai);
    expect(task.ma_nvbh).toBe('NV001');
  }
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('Việc cần làm');
  await expect(page.getByRole('radio', { name: 'Tất cả' })).toBeChecked();

  const next = page.waitForRequest(
    (r) => isTasksList(r.url()) && new URL(r.url()).searchParams.get('trang_thai') === '1',
  );
  await page.getByRole('radio', { name: 'Đã xác nhận' }).click({ force: true });
  expect(new URL((await next).url()).searchParams.get('ma_nvbh')).toBe('NV001');
  // Closed statuses are not offered.
  await expect(page.getByRole('radio', { name: 'Hoàn thành' })).toHaveCount(0);
});

test('an administrator without a salesperson code is told why the to-do list is empty', async ({ page }) => {
  await signInPage(page, demo.admin);
  await open(page, '/user/todo');
  await expect(page.getByRole('heading', { name: 'Không có việc cần làm' })).toBeVisible();
  await expect(page.getByText('chưa gắn mã nhân viên bán hàng', { exact: false })).toBeVisible();
});

test('customer card numbers encrypted in bulk decrypt back to the same numbers, line by line', async ({
  page,
}) => {
  await signInPage(page, demo.admin);
  await open(page, '/system/cryptography/customer-card');
  const numbers = page.getByLabel('Số thẻ (mỗi dòng một số)');
  await numbers.fill('9704000011112222\n\n  9704000033334444 \n');
  await page.getByRole('button', { name: 'Mã hóa', exact: true }).click();
  await expect(page.getByText('Đã mã hóa 2 số thẻ').first()).toBeVisible();
  const results = page.getByRole('region', { name: 'Kết quả' }).locator('tbody tr');
  await expect(results).toHaveCount(2);
  await expect(results.nth(0).locator('td').first()).toHaveText('9704000011112222');
  const ciphers = await results.evaluateAll((rows) =>
    rows.map((row) => row.querySelectorAll('td')[1]?.textContent ?? ''),
  );
  expect(ciphers.every((c) => c !== '' && !c.includes('9704'))).toBe(true);

  await numbers.fill(`${ciphers.join('\n')}\nkhong-phai-ma`);
  await page.getByRole('button', { name: 'Giải mã', exact: true }).click();
  await expect(results).toHaveCount(3);
  await expect(results.nth(0).locator('td').nth(1)).toHaveText('9704000011112222');
  await expect(results.nth(1).locator('td').nth(1)).toHaveText('9704000033334444');
  // A value that is not a ciphertext fails on its own line, with the server's message.
  await expect(results.nth(2).locator('td').nth(1)).not.toHaveText('');
  await expect(page.getByText('1 dòng không xử lý được', { exact: false }).first()).toBeVisible();
});
