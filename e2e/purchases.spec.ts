import { expect, test } from '@playwright/test';
import { apiHeaders, demo, pickCode, signInAs, typeNumber, withConfigFlags, newVoucherForm } from './helpers';

/**
 * A storekeeper receives part of a purchase order in the browser: picking the order fills the supplier and its
 * goods; a line lowered to what came; saved, the order reads 'Nhận một phần' with what it received.
 */
test('a goods receipt picks its purchase order, takes part of it, and the order shows what came', async ({
  page,
  request,
}) => {
  test.slow();
  const headers = await apiHeaders(request, demo.admin);
  // A sent order of the branch, made here so the test owns it: two products, 10 and 4.
  const products = await request.get('/api/stock/products?loai_vt=HH&pageSize=10', { headers });
  const [first, second] = ((await products.json()) as { items: { ma_vt: string; dvt: string }[] }).items;
  const made = await request.post('/api/purchases/domestic-orders', {
    headers,
    data: {
      ngay_ct: new Date().toISOString().slice(0, 10),
      ma_ncc: 'NCC001',
      ten_ncc: 'Công ty TNHH Mỹ phẩm Thiên Nhiên',
      ma_kho: 'K01-HH',
      trang_thai: '1',
      chi_tiet: [
        { ma_vt: first!.ma_vt, dvt: first!.dvt, so_luong: 10, gia: 50_000 },
        { ma_vt: second!.ma_vt, dvt: second!.dvt, so_luong: 4, gia: 80_000 },
      ],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const order = (await made.json()) as { _id: string; so_ct: string };

  await signInAs(page, demo.admin);
  const form = await newVoucherForm(page, '/stock/receipt-orders/new', 'Phiếu nhập kho');
  await pickCode(page, form.getByRole('combobox', { name: 'Số đơn mua hàng' }), order.so_ct);
  // The order's supplier and goods come with it.
  await expect(form.getByRole('textbox', { name: 'Tên nhà cung cấp' })).toHaveValue(
    'Công ty TNHH Mỹ phẩm Thiên Nhiên',
  );
  const lines = form.getByRole('table', { name: 'Chi tiết' });
  await expect(lines.getByRole('textbox', { name: 'Số lượng 1' })).toHaveValue('10');
  await expect(lines.getByRole('textbox', { name: 'Số lượng 2' })).toHaveValue('4');
  // Six of the first came; all four of the second.
  await typeNumber(lines.getByRole('textbox', { name: 'Số lượng 1' }), '6');
  await lines.getByRole('textbox', { name: 'Số lượng 1' }).press('Tab');
  // The goods are in: the receipt is done (a draft receives nothing).
  await form.getByRole('button', { name: /Trạng thái$/ }).click();
  await page.getByRole('option', { name: 'Hoàn thành' }).click();
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Lưu thành công!')).toBeVisible();

  await page.goto(`/purchases/domestic-orders/${order._id}`);
  await expect(page.locator('[data-view-field="trang_thai"] dd')).toHaveText('Nhận một phần');
  const received = page.getByRole('table', { name: 'Chi tiết' });
  await expect(received.getByRole('columnheader', { name: 'Đã nhận' })).toBeVisible();
  const titles = await received.getByRole('columnheader').allTextContents();
  const at = titles.findIndex((text) => text.trim() === 'Đã nhận');
  const rows = received.locator('tbody tr');
  await expect(rows.nth(0).locator('td').nth(at)).toHaveText('6');
  await expect(rows.nth(1).locator('td').nth(at)).toHaveText('4');
});

test('a service voucher’s no-name card payment is typed only where the tenant allows it', async ({
  browser,
  request,
}) => {
  const headers = await apiHeaders(request, demo.admin);
  const amountIn = async () => {
    // A fresh sign-in reads the tenant's flags.
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, demo.admin);
    await page.goto('/sales/services/new');
    const input = page.getByRole('form', { name: 'Phiếu dịch vụ' }).getByRole('textbox', {
      name: 'Trả bằng thẻ vô danh',
    });
    await expect(input).toBeVisible();
    return { input, close: () => context.close() };
  };
  const off = await amountIn();
  await expect(off.input).toBeDisabled();
  await off.close();
  await withConfigFlags(request, headers, { sale_service_use_noname: 't' }, async () => {
    const on = await amountIn();
    await expect(on.input).toBeEnabled();
    await on.close();
  });
});
