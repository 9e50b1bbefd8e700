import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * The stock ledger through the HTTP API: receipts bring goods in, sales and issues take them out, transfers move
 * them across, each exactly once; an edit, a cancellation or a deletion takes its movement back; stock never goes
 * below zero unless the tenant allows it, even when two cashiers sell the last unit at once.
 */

let server: TestServer;
let admin = '';
const cn01 = { Branchs: 'CN01' };

const post = async (path: string, body: Record<string, unknown>, headers = cn01) =>
  send(server.app, 'POST', `/api/${path}`, { token: admin, headers, body });

const created = async (path: string, body: Record<string, unknown>) => {
  const res = await post(path, body);
  if (res.statusCode !== 201) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json() as { _id: string; _version: string; so_ct: string };
};

/** Stock on hand of a product in a warehouse, as the ledger's balance row has it (0 when none). */
const onHand = async (ma_kho: string, ma_vt: string): Promise<number> => {
  const rows = await sql<{ so_luong: number }>`
    SELECT so_luong::float8 AS so_luong FROM stock_on_hand WHERE ma_kho = ${ma_kho} AND ma_vt = ${ma_vt}`.execute(
    server.database.db,
  );
  return rows.rows[0]?.so_luong ?? 0;
};

/** The ledger summed: it must always agree with the balance rows. */
const ledgerSum = async (ma_kho: string, ma_vt: string): Promise<number> => {
  const rows = await sql<{ so_luong: number }>`
    SELECT coalesce(sum(so_luong), 0)::float8 AS so_luong FROM stock_ledger WHERE ma_kho = ${ma_kho} AND ma_vt = ${ma_vt}`.execute(
    server.database.db,
  );
  return rows.rows[0]?.so_luong ?? 0;
};

/** The stock on hand report of SRM-01 between two days, as the back office asks for it. */
const stockReport = (fromDate: string, toDate: string) =>
  send(
    server.app,
    'GET',
    `/api/stock/product-balances?fromDate=${fromDate}&toDate=${toDate}&searchKey=SRM-01`,
    {
      token: admin,
      headers: cn01,
    },
  );

const expectStock = async (ma_kho: string, ma_vt: string, expected: number) => {
  expect(await onHand(ma_kho, ma_vt)).toBe(expected);
  expect(await ledgerSum(ma_kho, ma_vt)).toBe(expected);
};

const receipt = (ma_vt: string, so_luong: number, extra: Record<string, unknown> = {}) => ({
  ngay_ct: '2026-11-20',
  ma_kho: 'K01-HH',
  trang_thai: '1',
  chi_tiet: [{ ma_vt, so_luong, gia: 80_000 }],
  ...extra,
});

const bill = (lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  ngay_ct: '2026-11-21',
  ma_kh: 'KH0001',
  ten_kh: 'Trần Thị Mai',
  ma_kho: 'K01-HH',
  trang_thai: '1',
  chi_tiet: lines,
  ...extra,
});

/** The tenant's config stock_allow_negative (on by default: a till never stops for a stock count not entered). */
const allowNegative = (value: 't' | 'f') =>
  sql`INSERT INTO configs (tenant_id, name, grp, value)
    SELECT id, 'stock_allow_negative', 'stock', ${value} FROM tenants WHERE code = 'demo'
    ON CONFLICT (tenant_id, grp, name) DO UPDATE SET value = EXCLUDED.value`.execute(server.database.db);

beforeAll(async () => {
  server = await startTestServer();
  await allowNegative('f');
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  for (const [ma_vt, ten_vt, loai_vt] of [
    ['SRM-01', 'Sữa rửa mặt trà xanh 150ml', 'HH'],
    ['KEM-01', 'Kem dưỡng ẩm ban đêm', 'HH'],
    ['MAS-90', 'Massage body đá nóng 90 phút', 'DV'],
  ])
    await created('stock/products', { ma_vt, ten_vt, loai_vt, dvt: 'CHAI', gia_ban: 250_000 });
  await created('stock/conversion-units', { ma_vt: 'SRM-01', dvt: 'CHAI', dvt_qd: 'HOP', he_so: 12 });
});
afterAll(() => server.close());

describe('the stock ledger', () => {
  it('a receipt brings goods in; a sale takes them out in the product’s unit; services move nothing', async () => {
    await created('stock/receipt-orders', receipt('SRM-01', 30));
    await expectStock('K01-HH', 'SRM-01', 30);
    const sale = await created(
      'sales/bills',
      bill([
        { ma_vt: 'SRM-01', dvt: 'HOP', so_luong: 1, gia: 2_800_000 },
        { ma_vt: 'SRM-01', so_luong: 2, gia: 250_000 },
        { ma_vt: 'MAS-90', so_luong: 1, gia: 650_000 },
      ]),
    );
    await expectStock('K01-HH', 'SRM-01', 30 - 12 - 2);
    const moves = await sql<{ line: number; so_luong: number; so_ct: string }>`
      SELECT line, so_luong::float8 AS so_luong, so_ct FROM stock_ledger WHERE source_id = ${sale._id} ORDER BY line`.execute(
      server.database.db,
    );
    expect(moves.rows).toEqual([
      { line: 1, so_luong: -12, so_ct: sale.so_ct },
      { line: 2, so_luong: -2, so_ct: sale.so_ct },
    ]);
    // The stock report reads the ledger: the sale is counted out, in the product's unit, with its name.
    const report = await stockReport('2026-11-01', '2026-11-30');
    expect(report.json().items).toEqual([
      {
        ma_kho: 'K01-HH',
        ma_vt: 'SRM-01',
        ten_vt: 'Sữa rửa mặt trà xanh 150ml',
        dvt: 'CHAI',
        sl_dau: 0,
        sl_nhap: 30,
        sl_xuat: 14,
        sl_ton: 16,
        // Out at the average cost (80,000 a bottle), not at the price sold.
        tien_ton: 16 * 80_000,
      },
    ]);
  });

  it('the stock report opens on what was on hand before its dates and closes on what is on hand at its end', async () => {
    const report = await stockReport('2026-11-21', '2026-11-30');
    expect(report.json().items).toEqual([
      expect.objectContaining({ ma_vt: 'SRM-01', sl_dau: 30, sl_nhap: 0, sl_xuat: 14, sl_ton: 16 }),
    ]);
    // Before anything moved: the receipt is not yet there.
    const earlier = await stockReport('2026-11-01', '2026-11-19');
    expect(earlier.json().items).toEqual([]);
  });

  it('an edit moves the difference, a cancellation and a deletion take everything back; a draft moves nothing', async () => {
    await created('stock/receipt-orders', receipt('KEM-01', 10));
    const sale = await created('sales/bills', bill([{ ma_vt: 'KEM-01', so_luong: 4, gia: 320_000 }]));
    await expectStock('K01-HH', 'KEM-01', 6);
    const edited = await send(server.app, 'PUT', `/api/sales/bills/${sale._id}`, {
      token: admin,
      headers: cn01,
      body: { ...bill([{ ma_vt: 'KEM-01', so_luong: 1, gia: 320_000 }]), _version: sale._version },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectStock('K01-HH', 'KEM-01', 9);
    const cancelled = await send(server.app, 'POST', `/api/sales/bills/${sale._id}/cancel`, {
      token: admin,
      headers: cn01,
      body: { ly_do_huy: 'Khách đổi ý' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectStock('K01-HH', 'KEM-01', 10);

    const draft = await created(
      'sales/bills',
      bill([{ ma_vt: 'KEM-01', so_luong: 3, gia: 320_000 }], { trang_thai: '0' }),
    );
    await expectStock('K01-HH', 'KEM-01', 10);
    const done = await send(server.app, 'POST', `/api/sales/bills/${draft._id}/complete`, {
      token: admin,
      headers: cn01,
    });
    expect(done.statusCode, done.body).toBe(200);
    await expectStock('K01-HH', 'KEM-01', 7);
    const deleted = await send(server.app, 'DELETE', `/api/sales/bills/${draft._id}`, {
      token: admin,
      headers: cn01,
    });
    expect([200, 204]).toContain(deleted.statusCode);
    await expectStock('K01-HH', 'KEM-01', 10);
  });

  it('refuses a sale of more than is on hand, in Vietnamese, and keeps nothing of it', async () => {
    const bills = async () =>
      Number(
        (await sql<{ n: number }>`SELECT count(*)::int AS n FROM sales_bills`.execute(server.database.db))
          .rows[0]?.n,
      );
    const count = await bills();
    const refused = await post('sales/bills', bill([{ ma_vt: 'KEM-01', so_luong: 11, gia: 320_000 }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'STOCK_NOT_ENOUGH',
      message: 'Không đủ tồn kho: KEM-01 tại kho K01-HH còn 10, cần xuất 11',
    });
    expect(await bills()).toBe(count);
    await expectStock('K01-HH', 'KEM-01', 10);
  });

  it('a transfer moves goods out of one warehouse into the other', async () => {
    await created('stock/transfer-orders', {
      ngay_ct: '2026-11-22',
      ma_kho: 'K01-HH',
      ma_kho_n: 'K01-VT',
      trang_thai: '1',
      chi_tiet: [{ ma_vt: 'KEM-01', so_luong: 4, gia: 80_000 }],
    });
    await expectStock('K01-HH', 'KEM-01', 6);
    await expectStock('K01-VT', 'KEM-01', 4);
  });

  it('two cashiers selling the last unit at once: one sale, one refusal, never below zero', async () => {
    await created('stock/receipt-orders', receipt('KEM-01', 1, { ma_kho: 'K02-HH' }));
    const branch = { Branchs: 'CN02' };
    const sale = () =>
      post(
        'sales/bills',
        bill([{ ma_vt: 'KEM-01', so_luong: 1, gia: 320_000 }], { ma_kho: 'K02-HH' }),
        branch,
      );
    const answers = await Promise.all([sale(), sale(), sale()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    await expectStock('K02-HH', 'KEM-01', 0);
  });

  it('with sale_service_comsume, a service voucher takes its materials out by the consumption norms', async () => {
    const consume = (value: 't' | 'f') =>
      sql`INSERT INTO configs (tenant_id, name, grp, value)
        SELECT id, 'sale_service_comsume', 'sale', ${value} FROM tenants WHERE code = 'demo'
        ON CONFLICT (tenant_id, grp, name) DO UPDATE SET value = EXCLUDED.value`.execute(server.database.db);
    await created('stock/products', {
      ma_vt: 'DAU-01',
      ten_vt: 'Dầu massage hạnh nhân',
      loai_vt: 'NVL',
      dvt: 'ML',
      gia_von: 300,
    });
    await created('stock/services', {
      ma_vt: 'DV-MAS',
      ten_vt: 'Massage body 60 phút',
      dvt: 'LAN',
      gia_ban: 400_000,
    });
    // 30 ml of oil a turn.
    await created('stock/product-consumes', { ma_dv: 'DV-MAS', ma_vt: 'DAU-01', dvt: 'ML', so_luong: 30 });
    await created('stock/receipt-orders', receipt('DAU-01', 1_000, { ma_kho: 'K01-VT' }));
    const service = (so_luong: number) => ({
      ngay_ct: '2026-11-21',
      ma_kh: 'KH0001',
      ma_kho: 'K01-VT',
      trang_thai: '1',
      chi_tiet: [{ ma_vt: 'DV-MAS', so_luong, gia: 400_000 }],
    });

    // Off (the default), a service moves no stock.
    await created('sales/services', service(1));
    await expectStock('K01-VT', 'DAU-01', 1_000);

    await consume('t');
    try {
      const two = await created('sales/services', service(2));
      await expectStock('K01-VT', 'DAU-01', 940);
      // Out at the oil's average cost (80,000 a ml as received here).
      const value = await sql<{ tien: number }>`
        SELECT tien::float8 AS tien FROM stock_ledger WHERE source_id = ${two._id}`.execute(
        server.database.db,
      );
      expect(value.rows).toEqual([{ tien: -60 * 80_000 }]);
      // An edit moves the difference; a deletion gives it all back.
      const edited = await send(server.app, 'PUT', `/api/sales/services/${two._id}`, {
        token: admin,
        headers: cn01,
        body: { ...service(3), _version: two._version },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      await expectStock('K01-VT', 'DAU-01', 910);
      const gone = await send(server.app, 'DELETE', `/api/sales/services/${two._id}`, {
        token: admin,
        headers: cn01,
      });
      expect(gone.statusCode).toBe(200);
      await expectStock('K01-VT', 'DAU-01', 1_000);
      // More than is on hand is refused (stock_allow_negative is off here).
      const tooMuch = await post('sales/services', service(40));
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json().code).toBe('STOCK_NOT_ENOUGH');
      await expectStock('K01-VT', 'DAU-01', 1_000);
    } finally {
      await consume('f');
    }
  });

  it('with stock_allow_negative on (the default), a sale may take stock below zero', async () => {
    await allowNegative('t');
    const res = await post('sales/bills', bill([{ ma_vt: 'KEM-01', so_luong: 8, gia: 320_000 }]));
    expect(res.statusCode, res.body).toBe(201);
    await expectStock('K01-HH', 'KEM-01', -2);
    await allowNegative('f');
    // Back off, a sale that lowers a negative balance further is refused; one that does not lower it is not.
    const more = await post('sales/bills', bill([{ ma_vt: 'KEM-01', so_luong: 1, gia: 320_000 }]));
    expect(more.statusCode).toBe(409);
    await expectStock('K01-HH', 'KEM-01', -2);
  });
});
