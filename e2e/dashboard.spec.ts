import { readFile } from 'node:fs/promises';
import { expect, test, type Locator } from '@playwright/test';
import { apiHeaders, demo, expectPath, signInAs } from './helpers';

/**
 * The owner's dashboard (issue 19): a sale made while the dashboard is open raises its revenue by exactly the
 * sale's amount, without a reload (the notification hub pushes the sale), and the revenue opens the day's retail
 * orders, the sale among them.
 */

const TEA = {
  ma_vt: 'E2E-DASH-TRA',
  ten_vt: 'Trà sen Tây Hồ hộp quà',
  gia_ban: 45_000,
  loai_vt: 'HH',
  dvt: 'HOP',
};

type Api = Parameters<Parameters<typeof test>[2]>[0]['request'];

/**
 * Sells `quantity` of the tea at CN01, for cash, on the day the dashboard shows (Vietnam's today), to `ma_kh` when
 * given: the day and the posted retail order.
 */
const sellTeaToday = async (
  request: Api,
  headers: Record<string, string>,
  quantity: number,
  ma_kh?: string,
): Promise<{ day: string; order: { so_ct: string; t_tt: number } }> => {
  const { day } = (await (await request.get('/api/dashboard/analytics', { headers })).json()) as {
    day: string;
  };
  const sold = await request.post('/api/sales/retail-orders', {
    headers,
    data: {
      ma_dvcs: 'CN01',
      ngay_ct: day,
      ...(ma_kh ? { ma_kh } : {}),
      ma_kho: 'K01-HH',
      ma_httt: 'TM',
      trang_thai: '1',
      da_tt: 1_000_000,
      chi_tiet: [{ ma_vt: TEA.ma_vt, dvt: TEA.dvt, so_luong: quantity, gia: TEA.gia_ban }],
    },
  });
  expect(sold.status(), await sold.text()).toBe(201);
  return { day, order: (await sold.json()) as { so_ct: string; t_tt: number } };
};

/** The whole VND of a figure as shown ('1,650,000 ₫'). */
const amountIn = async (figure: Locator): Promise<number> => {
  const text = (await figure.getByText('₫').first().textContent()) ?? '';
  return Number(text.replace(/[^\d-]/g, ''));
};

test('a sale raises the revenue figure by its amount, live, and the figure opens the list showing it', async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request, demo.admin);
  const made = await request.post('/api/stock/products', { headers, data: TEA });
  expect([201, 409]).toContain(made.status());

  await signInAs(page, demo.admin);
  await expectPath(page, '/dashboard/analytics');
  const revenue = page.getByTestId('stat-revenue');
  await expect(revenue).toBeVisible();
  await expect(revenue.getByText('₫')).toBeVisible();
  const before = await amountIn(revenue);
  // Every appointment status by its name, the portal's requests included; no key shows raw.
  const statuses = page.getByTestId('appointment-statuses');
  await expect(statuses).toContainText('Chờ xác nhận');
  await expect(statuses).toContainText('Đã đặt lịch');
  await expect(page.getByRole('main')).not.toContainText('dashboard.');
  // Made on the day the dashboard shows (Vietnam's today).
  const { day, order } = await sellTeaToday(request, headers, 3);
  expect(order.t_tt).toBeGreaterThan(0);

  // No reload: the hub's push of the sale has the page read its figures again (the page's own refresh is a minute).
  await expect.poll(() => amountIn(revenue), { timeout: 15_000 }).toBe(before + order.t_tt);

  // The page passes axe (WCAG 2 A and AA); axe is evaluated, the app's CSP allows no inline script.
  await page.evaluate(await readFile('packages/ui/node_modules/axe-core/axe.min.js', 'utf8'));
  const violations = await page.evaluate(async () => {
    type Axe = {
      run: (
        context: string,
        options: object,
      ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
    };
    const result = await (window as unknown as { axe: Axe }).axe.run('main', {
      runOnly: ['wcag2a', 'wcag2aa'],
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);

  // A sale paid from a prepaid card shows as 'Thẻ trả trước' by payment type: no payment type filters the list to
  // it, so the row is not a link (it would open the whole day's list as if it were the card's).
  const card = {
    ma_dvcs: 'CN01',
    ngay_ct: day,
    ma_kho: 'K01-HH',
    ma_kh: 'KH0001',
    chi_tiet: [{ ma_vt: TEA.ma_vt, dvt: TEA.dvt, so_luong: 1, gia: TEA.gia_ban }],
  };
  const priced = await request.post('/api/sales/retail-orders/price', { headers, data: card });
  expect(priced.ok(), await priced.text()).toBe(true);
  const due = Number(((await priced.json()) as { t_tt: number }).t_tt);
  const paidByCard = await request.post('/api/sales/retail-orders', {
    headers,
    data: { ...card, ma_httt: 'TM', trang_thai: '1', da_tt: due, ma_the: 'THE001', tien_the: due },
  });
  expect(paidByCard.status(), await paidByCard.text()).toBe(201);
  const cardRow = page
    .getByTestId('revenue-by-payment')
    .getByRole('listitem')
    .filter({ hasText: 'Thẻ trả trước' });
  await expect(cardRow).toBeVisible({ timeout: 15_000 });
  await expect(cardRow.getByRole('link')).toHaveCount(0);
  await expect(
    page.getByTestId('revenue-by-payment').getByRole('link', { name: 'Tiền mặt' }),
  ).toHaveAttribute('href', /ma_httt=TM/);

  await revenue.click();
  await expectPath(page, '/sales/retail-orders');
  const address = new URL(page.url()).searchParams;
  expect(address.get('fromDate')).toBe(day);
  expect(address.get('toDate')).toBe(day);
  await expect(page.getByRole('row').filter({ hasText: order.so_ct })).toBeVisible();
});

test("'Khách mua hôm nay' opens the customers who bought today: as many rows as the figure counts", async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request, demo.admin);
  const made = await request.post('/api/stock/products', { headers, data: TEA });
  expect([201, 409]).toContain(made.status());
  const buyer = { ma_kh: 'E2E-DASH-KH', ten_kh: 'Phạm Thu Hằng', dien_thoai: '0915777123', ma_dvcs: 'CN01' };
  const registered = await request.post('/api/crm/partners', { headers, data: buyer });
  expect([201, 409]).toContain(registered.status());
  const { day } = await sellTeaToday(request, headers, 1, buyer.ma_kh);

  await signInAs(page, demo.admin);
  await expectPath(page, '/dashboard/analytics');
  const figure = page.getByTestId('stat-customers');
  await expect(figure).toBeVisible();
  // The figure's number: new + returning customers, as shown (comma thousands).
  const shown = Number(
    (
      (await figure
        .getByText(/^[\d,]+$/)
        .first()
        .textContent()) ?? ''
    ).replace(/,/g, ''),
  );
  expect(shown).toBeGreaterThanOrEqual(1);
  await figure.click();
  await expectPath(page, '/crm/partners');
  expect(new URL(page.url()).searchParams.get('ngay_mua')).toBe(day);
  // The filter shows as a removable chip with the day as people read it.
  const [y, m, d] = day.split('-');
  await expect(page.getByText(`Mua hàng ngày: ${d}/${m}/${y}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: buyer.ten_kh })).toBeVisible();
  // As many rows as the figure counts (the footer's '1–n / total').
  await expect(page.getByText(new RegExp(`^1–\\d+ / ${shown.toLocaleString('en-US')}$`))).toBeVisible();
});
