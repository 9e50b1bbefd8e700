import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiHeaders, demo, expectPath, openTillShift } from './helpers';

/**
 * The till sells correctly with no network: the customers and the branch's pricing rules are kept on the device
 * with the catalogue, so the cashier finds a customer by a part of their name typed without accents, and the cart
 * is priced on the device by the server's own rule (a product promotion, the customer's group). What the cashier
 * charged offline is what the server stores when the order arrives, with the customer.
 */

const PRODUCT = {
  ma_vt: 'E2E-SRM-OFF',
  ten_vt: 'Sữa rửa mặt dịu nhẹ 120ml',
  gia_ban: 100_000,
  ma_thue: 'VAT8',
};
const GROUP = { ma_nhom_kh: 'E2E-THAN', ten_nhom_kh: 'Khách thân thiết E2E', ck: 5 };
const CUSTOMER = {
  ma_kh: 'KH-E2E-OFF',
  ten_kh: 'Trương Thị Bích Ngọc',
  dien_thoai: '0911223344',
  ma_nhom_kh: GROUP.ma_nhom_kh,
  ma_dvcs: 'CN01',
};

/** Made once (a second run finds them): the product, the group and its customer, a promotion on the product. */
const withRules = async (request: APIRequestContext) => {
  const headers = await apiHeaders(request, demo.admin);
  const made = async (path: string, data: Record<string, unknown>) => {
    const res = await request.post(`/api/${path}`, { headers, data });
    expect([201, 409], await res.text()).toContain(res.status());
    return res.status() === 201 ? ((await res.json()) as { _id: string }) : undefined;
  };
  await made('stock/products', { ...PRODUCT, loai_vt: 'HH', dvt: 'CHAI' });
  await made('sales/customer-groups', GROUP);
  await made('crm/partners', CUSTOMER);
  const year = new Date().getFullYear();
  const promotion = await made('sales/promotion-products', {
    ngay_ct: `${year}-01-01`,
    ten_ctkm: 'Mua 2 sữa rửa mặt dịu nhẹ giảm 10%',
    tu_ngay: `${year}-01-01`,
    den_ngay: `${year + 1}-12-31`,
    chi_tiet: [{ ma_vt: PRODUCT.ma_vt, so_luong_mua: 2, so_luong_km: 0, ck: 10, gia_km: 0 }],
  });
  if (promotion) {
    const approved = await request.post(`/api/sales/promotion-products/${promotion._id}/approve`, {
      headers,
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  return headers;
};

/** Whether the till's database keeps a list of that name (the customers, a branch's pricing rules). */
const keeps = (page: Page, name: string) =>
  page.evaluate(
    (name) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('sen-pos');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          try {
            const read = db.transaction('lists').objectStore('lists').get(name);
            read.onsuccess = () => {
              resolve(read.result !== undefined);
              db.close();
            };
            read.onerror = () => resolve(false);
          } catch {
            db.close();
            resolve(false);
          }
        };
      }),
    name,
  );

test('offline, the cashier finds a customer without accents and charges what the server stores', async ({
  page,
  context,
  request,
}) => {
  const headers = await withRules(request);
  // What the server's rules make of the cart: 2 × 100,000 − 10 % (the promotion beats the group's 5 %) + 8 %.
  const quoted = await request.post('/api/sales/retail-orders/price', {
    headers,
    data: {
      ngay_ct: new Date().toISOString().slice(0, 10),
      ma_kh: CUSTOMER.ma_kh,
      chi_tiet: [{ ma_vt: PRODUCT.ma_vt, so_luong: 2, gia: PRODUCT.gia_ban }],
    },
  });
  expect(quoted.status(), await quoted.text()).toBe(200);
  const serverTotal = ((await quoted.json()) as { t_tt: number }).t_tt;
  expect(serverTotal).toBe(194_400);
  const money = (n: number) => `${n.toLocaleString('en-US')} ₫`;

  await page.goto('/pos/login');
  await page.getByLabel('Tên đăng nhập').fill(demo.cashier.user);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(demo.cashier.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expectPath(page, '/pos/');
  await page.goto(`/pos/retail?q=${PRODUCT.ma_vt}`);
  await openTillShift(page);
  const add = page.getByRole('button', { name: new RegExp(`^Thêm ${PRODUCT.ten_vt}`) });
  await expect(add).toBeVisible();
  // The till keeps the customers and the branch's rules beside the catalogue.
  await expect.poll(() => keeps(page, 'customers'), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => keeps(page, 'pricing:CN01'), { timeout: 15_000 }).toBe(true);

  await context.setOffline(true);
  // A part of the name, without accents: found on the device.
  await page.keyboard.press('F4');
  const dialog = page.getByRole('dialog', { name: 'Chọn khách hàng' });
  await dialog.getByRole('searchbox', { name: 'Tìm khách hàng' }).fill('bich ngoc');
  const results = dialog.getByRole('list', { name: 'Khách hàng tìm thấy' });
  await expect(results.getByRole('button')).toHaveCount(1);
  await expect(results.getByRole('button')).toContainText(CUSTOMER.ten_kh);
  // A new customer needs the server (one phone, one customer): refused clearly while offline.
  await dialog.getByRole('button', { name: 'Thêm khách hàng mới' }).click();
  const form = page.getByRole('dialog', { name: 'Khách hàng mới' });
  await form.getByLabel('Họ và tên').fill('Khách mới ngoại tuyến');
  await form.getByLabel('Số điện thoại').fill('0933445566');
  await form.getByRole('button', { name: 'Lưu và chọn' }).click();
  await expect(form.getByRole('alert')).toHaveText('Cần kết nối mạng để thêm khách hàng mới');
  await form.getByRole('button', { name: 'Quay lại' }).click();
  await dialog.getByRole('searchbox', { name: 'Tìm khách hàng' }).fill('0911 223');
  await results.getByRole('button', { name: new RegExp(CUSTOMER.ten_kh) }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Khách hàng', { exact: true })).toHaveText(
    `${CUSTOMER.ten_kh} · ${CUSTOMER.dien_thoai}`,
  );

  // Two under the promotion: priced on the device as the server prices it, not the list price with tax.
  await add.click();
  await add.click();
  await expect(page.getByRole('status', { name: 'Tổng cộng' })).toHaveText(money(serverTotal));
  await page.keyboard.press('F9');
  const pay = page.getByRole('dialog', { name: 'Thanh toán' });
  await expect(pay.getByLabel('Khách cần trả')).toHaveText(money(serverTotal));
  await pay.getByRole('button', { name: '200,000', exact: true }).click();
  await expect(pay.getByLabel('Tiền thừa trả khách')).toHaveText(money(200_000 - serverTotal));
  await pay.getByRole('button', { name: 'Hoàn tất', exact: true }).click();
  await expect(pay).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '1 đơn chưa đồng bộ' })).toBeVisible();

  // Back online: the order goes and is stored as charged, for the customer, under the promotion.
  await context.setOffline(false);
  const synced = page.getByRole('status').filter({ hasText: 'Đã đồng bộ, đơn gần nhất' });
  await expect(synced).toBeVisible({ timeout: 15_000 });
  const so_ct = (await synced.textContent())!.match(/BL\d+/)![0];
  const res = await request.get(`/api/sales/retail-orders?searchKey=${so_ct}`, { headers });
  const [order] = ((await res.json()) as { items: Record<string, unknown>[] }).items;
  expect(order).toMatchObject({
    so_ct,
    ma_kh: CUSTOMER.ma_kh,
    ten_kh: CUSTOMER.ten_kh,
    t_tt: serverTotal,
    da_tt: serverTotal,
    con_no: 0,
  });
  const stored = await request.get(`/api/sales/retail-orders/${String(order!._id)}`, { headers });
  expect(((await stored.json()) as { chi_tiet: Record<string, unknown>[] }).chi_tiet).toMatchObject([
    { ma_vt: PRODUCT.ma_vt, so_luong: 2, gia: 100_000, ck: 10, loai_km: 'KMSP' },
  ]);
});
