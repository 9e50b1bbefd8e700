import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, signInAs } from './helpers';

/** Picks the branch when the form did not pick one (several branches selected). */
const ensureBranch = async (page: Page, form: Locator) => {
  const branch = form.getByRole('combobox', { name: 'Đơn vị' });
  if ((await branch.inputValue()) !== '') return;
  await branch.fill('CN01');
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  await option.click();
};

test('an administrator logs a call on the "make a call" view: New opens the view’s form, the direction is fixed, the call shows in the view', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, demo.admin);
  await page.goto('/crm/call-logs/call');
  await page.getByRole('button', { name: 'Thêm mới' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/crm/call-logs/call/new');

  const form = page.getByRole('form', { name: 'Gọi điện' });
  // The view's fixed value is preset and cannot be changed.
  const direction = form.locator('[data-field="chieu_goi"]');
  await expect(direction).toContainText('Gọi đi');
  await expect(direction.getByRole('button')).toBeDisabled();

  await ensureBranch(page, form);
  await form.getByRole('group', { name: 'Giờ gọi' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('0930');
  const phone = `09${String(Date.now()).slice(-8)}`;
  await form.getByRole('textbox', { name: 'Số điện thoại' }).fill(phone);
  await form.getByRole('button', { name: 'Lưu' }).click();

  await expect(page.getByText('Lưu thành công!')).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/crm\/call-logs\/call\/[^/]+$/);
  expect(new URL(page.url()).pathname).not.toBe('/crm/call-logs/call/new');
  await expect(page.getByText(phone, { exact: true })).toBeVisible();

  await page.goto('/crm/call-logs/call');
  const table = page.getByRole('grid').or(page.getByRole('table')).first();
  await expect(table.getByText(phone, { exact: true })).toBeVisible();
});
