import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import { setDemoFlags, typedPrices } from '../helpers/price-flags.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * Orders under the client's own ids (the POS's offline outbox): a retail order POSTed with the `_id` the till made
 * is stored under it and posted; sent again (a retry after a lost answer), the stored order is answered with 200
 * and nothing is written or posted twice, even when the sends race.
 */

let server: TestServer;
let admin = '';
const { call } = branchCalls(
  () => server,
  () => admin,
);
const db = () => server.database.db;

/** A UUIDv7 as the till makes it: the time in milliseconds, then random bits. */
const uuidv7 = (): string => {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(Date.now(), 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const order = (_id: string) => ({
  _id,
  ngay_ct: '2026-11-24',
  ma_kh: 'KH0001',
  ma_kho: 'K01-HH',
  ma_httt: 'TM',
  trang_thai: '1',
  da_tt: 90_000,
  chi_tiet: [{ ma_vt: 'CID-TRA', so_luong: 2, gia: 45_000 }],
});

const stockMoved = async () =>
  (
    await sql<{ n: number }>`
      SELECT coalesce(sum(so_luong), 0)::float8 AS n FROM stock_ledger WHERE ma_vt = 'CID-TRA'`.execute(db())
  ).rows[0]!.n;

const ordersOf = async (_id: string) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM sales_retail_orders WHERE _id = ${_id}`.execute(
      db(),
    )
  ).rows[0]!.n;

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await setDemoFlags(db(), typedPrices);
  const product = await call('POST', 'stock/products', {
    ma_vt: 'CID-TRA',
    ten_vt: 'Trà đào cam sả',
    loai_vt: 'HH',
    dvt: 'LY',
    gia_ban: 45_000,
  });
  if (product.statusCode !== 201) throw new Error(product.body);
});
afterAll(() => server.close());

describe('orders under the client’s ids', () => {
  it('stores and posts an order under its id once; a retry answers the stored order', async () => {
    const id = uuidv7();
    const first = await call('POST', 'sales/retail-orders', order(id));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ _id: id, t_tt: 90_000 });
    expect(await stockMoved()).toBe(-2);

    const again = await call('POST', 'sales/retail-orders', { ...order(id), da_tt: 1 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ _id: id, so_ct: first.json().so_ct, da_tt: 90_000 });
    expect(await ordersOf(id)).toBe(1);
    expect(await stockMoved()).toBe(-2);
  });

  it('sends of the same new id at once store one order and answer it to each; the numbers stay unbroken', async () => {
    const id = uuidv7();
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map(() => call('POST', 'sales/retail-orders', order(id))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().so_ct)).size).toBe(1);
    expect(await ordersOf(id)).toBe(1);
    expect(await stockMoved()).toBe(-4);
    const next = await call('POST', 'sales/retail-orders', order(uuidv7()));
    const number = (so_ct: string) => Number(so_ct.replace(/\D/g, ''));
    expect(number(next.json().so_ct)).toBe(number(answers[0]!.json().so_ct) + 1);
  });

  it('a walk-in order (no customer) is paid in full; one left owing needs its customer', async () => {
    const walkIn = await call('POST', 'sales/retail-orders', { ...order(uuidv7()), ma_kh: null });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    expect(walkIn.json()).toMatchObject({ ma_kh: null, con_no: 0 });
    const owing = await call('POST', 'sales/retail-orders', {
      ...order(uuidv7()),
      ma_kh: null,
      da_tt: 50_000,
    });
    expect(owing.statusCode, owing.body).toBe(400);
    expect(owing.json()).toMatchObject({
      code: 'DEBT_CUSTOMER_REQUIRED',
      message: 'Đơn còn nợ tiền phải chọn khách hàng (hoặc thu đủ tiền)',
    });
  });

  it('refuses an id that is not a UUID; a resource without client ids makes its own', async () => {
    const bad = await call('POST', 'sales/retail-orders', order('BL-1'));
    expect(bad.statusCode).toBe(400);
    const id = uuidv7();
    const bill = await call('POST', 'sales/bills', { ...order(id), ma_httt: undefined });
    expect(bill.statusCode, bill.body).toBe(201);
    expect(bill.json()._id).not.toBe(id);
  });
});
