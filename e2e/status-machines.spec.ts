import { expect, test } from '@playwright/test';
import { apiHeaders, demo, signIn } from './helpers';

test('the room board offers only what a room’s status allows, and a change made meanwhile is refused with the server’s reason', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await apiHeaders(request, demo.admin);
  const groups = await request.get('/api/sales/room-groups?pageIndex=0&pageSize=10', { headers });
  const [group] = ((await groups.json()) as { items: { ma_nhom_phong: string }[] }).items;
  const code = `PE2E${String(Date.now()).slice(-6)}`;
  const created = await request.post('/api/sales/rooms', {
    headers,
    data: { ma_phong: code, ten_phong: 'Phòng thử trạng thái', ma_nhom_phong: group!.ma_nhom_phong },
  });
  expect(created.status(), await created.text()).toBe(201);
  const room = (await created.json()) as { _id: string };

  await page.goto('/auth/login');
  await signIn(page, demo.admin);
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/auth/login');
  await page.goto(`/sales/room-orders?ma_phong=${code}`);
  // The board narrowed to the room: its card in the "free" column, check-in as its only action.
  const card = (status: string) =>
    page
      .locator(`[data-board] [data-column="${status}"]`)
      .getByRole('article', { name: 'Phòng thử trạng thái' });
  await expect(card('0')).toBeVisible({ timeout: 30_000 });
  await expect(card('0').getByRole('button')).toHaveText(['Nhận khách']);

  await card('0').getByRole('button', { name: 'Nhận khách Phòng thử trạng thái' }).click();
  // Meanwhile the guests are checked in at the desk and the room is already being cleaned.
  for (const step of ['start', 'clean']) {
    const done = await request.post(`/api/sales/rooms/${room._id}/${step}`, { headers });
    expect(done.status(), await done.text()).toBe(200);
  }
  await page.getByRole('alertdialog').getByRole('button', { name: 'Nhận khách' }).click();
  await expect(page.getByText('Không thể chuyển trạng thái từ "Đang dọn" sang "Đang phục vụ"')).toBeVisible();
  // The board reads the room again: cleaning, and now only "done cleaning" is offered.
  await expect(card('2')).toBeVisible();
  await expect(card('2').getByRole('button')).toHaveText(['Dọn xong']);
  const stored = await request.get(`/api/sales/rooms/${room._id}`, { headers });
  expect(await stored.json()).toMatchObject({ trang_thai: '2', gio_bd: null });
});
