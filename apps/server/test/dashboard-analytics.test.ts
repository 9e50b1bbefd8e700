import { dashboardSummarySchema, type DashboardSummary } from '@sen/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchCalls } from './helpers/branch-calls.js';
import { grantRights, tenantIdOf } from './helpers/operations-fixtures.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from './helpers/test-app.js';

/**
 * The owner's dashboard (issue 19): a day's revenue by branch and payment type as the ledger has it (and the sales
 * revenue report counts it), the 30-day trend, new and returning customers, top services and staff, appointments by
 * status and rooms and tables in use — in the selected branches, each figure only for those who may read its
 * source. Every figure is proved against vouchers made here, on days of their own far from the demo's data.
 */

let server: TestServer;
let admin = '';
let sales = '';
let cashier = '';
let tenantId = '';
const cn01 = branchCalls(
  () => server,
  () => admin,
  'CN01',
);
const cn02 = branchCalls(
  () => server,
  () => admin,
  'CN02',
);
const DAY = '2033-05-09';
const YESTERDAY = '2033-05-08';
const db = () => server.database.db;

const dashboard = async (token: string, day = DAY, branchs?: string): Promise<DashboardSummary> => {
  const res = await call(server.app, 'GET', `/api/dashboard/analytics?day=${day}`, {
    token,
    headers: branchs ? { branchs } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return dashboardSummarySchema.parse(res.json());
};

const saleRevenueReport = async (branchs: string, day = DAY) => {
  const res = await call(server.app, 'GET', `/api/sales/reports/sale-revenue?fromDate=${day}&toDate=${day}`, {
    token: admin,
    headers: { branchs },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { totals: { t_tt: number | null } }).totals.t_tt ?? 0;
};

const line = (ma_vt: string, so_luong: number, gia: number) => ({ ma_vt, dvt: 'HOP', so_luong, gia });
const sale = (extra: Record<string, unknown>) => ({
  ngay_ct: DAY,
  ma_kh: 'KH0001',
  ma_kho: 'K01-HH',
  ma_httt: 'TM',
  trang_thai: '1',
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  tenantId = await tenantIdOf(db());
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  sales = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
  cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
  await cn01.created('stock/products', {
    ma_vt: 'DB-TRA',
    ten_vt: 'Trà thảo mộc hộp 20 gói',
    loai_vt: 'HH',
    dvt: 'HOP',
    gia_ban: 150_000,
  });
  for (const [ma_vt, ten_vt] of [
    ['DB-DV1', 'Gội đầu dưỡng sinh'],
    ['DB-DV2', 'Massage đá nóng'],
  ])
    await cn01.created('stock/products', { ma_vt, ten_vt, loai_vt: 'DV', dvt: 'HOP', gia_ban: 100_000 });
  for (const [branch, ma_kho] of [
    [cn01, 'K01-HH'],
    [cn02, 'K02-HH'],
  ] as const)
    await branch.created('stock/receipt-orders', {
      ngay_ct: '2033-05-01',
      ma_kho,
      trang_thai: '1',
      chi_tiet: [{ ma_vt: 'DB-TRA', so_luong: 50, gia: 60_000 }],
    });
  await cn01.created('stock/services', {
    ma_vt: 'DB-SV1',
    ten_vt: 'Chăm sóc da mặt',
    dvt: 'LAN',
    gia_ban: 200_000,
  });
  await cn01.created('crm/partners', { ma_kh: 'KH-DBNEW', ten_kh: 'Lê Văn Mới', dien_thoai: '0915300999' });

  // Yesterday: KH0001 bought (so they return today), 2 × 150,000 in cash.
  await cn01.created(
    'sales/bills',
    sale({ ngay_ct: YESTERDAY, da_tt: 300_000, chi_tiet: [line('DB-TRA', 2, 150_000)] }),
  );
  // Today in CN01: a cash bill by NV001 (goods 4 × 150,000 and a service 1 × 100,000, 700,000 paid in cash)…
  const bill = await cn01.created(
    'sales/bills',
    sale({
      ma_nvbh: 'NV001',
      da_tt: 700_000,
      chi_tiet: [line('DB-TRA', 4, 150_000), line('DB-DV1', 1, 100_000)],
    }),
  );
  // …a retail order of the new customer, paid 300,000 of 500,000 by transfer (200,000 owed), by NV002…
  await cn01.created(
    'sales/retail-orders',
    sale({
      ma_kh: 'KH-DBNEW',
      ma_nvbh: 'NV002',
      ma_httt: 'CK',
      da_tt: 300_000,
      chi_tiet: [line('DB-DV2', 5, 100_000)],
    }),
  );
  // …a walk-in's retail order (no customer) paid in cash, one tea…
  await cn01.created(
    'sales/retail-orders',
    sale({ ma_kh: null, da_tt: 150_000, chi_tiet: [line('DB-TRA', 1, 150_000)] }),
  );
  // …a draft and a cancelled bill that count nothing, and one tea of the bill brought back (refunded in cash).
  await cn01.created(
    'sales/bills',
    sale({ trang_thai: '0', da_tt: 0, chi_tiet: [line('DB-TRA', 9, 150_000)] }),
  );
  const cancelled = await cn01.created(
    'sales/bills',
    sale({ da_tt: 150_000, chi_tiet: [line('DB-TRA', 1, 150_000)] }),
  );
  const res = await cn01.call('POST', `sales/bills/${cancelled._id}/cancel`, { ly_do_huy: 'Nhập nhầm' });
  expect(res.statusCode, res.body).toBe(200);
  await cn01.created('sales/returns', {
    ngay_ct: DAY,
    so_ct_hd: bill.so_ct,
    ma_kh: 'KH0001',
    ma_kho: 'K01-HH',
    ma_nvbh: 'NV001',
    ma_httt: 'TM',
    ly_do: 'Hộp bị móp',
    trang_thai: '1',
    chi_tiet: [line('DB-TRA', 1, 150_000)],
  });
  // Today in CN01 too: a service voucher (a facial, 200,000) — a service sold, but no sales revenue (the sales revenue
  // report counts no service voucher).
  await cn01.created('sales/services', {
    ngay_ct: DAY,
    ma_kh: 'KH0001',
    ma_httt: 'TM',
    trang_thai: '1',
    da_tt: 200_000,
    chi_tiet: [{ ma_vt: 'DB-SV1', so_luong: 1, gia: 200_000 }],
  });
  // Today in CN02: a bill of 3 teas paid by transfer.
  await cn02.created(
    'sales/bills',
    sale({ ma_kho: 'K02-HH', ma_httt: 'CK', da_tt: 450_000, chi_tiet: [line('DB-TRA', 3, 150_000)] }),
  );
}, 120_000);
afterAll(() => server.close());

describe('GET /api/dashboard/analytics: revenue', () => {
  it("counts the day's posted sales less returns per branch, as the sales revenue report does", async () => {
    const all = await dashboard(admin);
    // CN01: 700,000 + 500,000 + 150,000 − 150,000; CN02: 450,000.
    expect(all.revenue?.by_branch).toEqual([
      { ma_dvcs: 'CN01', ten_dvcs: 'Chi nhánh Quận 1', total: 1_200_000, vouchers: 3 },
      { ma_dvcs: 'CN02', ten_dvcs: 'Chi nhánh Hà Nội', total: 450_000, vouchers: 1 },
      { ma_dvcs: 'CN03', ten_dvcs: 'Chi nhánh Đà Nẵng', total: 0, vouchers: 0 },
    ]);
    expect(all.revenue).toMatchObject({ total: 1_650_000, vouchers: 4 });
    expect(all.revenue?.total).toBe(await saleRevenueReport('CN01,CN02,CN03'));
    expect(all.day).toBe(DAY);
  });

  it('splits it by payment type, what is left owing as debt, the parts adding up to the total', async () => {
    const { revenue } = await dashboard(admin);
    // Cash: 700,000 + 150,000 − 150,000 refunded; transfer: 300,000 + 450,000; owed: 200,000.
    expect(revenue?.by_payment).toEqual([
      { key: 'CK', ma_httt: 'CK', name: 'Chuyển khoản', total: 750_000 },
      { key: 'TM', ma_httt: 'TM', name: 'Tiền mặt', total: 700_000 },
      { key: 'DEBT', ma_httt: null, name: '', total: 200_000 },
    ]);
    expect(revenue?.by_payment.reduce((sum, p) => sum + p.total, 0)).toBe(revenue?.total);
  });

  it('follows the Branchs header', async () => {
    const hanoi = await dashboard(admin, DAY, 'CN02');
    expect(hanoi.branches).toEqual([{ ma_dvcs: 'CN02', ten_dvcs: 'Chi nhánh Hà Nội' }]);
    expect(hanoi.revenue).toMatchObject({ total: 450_000, vouchers: 1 });
    expect(hanoi.revenue?.by_payment).toEqual([
      { key: 'CK', ma_httt: 'CK', name: 'Chuyển khoản', total: 450_000 },
    ]);
    expect(hanoi.revenue?.total).toBe(await saleRevenueReport('CN02'));
    expect(hanoi.top_staff).toEqual([]);
    expect((await dashboard(admin, DAY, 'CN01')).revenue?.total).toBe(await saleRevenueReport('CN01'));
  });

  it('gives the 30 days ending on the day, oldest first, yesterday included', async () => {
    const { trend } = await dashboard(admin);
    expect(trend).toHaveLength(30);
    expect(trend?.[0]?.day).toBe('2033-04-10');
    expect(trend?.at(-1)).toEqual({ day: DAY, total: 1_650_000 });
    expect(trend?.at(-2)).toEqual({ day: YESTERDAY, total: 300_000 });
    expect(trend?.slice(0, 28).every((d) => d.total === 0)).toBe(true);
  });

  it('rises by exactly a new sale, at once (the day is never served from a cache)', async () => {
    const before = await dashboard(admin);
    await cn01.created(
      'sales/retail-orders',
      sale({ da_tt: 150_000, chi_tiet: [line('DB-TRA', 1, 150_000)] }),
    );
    const after = await dashboard(admin);
    expect(after.revenue!.total - before.revenue!.total).toBe(150_000);
    expect(after.trend?.at(-1)?.total).toBe(after.revenue?.total);
  });
});

describe('the sales days the dashboard reads', () => {
  /** Revenue per day and branch as the account ledger has it, and as the sales days total it. */
  const byDay = async () => {
    const ledger = await sql<{ key: string; total: string }>`
      SELECT to_char(ngay_ct, 'YYYY-MM-DD') || ' ' || ma_dvcs AS key, (-sum(so_tien))::text AS total
      FROM account_ledger WHERE tenant_id = ${tenantId} AND tk IN ('511', '3331')
        AND source IN ('bills', 'retail-orders', 'returns')
      GROUP BY 1 HAVING sum(so_tien) <> 0 ORDER BY 1`.execute(db());
    const days = await sql<{ key: string; total: string }>`
      SELECT to_char(ngay_ct, 'YYYY-MM-DD') || ' ' || ma_dvcs AS key, sum(total)::text AS total
      FROM sales_day_totals WHERE tenant_id = ${tenantId} AND kind = 'REV'
      GROUP BY 1 HAVING sum(total) <> 0 ORDER BY 1`.execute(db());
    return { ledger: ledger.rows, days: days.rows };
  };

  it('agree with the ledger after a sale is moved to another day, edited and deleted', async () => {
    const bill = await cn01.created(
      'sales/bills',
      sale({ ngay_ct: '2033-05-20', da_tt: 300_000, chi_tiet: [line('DB-DV1', 3, 100_000)] }),
    );
    const moved = await cn01.call('PATCH', `sales/bills/${bill._id}`, {
      _version: bill._version,
      ngay_ct: '2033-05-21',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const may21 = await dashboard(admin, '2033-05-21', 'CN01');
    expect(may21.revenue?.total).toBe(300_000);
    expect(may21.top_services).toEqual([
      { ma_vt: 'DB-DV1', ten_vt: 'Gội đầu dưỡng sinh', quantity: 3, total: 300_000 },
    ]);
    expect((await dashboard(admin, '2033-05-20', 'CN01')).revenue?.total).toBe(0);
    const { ledger, days } = await byDay();
    expect(days).toEqual(ledger);
    const gone = await cn01.call('DELETE', `sales/bills/${bill._id}`);
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    const after = await dashboard(admin, '2033-05-21', 'CN01');
    expect(after.revenue?.total).toBe(0);
    expect(after.top_services).toEqual([]);
    expect(after.customers).toEqual({ new: 0, returning: 0, walk_in: 0 });
    const again = await byDay();
    expect(again.days).toEqual(again.ledger);
  });
});

describe('GET /api/dashboard/analytics: customers, top lists', () => {
  it('tells new customers from returning ones and counts walk-in sales', async () => {
    const { customers } = await dashboard(admin, DAY, 'CN01');
    expect(customers).toEqual({ new: 1, returning: 1, walk_in: expect.any(Number) });
    expect(customers!.walk_in).toBeGreaterThanOrEqual(1);
    // Yesterday KH0001 was new (no earlier sale on these far days… unless the demo has one; then returning).
    const yesterday = await dashboard(admin, YESTERDAY, 'CN01');
    expect(yesterday.customers!.new + yesterday.customers!.returning).toBe(1);
  });

  it('makes a new customer a returning one when an earlier sale of theirs is posted late, and back', async () => {
    const yesterdayBefore = (await dashboard(admin, YESTERDAY, 'CN01,CN02')).customers!;
    const late = await cn02.created(
      'sales/bills',
      sale({
        ma_kh: 'KH-DBNEW',
        ma_kho: 'K02-HH',
        ngay_ct: YESTERDAY,
        da_tt: 150_000,
        chi_tiet: [line('DB-TRA', 1, 150_000)],
      }),
    );
    expect((await dashboard(admin, DAY, 'CN01')).customers).toMatchObject({ new: 0, returning: 2 });
    // KH-DBNEW is a customer of CN01: CN02's customers list does not hold them, so neither does its figure.
    expect((await dashboard(admin, YESTERDAY, 'CN02')).customers).toMatchObject({ new: 0, returning: 0 });
    const both = (await dashboard(admin, YESTERDAY, 'CN01,CN02')).customers!;
    expect(both.new + both.returning).toBe(yesterdayBefore.new + yesterdayBefore.returning + 1);
    expect(both.new).toBe(yesterdayBefore.new + 1);
    const gone = await cn02.call('DELETE', `sales/bills/${late._id}`);
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect((await dashboard(admin, DAY, 'CN01')).customers).toMatchObject({ new: 1, returning: 1 });
  });

  it('counts the customers the customers list filtered to the day shows (the list the figure opens)', async () => {
    const listed = async (branchs: string, day = DAY) => {
      const res = await call(server.app, 'GET', `/api/crm/partners?ngay_mua=${day}&pageSize=50`, {
        token: admin,
        headers: { branchs },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { ma_kh: string }[]; total: number };
    };
    const list = await listed('CN01');
    // KH0001's bill and KH-DBNEW's retail order: not the walk-in, the draft, the cancelled bill or the return.
    expect(list.items.map((row) => row.ma_kh).sort()).toEqual(['KH-DBNEW', 'KH0001']);
    const { customers } = await dashboard(admin, DAY, 'CN01');
    expect(customers!.new + customers!.returning).toBe(list.total);
    // Every branch selected: every customer is in the admin's scope of the list, counted from the day's rows alone.
    const everywhere = (await dashboard(admin, DAY, 'CN01,CN02,CN03')).customers!;
    expect(everywhere.new + everywhere.returning).toBe((await listed('CN01,CN02,CN03')).total);
    // Nobody bought in CN02 that day.
    expect((await listed('CN02')).total).toBe(0);
    const cn02 = (await dashboard(admin, DAY, 'CN02')).customers!;
    expect(cn02.new + cn02.returning).toBe(0);
    // A day that does not exist is refused, not a database error.
    const bad = await call(server.app, 'GET', '/api/crm/partners?ngay_mua=2033-02-30', { token: admin });
    expect(bad.statusCode, bad.body).toBe(400);
  });

  it("lists the day's services and salespeople by revenue", async () => {
    const all = await dashboard(admin);
    // Services sold on sales (products of kind DV) and on service vouchers (the services list).
    expect(all.top_services).toEqual([
      { ma_vt: 'DB-DV2', ten_vt: 'Massage đá nóng', quantity: 5, total: 500_000 },
      { ma_vt: 'DB-SV1', ten_vt: 'Chăm sóc da mặt', quantity: 1, total: 200_000 },
      { ma_vt: 'DB-DV1', ten_vt: 'Gội đầu dưỡng sinh', quantity: 1, total: 100_000 },
    ]);
    // NV001: 700,000 less the 150,000 returned; NV002: 500,000.
    expect(all.top_staff?.map(({ ma_nvbh, vouchers, total }) => ({ ma_nvbh, vouchers, total }))).toEqual([
      { ma_nvbh: 'NV001', vouchers: 1, total: 550_000 },
      { ma_nvbh: 'NV002', vouchers: 1, total: 500_000 },
    ]);
    expect(all.top_staff?.every((s) => s.ten_nvbh !== s.ma_nvbh)).toBe(true);
  });
});

describe('GET /api/dashboard/analytics: appointments, rooms and tables', () => {
  const task = (so_ct: string, trang_thai: string, owner: { nguoi_tao: string; ma_nvbh: string | null }) =>
    sql`INSERT INTO crm_tasks (tenant_id, ma_ct, so_ct, ngay_ct, ma_dvcs, ma_kh, ten_kh, ngay_hen, gio_hen, thoi_luong,
        trang_thai, nguoi_tao, ma_nvbh)
      VALUES (${tenantId}, 'LH', ${so_ct}, ${DAY}, 'CN01', 'KH0001', 'Khách KH0001', ${DAY}, '09:00', 60,
        ${trang_thai}, ${owner.nguoi_tao}, ${owner.ma_nvbh})`.execute(db());

  it("counts the day's appointments by status, a salesperson's own only", async () => {
    await task('DB-LH1', '0', { nguoi_tao: 'admin', ma_nvbh: null });
    await task('DB-LH2', '2', { nguoi_tao: 'admin', ma_nvbh: null });
    await task('DB-LH3', '2', { nguoi_tao: 'nvbh01', ma_nvbh: 'NV001' });
    await task('DB-LH4', '9', { nguoi_tao: 'admin', ma_nvbh: 'NV001' });
    const all = await dashboard(admin);
    expect(all.appointments?.total).toBe(4);
    expect(all.appointments?.by_status).toEqual([
      { trang_thai: '0', count: 1 },
      { trang_thai: '1', count: 0 },
      { trang_thai: '2', count: 2 },
      { trang_thai: '3', count: 0 },
      { trang_thai: '4', count: 0 },
      { trang_thai: '9', count: 1 },
      { trang_thai: '5', count: 0 },
    ]);
    const own = await dashboard(sales);
    expect(own.branches.map((b) => b.ma_dvcs)).toEqual(['CN01']);
    expect(own.appointments?.total).toBe(2);
    expect(own.appointments?.by_status.find((s) => s.trang_thai === '2')?.count).toBe(1);
    expect((await dashboard(admin, DAY, 'CN02')).appointments?.total).toBe(0);
  });

  it('counts rooms in service and tables with guests now, in the selected branches', async () => {
    const count = async (table: 'sales_rooms' | 'sales_restaurant_tables', branch: string) =>
      (
        await sql<{ in_use: number; total: number }>`
          SELECT count(*) FILTER (WHERE trang_thai = '1')::int AS in_use,
            count(*) FILTER (WHERE coalesce(trang_thai, '0') <> '9')::int AS total
          FROM ${sql.table(table)} WHERE tenant_id = ${tenantId} AND ma_dvcs = ${branch}`.execute(db())
      ).rows[0]!;
    const before = await dashboard(admin, DAY, 'CN01');
    expect(before.rooms).toEqual(await count('sales_rooms', 'CN01'));
    expect(before.tables).toEqual(await count('sales_restaurant_tables', 'CN01'));
    expect(before.rooms!.total).toBeGreaterThan(0);
    const room = (
      await sql<{ _id: string }>`
        SELECT _id::text AS _id FROM sales_rooms
        WHERE tenant_id = ${tenantId} AND ma_dvcs = 'CN01' AND trang_thai = '0' LIMIT 1`.execute(db())
    ).rows[0]!;
    await sql`UPDATE sales_rooms SET trang_thai = '1' WHERE _id = ${room._id}::uuid`.execute(db());
    const after = await dashboard(admin, DAY, 'CN01');
    expect(after.rooms).toEqual({ in_use: before.rooms!.in_use + 1, total: before.rooms!.total });
    expect((await dashboard(admin, DAY, 'CN02')).rooms).toEqual(await count('sales_rooms', 'CN02'));
  });
});

describe('GET /api/dashboard/analytics: rights and scope', () => {
  it('leaves out what the user may not read, and shows it once they may', async () => {
    const before = await dashboard(sales);
    expect(before.revenue).toBeNull();
    expect(before.trend).toBeNull();
    expect(before.customers).toBeNull();
    expect(before.top_services).toBeNull();
    expect(before.top_staff).toBeNull();
    await grantRights(db(), 'nvbh01', 'sales.reports.sale-revenue', ['r_access', 'r_read']);
    const after = await dashboard(sales);
    expect(after.revenue?.by_branch.map((b) => b.ma_dvcs)).toEqual(['CN01']);
    expect(after.revenue?.total).toBe(await saleRevenueReport('CN01'));
    expect(after.top_services).toBeNull();
  });

  it("refuses a branch outside the user's, and a day that is not one", async () => {
    const res = await call(server.app, 'GET', '/api/dashboard/analytics', {
      token: cashier,
      headers: { branchs: 'CN02' },
    });
    expect(res.statusCode).toBe(403);
    const bad = await call(server.app, 'GET', '/api/dashboard/analytics?day=2033-02-30', { token: admin });
    expect(bad.statusCode, bad.body).toBe(400);
  });
});
