import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiHeaders, demo, signInAs } from './helpers';

/** Today as Vietnam counts it ('YYYY-MM-DD'): the reports' presets are Vietnam days. */
const vietnamDay = (date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(date);
const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');

type ChartData = { categories: string[]; series: { name: string; values: (number | null)[] }[] };

/** What the report's chart draws, as its `data-chart` attribute lists it. */
const chartData = async (chart: Locator): Promise<ChartData> =>
  JSON.parse((await chart.getAttribute('data-chart')) ?? '{}') as ChartData;

const reportChart = (page: Page) => page.locator('[data-report-chart] [data-chart]');
const presets = (page: Page) => page.getByRole('radiogroup', { name: 'Chọn nhanh kỳ báo cáo' });
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

test('a sale made in the test shows in the report charts; presets, drill-down to each list and the print view', async ({
  page,
  request,
}) => {
  // Three report pages, a list and a print view on the production build.
  test.slow();
  const headers = await apiHeaders(request, demo.admin);
  const today = vietnamDay();
  // A product of this run only, priced high enough to lead the ranking of the day's products.
  const stamp = Date.now().toString(36).toUpperCase();
  const product = {
    ma_vt: `BDO${stamp}`,
    ten_vt: `Máy xông hơi biểu đồ ${stamp}`,
    loai_vt: 'HH',
    dvt: 'CAI',
  };
  const made = await request.post('/api/stock/products', {
    headers,
    data: { ...product, gia_ban: 96_500_000 },
  });
  expect(made.status(), await made.text()).toBe(201);
  const sold = await request.post('/api/sales/bills', {
    headers,
    data: {
      ngay_ct: today,
      ma_kh: 'KH0001',
      ma_kho: 'K01-HH',
      ma_httt: 'TM',
      trang_thai: '1',
      chi_tiet: [{ ma_vt: product.ma_vt, dvt: 'CAI', so_luong: 1, gia: 96_500_000 }],
    },
  });
  expect(sold.status(), await sold.text()).toBe(201);
  const bill = (await sold.json()) as { so_ct: string; t_tt: number; chi_tiet: { thanh_tien: number }[] };
  const lineRevenue = bill.chi_tiet[0]!.thanh_tien;
  // Priced by the server (the customer's discounts apply): the revenue is what the bill holds.
  expect(lineRevenue).toBeGreaterThan(0);

  await signInAs(page, demo.admin);

  // The sales revenue trend: 'Hôm nay' makes the period today; the chart's one day holds the sale.
  await page.goto('/sales/reports/sale-revenue');
  await expect(presets(page).getByRole('radio', { name: 'Tháng này' })).toBeChecked();
  await presets(page).getByText('Hôm nay', { exact: true }).click();
  await expect.poll(() => param(page, 'fromDate')).toBe(today);
  await expect.poll(() => param(page, 'toDate')).toBe(today);
  await expect(presets(page).getByRole('radio', { name: 'Hôm nay' })).toBeChecked();
  const trend = reportChart(page);
  await expect(trend).toHaveAttribute('data-chart-kind', 'trend');
  await expect
    .poll(async () => (await chartData(trend)).series[0]?.values[0] ?? 0)
    .toBeGreaterThanOrEqual(bill.t_tt);
  const { categories, series } = await chartData(trend);
  expect(categories).toEqual([ddmmyyyy(today)]);
  expect(series[0]?.name).toBe('Doanh thu');
  // The chart's figure is the table's: today's row of the report.
  const table = page.getByRole('table', { name: 'Doanh thu bán hàng' });
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: ddmmyyyy(today) }) });
  await expect(row.getByRole('cell').last()).toHaveText(series[0]!.values[0]!.toLocaleString('en-US'));
  // ECharts draws it (its own chunk) as an SVG image named by its description.
  await expect(
    trend.getByRole('img', { name: /Doanh thu bán hàng.*Biểu đồ xu hướng/ }).locator('svg'),
  ).toBeVisible();

  // Presets: last month, then back to this month.
  const [y, m] = today.split('-').map(Number) as [number, number];
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  await presets(page).getByText('Tháng trước', { exact: true }).click();
  await expect(presets(page).getByRole('radio', { name: 'Tháng trước' })).toBeChecked();
  await expect.poll(() => param(page, 'fromDate')).toBe(iso(new Date(Date.UTC(y, m - 2, 1))));
  expect(param(page, 'toDate')).toBe(iso(new Date(Date.UTC(y, m - 1, 0))));
  await presets(page).getByText('Hôm nay', { exact: true }).click();
  await expect.poll(() => param(page, 'fromDate')).toBe(today);

  // Drill-down: today's row adds bills, POS retail orders and returns, so it offers each of those lists of today,
  // with how many vouchers each shows; the keyboard reaches them (Enter on the row, Tab, Enter).
  const pos = { ...product, ma_vt: `BDP${stamp}`, ten_vt: `Khăn lạnh ${stamp}`, gia_ban: 12_000 };
  expect((await request.post('/api/stock/products', { headers, data: pos })).status()).toBe(201);
  const rang = await request.post('/api/sales/retail-orders', {
    headers,
    data: {
      ma_dvcs: 'CN01',
      ngay_ct: today,
      ma_kho: 'K01-HH',
      ma_httt: 'TM',
      trang_thai: '1',
      da_tt: 100_000,
      chi_tiet: [{ ma_vt: pos.ma_vt, dvt: 'CAI', so_luong: 1, gia: pos.gia_ban }],
    },
  });
  expect(rang.status(), await rang.text()).toBe(201);
  const order = (await rang.json()) as { so_ct: string };
  const listed = async (path: string) =>
    (
      (await (
        await request.get(`/api/${path}?fromDate=${today}&toDate=${today}&pageSize=10`, { headers })
      ).json()) as { total: number }
    ).total.toLocaleString('en-US');
  await row.click();
  const drill = page.getByRole('dialog', { name: 'Mở chứng từ của dòng' });
  await expect(drill).toContainText(`Dòng ${ddmmyyyy(today)} cộng chứng từ`);
  const offered = drill.getByRole('link');
  await expect(offered).toHaveCount(3);
  await expect(offered.nth(0)).toHaveAccessibleName(
    `Hóa đơn bán hàng: ${await listed('sales/bills')} chứng từ`,
  );
  await expect(offered.nth(1)).toHaveAccessibleName(
    `Đơn bán lẻ: ${await listed('sales/retail-orders')} chứng từ`,
  );
  await expect(offered.nth(2)).toHaveAccessibleName(`Trả hàng: ${await listed('sales/returns')} chứng từ`);
  await page.keyboard.press('Escape');
  await expect(drill).toBeHidden();
  // The row's first cell is its drill-down for the keyboard.
  await row.getByRole('link', { name: ddmmyyyy(today) }).focus();
  await page.keyboard.press('Enter');
  await expect(drill).toBeVisible();
  await expect(offered.nth(0)).toBeVisible();
  for (let tab = 0; tab < 5; tab++) {
    if (await offered.nth(1).evaluate((link) => link === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(offered.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/sales/retail-orders');
  expect(param(page, 'fromDate')).toBe(today);
  expect(param(page, 'toDate')).toBe(today);
  await expect(page.getByRole('cell', { name: order.so_ct, exact: true })).toBeVisible();
  // The bills of the day, the test's bill among them.
  await page.goBack();
  // Back on the report (not the list it left, still drawn while the report's page comes back).
  await expect.poll(() => new URL(page.url()).pathname).toBe('/sales/reports/sale-revenue');
  await expect(row).toHaveCount(1);
  await row.click();
  await offered.nth(0).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/sales/bills');
  expect(param(page, 'fromDate')).toBe(today);
  await expect(page.getByRole('cell', { name: bill.so_ct, exact: true })).toBeVisible();

  // The ranking of the day's products: the test's product leads, named, with its revenue in VND.
  await page.goto(`/sales/reports/sale-detail-revenue?fromDate=${today}&toDate=${today}`);
  const ranking = reportChart(page);
  await expect(ranking).toHaveAttribute('data-chart-kind', 'ranking');
  await expect.poll(async () => (await chartData(ranking)).categories[0]).toBe(product.ten_vt);
  expect((await chartData(ranking)).series[0]?.values[0]).toBe(lineRevenue);
  await expect(ranking.getByRole('img', { name: /Biểu đồ xếp hạng/ })).toHaveAttribute(
    'aria-label',
    new RegExp(`${product.ten_vt}: ${lineRevenue.toLocaleString('en-US')} ₫`),
  );

  // The print view: A4 sheet with the chart and the rows by name (not the product's code), totals; only the
  // sheet goes to paper.
  await page.getByRole('button', { name: 'Xem bản in' }).click();
  await expect.poll(() => param(page, 'print')).toBe('1');
  const sheet = page.locator('[data-print-area]');
  await expect(sheet).toHaveAttribute('data-paper', 'A4');
  await expect(sheet.getByRole('heading', { name: 'Chi tiết doanh thu' })).toBeVisible();
  await expect(sheet).toContainText(`Từ ngày ${ddmmyyyy(today)} đến ngày ${ddmmyyyy(today)}`);
  await expect(sheet.getByRole('cell', { name: product.ten_vt, exact: true })).toBeVisible();
  await expect(sheet.getByRole('cell', { name: product.ma_vt, exact: true })).toHaveCount(0);
  await expect(sheet.getByRole('cell', { name: 'Tổng cộng' })).toBeVisible();
  await expect(sheet.locator('[data-chart]')).toHaveAttribute('data-chart-kind', 'ranking');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'In', exact: true })).toBeHidden();
  await expect(sheet).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Quay lại báo cáo' }).click();
  await expect.poll(() => param(page, 'print')).toBeNull();
  await expect(reportChart(page)).toBeVisible();
});
