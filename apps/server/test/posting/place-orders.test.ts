import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import { setDemoFlags } from '../helpers/price-flags.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * Orders kept open at a restaurant table or in a room (effects/place-orders.ts, routes/sales/place-orders.ts):
 * the place follows its orders (seated while one is open, freed or sent to cleaning once paid), holds one open
 * order at a time even when two terminals open it at once, refuses guests while out of use, and a paid order is
 * never changed again. Orders move, merge and split between places in one transaction.
 */

let server: TestServer;
let admin = '';
let cashier = '';
const asAdmin = branchCalls(
  () => server,
  () => admin,
);
const asCashier = branchCalls(
  () => server,
  () => cashier,
);
const asAdminInHanoi = branchCalls(
  () => server,
  () => admin,
  'CN02',
);

type Row = Record<string, unknown> & { _id: string; _version: string; so_ct: string };

const tableIds = new Map<string, string>();

const placeOf = async (path: 'sales/restaurant/tables' | 'sales/rooms', id: string) => {
  const res = await asAdmin.call('GET', `${path}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Row;
};
const table = (code: string) => placeOf('sales/restaurant/tables', tableIds.get(code)!);

const openAt = (ma_ban: string, lines: { ma_vt: string; so_luong: number }[], extra = {}) =>
  asCashier.call('POST', 'sales/retail-orders', {
    ngay_ct: '2026-11-27',
    ma_ban,
    trang_thai: '0',
    chi_tiet: lines.map((line) => ({ ...line, gia: 0 })),
    ...extra,
  });

const order = async (id: string) => {
  const res = await asCashier.call('GET', `sales/retail-orders/${id}`);
  return res.statusCode === 200 ? (res.json() as Row) : null;
};

/** The lines ordered (promotion gifts, which pricing adds, left out). */
const linesOf = (row: Row | null) =>
  ((row?.chi_tiet as Record<string, unknown>[] | undefined) ?? [])
    .filter((line) => !line.hang_km)
    .map((line) => [line.ma_vt, Number(line.so_luong)]);

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
  await asAdmin.created('sales/restaurant/table-groups', { ma_khu_vuc: 'KV-SAN', ten_khu_vuc: 'Sân vườn' });
  for (const code of ['SV01', 'SV02', 'SV03', 'SV04', 'SV05', 'SV06', 'SV07', 'SV08']) {
    const row = await asAdmin.created('sales/restaurant/tables', {
      ma_ban: code,
      ten_ban: `Bàn ${code}`,
      ma_khu_vuc: 'KV-SAN',
      so_cho: 4,
    });
    tableIds.set(code, row._id);
  }
  await asAdmin.created('sales/room-groups', { ma_nhom_phong: 'NP-VIP', ten_nhom_phong: 'Phòng VIP' });
});
afterAll(() => server.close());

describe("a table's open order", () => {
  it('seats the table, is the only open order there, and frees it once paid, never to change again', async () => {
    const opened = await openAt('SV01', [{ ma_vt: 'VT001', so_luong: 2 }], { ma_kh: 'KH0001' });
    expect(opened.statusCode, opened.body).toBe(201);
    const first = opened.json() as Row;
    const seated = await table('SV01');
    expect(seated.trang_thai).toBe('1');
    expect(seated.gio_vao).toMatch(/^\d{2}:\d{2}$/);
    expect(seated.ma_kh).toBe('KH0001');

    const second = await openAt('SV01', [{ ma_vt: 'VT002', so_luong: 1 }]);
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().code).toBe('PLACE_HAS_ORDER');
    expect(second.json().message).toContain(first.so_ct);

    // More is ordered from the version read; a terminal still on the older version is told to reload.
    const more = await asCashier.call('PATCH', `sales/retail-orders/${first._id}`, {
      _version: first._version,
      chi_tiet: [
        { ma_vt: 'VT001', so_luong: 2, gia: 0, sl_bep: 2 },
        { ma_vt: 'VT002', so_luong: 1, gia: 0 },
      ],
    });
    expect(more.statusCode, more.body).toBe(200);
    const stale = await asCashier.call('PATCH', `sales/retail-orders/${first._id}`, {
      _version: first._version,
      chi_tiet: [{ ma_vt: 'VT001', so_luong: 9, gia: 0 }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('RECORD_CHANGED');
    expect(linesOf(await order(first._id))).toEqual([
      ['VT001', 2],
      ['VT002', 1],
    ]);
    expect((await order(first._id))?.chi_tiet).toMatchObject([
      { sl_bep: 2 },
      { sl_bep: 0 },
      { hang_km: true },
    ]);

    const paid = await asCashier.call('PATCH', `sales/retail-orders/${first._id}`, {
      trang_thai: '1',
      ma_httt: 'TM',
      da_tt: (await order(first._id))?.t_tt,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const freed = await table('SV01');
    expect(freed).toMatchObject({ trang_thai: '0', gio_vao: null, ma_kh: null });

    // A terminal that missed the payment cannot reopen or add to it, with or without a version.
    for (const change of [{ trang_thai: '0' }, { chi_tiet: [{ ma_vt: 'VT001', so_luong: 5, gia: 0 }] }]) {
      const reopened = await asCashier.call('PATCH', `sales/retail-orders/${first._id}`, change);
      expect(reopened.statusCode).toBe(409);
      expect(reopened.json().code).toBe('PLACE_ORDER_CLOSED');
    }
    const deleted = await asAdmin.call('DELETE', `sales/retail-orders/${first._id}`);
    expect(deleted.statusCode).toBe(409);
    expect((await table('SV01')).trang_thai).toBe('0');
  });

  it('is refused at a table out of use, and at a table of another branch', async () => {
    const out = await asAdmin.call('POST', `sales/restaurant/tables/${tableIds.get('SV08')}/disable`);
    expect(out.statusCode, out.body).toBe(200);
    const refused = await openAt('SV08', [{ ma_vt: 'VT001', so_luong: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PLACE_NOT_READY');
    expect(refused.json().message).toContain('Bàn SV08');

    await asAdminInHanoi.created('sales/restaurant/table-groups', {
      ma_khu_vuc: 'KV-HN',
      ten_khu_vuc: 'Tầng 1',
    });
    const elsewhere = await asAdminInHanoi.created('sales/restaurant/tables', {
      ma_ban: 'HN01',
      ten_ban: 'Bàn HN01',
      ma_khu_vuc: 'KV-HN',
    });
    expect(elsewhere.ma_dvcs).toBe('CN02');
    const other = await openAt('HN01', [{ ma_vt: 'VT001', so_luong: 1 }]);
    expect(other.statusCode).toBe(400);
  });

  it('is opened once when two terminals open the same table at the same moment', async () => {
    const both = await Promise.all([
      openAt('SV02', [{ ma_vt: 'VT001', so_luong: 1 }]),
      openAt('SV02', [{ ma_vt: 'VT002', so_luong: 1 }]),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const list = await asCashier.call('GET', 'sales/retail-orders?ma_ban=SV02&trang_thai=0');
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as { items: Row[] }).items).toHaveLength(1);
  });
});

describe('moving, merging and splitting', () => {
  it('moves a whole order to a free table, keeping its number', async () => {
    const opened = (await openAt('SV03', [{ ma_vt: 'VT001', so_luong: 1 }])).json() as Row;
    const moved = await asCashier.call('POST', `sales/retail-orders/${opened._id}/move`, { ma_ban: 'SV04' });
    expect(moved.statusCode, moved.body).toBe(200);
    const { from, to } = moved.json() as { from: Row | null; to: Row };
    expect(from).toBeNull();
    expect(to).toMatchObject({ _id: opened._id, so_ct: opened.so_ct, ma_ban: 'SV04' });
    expect((await table('SV03')).trang_thai).toBe('0');
    expect((await table('SV04')).trang_thai).toBe('1');
  });

  it("merges an order onto another table's order, and splits part of a line off to a third", async () => {
    const guests = (await openAt('SV05', [{ ma_vt: 'VT002', so_luong: 3 }])).json() as Row;
    const held = (await order(
      (await asCashier.call('GET', 'sales/retail-orders?ma_ban=SV04&trang_thai=0')).json().items[0]._id,
    ))!;
    const merged = await asCashier.call('POST', `sales/retail-orders/${guests._id}/move`, { ma_ban: 'SV04' });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().from).toBeNull();
    expect(merged.json().to._id).toBe(held._id);
    expect(await order(guests._id)).toBeNull();
    expect(linesOf(await order(held._id))).toEqual([
      ['VT001', 1],
      ['VT002', 3],
    ]);
    expect((await table('SV05')).trang_thai).toBe('0');

    // Two of the three VT002 go to SV06, which gets an order of its own.
    const split = await asCashier.call('POST', `sales/retail-orders/${held._id}/move`, {
      ma_ban: 'SV06',
      lines: [{ line: 1, so_luong: 2 }],
    });
    expect(split.statusCode, split.body).toBe(200);
    const { from, to } = split.json() as { from: Row; to: Row };
    expect(linesOf(from)).toEqual([
      ['VT001', 1],
      ['VT002', 1],
    ]);
    expect(linesOf(to)).toEqual([['VT002', 2]]);
    expect(to.ma_ban).toBe('SV06');
    expect((await table('SV06')).trang_thai).toBe('1');
    expect((await table('SV04')).trang_thai).toBe('1');
  });

  it('refuses more than a line has, a paid order, a stale version, and changes nothing', async () => {
    const held = (await asCashier.call('GET', 'sales/retail-orders?ma_ban=SV06&trang_thai=0')).json()
      .items[0] as Row;
    const before = linesOf(await order(held._id));
    const tooMany = await asCashier.call('POST', `sales/retail-orders/${held._id}/move`, {
      ma_ban: 'SV07',
      lines: [{ line: 0, so_luong: 5 }],
    });
    expect(tooMany.statusCode).toBe(400);
    const stale = await asCashier.call('POST', `sales/retail-orders/${held._id}/move`, {
      ma_ban: 'SV07',
      _version: '1',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('RECORD_CHANGED');
    const toClosed = await asCashier.call('POST', `sales/retail-orders/${held._id}/move`, { ma_ban: 'SV08' });
    expect(toClosed.statusCode).toBe(409);
    expect(toClosed.json().code).toBe('PLACE_NOT_READY');
    expect(linesOf(await order(held._id))).toEqual(before);
    expect((await table('SV07')).trang_thai).toBe('0');
    expect((await table('SV06')).trang_thai).toBe('1');
  });
});

describe("a room's order", () => {
  it('starts the room, sends it to cleaning once paid, and takes nobody until it is ready', async () => {
    const room = await asAdmin.created('sales/rooms', {
      ma_phong: 'VIP-01',
      ten_phong: 'Phòng VIP 01',
      ma_nhom_phong: 'NP-VIP',
    });
    const opened = await asCashier.call('POST', 'sales/retail-orders', {
      ngay_ct: '2026-11-27',
      ma_phong: 'VIP-01',
      trang_thai: '0',
      chi_tiet: [{ ma_vt: 'VT001', so_luong: 1, gia: 0 }],
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const started = await placeOf('sales/rooms', room._id);
    expect(started.trang_thai).toBe('1');
    expect(started.gio_bd).toMatch(/^\d{2}:\d{2}$/);

    const paid = await asCashier.call('PATCH', `sales/retail-orders/${opened.json()._id}`, {
      trang_thai: '1',
      ma_httt: 'TM',
      da_tt: opened.json().t_tt,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await placeOf('sales/rooms', room._id)).toMatchObject({ trang_thai: '2', gio_bd: null });

    const tooSoon = await asCashier.call('POST', 'sales/retail-orders', {
      ngay_ct: '2026-11-27',
      ma_phong: 'VIP-01',
      trang_thai: '0',
      chi_tiet: [{ ma_vt: 'VT001', so_luong: 1, gia: 0 }],
    });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().code).toBe('PLACE_NOT_READY');
    const ready = await asAdmin.call('POST', `sales/rooms/${room._id}/ready`);
    expect(ready.statusCode, ready.body).toBe(200);
    expect((await placeOf('sales/rooms', room._id)).trang_thai).toBe('0');
  });
});

describe('changing the room or staff of a room in service', () => {
  it('is refused unless room_order_change_room_employee is on', async () => {
    const rooms = [];
    for (const code of ['VIP-02', 'VIP-03'])
      rooms.push(
        await asAdmin.created('sales/rooms', {
          ma_phong: code,
          ten_phong: `Phòng ${code}`,
          ma_nhom_phong: 'NP-VIP',
        }),
      );
    const saler = (await asAdmin.call('GET', 'sales/salers?pageSize=10')).json().items as {
      ma_nvbh: string;
    }[];
    const [first, second] = saler.map((row) => row.ma_nvbh);
    const opened = await asCashier.call('POST', 'sales/retail-orders', {
      ngay_ct: '2026-11-27',
      ma_phong: 'VIP-02',
      ma_nvbh: first,
      trang_thai: '0',
      chi_tiet: [{ ma_vt: 'VT001', so_luong: 1, gia: 0 }],
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json()._id as string;

    await setDemoFlags(server.database.db, { room_order_change_room_employee: 'f' }, 'room');
    const moved = await asCashier.call('POST', `sales/retail-orders/${id}/move`, { ma_phong: 'VIP-03' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('ROOM_CHANGE_NOT_ALLOWED');
    const restaffed = await asCashier.call('PATCH', `sales/retail-orders/${id}`, { ma_nvbh: second });
    expect(restaffed.statusCode).toBe(409);
    expect(restaffed.json().code).toBe('ROOM_CHANGE_NOT_ALLOWED');
    // More services are still added.
    const more = await asCashier.call('PATCH', `sales/retail-orders/${id}`, {
      chi_tiet: [{ ma_vt: 'VT001', so_luong: 2, gia: 0 }],
    });
    expect(more.statusCode, more.body).toBe(200);

    await setDemoFlags(server.database.db, { room_order_change_room_employee: 't' }, 'room');
    const allowed = await asCashier.call('POST', `sales/retail-orders/${id}/move`, { ma_phong: 'VIP-03' });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().to).toMatchObject({ _id: id, ma_phong: 'VIP-03' });
    expect((await placeOf('sales/rooms', rooms[0]!._id)).trang_thai).toBe('2');
    expect((await placeOf('sales/rooms', rooms[1]!._id)).trang_thai).toBe('1');
    const staffChanged = await asCashier.call('PATCH', `sales/retail-orders/${id}`, { ma_nvbh: second });
    expect(staffChanged.statusCode, staffChanged.body).toBe(200);
  });
});
