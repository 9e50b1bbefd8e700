import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiHeaders, demo, expectPath, newVoucherForm, openTillShift, pickCode, signInAs } from './helpers';

/**
 * A paid order is never edited: goods brought back are a return. At the till the cashier opens the order, lowers
 * what comes back, gives the reason and confirms; the server makes and approves the return — the goods back on
 * hand, the cash out of the cash book — and the order shows it, its refund receipt printed. More than is left is
 * refused; with no network the till says a return needs the server. The back office's return form picks a retail
 * order as it picks a bill.
 */

// No tax: the refund is the price.
const PRODUCT = { ma_vt: 'E2E-HOAN', ten_vt: 'Khăn tắm cotton Sen', gia_ban: 45_000 };

type Headers = Record<string, string>;

/** The admin's API headers, the towel on sale with stock in K01-HH (made once: a second run finds it). */
const withTowels = async (request: APIRequestContext): Promise<Headers> => {
  const headers = await apiHeaders(request, demo.admin);
  const made = await request.post('/api/stock/products', {
    headers,
    data: { ...PRODUCT, loai_vt: 'HH', dvt: 'CAI' },
  });
  expect([201, 409]).toContain(made.status());
  const received = await request.post('/api/stock/receipt-orders', {
    headers,
    data: {
      ngay_ct: new Date().toISOString().slice(0, 10),
      ma_kho: 'K01-HH',
      trang_thai: '1',
      chi_tiet: [{ ma_vt: PRODUCT.ma_vt, so_luong: 10, gia: 20_000 }],
    },
  });
  expect(received.status(), await received.text()).toBe(201);
  return headers;
};

/** The towels on hand in K01-HH (the stock on hand report through the API). */
const onHand = async (request: APIRequestContext, headers: Headers): Promise<number> => {
  const res = await request.get(`/api/stock/product-balances?searchKey=${PRODUCT.ma_vt}`, { headers });
  expect(res.ok(), await res.text()).toBe(true);
  const rows = ((await res.json()) as { items: { ma_kho: string; ma_vt: string; sl_ton: number }[] }).items;
  return rows.find((row) => row.ma_kho === 'K01-HH' && row.ma_vt === PRODUCT.ma_vt)?.sl_ton ?? 0;
};

/** Sells the towels at the till for exact cash; the order's number. */
const sellTowels = async (page: Page, count: number): Promise<string> => {
  const add = page.getByRole('button', { name: new RegExp(`^Thêm ${PRODUCT.ten_vt}`) });
  for (let i = 0; i < count; i++) await add.click();
  await expect(page.getByRole('button', { name: 'Thanh toán (F9)' })).toBeEnabled();
  await page.keyboard.press('F9');
  const dialog = page.getByRole('dialog', { name: 'Thanh toán' });
  await dialog
    .getByRole('button', { name: (count * PRODUCT.gia_ban).toLocaleString('en-US'), exact: true })
    .click();
  await dialog.getByRole('button', { name: 'Hoàn tất', exact: true }).click();
  await expect(dialog).toBeHidden();
  const synced = page.getByRole('status').filter({ hasText: 'Đã đồng bộ, đơn gần nhất' });
  await expect(synced).toBeVisible();
  return (await synced.textContent())!.match(/BL\d+/)![0];
};

test('a cashier refunds one of two items from the order page; the stock and the cash book follow', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await withTowels(request);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/pos/login');
  await page.getByLabel('Tên đăng nhập').fill(demo.cashier.user);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(demo.cashier.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expectPath(page, '/pos/');
  await page.goto(`/pos/retail?q=${PRODUCT.ma_vt}`);
  await openTillShift(page, '500000');
  const so_ct = await sellTowels(page, 2);
  const stockSold = await onHand(request, headers);

  // The order, from the day's list.
  await page.keyboard.press('F2');
  await page.getByRole('link', { name: so_ct }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Đơn ${so_ct}` })).toBeVisible();
  await page.getByRole('button', { name: 'Trả hàng', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Trả hàng đơn ${so_ct}` });
  const line = dialog.getByRole('row').filter({ hasText: PRODUCT.ten_vt });
  // Sold 2, 2 left to return; all of it until lowered.
  await expect(line.getByRole('cell')).toHaveText([`${PRODUCT.ten_vt} · Cái`, '2', '2', '']);
  const quantity = dialog.getByRole('textbox', { name: `Số lượng trả ${PRODUCT.ten_vt}` });
  await expect(quantity).toHaveValue('2');
  await expect(dialog.getByLabel('Tiền hoàn lại')).toHaveText('90,000 ₫');
  // Cash, the only way this order was paid.
  await expect(dialog.getByText('Hoàn tiền bằng:')).toContainText('Tiền mặt');
  await quantity.fill('1');
  await expect(dialog.getByLabel('Tiền hoàn lại')).toHaveText('45,000 ₫');
  // A reason is required.
  await dialog.getByRole('button', { name: 'Xác nhận trả hàng' }).click();
  await expect(dialog.getByText('Vui lòng nhập lý do trả hàng')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Lý do trả hàng' }).fill('Khăn bị lỗi đường may');

  // With no network a return cannot be made: the till says so.
  await context.setOffline(true);
  await expect(dialog.getByText('Không có kết nối máy chủ')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Xác nhận trả hàng' })).toBeDisabled();
  await context.setOffline(false);
  await expect(dialog.getByText('Không có kết nối máy chủ')).toBeHidden();

  await dialog.getByRole('button', { name: 'Xác nhận trả hàng' }).click();
  await expect(dialog).toBeHidden();
  const done = page.getByText(/^Đã trả hàng: phiếu TL\d+, hoàn 45,000 ₫ cho khách$/);
  await expect(done).toBeVisible();
  const refund = (await done.textContent())!.match(/TL\d+/)![0];
  // The refund receipt, 80 mm, printed as the till prints its receipts.
  const receipt = page.locator('[data-till-receipt] [data-print-document="receipt"]');
  await expect(receipt).toContainText(refund);
  await expect(receipt).toContainText(`Số đơn bán lẻ gốc: ${so_ct}`);
  await expect(receipt).toContainText('Lý do trả hàng: Khăn bị lỗi đường may');
  await expect(receipt).toContainText(PRODUCT.ten_vt);
  await expect(receipt.locator('[data-total="t_tt"]')).toHaveText('Tiền hoàn lại45,000');
  // The order lists its return.
  const returns = page.getByRole('region', { name: 'Phiếu trả hàng' });
  await expect(returns.getByRole('row').filter({ hasText: refund })).toContainText('Khăn bị lỗi đường may');
  await expect(returns.getByRole('row').filter({ hasText: refund })).toContainText('Đã hoàn tiền');
  await expect(returns.getByRole('row').filter({ hasText: refund })).toContainText('45,000 ₫');

  // The towel is back on hand; the cash went out of the cash book.
  expect(await onHand(request, headers)).toBe(stockSold + 1);
  const book = await request.get(`/api/accounting/reports/cash-book?searchKey=${refund}`, { headers });
  const entries = ((await book.json()) as { items: { so_ct: string | null; tien_chi: number }[] }).items;
  expect(entries.filter((row) => row.so_ct === refund)).toMatchObject([{ tien_chi: 45_000 }]);

  // One is left: more is refused, on the till and by the server.
  await page.getByRole('button', { name: 'Trả hàng', exact: true }).click();
  await expect(dialog.getByRole('row').filter({ hasText: PRODUCT.ten_vt }).getByRole('cell')).toHaveText([
    `${PRODUCT.ten_vt} · Cái`,
    '2',
    '1',
    '',
  ]);
  await quantity.fill('2');
  await expect(dialog.getByText('Chỉ còn 1 có thể trả')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Lý do trả hàng' }).fill('Khách đổi ý');
  await dialog.getByRole('button', { name: 'Xác nhận trả hàng' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Quay lại' }).click();
  const orders = await request.get(`/api/sales/retail-orders?searchKey=${so_ct}`, { headers });
  const order = ((await orders.json()) as { items: { _id: string; so_ct: string }[] }).items.find(
    (o) => o.so_ct === so_ct,
  )!;
  const more = await request.post(`/api/sales/retail-orders/${order._id}/refund`, {
    headers,
    data: { ly_do: 'Khách đổi ý', ma_httt: 'TM', chi_tiet: [{ ma_vt: PRODUCT.ma_vt, so_luong: 2 }] },
  });
  expect(more.status()).toBe(409);
  expect(await more.json()).toMatchObject({
    code: 'RETURN_MORE_THAN_SOLD',
    message: `Mặt hàng ${PRODUCT.ma_vt} của hóa đơn ${so_ct} chỉ còn 1 có thể trả`,
  });
  expect(await onHand(request, headers)).toBe(stockSold + 1);

  // The refund was paid out of the till's shift: its cash expected is the float plus the sale less the refund.
  await page.getByRole('button', { name: 'Kết ca', exact: true }).click();
  const closing = page.getByRole('dialog', { name: /^Kết ca CA\d+$/ });
  await expect(closing.getByText('1 phiếu · hoàn 45,000 ₫')).toBeVisible();
  await expect(closing.getByLabel('Tiền mặt dự kiến')).toHaveText('545,000 ₫');
  await closing.getByRole('button', { name: 'Quay lại' }).click();
});

test('the back office’s return form picks a retail order and gets its goods', async ({ page, request }) => {
  test.setTimeout(90_000);
  const headers = await withTowels(request);
  const sale = await request.post('/api/sales/retail-orders', {
    headers,
    data: {
      ngay_ct: new Date().toISOString().slice(0, 10),
      ma_kh: 'KH0001',
      ten_kh: 'Trần Thị Mai',
      ma_kho: 'K01-HH',
      ma_httt: 'TM',
      trang_thai: '1',
      da_tt: 3 * PRODUCT.gia_ban,
      chi_tiet: [{ ma_vt: PRODUCT.ma_vt, dvt: 'CAI', so_luong: 3, gia: PRODUCT.gia_ban }],
    },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  const { so_ct } = (await sale.json()) as { so_ct: string };

  await signInAs(page, demo.admin);
  const form = await newVoucherForm(page, '/sales/returns/new', 'Trả hàng');
  await pickCode(page, form.getByRole('combobox', { name: 'Số đơn bán lẻ gốc' }), so_ct);
  await expect(form.getByRole('textbox', { name: 'Tên khách hàng' })).toHaveValue('Trần Thị Mai');
  await expect(form.getByRole('combobox', { name: 'Kho nhập' })).toHaveValue(/K01-HH/);
  const lines = form.getByRole('table', { name: 'Hàng trả lại' });
  await expect(lines.getByRole('combobox', { name: 'Mã hàng 1' })).toHaveValue(new RegExp(PRODUCT.ma_vt));
  await expect(lines.getByRole('textbox', { name: 'Số lượng 1' })).toHaveValue('3');
});
