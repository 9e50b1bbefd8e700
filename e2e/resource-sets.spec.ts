import { expect, test, type Page } from '@playwright/test';
import { demo, expectPath, signIn } from './helpers';

/** Signs in and waits until the start-up has finished (the landing page is shown). */
const signInAs = async (page: Page, who: { user: string; password: string }) => {
  await page.goto('/auth/login');
  await signIn(page, who);
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/auth/login');
};

const unitsTable = (page: Page) => page.getByRole('table', { name: 'Đơn vị tính' });

test('an administrator searches units without accents, then creates, edits and deletes one', async ({
  page,
}) => {
  await signInAs(page, demo.admin);
  await page.goto('/stock/units');
  await expect(page.getByRole('heading', { name: 'Đơn vị tính', level: 1 })).toBeVisible();
  const table = unitsTable(page);
  await expect(table.getByRole('cell', { name: 'Hộp', exact: true })).toBeVisible();

  // 'hop' finds 'Hộp' on the server (accent-insensitive), and the search goes into the address.
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('hop');
  await expect.poll(() => new URL(page.url()).searchParams.get('searchKey')).toBe('hop');
  await expect(table.getByRole('cell', { name: 'Hộp', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Chai', exact: true })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('');
  await expect(table.getByRole('cell', { name: 'Chai', exact: true })).toBeVisible();

  // Create.
  await page.getByRole('button', { name: 'Thêm mới' }).click();
  const drawer = page.getByRole('dialog', { name: /Thêm mới/ });
  // A code the unit lookup list (loaded at start-up) already has is said while typing, before any save.
  await drawer.getByRole('textbox', { name: 'Mã đơn vị tính' }).fill('HOP');
  await expect(drawer.getByText('Mã HOP đã tồn tại')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Mã đơn vị tính' }).fill('THUNG');
  await expect(drawer.getByText('Mã HOP đã tồn tại')).toHaveCount(0);
  await drawer.getByRole('textbox', { name: 'Tên đơn vị tính' }).fill('Thùng');
  await drawer.getByRole('textbox', { name: 'Tên tiếng Anh' }).fill('Carton');
  await drawer.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Thêm mới thành công!')).toBeVisible();
  await expect(drawer).toHaveCount(0);
  await expect(table.getByRole('cell', { name: 'THUNG', exact: true })).toBeVisible();

  // The same code again: the lookup list took the new unit, so the form says so at once; the server refuses the save
  // with the same Vietnamese message, on the code field.
  await page.getByRole('button', { name: 'Thêm mới' }).click();
  await drawer.getByRole('textbox', { name: 'Mã đơn vị tính' }).fill('THUNG');
  await expect(drawer.getByText('Mã THUNG đã tồn tại')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Tên đơn vị tính' }).fill('Thùng lớn');
  await drawer.getByRole('button', { name: 'Lưu' }).click();
  await expect(drawer.getByText('Mã THUNG đã tồn tại')).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: 'Mã đơn vị tính' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await drawer.getByRole('button', { name: 'Hủy bỏ' }).click();
  await expect(drawer).toHaveCount(0);

  // Edit (PUT): the code stays, the name changes.
  await page.getByRole('button', { name: 'Sửa THUNG' }).click();
  const editor = page.getByRole('dialog', { name: /Sửa THUNG/ });
  await expect(editor.getByRole('textbox', { name: 'Mã đơn vị tính' })).toHaveAttribute('readonly', '');
  const name = editor.getByRole('textbox', { name: 'Tên đơn vị tính' });
  await name.fill('Thùng carton');
  await editor.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Cập nhật thành công!')).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Thùng carton', exact: true })).toBeVisible();

  // Delete, after the confirmation.
  await page.getByRole('button', { name: 'Xóa THUNG' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Xác nhận' });
  await expect(confirm).toContainText('Bạn có chắc muốn xóa THUNG?');
  await confirm.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByText('Xóa thành công!')).toBeVisible();
  await expect(table.getByRole('cell', { name: 'THUNG', exact: true })).toHaveCount(0);
});

test('a cashier who may only read units sees them without the create, edit or delete buttons', async ({
  page,
}) => {
  await signInAs(page, demo.cashier);
  await page.goto('/stock/units');
  await expectPath(page, '/stock/units');
  await expect(unitsTable(page).getByRole('cell', { name: 'Hộp', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thêm mới' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sửa HOP' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Xóa HOP' })).toHaveCount(0);
});

test('a CN01-only user sees only the warehouses of CN01, with the branch name', async ({ page }) => {
  await signInAs(page, demo.cashier);
  await page.goto('/stock/warehouses');
  await expectPath(page, '/stock/warehouses');
  const table = page.getByRole('table', { name: 'Kho hàng' });
  await expect(table.getByRole('cell', { name: 'K01-HH', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'K01-VT', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'CN01 - Chi nhánh Quận 1' }).first()).toBeVisible();
  await expect(table.getByText(/^K0[23]-/)).toHaveCount(0);
  await expect(page.getByText('1–2 / 2')).toBeVisible();
});

test('a discount code is created from the form of its declaration: branch, day and the server rule', async ({
  page,
}) => {
  await signInAs(page, demo.admin);
  await page.goto('/sales/vouchers');
  await expect(page.getByRole('heading', { name: 'Mã giảm giá', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Mã giảm giá' });
  await expect(table.getByRole('row')).not.toHaveCount(0);

  await page.getByRole('button', { name: 'Thêm mới' }).click();
  const drawer = page.getByRole('dialog', { name: /Thêm mới/ });
  await drawer.getByRole('textbox', { name: 'Mã chiết khấu' }).fill('KM-E2E');
  await drawer.getByRole('textbox', { name: 'Tên chiết khấu' }).fill('Giảm giá thử');
  // The branch select offers the selected branches only (the administrator's selection is CN01): picked already.
  await expect(drawer.getByRole('button', { name: /Đơn vị/ })).toContainText('CN01 - Chi nhánh Quận 1');
  await drawer.getByRole('button', { name: /Đơn vị/ }).click();
  await expect(page.getByRole('listbox', { name: 'Đơn vị' }).getByRole('option')).toHaveText([
    'CN01 - Chi nhánh Quận 1',
  ]);
  await page.keyboard.press('Escape');
  await drawer.getByRole('group', { name: 'Hiệu lực từ ngày' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('01032026');

  // Neither a percentage nor an amount: the set's own rule, from the server, on the percentage field.
  await drawer.getByRole('button', { name: 'Lưu' }).click();
  await expect(
    drawer.getByText('Nhập tỷ lệ chiết khấu hoặc tiền chiết khấu (chỉ một trong hai)'),
  ).toBeVisible();

  await drawer.getByRole('textbox', { name: 'Tỷ lệ chiết khấu (%)' }).fill('10');
  await drawer.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Thêm mới thành công!')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('KM-E2E');
  const row = table.getByRole('row').filter({ hasText: 'KM-E2E' });
  await expect(row).toContainText('CN01 - Chi nhánh Quận 1');
  await expect(row).toContainText('01/03/2026');
  await expect(row).toContainText('10');
});
