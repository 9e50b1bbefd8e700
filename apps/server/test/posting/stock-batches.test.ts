import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import { setDemoFlags, typedPrices } from '../helpers/price-flags.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * Batches and expiry dates through the HTTP API (config stock_product_batch): a purchase of a product tracked by
 * batch names its batch; a sale takes the first to expire first, across batches; an edit takes back what the
 * sale took and takes again; a transfer carries its batches across; two cashiers selling the last of the stock at
 * once cannot both have it; the batch history reads the ledger.
 */

let server: TestServer;
let admin = '';
const { call, created } = branchCalls(
  () => server,
  () => admin,
);

const batchesIn = async (ma_kho: string) =>
  Object.fromEntries(
    (
      await sql<{ ma_lo: string; so_luong: number; gia_tri: number }>`
        SELECT ma_lo, so_luong::float8 AS so_luong, gia_tri::float8 AS gia_tri FROM stock_on_hand
        WHERE ma_kho = ${ma_kho} AND ma_vt = 'LO-01' AND so_luong <> 0 ORDER BY ma_lo`.execute(
        server.database.db,
      )
    ).rows.map((row) => [row.ma_lo, [row.so_luong, row.gia_tri]]),
  );

const receipt = (lines: { ma_lo?: string; so_luong: number; gia: number }[]) => ({
  ngay_ct: '2026-11-20',
  loai_nhap: '1',
  ma_kho: 'K01-HH',
  trang_thai: '1',
  chi_tiet: lines.map((line) => ({ ma_vt: 'LO-01', dvt: 'CHAI', ...line })),
});

const bill = (so_luong: number) => ({
  ngay_ct: '2026-11-22',
  ma_kh: 'KH0001',
  ma_kho: 'K01-HH',
  ma_httt: 'TM',
  trang_thai: '1',
  chi_tiet: [{ ma_vt: 'LO-01', dvt: 'CHAI', so_luong, gia: 250_000 }],
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await setDemoFlags(server.database.db, typedPrices);
  // Batches on; stock may not go negative.
  await sql`UPDATE configs c SET value = CASE c.name WHEN 'stock_product_batch' THEN 't' ELSE 'f' END
    FROM tenants t WHERE t.id = c.tenant_id AND t.code = 'demo'
      AND c.name IN ('stock_product_batch', 'stock_allow_negative')`.execute(server.database.db);
  await created('stock/products', {
    ma_vt: 'LO-01',
    ten_vt: 'Kem chống nắng SPF50 50ml',
    loai_vt: 'HH',
    dvt: 'CHAI',
    gia_ban: 250_000,
    theo_doi_lo: true,
  });
  for (const [ma_lo, han_sd] of [
    ['L2703', '2027-03-31'],
    ['L2701', '2027-01-31'],
    ['L2712', '2027-12-31'],
  ])
    await created('stock/product-batches', { ma_vt: 'LO-01', ma_lo, han_sd, ngay_sx: '2026-01-15' });
});
afterAll(() => server.close());

describe('batches and expiry dates', () => {
  it('a purchase must name the batch of a product tracked by batch; the ledger keeps its expiry', async () => {
    const missing = await call('POST', 'stock/receipt-orders', receipt([{ so_luong: 5, gia: 100_000 }]));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'STOCK_BATCH_REQUIRED',
      message: 'Mặt hàng LO-01 được quản lý theo lô: hãy chọn số lô',
    });
    expect(await batchesIn('K01-HH')).toEqual({});
    await created(
      'stock/receipt-orders',
      receipt([
        { ma_lo: 'L2703', so_luong: 5, gia: 100_000 },
        { ma_lo: 'L2701', so_luong: 4, gia: 120_000 },
      ]),
    );
    expect(await batchesIn('K01-HH')).toEqual({ L2701: [4, 480_000], L2703: [5, 500_000] });
    const ledger = await sql<{ ma_lo: string; han_sd: string }>`
      SELECT ma_lo, to_char(han_sd, 'YYYY-MM-DD') AS han_sd FROM stock_ledger WHERE ma_vt = 'LO-01' ORDER BY ma_lo`.execute(
      server.database.db,
    );
    expect(ledger.rows).toEqual([
      { ma_lo: 'L2701', han_sd: '2027-01-31' },
      { ma_lo: 'L2703', han_sd: '2027-03-31' },
    ]);
  });

  it('a sale takes the first to expire first, across batches, each at its own cost; an edit takes again', async () => {
    const sale = await created('sales/bills', bill(6));
    expect(await batchesIn('K01-HH')).toEqual({ L2703: [3, 300_000] });
    const moved = await sql<{ ma_lo: string; so_luong: number; tien: number }>`
      SELECT ma_lo, so_luong::float8 AS so_luong, tien::float8 AS tien FROM stock_ledger
      WHERE source_id = ${sale._id} ORDER BY ma_lo`.execute(server.database.db);
    expect(moved.rows).toEqual([
      { ma_lo: 'L2701', so_luong: -4, tien: -480_000 },
      { ma_lo: 'L2703', so_luong: -2, tien: -200_000 },
    ]);
    const lower = await call('PUT', `sales/bills/${sale._id}`, { ...bill(3), _version: sale._version });
    expect(lower.statusCode, lower.body).toBe(200);
    expect(await batchesIn('K01-HH')).toEqual({ L2701: [1, 120_000], L2703: [5, 500_000] });
  });

  it('refuses a sale of more than every batch holds, and keeps nothing of it', async () => {
    const refused = await call('POST', 'sales/bills', bill(7));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'STOCK_NOT_ENOUGH',
      message: 'Không đủ tồn kho: LO-01 tại kho K01-HH còn 6, cần xuất 7',
    });
    expect(await batchesIn('K01-HH')).toEqual({ L2701: [1, 120_000], L2703: [5, 500_000] });
  });

  it('a transfer carries the batches it takes into the other warehouse', async () => {
    await created('stock/transfer-orders', {
      ngay_ct: '2026-11-23',
      ma_kho: 'K01-HH',
      ma_kho_n: 'K01-VT',
      trang_thai: '1',
      chi_tiet: [{ ma_vt: 'LO-01', dvt: 'CHAI', so_luong: 2 }],
    });
    expect(await batchesIn('K01-HH')).toEqual({ L2703: [4, 400_000] });
    expect(await batchesIn('K01-VT')).toEqual({ L2701: [1, 120_000], L2703: [1, 100_000] });
  });

  it('two cashiers selling the last of the stock at once: one sale goes through, the other is refused', async () => {
    const answers = await Promise.all([
      call('POST', 'sales/bills', bill(3)),
      call('POST', 'sales/bills', bill(3)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await batchesIn('K01-HH')).toEqual({ L2703: [1, 100_000] });
  });

  it('the batch history reads the ledger, with each batch’s expiry', async () => {
    const history = await call('GET', 'stock/product-batch-histories?pageSize=50');
    expect(history.statusCode, history.body).toBe(200);
    const all = history.json().items as {
      ma_vt: string;
      ma_lo: string;
      han_sd: string;
      ma_kho: string;
      so_luong: number;
    }[];
    const rows = all.filter((row) => row.ma_vt === 'LO-01');
    const of = (ma_lo: string, ma_kho: string) =>
      rows
        .filter((row) => row.ma_lo === ma_lo && row.ma_kho === ma_kho)
        .reduce((sum, row) => sum + row.so_luong, 0);
    expect(of('L2701', 'K01-HH')).toBe(0);
    expect(of('L2701', 'K01-VT')).toBe(1);
    expect(of('L2703', 'K01-HH')).toBe(1);
    expect(rows.find((row) => row.ma_lo === 'L2701')?.han_sd).toBe('2027-01-31');
    // Goods held outside any batch (the demo's, not tracked) are no batch's history.
    expect(all.filter((row) => row.ma_lo === '')).toEqual([]);
    expect(new Set(rows.map((row) => row.ma_lo))).toEqual(new Set(['L2701', 'L2703']));
  });
});
