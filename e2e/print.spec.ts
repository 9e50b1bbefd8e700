import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiHeaders, demo, signInAs, withConfigFlags } from './helpers';

type Bill = {
  _id: string;
  so_ct: string;
  ma_kh: string;
  ten_kh: string;
  t_tt: number;
  chi_tiet: { ten_vt: string; tien_hh: number | null }[];
};

const money = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** How far right anything of the printed document reaches, from its left edge, in CSS pixels. */
const widthOf = (document: Locator) =>
  document.evaluate((root) => {
    const left = root.getBoundingClientRect().left;
    const right = Math.max(
      root.getBoundingClientRect().right,
      ...Array.from(root.querySelectorAll('*')).map((element) => element.getBoundingClientRect().right),
    );
    return Math.max(root.scrollWidth, right - left);
  });

const openPrint = async (page: Page, id: string) => {
  await page.goto(`/sales/bills/${id}`);
  await page.getByRole('button', { name: 'In', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/sales/bills/${id}/print`);
  return page.locator('[data-print-area] [data-print-document]');
};

test('a demo bill prints on A4 with the customer’s name, no commission, its own total, and as an 80 mm receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const headers = await apiHeaders(request, demo.admin);
  const list = await request.get('/api/sales/bills?pageIndex=0&pageSize=100', { headers });
  expect(list.ok()).toBe(true);
  const { items } = (await list.json()) as { items: Bill[] };
  const found = items.find((bill) => bill.ten_kh && bill.ma_kh && bill.t_tt > 0);
  expect(found, 'a demo bill with a customer and a total').toBeTruthy();
  const bill = (await (await request.get(`/api/sales/bills/${found!._id}`, { headers })).json()) as Bill;
  expect(bill.chi_tiet.length).toBeGreaterThan(0);

  await signInAs(page, demo.admin);
  const sheet = await openPrint(page, bill._id);
  await expect(sheet).toHaveAttribute('data-paper', 'A4');
  await expect(sheet.locator('[data-print-number]')).toHaveText(`Số: ${bill.so_ct}`);
  // The customer by name, never by code.
  await expect(sheet.locator('[data-print-header]')).toContainText(`Khách hàng:${bill.ten_kh}`);
  await expect(sheet).not.toContainText(bill.ma_kh);
  // The lines by product name; no commission column (nor any internal one).
  await expect(sheet.locator('[data-print-lines] tbody tr')).toHaveCount(bill.chi_tiet.length);
  await expect(sheet.locator('[data-print-lines]')).toContainText(bill.chi_tiet[0]!.ten_vt);
  const heads = await sheet.locator('[data-print-lines] th').allTextContents();
  expect(heads.join('|')).not.toMatch(/hoa hồng|commission|tiền công|loại/i);
  expect(heads).toContain('Thành tiền');
  // 'Tổng cộng' is the bill's total to pay (t_tt), read out in words.
  await expect(sheet.locator('[data-total="t_tt"]')).toHaveText(`Tổng cộng${money(bill.t_tt)}`);
  await expect(sheet.locator('[data-print-words]')).toHaveText(/^Số tiền bằng chữ: [A-ZĐ].* đồng\.$/);
  // The A4 page's content is 190 mm = 718 px wide; nothing goes past it.
  expect(await widthOf(sheet)).toBeLessThanOrEqual(718.5);
  await page.emulateMedia({ media: 'print' });
  expect(await widthOf(page.locator('[data-print-area] [data-print-document]'))).toBeLessThanOrEqual(718.5);
  await page.emulateMedia({ media: 'screen' });

  // The 80 mm receipt: chosen on the page, remembered for the next print of a bill.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByText('Hóa đơn 80 mm', { exact: true }).click();
  const receipt = page.locator('[data-print-area] [data-print-document="receipt"]');
  await expect(receipt).toBeVisible();
  expect(await widthOf(receipt)).toBeLessThanOrEqual(302);
  await expect(receipt.locator('[data-total="t_tt"]')).toHaveText(`Tổng cộng${money(bill.t_tt)}`);
  await expect(receipt).toContainText('Cảm ơn quý khách');
  await page.reload();
  await expect(page.locator('[data-print-area] [data-print-document]')).toHaveAttribute('data-paper', '80mm');
});

test('a bill of 1,250,000 prints its amount in words; the list prints a row', async ({ page, request }) => {
  test.setTimeout(60_000);
  const headers = await apiHeaders(request, demo.admin);
  // The portal's customer, of no group: no group discount.
  const customers = await request.get('/api/crm/partners?searchKey=KH0001', { headers });
  expect(customers.ok(), await customers.text()).toBe(true);
  const customer = ((await customers.json()) as { items: { ma_kh: string; ten_kh: string }[] }).items[0]!;
  const products = await request.get('/api/stock/products?pageIndex=0&pageSize=10', { headers });
  expect(products.ok(), await products.text()).toBe(true);
  const product = ((await products.json()) as { items: { ma_vt: string; ten_vt: string }[] }).items[0]!;
  // Prices typed on the bill (the tenant lets them be), so the amount is the one read out in words.
  const typed = {
    sale_bill_price_manual: 't',
    sale_bill_discount_manual: 't',
    sale_bill_tax_manual: 't',
  } as const;
  const created = await withConfigFlags(request, headers, typed, () =>
    request.post('/api/sales/bills', {
      headers,
      data: {
        ma_dvcs: 'CN01',
        ngay_ct: new Date().toISOString().slice(0, 10),
        ma_kh: customer.ma_kh,
        ten_kh: customer.ten_kh,
        chi_tiet: [
          { ma_vt: product.ma_vt, ten_vt: product.ten_vt, so_luong: 1, gia: 1_000_000, ty_le_hh: 5 },
          { ma_vt: product.ma_vt, ten_vt: product.ten_vt, so_luong: 2, gia: 125_000, ty_le_hh: 5 },
        ],
      },
    }),
  );
  expect(created.ok(), await created.text()).toBe(true);
  const bill = (await created.json()) as Bill;
  expect(bill.t_tt).toBe(1_250_000);

  await signInAs(page, demo.admin);
  // From the list: the row's Print action opens the same print page.
  await page.goto(`/sales/bills?searchKey=${bill.so_ct}`);
  // A row's key is its branch and number; Print is in the row's menu of more actions.
  await page.getByRole('button', { name: `Thao tác khác với CN01/${bill.so_ct}` }).click();
  await page.getByRole('menuitem', { name: 'In', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/sales/bills/${bill._id}/print`);
  const sheet = page.locator('[data-print-area] [data-print-document]');
  await expect(sheet.locator('[data-total="t_tt"]')).toHaveText('Tổng cộng1,250,000');
  await expect(sheet.locator('[data-print-words]')).toHaveText(
    'Số tiền bằng chữ: Một triệu hai trăm năm mươi nghìn đồng.',
  );
  await expect(sheet).toContainText(customer.ten_kh);
  await expect(sheet).not.toContainText('62,500'); // 5 % commission of the first line
});
