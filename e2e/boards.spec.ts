import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiHeaders, demo, signIn } from './helpers';

/**
 * The room board (issue 15, item 4): rooms as cards in status columns and room-group lanes titled by name, their
 * transitions run from the card (a refusal says the server's reason), live across browsers through the
 * notification hub, and each room's record page with its change history for those who may read the audit log.
 */

type Row = Record<string, unknown> & { _id: string };

const adminHeaders = (request: APIRequestContext) => apiHeaders(request, demo.admin);

const newRoom = async (request: APIRequestContext, headers: Record<string, string>, name: string) => {
  const groups = await request.get('/api/sales/room-groups?pageIndex=0&pageSize=10', { headers });
  const [group] = ((await groups.json()) as { items: { ma_nhom_phong: string; ten_nhom_phong: string }[] })
    .items;
  const created = await request.post('/api/sales/rooms', {
    headers,
    data: {
      ma_phong: `PB${String(Date.now()).slice(-7)}`,
      ten_phong: name,
      ma_nhom_phong: group!.ma_nhom_phong,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { room: (await created.json()) as Row, group: group! };
};

const openBoard = async (page: Page, who: { user: string; password: string }) => {
  await page.goto('/auth/login');
  await signIn(page, who);
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/auth/login');
  await page.goto('/sales/room-orders');
  await expect(page.locator('[data-board]')).toBeVisible({ timeout: 30_000 });
};

/** The card of a room in the column of a status. */
const cardIn = (page: Page, status: string, name: string) =>
  page.locator(`[data-board] [data-column="${status}"]`).getByRole('article', { name, exact: true });

test('the room board shows the demo rooms by status and room group, by name, and runs a transition from a card', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await adminHeaders(request);
  const name = `Phòng bảng ${String(Date.now()).slice(-5)}`;
  const { room, group } = await newRoom(request, headers, name);
  const listed = await request.get('/api/sales/room-orders?pageIndex=0&pageSize=1000', { headers });
  const rooms = ((await listed.json()) as { items: Row[] }).items;
  expect(rooms.length).toBeGreaterThan(1);

  await openBoard(page, demo.admin);
  // Four status columns in every lane, titled by the status's name.
  const lane = page.getByRole('region', { name: group.ten_nhom_phong, exact: true });
  await expect(lane).toBeVisible();
  for (const status of ['Trống', 'Đang phục vụ', 'Đang dọn', 'Ngừng sử dụng'])
    await expect(lane.getByRole('heading', { name: new RegExp(`^${status}`) })).toBeVisible();
  // Every room of the branch is a card titled by its name in its status's column; no lane is titled by a code.
  for (const row of rooms)
    await expect(cardIn(page, String(row.trang_thai), String(row.ten_phong)).first()).toBeAttached();
  await expect(page.getByRole('heading', { name: group.ma_nhom_phong, exact: true })).toHaveCount(0);

  // A free room offers check-in only; checking in moves it to "in service" with its start time.
  const free = cardIn(page, '0', name);
  await expect(free.getByRole('button')).toHaveText(['Nhận khách']);
  await free.getByRole('button', { name: `Nhận khách ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Nhận khách' }).click();
  await expect(page.getByText('Nhận khách thành công!')).toBeVisible();
  const serving = cardIn(page, '1', name);
  await expect(serving).toBeVisible();
  await expect(serving).toContainText(/Giờ bắt đầu\s*\d{2}:\d{2}/);
  await expect(serving.getByRole('button')).toHaveText(['Dọn phòng', 'Trả phòng']);
  const stored = await request.get(`/api/sales/rooms/${room._id}`, { headers });
  expect(await stored.json()).toMatchObject({ trang_thai: '1' });

  // The board passes axe (WCAG 2 A and AA); axe is evaluated, the app's CSP allows no inline script.
  await page.evaluate(await readFile('packages/ui/node_modules/axe-core/axe.min.js', 'utf8'));
  const violations = await page.evaluate(async () => {
    type Axe = {
      run: (
        context: string,
        options: object,
      ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
    };
    const result = await (window as unknown as { axe: Axe }).axe.run('[data-layout="board"]', {
      runOnly: ['wcag2a', 'wcag2aa'],
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);

  // In English: statuses, actions and the toolbar in English too.
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(cardIn(page, '1', name)).toBeVisible({ timeout: 30_000 });
  await expect(lane.getByRole('heading', { name: /^In service/ })).toBeVisible();
  await expect(cardIn(page, '1', name).getByRole('button')).toHaveText(['Clean', 'Free']);
  await expect(cardIn(page, '1', name)).toContainText(/Started at\s*\d{2}:\d{2}/);
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('locale', 'vi'));
});

test('a change made in a second browser moves the card on the first one’s board without a reload; the history shows it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const name = `Phòng trực tiếp ${String(Date.now()).slice(-5)}`;
  const { room } = await newRoom(request, headers, name);
  // Checked in with the demo customer (one write: the status and who is there).
  const found = await request.get(
    `/api/crm/partners?pageIndex=0&pageSize=10&searchKey=${demo.customerPhone}`,
    {
      headers,
    },
  );
  const [customer] = ((await found.json()) as { items: { ma_kh: string; ten_kh: string }[] }).items;
  const started = await request.patch(`/api/sales/rooms/${room._id}`, {
    headers,
    data: { trang_thai: '1', ma_kh: customer!.ma_kh, ten_kh: customer!.ten_kh },
  });
  expect(started.status(), await started.text()).toBe(200);

  await openBoard(page, demo.admin);
  await expect(cardIn(page, '1', name)).toBeVisible();
  await expect(cardIn(page, '1', name)).toContainText(`Khách hàng${customer!.ten_kh}`);
  await expect(cardIn(page, '1', name)).toContainText(/Giờ bắt đầu\s*\d{2}:\d{2}/);
  await page.evaluate(() => Object.assign(window, { boardMarker: 'same page' }));

  // The cashier, in another browser, sends the room to cleaning from the same board.
  const other = await browser.newContext({ locale: 'vi-VN' });
  const second = await other.newPage();
  await openBoard(second, demo.cashier);
  const card = cardIn(second, '1', name);
  await card.getByRole('button', { name: `Dọn phòng ${name}` }).click();
  await second.getByRole('alertdialog').getByRole('button', { name: 'Dọn phòng' }).click();
  await expect(cardIn(second, '2', name)).toBeVisible();

  // The first board follows through the hub: same page, card moved.
  await expect(cardIn(page, '2', name)).toBeVisible({ timeout: 15_000 });
  await expect(cardIn(page, '1', name)).toHaveCount(0);
  // Cleaning lets the guest go: the card no longer names them.
  await expect(cardIn(page, '2', name)).not.toContainText(customer!.ten_kh);
  expect(await page.evaluate(() => (window as unknown as { boardMarker?: string }).boardMarker)).toBe(
    'same page',
  );

  // The room's page: the administrator sees its history with the cashier's change; the cashier, who may not read
  // the audit log, sees the room without the card and without an error.
  await page.goto(`/sales/rooms/${room._id}`);
  const history = page.getByRole('region', { name: 'Lịch sử thay đổi' });
  await expect(history).toBeVisible({ timeout: 15_000 });
  await expect(history).toContainText('Cập nhật bởi thungan');
  await expect(history).toContainText('Trạng thái: Đang phục vụ → Đang dọn');
  await expect(history).toContainText(`Khách hàng: ${customer!.ma_kh} · ${customer!.ten_kh} → —`);
  await expect(history).toContainText('Tạo mới bởi admin');

  await second.goto(`/sales/rooms/${room._id}`);
  await expect(second.getByText(name).first()).toBeVisible({ timeout: 15_000 });
  await expect(second.getByRole('region', { name: 'Lịch sử thay đổi' })).toHaveCount(0);
  await expect(second.getByRole('alert')).toHaveCount(0);
  await other.close();
});

test('a transition the server refuses says why, and the card shows the room as stored', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await adminHeaders(request);
  const name = `Phòng từ chối ${String(Date.now()).slice(-5)}`;
  const { room } = await newRoom(request, headers, name);
  await openBoard(page, demo.admin);
  const free = cardIn(page, '0', name);
  await free.getByRole('button', { name: `Nhận khách ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Nhận khách: ${name}?`);

  // Meanwhile, at the desk, the guests are checked in and the room is already being cleaned.
  for (const step of ['start', 'clean']) {
    const done = await request.post(`/api/sales/rooms/${room._id}/${step}`, { headers });
    expect(done.status(), await done.text()).toBe(200);
  }
  await dialog.getByRole('button', { name: 'Nhận khách' }).click();
  await expect(page.getByText('Không thể chuyển trạng thái từ "Đang dọn" sang "Đang phục vụ"')).toBeVisible();
  const cleaning = cardIn(page, '2', name);
  await expect(cleaning).toBeVisible();
  await expect(cleaning.getByRole('button')).toHaveText(['Dọn xong']);
});

test('the table board shows tables by status and area, by name, and seats guests from a card', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await adminHeaders(request);
  const areas = await request.get('/api/sales/restaurant/table-groups?pageIndex=0&pageSize=10', { headers });
  const [area] = ((await areas.json()) as { items: { ma_khu_vuc: string; ten_khu_vuc: string }[] }).items;
  const name = `Bàn bảng ${String(Date.now()).slice(-5)}`;
  const created = await request.post('/api/sales/restaurant/tables', {
    headers,
    data: {
      ma_ban: `BB${String(Date.now()).slice(-7)}`,
      ten_ban: name,
      ma_khu_vuc: area!.ma_khu_vuc,
      so_cho: 6,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/auth/login');
  await signIn(page, demo.admin);
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/auth/login');
  await page.goto('/sales/restaurant/table-orders');
  const lane = page.getByRole('region', { name: area!.ten_khu_vuc, exact: true });
  await expect(lane).toBeVisible({ timeout: 30_000 });
  for (const status of ['Trống', 'Có khách', 'Đã đặt', 'Ngừng sử dụng'])
    await expect(lane.getByRole('heading', { name: new RegExp(`^${status}`) })).toBeVisible();
  const free = cardIn(page, '0', name);
  await expect(free).toContainText('Số chỗ ngồi6');
  await expect(free.getByRole('button')).toHaveText(['Nhận khách', 'Đặt bàn']);
  await free.getByRole('button', { name: `Nhận khách ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Nhận khách' }).click();
  const seated = cardIn(page, '1', name);
  await expect(seated).toContainText(/Giờ vào\s*\d{2}:\d{2}/);
  await expect(seated.getByRole('button')).toHaveText(['Trả bàn']);
});
