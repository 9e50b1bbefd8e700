import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiHeaders, demo, expectPath, inVietnam, signInAs } from './helpers';

/**
 * The screens keep the business's time (Vietnam, UTC+7) whatever zone the device's clock is set to: here a laptop
 * and a till set to New York, at 00:30 in Hà Nội — still the afternoon before (12:30) in New York. A voucher's
 * creation time reads as Vietnam's, the calendar opens on Vietnam's today (its heading and its today column), and
 * the till's day orders are Vietnam's day with Vietnam's times. Without the business clock, every time would be
 * twelve hours off and every "today" a day behind.
 */

test.use({ timezoneId: 'America/New_York' });

/** Today in Vietnam, and 00:30 on it (the browsers' clock; the server keeps the real one). */
const { day: today, dayVi: todayVi } = inVietnam();
const justAfterMidnight = new Date(`${today}T00:30:00+07:00`);

/** A paid retail order of today (Vietnam's day) at CN01 made through the API: its id, number and creation time. */
const sellToday = async (request: APIRequestContext) => {
  const headers = await apiHeaders(request, demo.admin);
  const made = await request.post('/api/sales/retail-orders', {
    headers,
    data: {
      ngay_ct: today,
      ma_kh: 'KH0001',
      ten_kh: 'Trần Thị Mai',
      ma_kho: 'K01-HH',
      ma_httt: 'TM',
      trang_thai: '1',
      chi_tiet: [{ ma_vt: 'VT011', so_luong: 1, gia: 29_000 }],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()) as { _id: string; so_ct: string; ngay_tao: string };
};

test("the back office shows Vietnam's times and today on a laptop set to New York", async ({
  page,
  request,
}) => {
  const order = await sellToday(request);
  const created = inVietnam(order.ngay_tao);
  await page.clock.setSystemTime(justAfterMidnight);
  await signInAs(page, demo.admin);

  // The voucher's creation stamp: Vietnam's day and hour, not New York's.
  await page.goto(`/sales/retail-orders/${order._id}`);
  await expect(page.getByText(`Tạo bởi admin lúc ${created.dayVi} ${created.time}`)).toBeVisible();

  // The calendar opens on Vietnam's today (New York's is the day before), and the widget marks that day as today.
  await page.goto('/crm/task/calendar');
  const calendar = page.locator('[data-layout="calendar"]');
  await expect(calendar.locator('.ec-body')).toBeVisible({ timeout: 30_000 });
  await expect(calendar.getByRole('heading', { level: 2 })).toContainText(todayVi);
  await expect(calendar.locator('.ec-today').first()).toBeVisible();
  // Back and forth, then 'Hôm nay' comes back to Vietnam's today.
  await page.getByRole('button', { name: 'Trước', exact: true }).click();
  await expect(calendar.getByRole('heading', { level: 2 })).not.toContainText(todayVi);
  await page.getByRole('button', { name: 'Hôm nay', exact: true }).click();
  await expect(calendar.getByRole('heading', { level: 2 })).toContainText(todayVi);
});

test("the till's day orders are Vietnam's day, at Vietnam's times, on a tablet set to New York", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const order = await sellToday(request);
  await page.clock.setSystemTime(justAfterMidnight);
  await page.goto('/pos/login');
  await page.getByLabel('Tên đăng nhập').fill(demo.cashier.user);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(demo.cashier.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expectPath(page, '/pos/');
  await page.goto('/pos/orders');
  const row = page.getByRole('row').filter({ hasText: order.so_ct });
  await expect(row).toBeVisible();
  await expect(row).toContainText(inVietnam(order.ngay_tao).time);
});
