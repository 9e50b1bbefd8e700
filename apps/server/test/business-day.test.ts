import { businessInstant, businessToday, dashboardSummarySchema } from '@sen/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { portalAppointments } from '../src/services/portal.js';
import { branchCalls } from './helpers/branch-calls.js';
import { tenantIdOf } from './helpers/operations-fixtures.js';
import { send } from './helpers/resource-set-calls.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from './helpers/test-app.js';

/**
 * The server's own "today" is the business's (Vietnam), not UTC's: at 00:30 in Hà Nội it is still yesterday in
 * UTC (`new Date().toISOString().slice(0, 10)`), yet the dashboard, a shift opened on a till and the portal's
 * window of past appointments all count the new day. The clock is set to the next 00:30 in Hà Nội (ahead of the
 * real one, so the sessions the server signs stay valid) and keeps running from there.
 */

const realNow = Date.now();
/** Tomorrow in Hà Nội, and 00:30 on it: the UTC day of that instant is the day before. */
const DAY = businessToday(new Date(realNow + 86_400_000));
const AT = businessInstant(DAY, '00:30')!;
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

let server: TestServer;
let admin = '';
let cashier = '';
const asAdmin = branchCalls(
  () => server,
  () => admin,
);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(AT);
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
});
afterAll(async () => {
  await server.close();
  vi.useRealTimers();
});

describe("the server's today at 00:30 in Hà Nội", () => {
  it('is the new day in Vietnam while UTC still has the old one', () => {
    expect(new Date().toISOString().slice(0, 10)).toBe(daysBefore(DAY, 1));
    expect(businessToday()).toBe(DAY);
  });

  it("is the dashboard's default day", async () => {
    const res = await call(server.app, 'GET', '/api/dashboard/analytics', { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(dashboardSummarySchema.parse(res.json()).day).toBe(DAY);
  });

  it('is the day and hour of a shift opened on a till', async () => {
    const opened = await send(server.app, 'POST', '/api/sales/pos-shifts/open', {
      token: cashier,
      body: { tien_dau_ca: 100_000 },
      headers: { Branchs: 'CN01', 'Device-Id': 'till-midnight-01' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const shift = opened.json() as { ngay_ct: string; gio_bd: string };
    expect(shift.ngay_ct.slice(0, 10)).toBe(DAY);
    expect(shift.gio_bd).toMatch(/^00:3\d$/);
  });

  it("bounds the portal's past appointments by Vietnam's day: 366 days back, not 367", async () => {
    const book = async (ngay_hen: string) => {
      const res = await asAdmin.call('POST', 'crm/tasks', {
        ngay_ct: ngay_hen,
        ma_kh: 'KH0001',
        ngay_hen,
        gio_hen: '10:00',
        thoi_luong: 30,
        trang_thai: '0',
        noi_dung: `Lịch ${ngay_hen}`,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    const inside = daysBefore(DAY, 366);
    const outside = daysBefore(DAY, 367);
    await book(inside);
    await book(outside);
    const tenantId = await tenantIdOf(server.database.db);
    const { past } = await portalAppointments(
      server.database.db as never,
      tenantId,
      'KH0001',
      new Date(),
      24,
    );
    const days = past.map((a) => a.ngay_hen);
    expect(days).toContain(inside);
    expect(days).not.toContain(outside);
  });
});

describe('a stored day read by a server that runs east of UTC', () => {
  it('is that day, not the day before (node-postgres would read local midnight)', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Ho_Chi_Minh';
    try {
      const { rows } = await sql<{ d: Date }>`SELECT '2026-11-29'::date AS d`.execute(server.database.db);
      expect(rows[0]?.d.toISOString()).toBe('2026-11-29T00:00:00.000Z');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
