import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiHeaders, demo, inVietnam, signInAs } from './helpers';

/**
 * The booking calendar (issue 18, item 1): two receptionists on /crm/task/calendar (day view, by technician). One
 * books an empty slot for a customer found by an accent-free name; it shows on the other's calendar without a
 * reload. Dropping another appointment onto that technician and time is refused by the server (its message in a
 * toast) and the appointment goes back; moving the booking with the keyboard (Enter on it, another time, Save)
 * shows on the other calendar too.
 */

type Row = Record<string, unknown> & { _id: string };

// The calendar opens on the business's today (Vietnam), whatever zone the runner is in.
const { day: today, dayVi: todayVi } = inVietnam();

const newTechnician = async (request: APIRequestContext, headers: Record<string, string>, name: string) => {
  const ma_nv = `KTV${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;
  const created = await request.post('/api/hr/employees', {
    headers,
    data: { ma_nv, ten_nv: name, ma_dvcs: 'CN01', trang_thai: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ma_nv;
};

const openCalendar = async (page: Page) => {
  await signInAs(page, demo.admin);
  await page.goto('/crm/task/calendar');
  await expect(page.locator('[data-layout="calendar"] .ec-body')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('radio', { name: 'Ngày' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Theo kỹ thuật viên' })).toBeChecked();
};

/** The column of a technician, by its heading. */
const columnBox = async (page: Page, name: string) => {
  const head = page.locator('.ec-col-head', { hasText: name });
  await expect(head).toBeVisible();
  return (await head.boundingBox())!;
};

/** Where a time of today lies in the day's grid (the day runs from the branch's opening to its close). */
const yOf = async (page: Page, time: string, hours: { open: number; close: number }) => {
  const day = (await page.locator('.ec-body .ec-day').first().boundingBox())!;
  const [h, m] = time.split(':').map(Number) as [number, number];
  return day.y + ((h * 60 + m - hours.open) * day.height) / (hours.close - hours.open);
};

/** An appointment on a calendar, by its accessible name (customer, time, status …). */
const entry = (page: Page, name: RegExp) =>
  page.locator('[data-layout="calendar"] .ec').getByRole('button', { name });

test('a booking shows live on another calendar; a clash is refused and goes back; the keyboard moves it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const headers = await apiHeaders(request, demo.admin);
  const suffix = String(Date.now()).slice(-4);
  const hoa = `Lê Thị Hoa ${suffix}`;
  const trang = `Phạm Thu Trang ${suffix}`;
  const hoaCode = await newTechnician(request, headers, hoa);
  const trangCode = await newTechnician(request, headers, trang);
  const branch = (await (await request.get('/api/system/branchs', { headers })).json()) as {
    items: { ma_dvcs: string; gio_mo: string; gio_dong: string }[];
  };
  const cn01 = branch.items.find((b) => b.ma_dvcs === 'CN01')!;
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const hours = { open: minutes(cn01.gio_mo), close: minutes(cn01.gio_dong) };

  // Another appointment, of Phạm Thu Trang at 11:00, to drop on Lê Thị Hoa's booking later.
  const other = await request.post('/api/crm/tasks', {
    headers,
    data: {
      ngay_ct: today,
      ma_kh: 'KH0001',
      ten_kh: 'Trần Thị Mai',
      ngay_hen: today,
      gio_hen: '11:00',
      thoi_luong: 60,
      ma_nv: trangCode,
      ten_nv: trang,
      trang_thai: '1',
    },
  });
  expect(other.status(), await other.text()).toBe(201);
  const otherRow = (await other.json()) as Row;

  // Two receptionists, each on the calendar (day view, by technician).
  await openCalendar(page);
  const second = await (
    await browser.newContext({ locale: 'vi-VN', viewport: { width: 1440, height: 900 } })
  ).newPage();
  await openCalendar(second);
  await second.evaluate(() => Object.assign(window, { calendarMarker: 'same page' }));
  await expect(entry(second, /^Trần Thị Mai, 11:00–12:00/)).toBeVisible();

  // A drags down Lê Thị Hoa's empty column from 09:00 to 10:30 and books Trần Thị Mai, found without accents.
  const hoaColumn = await columnBox(page, hoa);
  const columnX = hoaColumn.x + hoaColumn.width / 2;
  await page.mouse.move(columnX, (await yOf(page, '09:00', hours)) + 5);
  await page.mouse.down();
  for (const time of ['09:15', '09:30', '09:45', '10:00', '10:15'])
    await page.mouse.move(columnX, (await yOf(page, time, hours)) + 5);
  await page.mouse.up();
  const booking = page.getByRole('dialog', { name: 'Đặt lịch mới' });
  await expect(booking).toBeVisible();
  await expect(booking.getByRole('group', { name: 'Giờ hẹn' })).toContainText('09');
  await expect(booking.getByRole('textbox', { name: 'Thời lượng (phút)' })).toHaveValue('90');
  await expect(booking.getByRole('combobox', { name: 'Nhân viên thực hiện' })).toHaveValue(new RegExp(hoa));
  await booking.getByRole('combobox', { name: 'Khách hàng' }).fill('tran thi mai');
  await page.getByRole('option', { name: /Trần Thị Mai · 0901234567/ }).click();
  await booking.getByRole('button', { name: 'Đặt lịch', exact: true }).click();
  await expect(page.getByText('Đặt lịch thành công!')).toBeVisible();
  await expect(booking).toBeHidden();
  const booked = entry(page, /^Trần Thị Mai, 09:00–10:30, Đã đặt lịch/);
  await expect(booked).toBeVisible();

  const listed = await request.get(
    `/api/crm/tasks?pageIndex=0&pageSize=10&ma_nv=${hoaCode}&fromDate=${today}&toDate=${today}`,
    { headers },
  );
  const [mine] = ((await listed.json()) as { items: Row[] }).items;
  expect(mine).toMatchObject({ ma_kh: 'KH0001', gio_hen: '09:00', thoi_luong: 90, ma_nv: hoaCode });

  // B sees it in Lê Thị Hoa's column without a reload.
  const live = entry(second, /^Trần Thị Mai, 09:00–10:30/);
  await expect(live).toBeVisible({ timeout: 15_000 });
  const secondHoa = await columnBox(second, hoa);
  const liveBox = (await live.boundingBox())!;
  expect(liveBox.x).toBeGreaterThanOrEqual(secondHoa.x - 1);
  expect(liveBox.x).toBeLessThan(secondHoa.x + secondHoa.width);

  // A drags Phạm Thu Trang's 11:00 appointment onto Lê Thị Hoa at 09:00: the server refuses, it goes back.
  const moving = entry(page, /^Trần Thị Mai, 11:00–12:00/);
  const from = (await moving.boundingBox())!;
  const startY = from.y + 6;
  await page.mouse.move(from.x + from.width / 2, startY);
  await page.mouse.down();
  const targetY = (await yOf(page, '09:00', hours)) + 6;
  const targetX = hoaColumn.x + hoaColumn.width / 2;
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(
      from.x + from.width / 2 + ((targetX - from.x - from.width / 2) * i) / 10,
      startY + ((targetY - startY) * i) / 10,
    );
  // While it moves it stays in its place, faded (the ghost), and the cursor is the drag's wherever the pointer is: a
  // clear layer of the calendar's over the page, under the pointer.
  await expect(page.locator('[data-layout="calendar"] .ec-ghost')).toHaveCount(1);
  await expect(page.locator('[data-layout="calendar"] .ec-preview')).toHaveCount(1);
  expect(
    await page.evaluate(
      ([x, y]) => {
        const root = document.querySelector('[data-layout="calendar"] .ec')!;
        return {
          under: document.elementFromPoint(x!, y!) === root,
          cursor: getComputedStyle(root, '::after').cursor,
        };
      },
      [targetX, targetY],
    ),
  ).toEqual({ under: true, cursor: 'pointer' });
  await page.mouse.up();
  await expect(
    page.getByText(
      `${hoa} đã có lịch hẹn ${String(mine!.so_ct)} (Trần Thị Mai) lúc 09:00–10:30 ngày ${todayVi}`,
    ),
  ).toBeVisible();
  const trangColumn = await columnBox(page, trang);
  await expect
    .poll(async () => {
      const box = await entry(page, /^Trần Thị Mai, 11:00–12:00/).boundingBox();
      return box !== null && box.x >= trangColumn.x - 1 && box.x < trangColumn.x + trangColumn.width;
    })
    .toBe(true);
  const unchanged = await request.get(`/api/crm/tasks/${otherRow._id}`, { headers });
  expect(await unchanged.json()).toMatchObject({ gio_hen: '11:00', ma_nv: trangCode });

  // A moves the booking with the keyboard: focus it, Enter, another time, Save.
  await booked.focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Chi tiết lịch: Trần Thị Mai' });
  await expect(details).toBeVisible();
  await expect(details.getByRole('button', { name: 'Xác nhận' })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Hủy lịch' })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Hoàn thành' })).toHaveCount(0);
  await details.getByRole('group', { name: 'Giờ hẹn' }).getByRole('spinbutton').first().focus();
  await page.keyboard.type('1400');
  await details.getByRole('button', { name: 'Lưu' }).press('Enter');
  await expect(page.getByText('Lưu thành công!')).toBeVisible();
  await expect(entry(page, /^Trần Thị Mai, 14:00–15:30/)).toBeVisible();

  // B sees it move, still the same page.
  await expect(entry(second, /^Trần Thị Mai, 14:00–15:30/)).toBeVisible({ timeout: 15_000 });
  await expect(entry(second, /^Trần Thị Mai, 09:00–10:30/)).toHaveCount(0);
  expect(await second.evaluate(() => (window as unknown as { calendarMarker?: string }).calendarMarker)).toBe(
    'same page',
  );

  // The week (split by technician: only the columns in view draw their entries) and the day by room show it too.
  await page.getByRole('radio', { name: 'Tuần' }).check({ force: true });
  await expect(page.getByRole('heading', { name: /\d{2}\/\d{2} – \d{2}\/\d{2}\/\d{4}/ })).toBeVisible();
  await expect(entry(page, /^Trần Thị Mai, 14:00–15:30/)).toBeVisible();
  await second.getByRole('radio', { name: 'Theo phòng' }).check({ force: true });
  await expect(second.locator('.ec-col-head', { hasText: 'P.101' })).toBeVisible();
  await expect(second.locator('.ec-col-head', { hasText: hoa })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Ngày' }).check({ force: true });
  // The day's columns drawn again, with their entries, before the page is checked.
  await expect(entry(page, /^Trần Thị Mai, 14:00–15:30/)).toBeVisible();
  await expect(entry(page, /^Trần Thị Mai, 11:00–12:00/)).toBeVisible();

  // The calendar passes axe (WCAG 2 A and AA); the page itself does not scroll.
  await page.evaluate(await readFile('packages/ui/node_modules/axe-core/axe.min.js', 'utf8'));
  const violations = await page.evaluate(async () => {
    type Axe = {
      run: (
        context: string,
        options: object,
      ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
    };
    const result = await (window as unknown as { axe: Axe }).axe.run('[data-layout="calendar"]', {
      runOnly: ['wcag2a', 'wcag2aa'],
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
  await second.context().close();
});

test('a customer added on the spot is booked; the entry is confirmed from its dialog; a refused time shows on its field', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await apiHeaders(request, demo.admin);
  const suffix = String(Date.now()).slice(-6);
  const technician = `Võ Minh Thư ${suffix}`;
  await newTechnician(request, headers, technician);
  const branch = (await (await request.get('/api/system/branchs', { headers })).json()) as {
    items: { ma_dvcs: string; gio_mo: string; gio_dong: string }[];
  };
  const cn01 = branch.items.find((b) => b.ma_dvcs === 'CN01')!;
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const hours = { open: minutes(cn01.gio_mo), close: minutes(cn01.gio_dong) };
  await openCalendar(page);

  // An empty 10:00 slot of the technician; the customer is new: name and phone, the code follows the phone.
  const column = await columnBox(page, technician);
  await page.mouse.click(column.x + column.width / 2, (await yOf(page, '10:00', hours)) + 5);
  const booking = page.getByRole('dialog', { name: 'Đặt lịch mới' });
  await booking.getByRole('button', { name: 'Khách hàng mới' }).click();
  const name = `Khách mới ${suffix}`;
  const phone = `09${suffix}${suffix.slice(0, 2)}`;
  await expect(booking.getByRole('textbox', { name: 'Tên khách hàng' })).toBeFocused();
  await booking.getByRole('textbox', { name: 'Tên khách hàng' }).fill(name);
  await booking.getByRole('textbox', { name: 'Điện thoại' }).fill(phone);
  await expect(booking.getByRole('textbox', { name: 'Mã khách hàng' })).toHaveValue(phone);
  await booking.getByRole('button', { name: 'Đặt lịch', exact: true }).click();
  await expect(page.getByText(`Đã thêm khách hàng ${name}`)).toBeVisible();
  await expect(page.getByText('Đặt lịch thành công!')).toBeVisible();
  const created = await request.get(`/api/crm/partners?pageIndex=0&pageSize=10&searchKey=${phone}`, {
    headers,
  });
  expect(((await created.json()) as { items: Row[] }).items[0]).toMatchObject({
    ma_kh: phone,
    ten_kh: name,
    dien_thoai: phone,
  });

  // The entry's dialog offers what its status allows; confirming it tints it as confirmed.
  const booked = entry(page, new RegExp(`^${name}, 10:00–11:00, Đã đặt lịch`));
  await booked.click();
  const details = page.getByRole('dialog', { name: `Chi tiết lịch: ${name}` });
  await details.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByText('Xác nhận thành công!')).toBeVisible();
  const confirmed = entry(page, new RegExp(`^${name}, 10:00–11:00, Đã xác nhận`));
  await expect(confirmed).toBeVisible();

  // Moved past closing time from the dialog: the server's refusal shows on the time field, nothing moves.
  await confirmed.click();
  await details.getByRole('group', { name: 'Giờ hẹn' }).getByRole('spinbutton').first().focus();
  await page.keyboard.type('2030');
  await details.getByRole('button', { name: 'Lưu' }).click();
  const refusal = `Lịch hẹn 20:30–21:30 nằm ngoài giờ mở cửa của chi nhánh (${cn01.gio_mo}–${cn01.gio_dong})`;
  await expect(details.locator('[data-field="gio_hen"]')).toContainText(refusal);
  await details.getByRole('button', { name: 'Đóng' }).first().click();
  await expect(entry(page, new RegExp(`^${name}, 10:00–11:00`))).toBeVisible();
});
