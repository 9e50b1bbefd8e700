import { expect, test, type Page } from '@playwright/test';
import { apiHeaders, demo, signInAs } from './helpers';

/** The figures of one row of the stock on hand report (warehouse and product), as the screen shows them. */
const rowFigures = async (page: Page, ma_kho: string, ma_vt: string) => {
  const table = page.getByRole('table', { name: 'Tồn kho' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: new RegExp(`^${ma_kho}\\b`) }) })
    .filter({ has: page.getByRole('cell', { name: ma_vt, exact: true }) });
  await expect(row).toHaveCount(1);
  const cells = await row.getByRole('cell').allTextContents();
  // Kho, Mã hàng, Tên hàng, Đơn vị tính, then Tồn đầu, Nhập, Xuất, Tồn cuối, Giá trị tồn.
  const [opening, received, issued, closing] = cells
    .slice(4, 8)
    .map((text) => Number(text.replace(/,/g, '')));
  return { opening, received, issued, closing };
};

test('a done sale leaves the stock report: the goods sold are out and the closing stock is down', async ({
  page,
  request,
}) => {
  test.slow();
  await signInAs(page, demo.admin);
  await page.goto('/stock/product-balances?searchKey=VT001');
  await expect(page.getByRole('heading', { name: 'Tồn kho', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Tồn kho' });
  for (const header of ['Tồn đầu', 'Nhập', 'Xuất', 'Tồn cuối', 'Giá trị tồn'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const before = await rowFigures(page, 'K01-HH', 'VT001');
  // The demo opens on stock that was received: what was on hand and came in, less what went out.
  expect(before.closing).toBe(before.opening! + before.received! - before.issued!);

  const headers = await apiHeaders(request, demo.admin);
  const today = new Date().toISOString().slice(0, 10);
  const sale = await request.post('/api/sales/bills', {
    headers,
    data: {
      ngay_ct: today,
      ma_kh: 'KH0001',
      ma_kho: 'K01-HH',
      trang_thai: '1',
      chi_tiet: [{ ma_vt: 'VT001', so_luong: 3, gia: 180_000 }],
    },
  });
  expect(sale.status(), await sale.text()).toBe(201);

  await page.reload();
  await expect
    .poll(async () => (await rowFigures(page, 'K01-HH', 'VT001')).issued, { timeout: 30_000 })
    .toBe(before.issued! + 3);
  const after = await rowFigures(page, 'K01-HH', 'VT001');
  expect(after).toEqual({ ...before, issued: before.issued! + 3, closing: before.closing! - 3 });
});
