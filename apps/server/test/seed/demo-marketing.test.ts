import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSalers } from '../../src/seed/demo-catalogue.js';
import { vietnamDay } from '../../src/seed/demo-day-sales.js';
import { tenantIdOf } from '../helpers/notification-fixtures.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * The demo spa chain's marketing and targets as its owner reads them (demo-marketing.ts): 'Báo cáo chỉ tiêu' with
 * every salesperson's month targets in their branch beside what they sold, 'Báo cáo marketing' with each branch's
 * campaigns of the month beside the contacts their channels brought, and the page duty's tickets every day.
 */

let server: TestServer;
let tenantId: string;
let admin = '';
/** The Vietnam day the test database's demo was made (its latest sale). */
let today: string;

const BRANCHES = ['CN01', 'CN02', 'CN03'];

beforeAll(async () => {
  server = await startTestServer();
  tenantId = await tenantIdOf(server.database.db);
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  const [latest] = await rowsOf(
    sql<{ at: Date }>`SELECT max(ngay_tao) AS at FROM sales_retail_orders WHERE tenant_id = ${tenantId}`,
  );
  today = vietnamDay(new Date(latest!.at));
});
afterAll(() => server.close());

const rowsOf = async <T>(query: RawBuilder<T>): Promise<T[]> =>
  (await query.execute(server.database.db)).rows;

const pad = (n: number) => String(n).padStart(2, '0');
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
type Month = { nam: number; thang: number };
const monthBefore = ({ nam, thang }: Month): Month =>
  thang === 1 ? { nam: nam - 1, thang: 12 } : { nam, thang: thang - 1 };
const period = ({ nam, thang }: Month) =>
  `fromDate=${nam}-${pad(thang)}-01&toDate=${nam}-${pad(thang)}-${pad(new Date(Date.UTC(nam, thang, 0)).getUTCDate())}`;

type ReportRow = Record<string, unknown>;
/** A CRM report over a month, in the given branches (all of them unless told). */
const report = async (name: 'target' | 'marketing', month: Month, branches = BRANCHES.join(',')) => {
  const res = await call(server.app, 'GET', `/api/crm/reports/${name}?${period(month)}&pageSize=100`, {
    token: admin,
    headers: { branchs: branches },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: ReportRow[] }).items;
};

describe('the demo’s targets', () => {
  it('sets every salesperson a revenue target for each month of this year (and last December), in their branch', async () => {
    const year = Number(today.slice(0, 4));
    const months = [
      { nam: year - 1, thang: 12 },
      ...Array.from({ length: 12 }, (_, i) => ({ nam: year, thang: i + 1 })),
    ];
    for (const month of months)
      for (const branch of BRANCHES) {
        const items = await report('target', month, branch);
        for (const saler of demoSalers) {
          const target = Number(items.find((row) => row.ma_nvbh === saler.ma_nvbh)?.t_doanh_so_mt ?? 0);
          const where = `${saler.ma_nvbh} ${month.nam}-${month.thang} ${branch}`;
          if (saler.ma_dvcs === branch) expect(target, where).toBeGreaterThan(0);
          else expect(target, where).toBe(0);
        }
      }
    // One a month each, its days the month's.
    const rows = await rowsOf(
      sql<{ n: number; wrong: number }>`
        SELECT count(*)::int AS n, count(*) FILTER (WHERE ngay_bd <> make_date(nam::int, thang::int, 1)
          OR ngay_kt <> (make_date(nam::int, thang::int, 1) + interval '1 month' - interval '1 day')::date)::int AS wrong
        FROM crm_targets WHERE tenant_id = ${tenantId}`,
    );
    expect(rows[0]).toEqual({ n: months.length * demoSalers.length, wrong: 0 });
  });

  it('sets targets each salesperson reaches half to one and a half times over the past month, and sees their work', async () => {
    // The past month: the thirty days to the demo's day, which hold one month's first day (that month's target):
    // this month's (from its first day on the 31st; not last month's too on 1 March).
    const thisMonth = { nam: Number(today.slice(0, 4)), thang: Number(today.slice(5, 7)) };
    const first = `${today.slice(0, 8)}01`;
    const lastFirst = `${monthBefore(thisMonth).nam}-${pad(monthBefore(thisMonth).thang)}-01`;
    let from = addDays(today, -29);
    if (from <= lastFirst) from = addDays(lastFirst, 1);
    if (from > first) from = first;
    const res = await call(server.app, 'GET', `/api/crm/reports/target?fromDate=${from}&toDate=${today}`, {
      token: admin,
      headers: { branchs: BRANCHES.join(',') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const past = (res.json() as { items: ReportRow[] }).items;
    // The demo trades this year only (from 2 January): in January the month is not all traded yet.
    if (from >= `${thisMonth.nam}-01-02`) {
      for (const saler of demoSalers) {
        const row = past.find((r) => r.ma_nvbh === saler.ma_nvbh);
        expect(Number(row?.tl_doanh_so), `${saler.ma_nvbh} ${JSON.stringify(row)}`).toBeGreaterThanOrEqual(
          50,
        );
        expect(Number(row?.tl_doanh_so), `${saler.ma_nvbh} ${JSON.stringify(row)}`).toBeLessThanOrEqual(150);
      }
      // Not all alike: some beat their target, some fall short.
      const reached = past.map((row) => Number(row.tl_doanh_so));
      expect(Math.max(...reached) - Math.min(...reached)).toBeGreaterThan(10);
    }
    // Every salesperson booked appointments that were done and made calls, against targets of them.
    for (const saler of demoSalers) {
      const row = past.find((r) => r.ma_nvbh === saler.ma_nvbh);
      expect(Number(row?.t_so_lh_mt), saler.ma_nvbh).toBeGreaterThan(0);
      expect(Number(row?.so_lh), saler.ma_nvbh).toBeGreaterThan(0);
      expect(Number(row?.t_so_cuoc_goi_mt), saler.ma_nvbh).toBeGreaterThan(0);
      expect(Number(row?.so_cuoc_goi), saler.ma_nvbh).toBeGreaterThan(0);
    }
  });
});

describe('the demo’s marketing', () => {
  it('runs campaigns in every branch this month and last, with contacts coming in on their channels', async () => {
    const thisMonth = { nam: Number(today.slice(0, 4)), thang: Number(today.slice(5, 7)) };
    // This month once a day of it is behind (on the 1st the day's first contacts may still be ahead).
    const months = today.endsWith('-01') ? [monthBefore(thisMonth)] : [thisMonth, monthBefore(thisMonth)];
    for (const month of months)
      for (const branch of BRANCHES) {
        const items = await report('marketing', month, branch);
        const working = items.filter((row) => Number(row.so_cd) > 0 && Number(row.so_lien_he) > 0);
        expect(
          working.length,
          `${month.nam}-${month.thang} ${branch}: ${JSON.stringify(items)}`,
        ).toBeGreaterThan(0);
      }
    // Across the chain last month: the campaigns cost a fraction of what they brought in.
    const chain = await report('marketing', monthBefore(thisMonth));
    for (const row of chain.filter((r) => Number(r.so_cd) > 0)) {
      expect(Number(row.t_chi_phi), JSON.stringify(row)).toBeLessThanOrEqual(Number(row.t_ngan_sach) * 1.1);
      expect(Number(row.tl_chi_phi), JSON.stringify(row)).toBeGreaterThan(5);
      expect(Number(row.tl_chi_phi), JSON.stringify(row)).toBeLessThan(60);
    }
  });

  it('ends no campaign before it starts, and says which are running, finished or planned by their days', async () => {
    const campaigns = await rowsOf(
      sql<{ ma_cd: string; ngay_bd: string; ngay_kt: string | null; trang_thai: string }>`
        SELECT ma_cd, ngay_bd::text AS ngay_bd, ngay_kt::text AS ngay_kt, trang_thai
        FROM crm_campaigns WHERE tenant_id = ${tenantId}`,
    );
    expect(campaigns.length).toBeGreaterThanOrEqual(BRANCHES.length * 3 * 3);
    for (const c of campaigns) {
      expect(c.ngay_kt! >= c.ngay_bd, c.ma_cd).toBe(true);
      const status = c.ngay_bd > today ? '0' : c.ngay_kt! < today ? '2' : '1';
      expect(c.trang_thai, `${c.ma_cd} ${c.ngay_bd}–${c.ngay_kt}`).toBe(status);
    }
  });

  it('takes contacts every day of the last thirty in every branch, some due that day', async () => {
    const days = await rowsOf(
      sql<{ day: string; ma_dvcs: string; came: number; due: number }>`
        SELECT d.day::text AS day, t.ma_dvcs, count(*) FILTER (WHERE t.ngay_ct = d.day)::int AS came,
          count(*) FILTER (WHERE t.ngay_hen = d.day)::int AS due
        FROM (SELECT generate_series(${addDays(today, -30)}::date, ${addDays(today, -1)}::date, interval '1 day')::date AS day) d
        JOIN crm_tickets t ON t.tenant_id = ${tenantId} AND (t.ngay_ct = d.day OR t.ngay_hen = d.day)
        GROUP BY d.day, t.ma_dvcs`,
    );
    for (let day = addDays(today, -30); day < today; day = addDays(day, 1))
      for (const branch of BRANCHES) {
        const row = days.find((d) => d.day === day && d.ma_dvcs === branch);
        expect(row?.came ?? 0, `${day} ${branch}`).toBeGreaterThanOrEqual(3);
        expect(row?.due ?? 0, `${day} ${branch}`).toBeGreaterThan(0);
      }
    // None still open a few days after it was due; none of today's closed before it came.
    const [stale] = await rowsOf(
      sql<{ n: number }>`SELECT count(*)::int AS n FROM crm_tickets WHERE tenant_id = ${tenantId}
        AND trang_thai IN ('0', '1') AND ngay_hen < ${addDays(today, -3)}::date`,
    );
    expect(stale?.n).toBe(0);
  });
});
