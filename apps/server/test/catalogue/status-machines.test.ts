import { businessClock } from '@sen/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, runMigrations } from '../../src/db/migrate.js';
import { auditCount, grant, send, type Method } from '../helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * Status machines (issue 15, item 5): the server runs each declared transition as POST <path>/{id}/<name>, refuses
 * any other status change (409 naming the statuses, vi and en) through the transition endpoints, PUT, PATCH and
 * create alike, changing nothing, records the transitions' stamps and reasons, and lets one of two concurrent
 * transitions from the same status through.
 */

let server: TestServer;
let admin = '';
let cashier = '';
const branch = { Branchs: 'CN01' };

type Row = Record<string, unknown> & { _id: string };

const call = (method: Method, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  send(server.app, method, `/api/${path}`, { token: admin, body, headers: { ...branch, ...headers } });

const post = async (path: string, body: Record<string, unknown>): Promise<Row> => {
  const res = await call('POST', path, body);
  if (res.statusCode !== 201) throw new Error(`${path}: ${res.body}`);
  return res.json() as Row;
};

/** Runs a transition, expecting it to pass. */
const run = async (path: string, body?: Record<string, unknown>): Promise<Row> => {
  const res = await call('POST', path, body);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json() as Row;
};

const stored = async (path: string): Promise<Row> => (await call('GET', path)).json() as Row;

let seq = 0;
const room = (trang_thai = '0') =>
  post('sales/rooms', {
    ma_phong: `P15-${(seq += 1)}`,
    ten_phong: `Phòng thử ${seq}`,
    ma_nhom_phong: 'NP15',
    trang_thai,
  });
const task = (trang_thai = '0') =>
  post('crm/tasks', {
    ngay_ct: '2031-06-01',
    ma_kh: 'K15-1',
    ngay_hen: '2031-06-02',
    gio_hen: '09:30',
    trang_thai,
  });
const card = () =>
  post('sales/payment-cards', {
    ma_the: `TT15-${(seq += 1)}`,
    ma_kh: 'K15-1',
    ma_loai_the: 'LT15',
    ngay_phat_hanh: '2031-01-01',
    trang_thai: '1',
  });

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
  await post('crm/partners', { ma_kh: 'K15-1', ten_kh: 'Nguyễn Thu Hà', dien_thoai: '0915000001' });
  await post('sales/room-groups', { ma_nhom_phong: 'NP15', ten_nhom_phong: 'Phòng massage' });
  await post('sales/restaurant/table-groups', { ma_khu_vuc: 'KV15', ten_khu_vuc: 'Tầng 1' });
  await post('sales/card-types', { ma_loai_the: 'LT15', ten_loai_the: 'Thẻ trả trước 15', nhom_the: 'TT' });
});
afterAll(() => server.close());

describe('a refused status change', () => {
  it('a done appointment is not confirmed again: through the transition, PUT and PATCH alike (409, vi and en)', async () => {
    const booked = await task();
    await run(`crm/tasks/${booked._id}/arrive`);
    const done = await run(`crm/tasks/${booked._id}/finish`);
    expect(done.trang_thai).toBe('3');
    const audits = await auditCount(server.database.db);
    const message = 'Không thể chuyển trạng thái từ "Hoàn thành" sang "Đã xác nhận"';

    const viaTransition = await call('POST', `crm/tasks/${booked._id}/confirm`);
    expect(viaTransition.statusCode).toBe(409);
    expect(viaTransition.json()).toMatchObject({ code: 'STATUS_TRANSITION_REFUSED', message });
    const english = await call('POST', `crm/tasks/${booked._id}/confirm`, undefined, {
      'Accept-Language': 'en',
    });
    expect(english.json().message).toBe('Cannot change the status from "Done" to "Confirmed"');
    // The calendar view serves the same transition under its own path.
    const viaView = await call('POST', `crm/task/calendar/${booked._id}/confirm`);
    expect(viaView.json()).toMatchObject({ code: 'STATUS_TRANSITION_REFUSED', message });

    const { _id, _version, ...record } = done;
    const viaPut = await call('PUT', `crm/tasks/${booked._id}`, { ...record, trang_thai: '1', ket_qua: 'x' });
    expect(viaPut.statusCode).toBe(409);
    expect(viaPut.json()).toMatchObject({
      code: 'STATUS_TRANSITION_REFUSED',
      message,
      details: [{ in: 'body', path: '/trang_thai', message }],
    });
    const viaPatch = await call('PATCH', `crm/tasks/${booked._id}`, { trang_thai: '1', ket_qua: 'x' });
    expect(viaPatch.json()).toMatchObject({ code: 'STATUS_TRANSITION_REFUSED', message });
    const viaViewPatch = await call('PATCH', `crm/task/calendar/${booked._id}`, { trang_thai: '0' });
    expect(viaViewPatch.statusCode).toBe(409);

    expect(await stored(`crm/tasks/${booked._id}`)).toMatchObject({ trang_thai: '3', ket_qua: null });
    expect(await auditCount(server.database.db)).toBe(audits);
    // A change the machine allows goes through PATCH too.
    const other = await task('1');
    const arrived = await call('PATCH', `crm/tasks/${other._id}`, { trang_thai: '2' });
    expect(arrived.json()).toMatchObject({ trang_thai: '2' });
  });

  it('a record is created only in a status its machine starts from', async () => {
    const before = await auditCount(server.database.db);
    const refused = await call('POST', 'crm/tasks', {
      ngay_ct: '2031-06-01',
      ma_kh: 'K15-1',
      ngay_hen: '2031-06-02',
      gio_hen: '10:00',
      trang_thai: '3',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'STATUS_NOT_INITIAL',
      message: 'Không thể tạo mới với trạng thái "Hoàn thành"',
    });
    expect(await auditCount(server.database.db)).toBe(before);
    expect((await task('1')).trang_thai).toBe('1');
  });
});

describe('rooms and tables', () => {
  it('an out-of-service room is not checked in; a check-in records its start time, cleaning clears it', async () => {
    const closed = await room('9');
    const refused = await call('POST', `sales/room-orders/${closed._id}/start`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ROOM_OUT_OF_SERVICE',
      message: 'Phòng đang ngừng sử dụng, không thể nhận khách',
    });
    const patched = await call('PATCH', `sales/rooms/${closed._id}`, { trang_thai: '1' });
    expect(patched.json()).toMatchObject({
      code: 'STATUS_TRANSITION_REFUSED',
      message: 'Không thể chuyển trạng thái từ "Ngừng sử dụng" sang "Đang phục vụ"',
    });
    expect(await stored(`sales/rooms/${closed._id}`)).toMatchObject({ trang_thai: '9', gio_bd: null });

    await run(`sales/rooms/${closed._id}/enable`);
    const before = new Date();
    const started = await run(`sales/room-orders/${closed._id}/start`);
    const after = new Date();
    expect(started.trang_thai).toBe('1');
    expect([businessClock(before), businessClock(after)]).toContain(started.gio_bd);
    // A check-in made by a form's PATCH records it too.
    const free = await room();
    expect((await call('PATCH', `sales/rooms/${free._id}`, { trang_thai: '1' })).json().gio_bd).toMatch(
      /^\d{2}:\d{2}$/,
    );
    const cleaning = await run(`sales/room-orders/${closed._id}/clean`);
    expect(cleaning).toMatchObject({ trang_thai: '2', gio_bd: null });
    expect((await run(`sales/room-orders/${closed._id}/ready`)).trang_thai).toBe('0');
  });

  it('an occupied table is not reserved', async () => {
    const table = await post('sales/restaurant/tables', {
      ma_ban: 'B15-1',
      ten_ban: 'Bàn 1',
      ma_khu_vuc: 'KV15',
    });
    const seated = await run(`sales/restaurant/table-orders/${table._id}/seat`);
    expect(seated.gio_vao).toMatch(/^\d{2}:\d{2}$/);
    const twice = await call('POST', `sales/restaurant/table-orders/${table._id}/seat`);
    expect(twice.json()).toMatchObject({
      code: 'STATUS_ALREADY',
      message: 'Bản ghi đã ở trạng thái "Có khách"',
    });
    const refused = await call('POST', `sales/restaurant/table-orders/${table._id}/reserve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'TABLE_NOT_FREE',
      message: 'Bàn đang không trống, không thể đặt bàn',
    });
    expect(await stored(`sales/restaurant/tables/${table._id}`)).toMatchObject({ trang_thai: '1' });
    expect(await run(`sales/restaurant/table-orders/${table._id}/free`)).toMatchObject({
      trang_thai: '0',
      gio_vao: null,
    });
    expect((await run(`sales/restaurant/table-orders/${table._id}/reserve`)).trang_thai).toBe('2');
  });

  it('of concurrent transitions from the same status exactly one passes; the others are 409, nothing lost', async () => {
    const free = await room();
    const audits = await auditCount(server.database.db);
    const attempts = Array.from({ length: 24 }, (_, i) =>
      i % 2 === 0
        ? call('POST', `sales/room-orders/${free._id}/start`)
        : call('POST', `sales/rooms/${free._id}/disable`),
    );
    const answers = await Promise.all(attempts);
    const passed = answers.filter((a) => a.statusCode === 200);
    expect(passed).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(23);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().code).toMatch(/^(STATUS_ALREADY|STATUS_TRANSITION_REFUSED|ROOM_OUT_OF_SERVICE)$/);
    const winner = passed[0]!.json() as Row;
    expect(await stored(`sales/rooms/${free._id}`)).toMatchObject({
      trang_thai: winner.trang_thai,
      gio_bd: winner.gio_bd,
    });
    expect(await auditCount(server.database.db)).toBe(audits + 1);
  });
});

describe('payment cards', () => {
  it('locking asks a reason (400 without it) and records it; unlocking clears it', async () => {
    const active = await card();
    const empty = await call('POST', `sales/payment-cards/lock/${active._id}/lock`, { ly_do_khoa: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'FIELD_REQUIRED',
      message: 'Vui lòng nhập Lý do khóa',
      details: [{ path: '/ly_do_khoa' }],
    });
    expect((await call('POST', `sales/payment-cards/${active._id}/lock`)).statusCode).toBe(400);
    const patched = await call('PATCH', `sales/payment-cards/${active._id}`, { trang_thai: '2' });
    expect(patched.statusCode).toBe(400);
    expect(await stored(`sales/payment-cards/${active._id}`)).toMatchObject({ trang_thai: '1' });

    const locked = await run(`sales/payment-cards/lock/${active._id}/lock`, {
      ly_do_khoa: 'Khách báo mất thẻ',
    });
    expect(locked).toMatchObject({ trang_thai: '2', ly_do_khoa: 'Khách báo mất thẻ' });
    const unlocked = await run(`sales/payment-cards/unlock/${active._id}/unlock`);
    expect(unlocked).toMatchObject({ trang_thai: '1', ly_do_khoa: null });
    // A PATCH that locks with its reason is the same transition.
    const again = await call('PATCH', `sales/payment-cards/${active._id}`, {
      trang_thai: '2',
      ly_do_khoa: 'Tranh chấp giao dịch',
    });
    expect(again.json()).toMatchObject({ trang_thai: '2', ly_do_khoa: 'Tranh chấp giao dịch' });
  });
});

describe('approval in the voucher machine', () => {
  const bill = async (trang_thai = '0') =>
    post('sales/bills', {
      ngay_ct: '2031-06-01',
      ma_kh: 'K15-1',
      trang_thai,
      chi_tiet: [{ ma_vt: 'VT001', so_luong: 1, gia: 100_000 }],
    });

  it('approving makes the bill done (no longer "Lập chứng từ"); unapproving takes it back to a draft', async () => {
    const draft = await bill();
    const approved = await run(`sales/bills/${draft._id}/approve`);
    expect(approved).toMatchObject({ trang_thai: '1', nguoi_duyet: 'admin' });
    const cancel = await call('POST', `sales/bills/${draft._id}/cancel`);
    expect(cancel.json()).toMatchObject({ code: 'VOUCHER_APPROVED' });
    const patched = await call('PATCH', `sales/bills/${draft._id}`, { trang_thai: '9' });
    expect(patched.json()).toMatchObject({ code: 'VOUCHER_APPROVED' });
    const unapproved = await run(`sales/bills/${draft._id}/unapprove`);
    expect(unapproved).toMatchObject({ trang_thai: '0', nguoi_duyet: null, ngay_duyet: null });
    expect((await call('POST', `sales/bills/${draft._id}/unapprove`)).json().code).toBe(
      'VOUCHER_NOT_APPROVED',
    );
    // The older DELETE <path>/{id}/approve still unapproves.
    await run(`sales/bills/${draft._id}/approve`);
    const withdrawn = await call('DELETE', `sales/bills/${draft._id}/approve`);
    expect(withdrawn.json()).toMatchObject({ trang_thai: '0', nguoi_duyet: null });
    expect((await run(`sales/bills/${draft._id}/cancel`)).trang_thai).toBe('9');
    expect((await call('POST', `sales/bills/${draft._id}/approve`)).json().code).toBe('VOUCHER_CANCELLED');
  });

  it('approval needs the approve menu’s edit right; completing and cancelling the bill’s own', async () => {
    const draft = await bill();
    const asCashier = (path: string) =>
      send(server.app, 'POST', `/api/${path}`, { token: cashier, headers: branch });
    await grant(server.database.db, 'thungan', 'sales.bills.approve', ['r_access', 'r_read']);
    expect((await asCashier(`sales/bills/${draft._id}/approve`)).statusCode).toBe(403);
    const completed = await asCashier(`sales/bills/${draft._id}/complete`);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ trang_thai: '1', nguoi_duyet: null });
  });

  it('a migration makes the vouchers approved before as drafts done', async () => {
    const legacy = await bill();
    await sql`UPDATE sales_bills SET nguoi_duyet = 'admin', ngay_duyet = now() WHERE _id = ${legacy._id}`.execute(
      server.database.db,
    );
    const cancelled = await bill('9');
    const migration = (await listMigrations()).find((m) => m.name === 'approved_vouchers_done')!;
    await sql`DELETE FROM schema_migrations WHERE version = ${migration.version}`.execute(server.database.db);
    expect(await runMigrations(server.database.db)).toEqual([migration.version]);
    expect(await stored(`sales/bills/${legacy._id}`)).toMatchObject({
      trang_thai: '1',
      nguoi_duyet: 'admin',
    });
    expect(await stored(`sales/bills/${cancelled._id}`)).toMatchObject({ trang_thai: '9' });
  });
});
