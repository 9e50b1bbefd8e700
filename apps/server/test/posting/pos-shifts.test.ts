import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDemoFlags, typedPrices } from '../helpers/price-flags.js';
import { send, type Method } from '../helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * Cashier shifts of the POS (routes/sales/pos-shifts.ts): a till opens a shift with a float on its device, the
 * orders it sends carry the shift's id and the device's numbers, and closing stores what the server expects from
 * those orders beside what was counted.
 */

let server: TestServer;
let cashier = '';
let salesperson = '';

const as =
  (token: () => string, device?: string, branch = 'CN01') =>
  (method: Method, path: string, body?: Record<string, unknown>) =>
    send(server.app, method, `/api/${path}`, {
      token: token(),
      body,
      headers: { Branchs: branch, ...(device ? { 'Device-Id': device } : {}) },
    });

const tillA = as(() => cashier, 'till-A-0001');
const tillB = as(() => cashier, 'till-B-0002');

/** A paid retail order of the till (as apps/pos sends it): one line of `total`, paid by `ma_httt`. */
const sale = (
  shift: string,
  number: number,
  total: number,
  ma_httt: string,
  extra: Record<string, unknown> = {},
) => ({
  _id: randomUUID(),
  ngay_ct: '2026-11-24',
  ma_kho: 'K01-HH',
  ma_httt,
  trang_thai: '1',
  da_tt: total,
  ma_ca_tn: shift,
  so_don_may: number,
  chi_tiet: [{ ma_vt: 'CA-TRA', so_luong: 1, gia: total }],
  ...extra,
});

const sell = async (call: ReturnType<typeof as>, body: Record<string, unknown>) => {
  const res = await call('POST', 'sales/retail-orders', body);
  expect(res.statusCode, res.body).toBe(201);
};

beforeAll(async () => {
  server = await startTestServer();
  cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
  salesperson = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
  await setDemoFlags(server.database.db, typedPrices);
  const admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  const product = await as(() => admin)('POST', 'stock/products', {
    ma_vt: 'CA-TRA',
    ten_vt: 'Trà sen',
    loai_vt: 'HH',
    dvt: 'LY',
    gia_ban: 50_000,
  });
  if (product.statusCode !== 201) throw new Error(product.body);
});
afterAll(() => server.close());

describe('cashier shifts', () => {
  let shift = '';

  it('opens a shift with a float on the device; a second open on it is 409, localised', async () => {
    expect((await tillA('GET', 'sales/pos-shifts/current')).json()).toEqual({ shift: null });
    const opened = await tillA('POST', 'sales/pos-shifts/open', { tien_dau_ca: 500_000 });
    expect(opened.statusCode, opened.body).toBe(201);
    const row = opened.json();
    expect(row).toMatchObject({
      ma_dvcs: 'CN01',
      ma_may: 'till-A-0001',
      ma_nsd: 'thungan',
      tien_dau_ca: 500_000,
      trang_thai: '0',
      so_don: 0,
      du_kien: { tm: 500_000, ck: 0, the: 0 },
      thuc_te: null,
      so_thieu: '',
    });
    expect(row.so_ct).toMatch(/^CA\d+$/);
    expect(row.gio_bd).toMatch(/^\d{2}:\d{2}$/);
    shift = row._id;

    const again = await tillA('POST', 'sales/pos-shifts/open', { tien_dau_ca: 100_000 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'POS_SHIFT_OPEN' });
    expect(again.json().message).toContain(row.so_ct);
    const english = await send(server.app, 'POST', '/api/sales/pos-shifts/open', {
      token: cashier,
      body: { tien_dau_ca: 1 },
      headers: { Branchs: 'CN01', 'Device-Id': 'till-A-0001', 'Accept-Language': 'en' },
    });
    expect(english.json().message).toMatch(/^This till already has shift CA\d+ open since/);

    // Another device opens its own.
    expect((await tillB('POST', 'sales/pos-shifts/open', { tien_dau_ca: 0 })).statusCode).toBe(201);
  });

  it('answers the same shift when the till sends its open again under its own id', async () => {
    const id = randomUUID();
    const till = as(() => cashier, 'till-C-0003');
    const first = await till('POST', 'sales/pos-shifts/open', { _id: id, tien_dau_ca: 200_000 });
    expect(first.statusCode, first.body).toBe(201);
    const replay = await till('POST', 'sales/pos-shifts/open', { _id: id, tien_dau_ca: 200_000 });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toMatchObject({ _id: id, so_ct: first.json().so_ct });
  });

  it('expects the float plus cash takings, transfers and cards from the orders that carry the shift', async () => {
    await sell(tillA, sale(shift, 1, 120_000, 'TM'));
    // Handed 200,000 for 80,000: the change is not takings.
    await sell(tillA, sale(shift, 2, 80_000, 'TM', { da_tt: 200_000 }));
    await sell(tillA, sale(shift, 3, 300_000, 'CK'));
    await sell(tillA, sale(shift, 5, 150_000, 'POS'));
    await sell(tillA, sale(shift, 6, 60_000, 'MOMO'));
    // Another shift's order and an order of no shift are not this shift's.
    await sell(tillB, sale(randomUUID(), 4, 999_000, 'TM'));
    await sell(tillA, sale('', 7, 999_000, 'TM', { ma_ca_tn: null }));

    const current = await tillA('GET', 'sales/pos-shifts/current');
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json().shift).toMatchObject({
      _id: shift,
      so_don: 5,
      t_tt: 710_000,
      du_kien: { tm: 700_000, ck: 360_000, the: 150_000 },
      so_dau: 1,
      so_cuoi: 6,
      so_thieu: '4',
      thieu: [{ day: '2026-11-24', numbers: [4] }],
    });
  });

  it('closes with what was counted: expected, counted and difference per kind, the gap kept', async () => {
    const closed = await tillA('POST', `sales/pos-shifts/${shift}/close`, {
      tm_thuc_te: 690_000,
      ck_thuc_te: 360_000,
      the_thuc_te: 160_000,
      ghi_chu: 'Thiếu 10.000 tiền lẻ',
      // What a client says it expects is not read.
      tm_du_kien: 1,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      trang_thai: '1',
      du_kien: { tm: 700_000, ck: 360_000, the: 150_000 },
      thuc_te: { tm: 690_000, ck: 360_000, the: 160_000 },
      chenh_lech: { tm: -10_000, ck: 0, the: 10_000 },
      so_dau: 1,
      so_cuoi: 6,
      so_thieu: '4',
      ghi_chu: 'Thiếu 10.000 tiền lẻ',
    });
    expect(closed.json().gio_kt).toMatch(/^\d{2}:\d{2}$/);

    // As the back office lists and reads it.
    const listed = await tillA('GET', `sales/pos-shifts/${shift}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({
      tm_du_kien: 700_000,
      tm_thuc_te: 690_000,
      tm_chenh_lech: -10_000,
      the_chenh_lech: 10_000,
      so_thieu: '4',
      trang_thai: '1',
    });

    // Closed: the device has no open shift, and may open the next.
    expect((await tillA('GET', 'sales/pos-shifts/current')).json()).toEqual({ shift: null });
  });

  it('refuses to close a shift twice', async () => {
    const again = await tillA('POST', `sales/pos-shifts/${shift}/close`, {
      tm_thuc_te: 0,
      ck_thuc_te: 0,
      the_thuc_te: 0,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'POS_SHIFT_CLOSED' });
    expect(again.json().message).toMatch(/^Ca CA\d+ đã kết lúc \d{2}:\d{2}$/);
  });

  it('closes once when two closes race: one wins, the other is 409', async () => {
    const opened = await tillA('POST', 'sales/pos-shifts/open', { tien_dau_ca: 100_000 });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json()._id as string;
    await sell(tillA, sale(id, 8, 40_000, 'TM'));
    const body = { tm_thuc_te: 140_000, ck_thuc_te: 0, the_thuc_te: 0 };
    const answers = await Promise.all([
      tillA('POST', `sales/pos-shifts/${id}/close`, body),
      tillA('POST', `sales/pos-shifts/${id}/close`, { ...body, tm_thuc_te: 1 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json();
    const stored = (await tillA('GET', `sales/pos-shifts/${id}`)).json();
    expect(stored.tm_thuc_te).toBe(winner.thuc_te.tm);
    expect(stored.tm_du_kien).toBe(140_000);
  });

  it('opens one shift when two opens of a device race', async () => {
    const till = as(() => cashier, 'till-D-0004');
    const answers = await Promise.all([
      till('POST', 'sales/pos-shifts/open', { tien_dau_ca: 1 }),
      till('POST', 'sales/pos-shifts/open', { tien_dau_ca: 2 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('keeps what the server computed when the row is edited through the catalogue', async () => {
    const put = await tillA('PATCH', `sales/pos-shifts/${shift}`, {
      tm_thuc_te: 700_000,
      trang_thai: '0',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      tm_du_kien: 700_000,
      tm_thuc_te: 700_000,
      tm_chenh_lech: 0,
      trang_thai: '1',
    });
  });

  it('refuses bad input with a 4xx, never a 5xx', async () => {
    const cases: [Method, string, Record<string, unknown> | undefined][] = [
      ['POST', 'sales/pos-shifts/open', { tien_dau_ca: -1 }],
      ['POST', 'sales/pos-shifts/open', { tien_dau_ca: 1.5 }],
      ['POST', 'sales/pos-shifts/open', { tien_dau_ca: '100' }],
      ['POST', 'sales/pos-shifts/open', {}],
      ['POST', 'sales/pos-shifts/open', { tien_dau_ca: 1, _id: 'not-a-uuid' }],
      ['POST', `sales/pos-shifts/${shift}/close`, { tm_thuc_te: -5, ck_thuc_te: 0, the_thuc_te: 0 }],
      ['POST', `sales/pos-shifts/${shift}/close`, {}],
      ['POST', 'sales/pos-shifts/nope/close', { tm_thuc_te: 0, ck_thuc_te: 0, the_thuc_te: 0 }],
      ['POST', `sales/pos-shifts/${randomUUID()}/close`, { tm_thuc_te: 0, ck_thuc_te: 0, the_thuc_te: 0 }],
    ];
    for (const [method, path, body] of cases) {
      const res = await tillA(method, path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    const noDevice = await as(() => cashier)('POST', 'sales/pos-shifts/open', { tien_dau_ca: 1 });
    expect(noDevice.statusCode).toBe(400);
    expect(noDevice.json()).toMatchObject({ code: 'POS_SHIFT_DEVICE_REQUIRED' });
  });

  it('is refused to a user without the right to make retail orders', async () => {
    const till = as(() => salesperson, 'till-E-0005');
    for (const [method, path] of [
      ['POST', 'sales/pos-shifts/open'],
      ['GET', 'sales/pos-shifts/current'],
      ['POST', `sales/pos-shifts/${shift}/close`],
    ] as const) {
      const res = await till(
        method,
        path,
        method === 'POST' ? { tien_dau_ca: 0, tm_thuc_te: 0, ck_thuc_te: 0, the_thuc_te: 0 } : undefined,
      );
      expect(res.statusCode, `${path}: ${res.body}`).toBe(403);
    }
  });
});
