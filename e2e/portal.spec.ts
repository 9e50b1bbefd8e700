import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiHeaders, demo, expectPath, signInAs } from './helpers';

/**
 * The client portal on a phone (issue 19, item 3): the demo customer signs in at 390×844 with the code the demo
 * shows and sees her prepaid card's balance; a sale paid with that card (made by staff through the API) moves it;
 * she asks for an appointment ('Đặt lịch'), which the desk finds on its calendar as 'Chờ xác nhận'.
 */

test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Ho_Chi_Minh', serviceWorkers: 'block' });

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

/** Today in Vietnam, 'YYYY-MM-DD'. */
const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
/** Tomorrow in Vietnam, 'YYYY-MM-DD' (the branch opens at 08:00: a morning slot is always ahead). */
const tomorrow = new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);

const signInToPortal = async (page: Page) => {
  await page.goto('/portal/');
  await expectPath(page, '/portal/login');
  await page.getByLabel('Số điện thoại').fill(demo.customerPhone);
  await page.getByRole('button', { name: 'Gửi mã OTP' }).click();
  const hint = page.getByText(/mã của bạn là \d{6}/);
  const code = (await hint.textContent())?.match(/(\d{6})/)?.[1] ?? '';
  await page.getByLabel('Mã OTP').fill(code);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expectPath(page, '/portal/client/home');
};

/** A sale at CN01 to the portal customer of one demo service, paid in full from card THE001; answers its total. */
const sellOnTheCard = async (request: APIRequestContext, headers: Record<string, string>) => {
  const services = await request.get('/api/stock/services?pageSize=10', { headers });
  const service = ((await services.json()) as { items: { ma_vt: string; gia_ban: number }[] }).items.find(
    (s) => s.gia_ban > 0,
  )!;
  const order = {
    ma_dvcs: 'CN01',
    ngay_ct: today,
    ma_kh: 'KH0001',
    chi_tiet: [{ ma_vt: service.ma_vt, so_luong: 1, gia: service.gia_ban }],
  };
  const priced = await request.post('/api/sales/retail-orders/price', { headers, data: order });
  expect(priced.ok(), await priced.text()).toBe(true);
  const t_tt = Number(((await priced.json()) as { t_tt: number }).t_tt);
  expect(t_tt).toBeGreaterThan(0);
  const sold = await request.post('/api/sales/retail-orders', {
    headers,
    data: { ...order, ma_httt: 'TM', trang_thai: '1', da_tt: t_tt, ma_the: 'THE001', tien_the: t_tt },
  });
  expect(sold.status(), await sold.text()).toBe(201);
  return { t_tt, so_ct: ((await sold.json()) as { so_ct: string }).so_ct };
};

test('a customer sees the card balance move after a sale, requests a booking, and the desk finds it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInToPortal(page);

  // The home: the card's balance and her package, nothing running off the side of the phone.
  const card = page.getByTestId('card-THE001');
  await expect(card).toBeVisible();
  const before = amountOf(await card.getByTestId('card-balance').textContent());
  expect(before).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Liệu trình' })).toBeVisible();
  await expect(page.getByText(/Còn \d+\/\d+ buổi/).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('portal-home-390.png') });

  // Staff sell on her card; the portal shows the new balance.
  const headers = await apiHeaders(request, demo.admin);
  const { t_tt: spent } = await sellOnTheCard(request, headers);
  await page.reload();
  await expect
    .poll(async () =>
      amountOf(await page.getByTestId('card-THE001').getByTestId('card-balance').textContent()),
    )
    .toBe(before - spent);

  // She asks for an appointment tomorrow morning, no technician named.
  await page
    .getByRole('navigation', { name: 'Điều hướng chính' })
    .getByRole('link', { name: 'Lịch hẹn' })
    .click();
  await expectPath(page, '/portal/client/appointments');
  await page.getByRole('button', { name: 'Đặt lịch' }).click();
  const form = page.getByRole('region', { name: 'Đặt lịch hẹn' });
  await form.getByRole('button', { name: /Dịch vụ/ }).click();
  const option = page.getByRole('option').first();
  const serviceName = ((await option.textContent()) ?? '').split(' · ')[0]!.trim();
  await option.click();
  const [y, m, d] = tomorrow.split('-');
  await form.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${d}${m}${y}`);
  await form.getByRole('button', { name: /Giờ hẹn/ }).click();
  await page.getByRole('option', { name: '10:00' }).click();
  await form.getByRole('button', { name: 'Gửi yêu cầu đặt lịch' }).click();
  await expect(form.getByText('Đã gửi yêu cầu đặt lịch, vui lòng chờ cửa hàng xác nhận')).toBeVisible();
  await form.getByRole('button', { name: 'Đóng' }).last().click();
  const requested = page
    .getByTestId('appointment')
    .filter({ hasText: serviceName })
    .filter({ hasText: 'Chờ xác nhận' });
  await expect(requested.first()).toContainText(`10:00 · ${d}/${m}/${y}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('portal-appointments-390.png'), fullPage: true });

  // The portal installs on the phone: a manifest with its icons, and a service worker.
  const manifest = (await (await request.get('/portal/manifest.webmanifest')).json()) as {
    display: string;
    scope: string;
    icons: { sizes: string }[];
  };
  expect(manifest).toMatchObject({ display: 'standalone', scope: '/portal/' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect((await request.get('/portal/sw.js')).ok()).toBe(true);

  // The desk's calendar shows it on that day as requested ('Chờ xác nhận').
  const desk = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    timezoneId: 'Asia/Ho_Chi_Minh',
  });
  const staff = await desk.newPage();
  await signInAs(staff, demo.admin);
  await staff.goto('/crm/task/calendar');
  await expect(staff.locator('[data-layout="calendar"] .ec-body')).toBeVisible({ timeout: 30_000 });
  await staff.getByRole('button', { name: 'Sau', exact: true }).click();
  const entry = staff
    .locator('[data-layout="calendar"] .ec')
    .getByRole('button', { name: /^Trần Thị Mai, 10:00.*Chờ xác nhận/ });
  await expect(entry.first()).toBeVisible();
  await expect(staff.locator('.ec-event.sen-status-5').first()).toBeVisible();
  await desk.close();
});

test("the card's history says what each entry was in the customer's language, typed notes as typed", async ({
  page,
  request,
}) => {
  const { so_ct } = await sellOnTheCard(request, await apiHeaders(request, demo.admin));
  await signInToPortal(page);
  await page.goto('/portal/client/payment-card-histories');
  await expect(page.getByText(`Thanh toán ${so_ct}`, { exact: true })).toBeVisible();
  // The demo's entries were described by the front desk: those words are theirs.
  await expect(page.getByText('Thanh toán gội đầu dưỡng sinh', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Payment card history' })).toBeVisible();
  await expect(page.getByText(`Payment ${so_ct}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Thanh toán ${so_ct}`, { exact: true })).toHaveCount(0);
  await expect(page.getByText('Thanh toán gội đầu dưỡng sinh', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Tiếng Việt' }).click();
  await expect(page.getByText(`Thanh toán ${so_ct}`, { exact: true })).toBeVisible();
});

test('an address the portal has no screen for says so in Vietnamese, with the way home', async ({ page }) => {
  await page.goto('/portal/khong-co-trang-nay');
  await expect(page.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeVisible();
  await expect(page.getByText('Not Found', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Trang chủ' }).click();
  // Home needs the customer signed in: the sign-in screen comes first.
  await expectPath(page, '/portal/login');
});
