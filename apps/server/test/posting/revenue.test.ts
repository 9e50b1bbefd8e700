import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * Revenue counts every posted voucher (issue 16, item 12): bills and retail orders that are done — and approved
 * while sale_bill_require_approve is on — less posted returns; drafts, cancelled and unapproved vouchers count
 * nothing, and the reports agree with the account ledger's revenue (511).
 */

let server: TestServer;
let admin = '';
const { call, created } = branchCalls(
  () => server,
  () => admin,
);
const MONTH = 'fromDate=2033-04-01&toDate=2033-04-30';
const DAY = '2033-04-09';

const db = () => server.database.db;

const flag = (name: string, value: string) =>
  sql`INSERT INTO configs (tenant_id, name, grp, value)
    SELECT id, ${name}, 'sale', ${value} FROM tenants WHERE code = 'demo'
    ON CONFLICT (tenant_id, grp, name) DO UPDATE SET value = EXCLUDED.value`.execute(db());

const report = async (path: string) => {
  const res = await call('GET', `sales/reports/${path}?${MONTH}`);
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json() as { items: Record<string, unknown>[]; totals: Record<string, number> };
};

/** The month's revenue on the account ledger: what 511 was credited, less what returns debited. */
const ledgerRevenue = async () =>
  (
    await sql<{ n: number }>`
      SELECT coalesce(sum(ps_co - ps_no), 0)::float8 AS n FROM account_ledger
      WHERE tk = '511' AND ngay_ct BETWEEN '2033-04-01' AND '2033-04-30'`.execute(db())
  ).rows[0]!.n;

const sale = (so_luong: number, extra: Record<string, unknown> = {}) => ({
  ngay_ct: DAY,
  ma_kh: 'KH0001',
  ma_kho: 'K01-HH',
  ma_httt: 'TM',
  da_tt: so_luong * 150_000,
  trang_thai: '1',
  chi_tiet: [{ ma_vt: 'REV-01', dvt: 'HOP', so_luong, gia: 150_000 }],
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await created('stock/products', {
    ma_vt: 'REV-01',
    ten_vt: 'Trà thảo mộc hộp 20 gói',
    loai_vt: 'HH',
    dvt: 'HOP',
    gia_ban: 150_000,
  });
  await created('stock/receipt-orders', {
    ngay_ct: '2033-04-01',
    ma_kho: 'K01-HH',
    trang_thai: '1',
    chi_tiet: [{ ma_vt: 'REV-01', so_luong: 50, gia: 60_000 }],
  });
});
afterAll(() => server.close());

describe('revenue', () => {
  it('counts posted bills and retail orders less posted returns, and agrees with the ledger', async () => {
    const bill = await created('sales/bills', sale(4));
    await created('sales/retail-orders', sale(2));
    await created('sales/bills', sale(9, { trang_thai: '0' })); // a draft
    const cancelled = await created('sales/bills', sale(7));
    await call('POST', `sales/bills/${cancelled._id}/cancel`, { ly_do_huy: 'Nhập nhầm' });
    await created('sales/returns', {
      ngay_ct: DAY,
      so_ct_hd: bill.so_ct,
      ma_kh: 'KH0001',
      ma_kho: 'K01-HH',
      ma_httt: 'TM',
      ly_do: 'Hộp bị móp',
      trang_thai: '1',
      chi_tiet: [{ ma_vt: 'REV-01', dvt: 'HOP', so_luong: 1, gia: 150_000 }],
    });

    const byDay = await report('sale-revenue');
    // Four and two sold, one back: 5 × 150,000; two sales counted (the return is no sale).
    expect(byDay.items).toEqual([expect.objectContaining({ ngay_ct: DAY, so_hd: 2, t_tt: 750_000 })]);
    expect(byDay.totals.t_tt).toBe(await ledgerRevenue());
    const detail = await report('sale-detail-revenue');
    expect(detail.totals).toMatchObject({ so_luong: 5, thanh_tien: 750_000 });
    expect(detail.items.map((row) => row.thanh_tien)).toEqual(
      expect.arrayContaining([600_000, 300_000, -150_000]),
    );
  });

  it('with sale_bill_require_approve, an unapproved bill is no revenue until it is approved', async () => {
    await flag('sale_bill_require_approve', 't');
    try {
      const before = (await report('sale-revenue')).totals.t_tt!;
      const waiting = await created('sales/bills', sale(3));
      expect((await report('sale-revenue')).totals.t_tt).toBe(before);
      expect(await ledgerRevenue()).toBe(before);
      const approved = await call('POST', `sales/bills/${waiting._id}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      expect((await report('sale-revenue')).totals.t_tt).toBe(before + 450_000);
      expect(await ledgerRevenue()).toBe(before + 450_000);
    } finally {
      await flag('sale_bill_require_approve', 'f');
    }
  });

  it("answers each report's chart over every row of the period, not the page, when asked (chart=1)", async () => {
    const may = 'fromDate=2033-05-01&toDate=2033-05-31';
    await created('sales/bills', sale(2, { ngay_ct: '2033-05-03' }));
    await created('sales/bills', sale(1, { ngay_ct: '2033-05-07' }));
    await created('sales/bills', sale(5, { ngay_ct: '2033-05-07', trang_thai: '0' })); // a draft: no revenue
    const get = async (path: string, query: string) => {
      const res = await call('GET', `${path}?${may}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        items: unknown[];
        chart?: { items: Record<string, unknown>[] };
      };
    };
    // The table's second page holds no day; the chart every day, in order.
    const trend = await get('sales/reports/sale-revenue', 'pageSize=10&pageIndex=1&chart=1');
    expect(trend.items).toHaveLength(0);
    expect(trend.chart?.items).toEqual([
      { category: '2033-05-03', name: null, t_tt: 300_000 },
      { category: '2033-05-07', name: null, t_tt: 150_000 },
    ]);
    expect((await get('sales/reports/sale-revenue', 'pageSize=10')).chart).toBeUndefined();
    // A ranking: per product (with the name its lines hold, if any), largest first.
    const ranking = await get('sales/reports/sale-detail-revenue', 'chart=1');
    expect(ranking.chart?.items).toEqual([
      expect.objectContaining({ category: 'REV-01', thanh_tien: 450_000 }),
    ]);
    // A share: what was collected by payment type.
    const share = await get('sales/reports/bill-receipt-detail', 'chart=1');
    expect(share.chart?.items).toEqual([{ category: 'TM', name: null, da_tt: 450_000 }]);
    // The cash book's trend: the days of the period only (the opening balance is no day of it).
    const cash = await get('accounting/reports/cash-book', 'chart=1');
    expect(cash.chart?.items.map((item) => item.category)).toEqual(['2033-05-03', '2033-05-07']);
    expect(cash.chart?.items[0]).toMatchObject({ tien_thu: 300_000, tien_chi: 0 });
  });
});
