import { expect, test } from '@playwright/test';
import { demo, expectPath, signIn } from './helpers';

test('the chosen theme and primary colour are kept across a reload', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, demo.admin);
  await expectPath(page, '/dashboard/analytics');
  await page.getByRole('button', { name: 'Tùy chỉnh' }).click();
  await page.getByRole('radio', { name: 'Tối', exact: true }).click({ force: true });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('dialog', { name: 'Tùy chỉnh' }).getByRole('option').nth(1).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('primaryColor'))).not.toBeNull();
  const colour = await page.evaluate(() => localStorage.getItem('primaryColor'));
  expect(colour?.toUpperCase()).not.toBe('#7367F0');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  // The primary colour is applied to the document as theme variables.
  await expect(page.locator('html')).toHaveAttribute('style', new RegExp(colour ?? 'missing', 'i'));
});

test('the language switches between Vietnamese and English', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, demo.admin);
  await expect(page.getByRole('heading', { name: 'Phân tích' })).toBeVisible();
  await page.getByRole('button', { name: 'Tùy chỉnh' }).click();
  await page.getByRole('radio', { name: 'English' }).click({ force: true });
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
});

test('the webview flag swaps in the light layout', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, demo.admin);
  await expectPath(page, '/dashboard/analytics');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.goto('/dashboard/analytics?webview=1');
  await expect(page.getByRole('heading', { name: 'Phân tích' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tài khoản' })).toHaveCount(0);
});
