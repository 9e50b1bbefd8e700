import { expect, test, type Page } from '@playwright/test';
import { demo, expectPath, signInAs } from './helpers';

const unitsTable = (page: Page) => page.getByRole('table', { name: 'Đơn vị tính' });

const rowOf = (page: Page, code: string) =>
  unitsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: code, exact: true }) });

test('an administrator searches units without accents, then creates, edits and deletes one', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, demo.admin);
  await page.goto('/stock/units');
  await expect(page.getByRole('heading', { name: 'Đơn vị tính', level: 1 })).toBeVisible();
  const table = unitsTable(page);
  await expect(table.getByRole('cell', { name: 'Hộp', exact: true })).toBeVisible({ timeout: 30_000 });

  // 'hop' finds 'Hộp' on the server (accent-insensitive), and the search goes into the address.
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('hop');
  await expect.poll(() => new URL(page.url()).searchParams.get('searchKey')).toBe('hop');
  await expect(table.getByRole('cell', { name: 'Hộp', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Chai', exact: true })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('');
  await expect(table.getByRole('cell', { name: 'Chai', exact: true })).toBeVisible();

  // Create, on the catalogue's form page of the declaration.
  await page.getByRole('button', { name: 'Thêm mới' }).click();
  await expectPath(page, '/stock/units/new');
  const form = page.getByRole('form', { name: 'Đơn vị tính' });
  await form.getByRole('textbox', { name: 'Mã đơn vị tính' }).fill('thung');
  await expect(form.getByRole('textbox', { name: 'Mã đơn vị tính' })).toHaveValue('THUNG');
  await form.getByRole('textbox', { name: 'Tên đơn vị tính' }).fill('Thùng');
  await form.getByRole('textbox', { name: 'Tên tiếng Anh' }).fill('Carton');
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Lưu thành công!')).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/stock\/units\/[0-9a-f-]{36}$/);
  await expect(page.locator('[data-view-field="ten_dvt"] dd')).toHaveText('Thùng');

  // The same code again: the server refuses it with its Vietnamese message.
  await page.goto('/stock/units/new');
  await form.getByRole('textbox', { name: 'Mã đơn vị tính' }).fill('THUNG');
  await form.getByRole('textbox', { name: 'Tên đơn vị tính' }).fill('Thùng lớn');
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Mã THUNG đã tồn tại').first()).toBeVisible();
  await expectPath(page, '/stock/units/new');

  // Edit (PUT) from the list's row menu: the name changes.
  await page.goto('/stock/units');
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('THUNG');
  // After the search pause the list reads again (re-rendering the rows): open the menu on the rows found.
  await expect.poll(() => new URL(page.url()).searchParams.get('searchKey')).toBe('THUNG');
  await expect(table.getByRole('cell', { name: 'Chai', exact: true })).toHaveCount(0);
  await expect(rowOf(page, 'THUNG')).toHaveCount(1);
  await page.getByRole('button', { name: 'Thao tác khác với THUNG' }).click();
  await page.getByRole('menuitem', { name: 'Sửa' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/edit$/);
  const name = form.getByRole('textbox', { name: 'Tên đơn vị tính' });
  await expect(name).toHaveValue('Thùng');
  await name.fill('Thùng carton');
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Lưu thành công!')).toBeVisible();
  await expect(page.locator('[data-view-field="ten_dvt"] dd')).toHaveText('Thùng carton');

  // Delete, after the confirmation.
  await page.goto('/stock/units?searchKey=THUNG');
  await page.getByRole('button', { name: 'Thao tác khác với THUNG' }).click();
  await page.getByRole('menuitem', { name: 'Xóa' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Xác nhận' });
  await expect(confirm).toContainText('Bạn có chắc muốn xóa THUNG?');
  await confirm.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByText('Xóa thành công!')).toBeVisible();
  await expect(rowOf(page, 'THUNG')).toHaveCount(0);
});

test('a cashier who may only read units sees them without the create, edit or delete actions', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, demo.cashier);
  await page.goto('/stock/units');
  await expectPath(page, '/stock/units');
  // The catalogue's pages are a chunk of their own: the first list may take a while on a busy machine.
  await expect(unitsTable(page).getByRole('cell', { name: 'Hộp', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Thêm mới' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Xem HOP' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thao tác khác với HOP' })).toHaveCount(0);
});

test('a CN01-only user sees only the warehouses of CN01, with the branch name', async ({ page }) => {
  test.slow();
  await signInAs(page, demo.cashier);
  await page.goto('/stock/warehouses');
  await expectPath(page, '/stock/warehouses');
  const table = page.getByRole('table', { name: 'Kho hàng' });
  await expect(table.getByRole('cell', { name: 'K01-HH', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('cell', { name: 'K01-VT', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: /CN01 · Chi nhánh Quận 1/ }).first()).toBeVisible();
  await expect(table.getByText(/^K0[23]-/)).toHaveCount(0);
  await expect(page.getByText('1–2 / 2')).toBeVisible();
});

test('a discount code is created from the form of its declaration: branch, day and the server rule', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, demo.admin);
  await page.goto('/sales/vouchers');
  await expect(page.getByRole('heading', { name: 'Mã giảm giá', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Mã giảm giá' });
  await expect(table.getByRole('cell', { name: 'KM-Q1-10', exact: true })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Thêm mới' }).click();
  await expectPath(page, '/sales/vouchers/new');
  const form = page.getByRole('form', { name: 'Mã chiết khấu' });
  // The catalogue's code input takes letters and digits (spec section 5), so no dash here.
  await form.getByRole('textbox', { name: 'Mã chiết khấu' }).fill('KME2E');
  await form.getByRole('textbox', { name: 'Tên chiết khấu' }).fill('Giảm giá thử');
  // The branch: a lookup of the session's branches, offered by name.
  const branch = form.getByRole('combobox', { name: 'Đơn vị' });
  if ((await branch.inputValue()) === '') {
    await branch.fill('CN01');
    await page.getByRole('option', { name: /CN01 - Chi nhánh Quận 1/ }).click();
  }
  await form.getByRole('group', { name: 'Hiệu lực từ ngày' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('01032026');

  // Neither a percentage nor an amount: the resource's own rule, from the server.
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(
    page.getByText('Nhập tỷ lệ chiết khấu hoặc tiền chiết khấu (chỉ một trong hai)').first(),
  ).toBeVisible();

  await form.getByRole('textbox', { name: 'Tỷ lệ chiết khấu (%)' }).fill('10');
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Lưu thành công!')).toBeVisible();
  await page.goto('/sales/vouchers?searchKey=KME2E');
  const row = table.getByRole('row').filter({ hasText: 'KME2E' });
  await expect(row).toContainText('CN01 · Chi nhánh Quận 1', { timeout: 30_000 });
  await expect(row).toContainText('01/03/2026');
  await expect(row).toContainText('10');
});

test('a voucher info opens by its voucher type and status', async ({ page }) => {
  await signInAs(page, demo.admin);
  await page.goto('/accounting/voucher-infos');
  await page.getByRole('button', { name: 'Xem DV/0' }).click();
  await expectPath(page, '/accounting/voucher-infos/DV~0');
  await expect(page.locator('[data-view-field="ten_trang_thai"] dd')).toHaveText('Chờ thực hiện');
});
