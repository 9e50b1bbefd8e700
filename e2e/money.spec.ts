import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiHeaders, demo, pickFirst, signInAs, typeNumber, newVoucherForm } from './helpers';

/** A money cell as the screen shows it ('1,234,000'; empty as 0). */
const amountOf = (text: string) => Number(text.replace(/[^\d-]/g, '') || 0);

/** The cells of the one row of a report table that has a cell with the text. */
const rowCells = async (page: Page, table: Locator, cell: string | RegExp) => {
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: cell }) });
  await expect(row).toHaveCount(1);
  return row.getByRole('cell').allTextContents();
};

/** The cash book's totals row: received, paid, fund at the end. */
const cashTotals = async (page: Page) => {
  const table = page.getByRole('table', { name: 'Sổ quỹ tiền mặt' });
  const cells = await rowCells(page, table, 'Tổng cộng');
  const [thu, chi, ton] = cells.slice(-3).map(amountOf);
  return { thu, chi, ton };
};

/** A customer's row of the sales debt report: opening, billed, paid, owed (all 0 when the period has none). */
const debtOf = async (page: Page, ma_kh: string) => {
  const table = page.getByRole('table', { name: 'Công nợ bán hàng' });
  const empty = page.getByText('Không có số liệu trong kỳ');
  await expect(table.getByRole('cell', { name: 'Tổng cộng' }).or(empty)).toBeVisible();
  if (await empty.isVisible()) return { opening: 0, billed: 0, paid: 0, owed: 0 };
  const cells = await rowCells(page, table, new RegExp(`^${ma_kh}\\b`));
  const [opening, billed, paid, owed] = cells.slice(1).map(amountOf);
  return { opening, billed, paid, owed };
};

test('a bill made and completed in the browser moves the cash book and the customer’s debt', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, demo.admin);

  await page.goto('/accounting/reports/cash-book');
  await expect(page.getByRole('heading', { name: 'Sổ quỹ tiền mặt', level: 1 })).toBeVisible();
  // The branch's fund opens the month, first.
  await expect(page.getByRole('table', { name: 'Sổ quỹ tiền mặt' }).getByRole('row').nth(1)).toContainText(
    'Số dư đầu kỳ',
  );
  const cashBefore = await cashTotals(page);
  await page.goto('/sales/reports/sale-debt-revenue?searchKey=KH0001');
  const debtBefore = await debtOf(page, 'KH0001');

  // The sale: one product at its list price, 285,000 plus 10 % VAT = 313,500; 300,000 paid in cash, the rest owed.
  const form = await newVoucherForm(page, '/sales/bills/new', 'Hóa đơn bán hàng');
  await pickFirst(page, form.getByRole('combobox', { name: 'Khách hàng' }), 'KH0001');
  await pickFirst(page, form.getByRole('combobox', { name: 'Kho xuất' }), 'K01-HH');
  const lines = form.getByRole('table', { name: 'Chi tiết' });
  await form.getByRole('button', { name: 'Thêm dòng' }).click();
  await pickFirst(page, lines.getByRole('combobox', { name: 'Mã hàng 1' }), 'VT001');
  await typeNumber(lines.getByRole('textbox', { name: 'Số lượng 1' }), '1');
  await lines.getByRole('textbox', { name: 'Số lượng 1' }).press('Tab');
  await expect(form.getByRole('textbox', { name: 'Tổng thanh toán' })).toHaveValue('313,500');
  // The totals just re-rendered the form: the picker may open on the second try.
  await expect(() =>
    pickFirst(page, form.getByRole('combobox', { name: 'Hình thức thanh toán' }), 'Tiền mặt'),
  ).toPass({ timeout: 30_000 });
  await expect(form.getByRole('combobox', { name: 'Hình thức thanh toán' })).toHaveValue(/Tiền mặt/);
  await typeNumber(form.getByRole('textbox', { name: 'Đã thanh toán' }), '300000');
  await form.getByRole('textbox', { name: 'Đã thanh toán' }).press('Tab');
  await expect(form.getByRole('textbox', { name: 'Còn nợ' })).toHaveValue('13,500');
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Lưu thành công!')).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/sales\/bills\/[^/]+$/);
  const number = (await page.locator('[data-view-field="so_ct"] dd').textContent())?.trim() ?? '';
  expect(number).toMatch(/^HD\d+/);

  // A draft posts nothing; completing it posts.
  await page.getByRole('button', { name: 'Hoàn thành' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Hoàn thành' }).click();
  await expect(page.locator('[data-view-field="trang_thai"] dd')).toHaveText('Hoàn thành');

  // The month has more entries than a page: the bill's is found by its number.
  await page.goto(`/accounting/reports/cash-book?searchKey=${number}`);
  const book = page.getByRole('table', { name: 'Sổ quỹ tiền mặt' });
  const entry = await rowCells(page, book, number);
  expect(entry).toContain('Trần Thị Mai');
  expect(amountOf(entry.at(-3)!)).toBe(300_000);
  await page.goto('/accounting/reports/cash-book');
  expect(await cashTotals(page)).toEqual({
    thu: cashBefore.thu! + 300_000,
    chi: cashBefore.chi,
    ton: cashBefore.ton! + 300_000,
  });

  await page.goto('/sales/reports/sale-debt-revenue?searchKey=KH0001');
  await expect.poll(async () => (await debtOf(page, 'KH0001')).owed).toBe(debtBefore.owed! + 13_500);
  expect(await debtOf(page, 'KH0001')).toEqual({
    opening: debtBefore.opening,
    billed: debtBefore.billed! + 313_500,
    paid: debtBefore.paid! + 300_000,
    owed: debtBefore.owed! + 13_500,
  });
});

test('a service voucher’s card picker offers only its customer’s cards', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, demo.admin);
  const form = await newVoucherForm(page, '/sales/services/new', 'Phiếu dịch vụ');
  await pickFirst(page, form.getByRole('combobox', { name: 'Khách hàng' }), 'KH0001');
  await expect(form.getByRole('textbox', { name: 'Tên khách hàng' })).toHaveValue('Trần Thị Mai');
  const card = form.getByRole('combobox', { name: 'Thẻ trả trước' });
  await card.fill('');
  await card.press('ArrowDown');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  // Every card offered is Mai's; none of another customer.
  for (const label of await options.allTextContents()) expect(label).toContain('Trần Thị Mai');
});

test('a return picks its original bill and gets its customer and goods', async ({ page, request }) => {
  test.setTimeout(90_000);
  const headers = await apiHeaders(request, demo.admin);
  const listed = await request.get('/api/sales/bills?trang_thai=1&pageSize=50', { headers });
  type Bill = { _id: string; so_ct: string; ma_dvcs: string; ten_kh: string };
  const bill = ((await listed.json()) as { items: Bill[] }).items.find((b) => b.ma_dvcs === 'CN01')!;
  const full = (await (await request.get(`/api/sales/bills/${bill._id}`, { headers })).json()) as {
    chi_tiet: { ma_vt: string }[];
  };

  await signInAs(page, demo.admin);
  const form = await newVoucherForm(page, '/sales/returns/new', 'Trả hàng');
  await form.getByRole('combobox', { name: 'Số hóa đơn gốc' }).fill(bill.so_ct);
  await page.getByRole('option').filter({ hasText: bill.so_ct }).first().click();
  await expect(form.getByRole('textbox', { name: 'Tên khách hàng' })).toHaveValue(bill.ten_kh);
  const lines = form.getByRole('table', { name: 'Hàng trả lại' });
  await expect(lines.getByRole('combobox', { name: /^Mã hàng \d+$/ })).toHaveCount(full.chi_tiet.length);
  await expect(lines.getByRole('combobox', { name: 'Mã hàng 1' })).toHaveValue(
    new RegExp(full.chi_tiet[0]!.ma_vt),
  );
});
