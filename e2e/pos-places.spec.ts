import { createServer, type AddressInfo } from 'node:net';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiHeaders, demo, expectPath, openTillShift } from './helpers';

/**
 * The restaurant till: a floor map of the branch's tables, live across terminals. A cashier opens a table, orders
 * and sends it to the kitchen — the branch's kitchen printer (here a TCP listener the test starts) gets the ESC/POS
 * ticket; a second terminal sees the table taken without reloading, and a change it makes
 * after the first terminal took the payment is refused, not added to the paid order. An order moves whole to a
 * free table.
 */

const DISH = { ma_vt: 'E2E-TRADAO', ten_vt: 'Trà đào cam sả', gia_ban: 45_000 };
const money = (amount: number) => `${amount.toLocaleString('en-US')} ₫`;

/** A network kitchen printer: each connection's bytes are one ticket; it closes once the sender has ended. */
const startPrinter = async () => {
  const tickets: Buffer[] = [];
  const server = createServer({ allowHalfOpen: true }, (socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('end', () => {
      tickets.push(Buffer.concat(chunks));
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, tickets, close: () => server.close() };
};

const till = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await page.goto('/pos/login');
  await page.getByLabel('Tên đăng nhập').fill(demo.cashier.user);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(demo.cashier.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expectPath(page, '/pos/');
  await page.goto('/pos/restaurant');
  await openTillShift(page);
  return page;
};

const tile = (page: Page, name: string, state: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}, ${state}`) });

const orderDish = async (page: Page, count: number) => {
  await page.getByRole('searchbox', { name: 'Tìm hàng hóa, dịch vụ' }).fill(DISH.ma_vt);
  const add = page.getByRole('button', { name: new RegExp(`^Thêm ${DISH.ten_vt}`) });
  for (let i = 0; i < count; i++) await add.click();
};

test('tables are ordered, sent to the kitchen, seen live on another terminal, paid once and moved', async ({
  browser,
  request,
}) => {
  const headers = await apiHeaders(request, demo.admin);
  const dish = await request.post('/api/stock/products', {
    headers,
    data: { ...DISH, loai_vt: 'HH', dvt: 'LY' },
  });
  expect([201, 409]).toContain(dish.status());
  const run = String(Date.now()).slice(-5);
  const area = await request.post('/api/sales/restaurant/table-groups', {
    headers,
    data: { ma_khu_vuc: `E2E${run}`, ten_khu_vuc: `Khu E2E ${run}`, ma_dvcs: 'CN01' },
  });
  expect(area.status()).toBe(201);
  const names = ['A', 'B', 'C'].map((letter) => `Bàn ${letter}${run}`);
  for (const [index, name] of names.entries()) {
    const made = await request.post('/api/sales/restaurant/tables', {
      headers,
      data: {
        ma_ban: `E2E${run}${index}`,
        ten_ban: name,
        ma_khu_vuc: `E2E${run}`,
        so_cho: 4,
        ma_dvcs: 'CN01',
      },
    });
    expect(made.status()).toBe(201);
  }
  const [tableA, tableB, tableC] = names as [string, string, string];
  // The branch's kitchen and bar printers print on the test's own printer.
  const printer = await startPrinter();
  const printers = await request.get('/api/sales/printers?pageSize=50', {
    headers: { ...headers, Branchs: 'CN01' },
  });
  for (const row of ((await printers.json()) as { items: { _id: string }[] }).items) {
    const moved = await request.patch(`/api/sales/printers/${row._id}`, {
      headers,
      data: { dia_chi_ip: '127.0.0.1', cong: printer.port },
    });
    expect(moved.status()).toBe(200);
  }

  const first = await till(browser);
  const second = await till(browser);
  await expect(tile(second, tableA, 'Trống')).toBeVisible();

  // The first terminal opens table A and sends two glasses to the kitchen.
  await tile(first, tableA, 'Trống').click();
  await orderDish(first, 2);
  await first.getByRole('button', { name: 'Gửi bếp' }).click();
  await expect(first.getByText(`Đã gửi 2 món của ${tableA} xuống bếp`)).toBeVisible();
  await expect(first.getByText('· đã gửi 2')).toBeVisible();
  // The ticket reached the printer: ESC @, the text as a raster image (GS v 0), the cut (GS V).
  await expect.poll(() => printer.tickets.length).toBeGreaterThan(0);
  const ticket = printer.tickets[0]!;
  expect([...ticket.subarray(0, 2)]).toEqual([0x1b, 0x40]);
  expect(ticket.includes(Buffer.from([0x1d, 0x76, 0x30]))).toBe(true);
  expect(ticket.includes(Buffer.from([0x1d, 0x56]))).toBe(true);

  // The second terminal's map shows it taken, with its total, without being reloaded.
  await expect(tile(second, tableA, 'Có khách')).toContainText(money(2 * DISH.gia_ban));

  // The second terminal opens the same order and adds a glass, unsent, while the first takes the payment.
  await tile(second, tableA, 'Có khách').click();
  await expect(second.getByText('· đã gửi 2')).toBeVisible();
  await orderDish(second, 1);
  await first.keyboard.press('F9');
  const pay = first.getByRole('dialog', { name: 'Thanh toán' });
  await expect(pay.getByLabel('Khách cần trả')).toHaveText(money(2 * DISH.gia_ban));
  await pay.getByRole('button', { name: 'Hoàn tất', exact: true }).click();
  await expect(first.getByText(`Đã thanh toán ${tableA}`)).toBeVisible();
  await expect(tile(first, tableA, 'Trống')).toBeVisible();

  // The glass added on the second terminal does not reach the paid order: it is told, and the table is free.
  await second.getByRole('button', { name: 'Gửi bếp' }).click();
  await expect(second.getByText('Đơn vừa được sửa hoặc thanh toán ở máy khác: đã tải lại')).toBeVisible();
  const paid = await request.get(`/api/sales/retail-orders?ma_ban=E2E${run}0&trang_thai=1`, { headers });
  const [order] = ((await paid.json()) as { items: { _id: string; t_tt: number }[] }).items;
  expect(order?.t_tt).toBe(2 * DISH.gia_ban);
  await second.keyboard.press('Escape');
  await expect(tile(second, tableA, 'Trống')).toBeVisible();

  // Table B's order moves whole to table C: B is free again, C holds the order.
  await tile(first, tableB, 'Trống').click();
  await orderDish(first, 1);
  await first.getByRole('button', { name: 'Gửi bếp' }).click();
  await expect(first.getByText('· đã gửi 1')).toBeVisible();
  await first.getByRole('button', { name: 'Chuyển, gộp, tách bàn' }).click();
  await first
    .getByRole('dialog')
    .getByRole('button', { name: `Chuyển đến ${tableC}` })
    .click();
  await expect(first.getByRole('heading', { name: tableC })).toBeVisible();
  await expect(tile(second, tableC, 'Có khách')).toContainText(money(DISH.gia_ban));
  await expect(tile(second, tableB, 'Trống')).toBeVisible();
  printer.close();
});
