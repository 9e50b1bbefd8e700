import { expect, test } from '@playwright/test';
import { apiHeaders, demo, pickFirst, signInAs } from './helpers';

type Package = { ma_lt: string; ma_kh: string; ten_kh: string; so_buoi_dung: number; so_buoi_con: number };

test('a service voucher uses a session of the customer’s package, and the package shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A package of the demo's with sessions left, sold in branch CN01.
  const headers = await apiHeaders(request, demo.admin);
  const listed = await request.get('/api/sales/customer-packages?pageSize=50', { headers });
  const packages = ((await listed.json()) as { items: Package[] }).items;
  const pack = packages.find((p) => p.ma_lt.startsWith('CN01.') && p.so_buoi_con > 0)!;
  expect(pack, 'a demo package with sessions left').toBeDefined();

  await signInAs(page, demo.admin);
  await page.goto('/sales/services/new');
  const form = page.getByRole('form', { name: 'Phiếu dịch vụ' });
  const branch = form.getByRole('combobox', { name: 'Đơn vị' });
  if ((await branch.inputValue()) === '') await pickFirst(page, branch, 'CN01');
  const customer = form.getByRole('combobox', { name: 'Khách hàng' });
  await customer.fill(pack.ma_kh);
  await page.getByRole('option').filter({ hasText: pack.ma_kh }).first().click();
  await expect(form.getByRole('textbox', { name: 'Tên khách hàng' })).toHaveValue(pack.ten_kh);
  const lines = form.getByRole('table', { name: 'Dịch vụ' });
  await form.getByRole('button', { name: 'Thêm dòng' }).click();
  // The line's package picker offers this customer's packages only; picking one fills the service, at no price.
  const picker = lines.getByRole('combobox', { name: 'Liệu trình 1' });
  await picker.fill('');
  await picker.press('ArrowDown');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const offered = await options.allTextContents();
  const own = packages.filter((p) => p.ma_kh === pack.ma_kh).map((p) => p.ma_lt);
  for (const label of offered) expect(own.some((code) => label.startsWith(code))).toBe(true);
  await options.filter({ hasText: pack.ma_lt }).first().click();
  await expect(lines.getByRole('combobox', { name: 'Mã dịch vụ 1' })).not.toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Tổng thanh toán' })).toHaveValue('0');

  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Lưu thành công!')).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/sales\/services\/[^/]+$/);
  await page.getByRole('button', { name: 'Hoàn thành' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Hoàn thành' }).click();
  await expect(page.locator('[data-view-field="trang_thai"] dd')).toHaveText('Hoàn thành');

  // The package's list shows the session used.
  await page.goto(`/sales/customer-packages?searchKey=${encodeURIComponent(pack.ma_lt)}`);
  const row = page.getByRole('row').filter({ hasText: pack.ma_lt });
  await expect(row).toHaveCount(1);
  const cells = await row.getByRole('cell').allTextContents();
  expect(cells).toContain(String(pack.so_buoi_dung + 1));
  expect(cells).toContain(String(pack.so_buoi_con - 1));
});
