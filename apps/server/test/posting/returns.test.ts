import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * Returns through the HTTP API: chosen from the original bill, no more of a product than the bill sold less what
 * was returned before, for the bill's customer, within sale_return_days; a return posts the reverse of the sale
 * (goods back into the warehouse, the refund out of the cash fund).
 */

let server: TestServer;
let admin = '';
const { call, created } = branchCalls(
  () => server,
  () => admin,
);

const onHand = async () =>
  (
    await sql<{ n: number }>`
      SELECT coalesce(sum(so_luong), 0)::float8 AS n FROM stock_on_hand WHERE ma_kho = 'K01-HH' AND ma_vt = 'RET-01'`.execute(
      server.database.db,
    )
  ).rows[0]!.n;

const cashOf = async (source_id: string) =>
  (
    await sql<{ n: number }>`
      SELECT coalesce(sum(so_tien), 0)::float8 AS n FROM account_ledger WHERE tk = '1111' AND source_id = ${source_id}`.execute(
      server.database.db,
    )
  ).rows[0]!.n;

const returnOf = (so_ct_hd: string, so_luong: number, extra: Record<string, unknown> = {}) => ({
  ngay_ct: '2026-11-24',
  so_ct_hd,
  ma_kh: 'KH0001',
  ma_kho: 'K01-HH',
  ma_httt: 'TM',
  ly_do: 'Khách dị ứng',
  trang_thai: '1',
  chi_tiet: [{ ma_vt: 'RET-01', dvt: 'CHAI', so_luong, gia: 100_000 }],
  ...extra,
});

let bill = '';

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await created('stock/products', {
    ma_vt: 'RET-01',
    ten_vt: 'Serum vitamin C 30ml',
    loai_vt: 'HH',
    dvt: 'CHAI',
    gia_ban: 100_000,
  });
  await created('stock/receipt-orders', {
    ngay_ct: '2026-11-20',
    ma_kho: 'K01-HH',
    trang_thai: '1',
    chi_tiet: [{ ma_vt: 'RET-01', so_luong: 10, gia: 40_000 }],
  });
  const sale = await created('sales/bills', {
    ngay_ct: '2026-11-21',
    ma_kh: 'KH0001',
    ma_kho: 'K01-HH',
    ma_httt: 'TM',
    da_tt: 300_000,
    trang_thai: '1',
    chi_tiet: [{ ma_vt: 'RET-01', dvt: 'CHAI', so_luong: 3, gia: 100_000 }],
  });
  bill = sale.so_ct;
});
afterAll(() => server.close());

describe('returns', () => {
  it('take goods back into the warehouse and refund them out of the cash fund', async () => {
    expect(await onHand()).toBe(7);
    const back = await created('sales/returns', returnOf(bill, 2));
    expect(back.ngay_ct_hd).toBe('2026-11-21');
    expect(await onHand()).toBe(9);
    expect(await cashOf(back._id)).toBe(-200_000);
  });

  it('refuse more than the bill sold less what was returned, and keep nothing of it', async () => {
    const refused = await call('POST', 'sales/returns', returnOf(bill, 2));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'RETURN_MORE_THAN_SOLD',
      message: `Mặt hàng RET-01 của hóa đơn ${bill} chỉ còn 1 có thể trả`,
    });
    expect(await onHand()).toBe(9);
    // One more is still there to return.
    await created('sales/returns', returnOf(bill, 1));
    expect(await onHand()).toBe(10);
  });

  it('refuse another customer, a bill that is not done, an unknown bill, and a return too late', async () => {
    const other = await call('POST', 'sales/returns', returnOf(bill, 1, { ma_kh: 'KH0002' }));
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('RETURN_OTHER_CUSTOMER');

    const draft = await created('sales/bills', {
      ngay_ct: '2026-11-21',
      ma_kh: 'KH0001',
      ma_kho: 'K01-HH',
      trang_thai: '0',
      chi_tiet: [{ ma_vt: 'RET-01', dvt: 'CHAI', so_luong: 1, gia: 100_000 }],
    });
    const notDone = await call('POST', 'sales/returns', returnOf(draft.so_ct, 1));
    expect(notDone.statusCode).toBe(409);
    expect(notDone.json().code).toBe('RETURN_BILL_NOT_DONE');

    const unknown = await call('POST', 'sales/returns', returnOf('HD999999', 1));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('LOOKUP_NOT_FOUND');

    const sale = await created('sales/bills', {
      ngay_ct: '2026-11-01',
      ma_kh: 'KH0001',
      ma_kho: 'K01-HH',
      trang_thai: '1',
      chi_tiet: [{ ma_vt: 'RET-01', dvt: 'CHAI', so_luong: 1, gia: 100_000 }],
    });
    await sql`INSERT INTO configs (tenant_id, name, grp, value)
      SELECT id, 'sale_return_days', 'sale', '7' FROM tenants WHERE code = 'demo'
      ON CONFLICT (tenant_id, grp, name) DO UPDATE SET value = EXCLUDED.value`.execute(server.database.db);
    const late = await call('POST', 'sales/returns', returnOf(sale.so_ct, 1));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'RETURN_TOO_LATE',
      message: `Đã quá 7 ngày kể từ hóa đơn ${sale.so_ct}, không thể trả hàng`,
    });
    const inTime = await call('POST', 'sales/returns', returnOf(sale.so_ct, 1, { ngay_ct: '2026-11-08' }));
    expect(inTime.statusCode, inTime.body).toBe(201);
  });

  it('refund what the bill charged: its price, and its share of the bill discount, whatever the return says', async () => {
    await created('sales/discount-codes', {
      ma_ck: 'RET-CODE',
      ten_ck: 'Giảm 30.000 đơn serum',
      ma_dvcs: 'CN01',
      tien_ck: 30_000,
      ngay_hl_tu: '2026-11-01',
    });
    const sale = await created('sales/bills', {
      ngay_ct: '2026-11-21',
      ma_kh: 'KH0001',
      ma_kho: 'K01-HH',
      ma_httt: 'TM',
      ma_ck: 'RET-CODE',
      da_tt: 270_000,
      trang_thai: '1',
      chi_tiet: [{ ma_vt: 'RET-01', dvt: 'CHAI', so_luong: 3, gia: 100_000 }],
    });
    expect(sale).toMatchObject({ tien_ck_hd: 30_000, t_tt: 270_000 });
    // One of three comes back at a price the bill never charged: refunded 100,000 less a third of the 30,000.
    const back = await created(
      'sales/returns',
      returnOf(sale.so_ct, 1, { chi_tiet: [{ ma_vt: 'RET-01', dvt: 'CHAI', so_luong: 1, gia: 150_000 }] }),
    );
    expect(back.chi_tiet).toMatchObject([{ gia: 100_000, tien_giam: 10_000, thanh_tien: 90_000 }]);
    expect(back.t_tt).toBe(90_000);
    expect(await cashOf(back._id)).toBe(-90_000);
  });
});
