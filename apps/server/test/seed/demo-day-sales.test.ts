import { dashboardSummarySchema } from '@sen/domain';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTradeStart, vietnamDay } from '../../src/seed/demo-day-sales.js';
import { tenantIdOf } from '../helpers/notification-fixtures.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * The demo spa is busy (demo-day-sales.ts): sales every day of the last month in every branch, today's up to the
 * time the demo was made, all posted (stock never below zero), and the floor in use during opening hours.
 */

let server: TestServer;
let tenantId: string;
let admin = '';
/** When the test database's demo was made (its latest sale or open order), and that Vietnam day. */
let seededAt: Date;
let today: string;

beforeAll(async () => {
  server = await startTestServer();
  tenantId = await tenantIdOf(server.database.db);
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  const [latest] = await rowsOf(
    sql<{ at: Date }>`SELECT max(ngay_tao) AS at FROM sales_retail_orders WHERE tenant_id = ${tenantId}`,
  );
  seededAt = new Date(latest!.at);
  today = vietnamDay(seededAt);
});
afterAll(() => server.close());

const rowsOf = async <T>(query: RawBuilder<T>): Promise<T[]> =>
  (await query.execute(server.database.db)).rows;

const vietnamMinutes = (at: Date) => ((at.getUTCHours() + 7) % 24) * 60 + at.getUTCMinutes();
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('the demo spa’s month of trade', () => {
  it('sells 10 to 30 times a day in every branch since the first of last month, bills and till orders, posted', async () => {
    // Last month whole (its reports: targets reached, revenue beside the campaigns), this year's days only.
    const first = demoTradeStart(seededAt);
    const [year, month] = today.split('-').map(Number) as [number, number];
    const lastFirst = month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
    expect(first).toBe(lastFirst < `${year}-01-02` ? `${year}-01-02` : lastFirst);
    const days = await rowsOf(
      sql<{ ngay_ct: string; ma_dvcs: string; vouchers: number; total: string }>`
        SELECT to_char(ngay_ct, 'YYYY-MM-DD') AS ngay_ct, ma_dvcs, vouchers, total::text AS total
        FROM sales_day_totals
        WHERE tenant_id = ${tenantId} AND kind = 'REV' AND code = ''
          AND ngay_ct BETWEEN ${first}::date AND ${addDays(today, -1)}::date`,
    );
    for (let day = first; day < today; day = addDays(day, 1))
      for (const branch of ['CN01', 'CN02', 'CN03']) {
        const row = days.find((d) => d.ngay_ct === day && d.ma_dvcs === branch);
        expect(row?.vouchers ?? 0, `${day} ${branch}`).toBeGreaterThanOrEqual(10);
        // A few vouchers of the older demo data may fall on the day too.
        expect(row?.vouchers ?? 0, `${day} ${branch}`).toBeLessThanOrEqual(36);
        expect(Number(row?.total ?? 0), `${day} ${branch}`).toBeGreaterThan(1_000_000);
      }
    // Both kinds, paid every way the spa takes money.
    const kinds = await rowsOf(
      sql<{ n: number; ma_httt: string }>`
        SELECT count(*)::int AS n, ma_httt FROM (
          SELECT ma_httt FROM sales_bills WHERE tenant_id = ${tenantId} AND ngay_ct >= ${addDays(today, -30)}::date
          UNION ALL
          SELECT ma_httt FROM sales_retail_orders
          WHERE tenant_id = ${tenantId} AND trang_thai = '1' AND ngay_ct >= ${addDays(today, -30)}::date) v
        GROUP BY ma_httt`,
    );
    expect(kinds.map((k) => k.ma_httt).sort()).toEqual(
      expect.arrayContaining(['CK', 'MOMO', 'POS', 'TM', 'VNPAY', 'ZALOPAY']),
    );
  });

  it('sells today only up to the time the demo was made, and the dashboard shows it', async () => {
    const late = await rowsOf(
      sql<{ n: number }>`
        SELECT count(*)::int AS n FROM sales_retail_orders
        WHERE tenant_id = ${tenantId} AND ngay_ct = ${today}::date AND ngay_tao > ${seededAt.toISOString()}::timestamptz`,
    );
    expect(late[0]?.n).toBe(0);
    const res = await call(server.app, 'GET', `/api/dashboard/analytics?day=${today}`, {
      token: admin,
      headers: { branchs: 'CN01,CN02,CN03' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const summary = dashboardSummarySchema.parse(res.json());
    // From mid-morning on, every branch has sold; the floor has guests during opening hours.
    if (vietnamMinutes(seededAt) >= 11 * 60) {
      expect(
        summary
          .revenue!.by_branch.filter((b) => b.total > 0)
          .map((b) => b.ma_dvcs)
          .sort(),
      ).toEqual(['CN01', 'CN02', 'CN03']);
    }
    if (vietnamMinutes(seededAt) >= 10 * 60 && vietnamMinutes(seededAt) < 21 * 60) {
      expect(summary.rooms?.in_use).toBeGreaterThanOrEqual(6);
      expect(summary.tables?.in_use).toBeGreaterThanOrEqual(6);
      expect(summary.customers!.new + summary.customers!.returning).toBeGreaterThan(0);
    }
    // Each branch has registered a first-time customer by mid-morning.
    if (vietnamMinutes(seededAt) >= 11 * 60) expect(summary.customers!.new).toBeGreaterThanOrEqual(3);
  });

  it('registers first-time customers at the counter most days, a few minutes before their first sale', async () => {
    const first = demoTradeStart(seededAt);
    const newcomers = await rowsOf(
      sql<{ ma_kh: string; ma_dvcs: string; day: string; minutes: number; sale_branch: string }>`
        SELECT c.ma_kh, c.ma_dvcs, to_char(s.ngay_ct, 'YYYY-MM-DD') AS day, s.ma_dvcs AS sale_branch,
          (extract(epoch FROM s.ngay_tao - c.ngay_tao) / 60)::int AS minutes
        FROM customers c
        CROSS JOIN LATERAL (
          SELECT ngay_ct, ngay_tao, ma_dvcs FROM sales_bills b
            WHERE b.tenant_id = c.tenant_id AND b.ma_kh = c.ma_kh
          UNION ALL SELECT ngay_ct, ngay_tao, ma_dvcs FROM sales_retail_orders o
            WHERE o.tenant_id = c.tenant_id AND o.ma_kh = c.ma_kh
          ORDER BY ngay_tao LIMIT 1) s
        WHERE c.tenant_id = ${tenantId} AND c.nguoi_tao = 'thungan' AND c.ngay_tao >= ${first}::date`,
    );
    const days = (Date.parse(today) - Date.parse(first)) / 86_400_000;
    // About one a day in each branch.
    expect(newcomers.length).toBeGreaterThan(days * 1.5);
    expect(newcomers.length).toBeLessThan(days * 6);
    expect(new Set(newcomers.map((c) => c.day)).size).toBeGreaterThan(days * 0.8);
    for (const c of newcomers) {
      expect(c.minutes, c.ma_kh).toBeGreaterThanOrEqual(3);
      expect(c.minutes, c.ma_kh).toBeLessThanOrEqual(15);
      expect(c.sale_branch, c.ma_kh).toBe(c.ma_dvcs);
    }
  });

  it('seats each table and room in use with its open order at the till, and sells goods over the counter', async () => {
    const places = await rowsOf(
      sql<{ code: string; ma_kh: string | null; ten_kh: string | null; orders: number }>`
        SELECT p.ma_ban AS code, p.ma_kh, p.ten_kh, (SELECT count(*)::int FROM sales_retail_orders o
          WHERE o.tenant_id = p.tenant_id AND o.ma_ban = p.ma_ban AND o.trang_thai = '0') AS orders
        FROM sales_restaurant_tables p WHERE p.tenant_id = ${tenantId} AND p.trang_thai = '1'
        UNION ALL
        SELECT p.ma_phong, p.ma_kh, p.ten_kh, (SELECT count(*)::int FROM sales_retail_orders o
          WHERE o.tenant_id = p.tenant_id AND o.ma_phong = p.ma_phong AND o.trang_thai = '0')
        FROM sales_rooms p WHERE p.tenant_id = ${tenantId} AND p.trang_thai = '1'`,
    );
    for (const place of places) {
      expect(place.orders, place.code).toBe(1);
      expect(place.ten_kh, place.code).toBeTruthy();
    }
    const sold = await rowsOf(
      sql<{ n: number }>`
        SELECT count(*)::int AS n FROM sales_retail_orders_lines l
        JOIN sales_retail_orders h ON h.tenant_id = l.tenant_id AND h._id = l.header_id
        WHERE l.tenant_id = ${tenantId} AND h.nguoi_tao = 'thungan' AND l.loai_vt = 'HH'`,
    );
    expect(sold[0]?.n).toBeGreaterThan(100);
  });

  it('leaves no stock balance below zero, on any day: what a voucher takes out of a warehouse was there', async () => {
    const negative = await rowsOf(
      sql<{ ma_kho: string; ma_vt: string; ma_lo: string; so_luong: string }>`
        SELECT ma_kho, ma_vt, ma_lo, so_luong::text AS so_luong FROM stock_on_hand
        WHERE tenant_id = ${tenantId} AND so_luong < 0`,
    );
    expect(negative).toEqual([]);
    // Day by day, as the stock card reads the ledger: a day's receipts before its issues.
    const dipped = await rowsOf(
      sql<{ ma_kho: string; ma_vt: string; ma_lo: string; ngay_ct: string; low: string }>`
        SELECT ma_kho, ma_vt, ma_lo, to_char(ngay_ct, 'YYYY-MM-DD') AS ngay_ct, low::text AS low FROM (
          SELECT ma_kho, ma_vt, ma_lo, ngay_ct,
            sum(sum(so_luong)) OVER (PARTITION BY ma_kho, ma_vt, ma_lo ORDER BY ngay_ct) AS low
          FROM stock_ledger WHERE tenant_id = ${tenantId} GROUP BY ma_kho, ma_vt, ma_lo, ngay_ct) d
        WHERE low < 0 ORDER BY ngay_ct LIMIT 5`,
    );
    expect(dipped).toEqual([]);
    const kept = await rowsOf(
      sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM stock_on_hand WHERE tenant_id = ${tenantId} AND so_luong > 0`,
    );
    expect(kept[0]?.n).toBeGreaterThan(100);
  });
});
