import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiHeaders, demo, expectPath, openTillShift, signInAs } from './helpers';

/**
 * The customer's whole story on one page (issue 18, Customer 360): a sale made at the POS and paid from the
 * customer's prepaid card shows on their page in the back office — the order with its amount, the card entry and
 * the card's balance lowered by it; a call logged from the page joins the timeline; Ctrl+K finds a customer by
 * their name typed without accents.
 */

const WATER = { ma_vt: 'E2E-NUOC', ten_vt: 'Nước suối Lavie 500ml', gia_ban: 10_000, ma_thue: 'VAT8' };
const money = (amount: number) => `${amount.toLocaleString('en-US')} ₫`;

/** A customer of CN01 (not the portal's, whose cards other tests count) with a new prepaid card of 100,000. */
const newCustomerWithCard = async (request: APIRequestContext) => {
  const headers = await apiHeaders(request, demo.admin);
  const made = await request.post('/api/stock/products', {
    headers,
    data: { ...WATER, loai_vt: 'HH', dvt: 'CHAI' },
  });
  expect([201, 409]).toContain(made.status());
  const stamp = Date.now() % 1_000_000;
  const customer = await request.post('/api/crm/partners', {
    headers,
    data: {
      ma_kh: `KH360${stamp}`,
      ten_kh: 'Lê Thị Thanh Tâm',
      dien_thoai: `0977${String(stamp).padStart(6, '0')}`,
      ma_dvcs: 'CN01',
      ma_nvbh: 'NV001',
    },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const { _id, ma_kh } = (await customer.json()) as { _id: string; ma_kh: string };
  const types = (await (await request.get('/api/sales/card-types?pageSize=10', { headers })).json()) as {
    items: { ma_loai_the: string }[];
  };
  const ma_the = `E2E-360-${stamp}`;
  const card = await request.post('/api/sales/payment-cards', {
    headers,
    data: {
      ma_the,
      ma_kh,
      ma_loai_the: types.items[0]!.ma_loai_the,
      ngay_phat_hanh: '2026-01-01',
      so_du_dau: 100_000,
      trang_thai: '1',
    },
  });
  expect(card.status(), await card.text()).toBe(201);
  return { id: _id, ma_kh, ma_the };
};

/** The cashier sells two bottles of water to the customer at the retail till, paid from the card: the order number. */
const sellAtTheTill = async (
  page: Page,
  ma_kh: string,
  ma_the: string,
): Promise<{ so_ct: string; due: number }> => {
  await page.goto('/pos/login');
  await page.getByLabel('Tên đăng nhập').fill(demo.cashier.user);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(demo.cashier.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expectPath(page, '/pos/');
  await page.goto(`/pos/retail?q=${WATER.ma_vt}`);
  await openTillShift(page);
  await page.keyboard.press('F4');
  const picker = page.getByRole('dialog', { name: 'Chọn khách hàng' });
  await picker.getByRole('searchbox', { name: 'Tìm khách hàng' }).fill(ma_kh);
  await picker.getByRole('button', { name: /Lê Thị Thanh Tâm/ }).click();
  const add = page.getByRole('button', { name: new RegExp(`^Thêm ${WATER.ten_vt}`) });
  await add.click();
  await add.click();
  await expect(page.getByRole('button', { name: 'Thanh toán (F9)' })).toBeEnabled();
  await page.keyboard.press('F9');
  const dialog = page.getByRole('dialog', { name: 'Thanh toán' });
  await dialog.getByText(`${ma_the} · còn 100,000 ₫`).click();
  const due = Number((await dialog.getByLabel('Khách cần trả').textContent())!.replace(/\D/g, ''));
  await expect(dialog.getByLabel('Trừ vào thẻ')).toHaveText(money(due));
  await dialog.getByRole('button', { name: 'Hoàn tất', exact: true }).click();
  await expect(dialog).toBeHidden();
  const synced = page.getByRole('status').filter({ hasText: 'Đã đồng bộ, đơn gần nhất' });
  await expect(synced).toBeVisible();
  return { so_ct: (await synced.textContent())!.match(/BL\d+/)![0], due };
};

test('a POS sale paid from the card shows on the customer’s page; a call logged there joins the timeline', async ({
  page,
  request,
}) => {
  const customer = await newCustomerWithCard(request);
  const { so_ct, due } = await sellAtTheTill(page, customer.ma_kh, customer.ma_the);

  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signInAs(page, demo.admin);
  await page.goto(`/crm/partners/${customer.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Lê Thị Thanh Tâm' })).toBeVisible();
  // The card's balance, lowered by the sale.
  const card = page.locator(`[data-balance="card"][data-card="${customer.ma_the}"]`);
  await expect(card).toContainText(`Thẻ ${customer.ma_the}`);
  await expect(card).toContainText(money(100_000 - due));
  // The order, its amount and what the card paid; the card entry it made, and the balance after.
  const timeline = page.getByRole('region', { name: 'Dòng thời gian' });
  const sale = timeline.locator(`[data-entry="retail"][data-so-ct="${so_ct}"]`);
  await expect(sale).toContainText(`Bán lẻ (POS) ${so_ct}`);
  await expect(sale).toContainText(WATER.ten_vt);
  await expect(sale.locator('[data-amount]')).toHaveText(money(due));
  await expect(sale).toContainText(`Trả bằng thẻ ${customer.ma_the}: ${money(due)}`);
  await expect(sale).toContainText('Hoàn thành');
  const spent = timeline.locator(`[data-entry="card"][data-so-ct="${so_ct}"]`);
  await expect(spent.locator('[data-amount]')).toHaveText(`−${money(due)}`);
  await expect(spent).toContainText(`Số dư sau: ${money(100_000 - due)}`);
  // The number opens the order.
  await expect(sale.getByRole('link', { name: `Bán lẻ (POS) ${so_ct}` })).toHaveAttribute(
    'href',
    /\/sales\/retail-orders\//,
  );

  // A call logged from the page: in the timeline at once.
  await page.getByRole('button', { name: 'Ghi cuộc gọi' }).click();
  const call = page.getByRole('dialog', { name: /^Ghi cuộc gọi/ });
  await call.getByLabel('Nội dung trao đổi').fill('Hỏi thăm sau khi mua hàng, khách hài lòng');
  await call.getByRole('button', { name: 'Lưu cuộc gọi' }).click();
  await expect(call).toBeHidden();
  await expect(page.getByText('Đã ghi cuộc gọi')).toBeVisible();
  const logged = timeline.locator('[data-entry="call"]').filter({ hasText: 'Hỏi thăm sau khi mua hàng' });
  await expect(logged).toContainText('Gọi đi');
  await expect(logged).toContainText('Nghe máy');

  // The filter chips keep only the calls.
  await timeline.getByRole('row', { name: 'Cuộc gọi' }).click();
  await expect(timeline.locator('[data-entry="retail"]')).toHaveCount(0);
  await expect(logged).toBeVisible();
});

test('Ctrl+K finds a customer by the name typed without accents and opens their page', async ({ page }) => {
  await signInAs(page, demo.admin);
  await expect(page.getByRole('heading', { name: 'Phân tích' })).toBeVisible();
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Tìm kiếm' });
  await expect(palette).toBeVisible();
  await palette.getByRole('textbox', { name: 'Tìm kiếm' }).fill('tran thi mai');
  const customers = palette.getByRole('group', { name: 'Khách hàng' });
  const found = customers.getByRole('menuitem', { name: `Trần Thị Mai KH0001 · ${demo.customerPhone}` });
  await expect(found).toBeVisible();
  await found.click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/crm\/partners\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Trần Thị Mai' })).toBeVisible();
  // Her story: VIP, her salesperson, her notes and calls.
  await expect(page.getByText('VIP', { exact: true })).toBeVisible();
  await expect(page.getByText('Nguyễn Thị Lan').first()).toBeVisible();
  await expect(page.locator('[data-entry="note"]').first()).toBeVisible();
});

test('the quick actions start from the customer: an appointment for them, the POS with them picked', async ({
  page,
  request,
}) => {
  const customer = await newCustomerWithCard(request);
  await signInAs(page, demo.admin);
  await page.goto(`/crm/partners/${customer.id}`);
  const actions = page.getByRole('toolbar', { name: 'Thao tác với khách hàng' });
  await actions.getByRole('button', { name: 'Đặt lịch' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/crm/tasks/new');
  const form = page.getByRole('form', { name: 'Lịch hẹn' });
  await expect(form.getByRole('combobox', { name: 'Khách hàng' })).toHaveValue(
    new RegExp(`^${customer.ma_kh}`),
  );
  // The picked customer's fills: name and phone.
  await expect(form.getByRole('textbox', { name: 'Tên khách hàng' })).toHaveValue('Lê Thị Thanh Tâm');

  await page.goto(`/crm/partners/${customer.id}`);
  await actions.getByRole('button', { name: 'Bán hàng' }).click();
  await page.getByRole('menuitem', { name: 'Mở POS' }).click();
  await expectPath(page, '/pos/retail');
  await openTillShift(page);
  await expect(page.getByLabel('Khách hàng', { exact: true })).toContainText('Lê Thị Thanh Tâm');
  // The address forgets the customer: a reload opens for a walk-in customer again.
  await expect.poll(() => new URL(page.url()).searchParams.has('kh')).toBe(false);
});
