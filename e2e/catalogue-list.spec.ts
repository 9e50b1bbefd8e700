import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { demo, signInAs } from './helpers';

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const partnersTable = (page: Page) => page.getByRole('table', { name: 'Khách hàng' });
/** The data rows of the customers table (each starts with a customer code). */
const dataRows = (page: Page) =>
  partnersTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: /^KH\w+$/ }) });

test('an administrator searches, sorts, pages and exports the customers of the generic list', async ({
  page,
}) => {
  // Two full page loads, a debounced search and an export of every page: more than the default 30 s on a busy machine.
  test.slow();
  await signInAs(page, demo.admin);
  await page.goto('/crm/partners');
  await expect(page.getByRole('heading', { name: 'Khách hàng', level: 1 })).toBeVisible();
  const table = partnersTable(page);
  await expect(table.getByRole('columnheader', { name: /Tên khách hàng/ })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });

  // Paging: the next page goes into the address (pageIndex from 0) and shows other rows.
  const firstCode = await dataRows(page).first().getByRole('cell').first().textContent();
  await page.getByRole('button', { name: 'Trang sau' }).click();
  await expect.poll(() => param(page, 'pageIndex')).toBe('1');
  await expect(table.getByRole('cell', { name: firstCode ?? '', exact: true })).toHaveCount(0);

  // Sorting by name, then descending: back to the first page, into the address.
  const nameHeader = table.getByRole('columnheader', { name: /Tên khách hàng/ });
  await nameHeader.click();
  await expect.poll(() => param(page, 'sortKey')).toBe('ten_kh');
  await expect.poll(() => param(page, 'pageIndex')).toBeNull();
  await nameHeader.click();
  await expect.poll(() => param(page, 'sortType')).toBe('desc');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

  // 'nguyen van' finds 'Nguyễn Văn …' on the server (accent-insensitive), after the search pause.
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('nguyen van');
  await expect.poll(() => param(page, 'searchKey')).toBe('nguyen van');
  await expect(table.getByRole('cell', { name: /^Nguyễn Văn / }).first()).toBeVisible();
  const names = await dataRows(page).locator('td:nth-child(2)').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names)
    expect(name.normalize('NFD').replace(/[\u0300-\u036f]/g, '')).toMatch(/Nguyen Van/i);

  // The query survives a reload.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Tìm kiếm' })).toHaveValue('nguyen van');
  await expect(table.getByRole('cell', { name: /^Nguyễn Văn / }).first()).toBeVisible();

  // Export CSV of the current view: the same query, every page; a header row of titles, then the rows found.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Xuất CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^partners-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) as string, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toContain('Mã khách hàng,Tên khách hàng');
  expect(lines.length).toBe(names.length + 1);
  for (const line of lines.slice(1)) expect(line).toMatch(/Nguyễn Văn/);
  await expect(page.getByText(`Đã xuất ${names.length} dòng`)).toBeVisible();
});

test('a salesperson without the delete right sees no delete button', async ({ page }) => {
  test.slow();
  await signInAs(page, demo.sales);
  await page.goto('/crm/partners');
  const table = partnersTable(page);
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('button', { name: /^Xem / }).first()).toBeVisible();
  await expect(table.getByRole('button', { name: /^Xóa / })).toHaveCount(0);
  // Delete lives in the row's menu, and is not there for them.
  const more = table.getByRole('button', { name: /^Thao tác khác với / }).first();
  if (await more.count()) {
    await more.click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Xóa/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
  }
  await expect(page.getByRole('button', { name: 'Xuất CSV' })).toBeVisible();
});

test('an administrator deletes a row from its menu, after confirming', async ({ page }) => {
  test.slow();
  await signInAs(page, demo.admin);
  await page.goto('/crm/partners?searchKey=KH0016');
  const table = partnersTable(page);
  await expect(dataRows(page)).toHaveCount(1, { timeout: 30_000 });
  await table.getByRole('button', { name: 'Thao tác khác với KH0016' }).click();
  await page.getByRole('menuitem', { name: /Xóa/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('KH0016');
  await dialog.getByRole('button', { name: 'Hủy bỏ' }).click();
  await expect(dataRows(page)).toHaveCount(1);
});

test('filters sit behind one button; the active ones show as named chips that can be removed', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, demo.admin);
  await page.goto('/crm/partners');
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
  // No wall of controls: the filters open from 'Bộ lọc'.
  await expect(page.getByRole('combobox', { name: 'Nhân viên bán hàng' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Bộ lọc' }).click();
  const filters = page.getByRole('dialog', { name: 'Bộ lọc' });
  await filters.getByRole('button', { name: /Giới tính/ }).click();
  await page.getByRole('option', { name: 'Nữ' }).click();
  // The router keeps the filter's type in the address ("2", a text).
  await expect.poll(() => param(page, 'gioi_tinh')).toMatch(/^"?2"?$/);
  await page.keyboard.press('Escape');
  await expect(filters).toHaveCount(0);

  // A lookup filter from the address shows the name, not only the code.
  await page.goto('/crm/partners?ma_nvbh=NV001&gioi_tinh=2');
  const chips = page.getByRole('grid', { name: 'Bộ lọc đang áp dụng' });
  await expect(chips.getByRole('row')).toHaveText([/Nhân viên bán hàng: NV001 - \S+/, 'Giới tính: Nữ']);
  await expect(page.getByRole('button', { name: /Bộ lọc\s*2/ })).toBeVisible();
  await chips
    .getByRole('row', { name: /Giới tính/ })
    .getByRole('button', { name: 'Bỏ lọc' })
    .click();
  await expect.poll(() => param(page, 'gioi_tinh')).toBeNull();
  expect(param(page, 'ma_nvbh')).toBe('NV001');
  await page.getByRole('button', { name: 'Xóa bộ lọc' }).click();
  await expect.poll(() => param(page, 'ma_nvbh')).toBeNull();
  await expect(chips).toHaveCount(0);
});

test('the province filter picks a province by name and lists only its customers', async ({ page }) => {
  test.slow();
  await signInAs(page, demo.admin);
  await page.goto('/crm/partners');
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Bộ lọc' }).click();
  const filters = page.getByRole('dialog', { name: 'Bộ lọc' });
  const listed = page.waitForResponse(
    (r) => r.url().includes('/api/crm/partners?') && new URL(r.url()).searchParams.get('ma_tinh') === '79',
  );
  // The provinces are named, found without accents; the code goes to the address and the server.
  await filters.getByRole('combobox', { name: 'Tỉnh/thành' }).fill('ho chi minh');
  await page.getByRole('option', { name: 'Thành phố Hồ Chí Minh' }).click();
  await expect.poll(() => param(page, 'ma_tinh')).toMatch(/^"?79"?$/);
  const { items, total } = (await (await listed).json()) as { items: { ma_tinh: string }[]; total: number };
  expect(total).toBeGreaterThan(0);
  expect(items.every((c) => c.ma_tinh === '79')).toBe(true);
  await page.keyboard.press('Escape');
  const chips = page.getByRole('grid', { name: 'Bộ lọc đang áp dụng' });
  await expect(chips.getByRole('row')).toHaveText(['Tỉnh/thành: Thành phố Hồ Chí Minh']);
  await expect(dataRows(page)).toHaveCount(Math.min(total, 10));
});

test('the columns and page size of the list are saved on the server for the user', async ({ page }) => {
  test.slow();
  await signInAs(page, demo.admin);
  await page.goto('/crm/partners');
  const table = partnersTable(page);
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('columnheader', { name: /Điện thoại/ })).toBeVisible();

  await page.getByRole('button', { name: 'Cài đặt bảng' }).click();
  const form = page.getByRole('dialog', { name: 'Cài đặt bảng' });
  await form.getByRole('checkbox', { name: /Điện thoại/ }).focus();
  await page.keyboard.press('Space');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/system/table-settings/'),
  );
  await form.getByRole('button', { name: 'Lưu' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Cập nhật thành công!')).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Điện thoại/ })).toHaveCount(0);

  // The page size too: chosen once, it is the list's default from then on.
  const sizeSaved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/system/table-settings/'),
  );
  await page.getByRole('button', { name: /Số dòng/ }).click();
  await page.getByRole('option', { name: '20', exact: true }).click();
  await expect.poll(() => param(page, 'pageSize')).toBe('20');
  expect((await sizeSaved).status()).toBe(200);

  // Nothing in local storage: a fresh page (the address without a query) reads the settings from the server.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('tableSettings:')) localStorage.removeItem(key);
  });
  const listed = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/crm/partners');
  await page.goto('/crm/partners');
  expect(new URL((await listed).url()).searchParams.get('pageSize')).toBe('20');
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('columnheader', { name: /Tên khách hàng/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Điện thoại/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Số dòng/ })).toHaveText(/20/);
  expect(param(page, 'pageSize')).toBeNull();
});

test('catalogue pages are routes the router knows: values that do not read are dropped, pages a declaration lacks are 404s', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, demo.admin);
  // A page index and page size that do not read are dropped by the route's search validation; the search stays.
  await page.goto('/crm/partners?pageIndex=abc&pageSize=7&searchKey=KH0065');
  await expect(dataRows(page)).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('searchbox', { name: 'Tìm kiếm' })).toHaveValue('KH0065');
  // The customer's group keeps no name of its own: the list asks for it and shows it beside the code.
  // (by their text: an earlier test may have hidden or moved columns of this user's table)
  const row = dataRows(page).first();
  await expect(row.getByRole('cell', { name: /^NK\d{3} · \S/ })).toBeVisible();
  await expect(row.getByRole('cell', { name: /^HAN\d{3} · \S/ })).toBeVisible();

  // A customer has no approve list, and 'new' is no record to edit.
  for (const path of ['/crm/partners/approve', '/crm/partners/new/edit', '/crm/khong-co']) {
    await page.goto(path);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/error-404');
  }
  // A voucher with approval has one.
  await page.goto('/sales/bills/approve');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Duyệt/);
});
