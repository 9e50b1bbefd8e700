import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * The appointment calendar's guard (effects/task-bookings.ts, booking.ts): a technician's hands and a room are
 * never booked twice at once — processing time excepted for the technician — within the branch's opening hours;
 * done, no-show and cancelled appointments free their time; two receptionists on one slot at once: one books.
 */

let server: TestServer;
let admin = '';
const asAdmin = branchCalls(
  () => server,
  () => admin,
);

const DAY = '2031-03-10';
let seq = 0;

const book = (gio_hen: string, thoi_luong: number, more: Record<string, unknown> = {}) =>
  asAdmin.call('POST', 'crm/tasks', {
    ngay_ct: '2031-03-01',
    ma_kh: 'KHB-1',
    ngay_hen: DAY,
    gio_hen,
    thoi_luong,
    trang_thai: '0',
    noi_dung: `Lịch ${(seq += 1)}`,
    ...more,
  });

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await asAdmin.created('crm/partners', { ma_kh: 'KHB-1', ten_kh: 'Trần Thị Mai', dien_thoai: '0915300001' });
  for (const [ma_nv, ten_nv] of [
    ['KTV-A', 'Lê Thị Hoa'],
    ['KTV-B', 'Phạm Thu Trang'],
    ['KTV-C', 'Võ Minh Thư'],
  ])
    await asAdmin.created('hr/employees', { ma_nv, ten_nv, ma_dvcs: 'CN01' });
  await asAdmin.created('sales/room-groups', { ma_nhom_phong: 'NPB', ten_nhom_phong: 'Phòng đơn' });
  await asAdmin.created('sales/rooms', { ma_phong: 'PB-1', ten_phong: 'Phòng B1', ma_nhom_phong: 'NPB' });
});
afterAll(() => server.close());

describe('booking an appointment', () => {
  it('refuses the technician twice at once, naming the appointment; back to back is fine', async () => {
    const first = await book('09:00', 60, { ma_nv: 'KTV-A' });
    expect(first.statusCode, first.body).toBe(201);
    const clash = await book('09:30', 60, { ma_nv: 'KTV-A' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'BOOKING_EMPLOYEE_BUSY' });
    expect(clash.json().message).toBe(
      `Lê Thị Hoa đã có lịch hẹn ${first.json().so_ct} (Trần Thị Mai) lúc 09:00–10:00 ngày 10/03/2031`,
    );
    expect((await book('10:00', 30, { ma_nv: 'KTV-A' })).statusCode).toBe(201);
    expect((await book('09:30', 30, { ma_nv: 'KTV-B' })).statusCode).toBe(201);
  });

  it('refuses a room taken for the whole length, and moving onto a taken slot; moving within its own is fine', async () => {
    const mask = await book('13:00', 90, {
      ma_nv: 'KTV-A',
      ma_phong: 'PB-1',
      cho_sau: 30,
      thoi_gian_cho: 30,
    });
    expect(mask.statusCode, mask.body).toBe(201);
    const room = await book('13:45', 30, { ma_nv: 'KTV-B', ma_phong: 'PB-1' });
    expect(room.statusCode).toBe(409);
    expect(room.json()).toMatchObject({ code: 'BOOKING_ROOM_BUSY' });
    expect(room.json().message).toContain('Phòng B1 đã có lịch hẹn');
    // The mask sets from 13:30 to 14:00: the technician washes another customer's hair meanwhile.
    const wash = await book('13:30', 30, { ma_nv: 'KTV-A' });
    expect(wash.statusCode, wash.body).toBe(201);
    const longer = await book('13:30', 45, { ma_nv: 'KTV-A' });
    expect(longer.statusCode).toBe(409);
    // Moving the wash onto the mask's hands-on time is refused; a PATCH of its notes alone is not judged.
    const moved = await asAdmin.call('PATCH', `crm/tasks/${wash.json()._id}`, { gio_hen: '13:15' });
    expect(moved.statusCode).toBe(409);
    const noted = await asAdmin.call('PATCH', `crm/tasks/${wash.json()._id}`, { noi_dung: 'Gội thảo dược' });
    expect(noted.statusCode, noted.body).toBe(200);
    const shifted = await asAdmin.call('PATCH', `crm/tasks/${mask.json()._id}`, { thoi_luong: 80 });
    expect(shifted.statusCode, shifted.body).toBe(200);
  });

  it('frees the time of a cancelled appointment', async () => {
    const booked = await book('16:00', 60, { ma_nv: 'KTV-C' });
    expect(booked.statusCode).toBe(201);
    expect((await book('16:00', 60, { ma_nv: 'KTV-C' })).statusCode).toBe(409);
    const cancelled = await asAdmin.call('POST', `crm/tasks/${booked.json()._id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await book('16:00', 60, { ma_nv: 'KTV-C' })).statusCode).toBe(201);
  });

  it('books within the branch’s opening hours', async () => {
    const before = await book('07:30', 60, { ma_nv: 'KTV-C' });
    expect(before.statusCode).toBe(409);
    expect(before.json()).toMatchObject({ code: 'BOOKING_OUTSIDE_HOURS' });
    expect(before.json().message).toBe(
      'Lịch hẹn 07:30–08:30 nằm ngoài giờ mở cửa của chi nhánh (08:00–21:00)',
    );
    expect((await book('20:30', 60, { ma_nv: 'KTV-C' })).statusCode).toBe(409);
    expect((await book('20:00', 60, { ma_nv: 'KTV-C' })).statusCode).toBe(201);
  });

  it('books one of two receptionists dropping on the same slot at once', async () => {
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => book('18:00', 45, { ma_nv: 'KTV-B', ma_phong: 'PB-1' })),
    );
    expect(tries.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const stored = await asAdmin.call('GET', `crm/tasks?ngay_hen=${DAY}&ma_nv=KTV-B&limit=50`);
    const at18 = (stored.json().items as { gio_hen: string }[]).filter((row) => row.gio_hen === '18:00');
    expect(at18).toHaveLength(1);
  });
});
