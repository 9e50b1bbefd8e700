import { sql } from 'kysely';
import { cacheClearedSchema, dashboardSummarySchema } from '@sen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CacheStore } from '../src/services/cache-store.js';
import { grantRights, tenantIdOf } from './helpers/operations-fixtures.js';
import { createSecondTenant, secondTenant } from './helpers/second-tenant.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from './helpers/test-app.js';

let server: TestServer;
let admin: string;
let cashier: string;
let sales: string;
let demoId: string;
let betaId: string;
beforeAll(async () => {
  server = await startTestServer();
  betaId = await createSecondTenant(server.database.db);
  demoId = await tenantIdOf(server.database.db);
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
  sales = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
});
afterAll(() => server.close());

const dashboard = async (token: string) => {
  const res = await call(server.app, 'GET', '/api/dashboard/analytics', { token });
  expect(res.statusCode, res.body).toBe(200);
  return dashboardSummarySchema.parse(res.json());
};

/** The dashboard's trend over the 30 days ending on DAY: its past days are cached. */
const DAY = '2034-06-15';
const YESTERDAY = '2034-06-14';
const dashboardOn = async (token: string) => {
  const res = await call(server.app, 'GET', `/api/dashboard/analytics?day=${DAY}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return dashboardSummarySchema.parse(res.json());
};
const yesterdayOf = (summary: { trend: { day: string; total: number }[] | null }) =>
  summary.trend?.find((d) => d.day === YESTERDAY)?.total;

/** A sale's revenue on the day before DAY, as posting adds it to the day totals the trend reads (sales-days.ts). */
const postRevenue = (amount: number) =>
  sql`INSERT INTO sales_day_totals (tenant_id, ngay_ct, ma_dvcs, kind, code, total, vouchers)
    VALUES (${demoId}, ${YESTERDAY}, 'CN01', 'REV', '', ${amount}, 1)
    ON CONFLICT (tenant_id, kind, ngay_ct, ma_dvcs, code)
    DO UPDATE SET total = sales_day_totals.total + EXCLUDED.total`.execute(server.database.db);

const cacheRows = (tenantId: string) =>
  server.database.db.selectFrom('cache_entries').selectAll().where('tenant_id', '=', tenantId).execute();

describe('GET /api/system/clear-cache', () => {
  it("makes a cached dashboard trend's past days be recomputed", async () => {
    const before = yesterdayOf(await dashboardOn(admin));
    await postRevenue(250_000);
    expect(yesterdayOf(await dashboardOn(admin)), 'served from the cache').toBe(before);

    const res = await call(server.app, 'GET', '/api/system/clear-cache', { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(cacheClearedSchema.parse(res.json()).cleared).toBeGreaterThanOrEqual(1);
    expect(yesterdayOf(await dashboardOn(admin))).toBe(before! + 250_000);
  });

  it('expires the shared entries other server instances read, and only those of the tenant', async () => {
    await dashboard(admin);
    const otherInstance = new CacheStore(server.database.db);
    await otherInstance.set(betaId, 'beta.key', { n: 1 }, 60);
    const key = (await cacheRows(demoId)).find((r) => r.key.startsWith('dashboard.trend:'))?.key ?? '';
    expect(await otherInstance.get(demoId, key)).toBeDefined();

    await call(server.app, 'GET', '/api/system/clear-cache', { token: admin });
    expect(await new CacheStore(server.database.db).get(demoId, key)).toBeUndefined();
    expect(await new CacheStore(server.database.db).get(betaId, 'beta.key')).toEqual({ n: 1 });
  });

  it('refuses staff without the edit right on system.settings, and allows it with the right', async () => {
    const refused = await call(server.app, 'GET', '/api/system/clear-cache', { token: sales });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    await grantRights(server.database.db, 'thungan', 'system.settings', ['r_access', 'r_edit']);
    const allowed = await call(server.app, 'GET', '/api/system/clear-cache', { token: cashier });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});

describe('the cache store', () => {
  it('deletes entries of the tenant expired for over a day when it stores a value', async () => {
    const store = new CacheStore(server.database.db);
    await store.set(demoId, 'old.entry', 1, 60);
    await store.set(betaId, 'old.entry', 1, 60);
    await server.database.db
      .updateTable('cache_entries')
      .set({ expires_at: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
      .where('key', '=', 'old.entry')
      .execute();
    await store.set(demoId, 'new.entry', 2, 60);
    expect((await cacheRows(demoId)).map((r) => r.key)).not.toContain('old.entry');
    expect((await cacheRows(betaId)).map((r) => r.key)).toContain('old.entry');
    expect(await store.get(demoId, 'new.entry')).toBe(2);
  });
});

describe('DELETE /api/system/clear-mongodb', () => {
  it("deletes every cache_entries row of the tenant, nothing of the other tenant's, and no business data", async () => {
    await dashboard(admin);
    await new CacheStore(server.database.db).set(demoId, 'expired.one', 1, 60);
    await server.database.db
      .updateTable('cache_entries')
      .set({ expires_at: new Date(0) })
      .where('key', '=', 'expired.one')
      .execute();
    await new CacheStore(server.database.db).set(betaId, 'beta.other', 2, 60);
    const rowsBefore = (await cacheRows(demoId)).length;
    expect(rowsBefore).toBeGreaterThanOrEqual(2);
    const customers = await server.database.db.selectFrom('customers').select('_id').execute();

    const res = await call(server.app, 'DELETE', '/api/system/clear-mongodb', { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cleared: rowsBefore });
    expect(await cacheRows(demoId)).toEqual([]);
    expect((await cacheRows(betaId)).map((r) => r.key)).toContain('beta.other');
    expect(await server.database.db.selectFrom('customers').select('_id').execute()).toHaveLength(
      customers.length,
    );
  });

  it('answers 403 ADMIN_REQUIRED to anyone but an administrator and keeps the rows', async () => {
    await dashboard(admin);
    const rowsBefore = await cacheRows(demoId);
    expect(rowsBefore.length).toBeGreaterThan(0);
    for (const token of [cashier, sales]) {
      const res = await call(server.app, 'DELETE', '/api/system/clear-mongodb', {
        token,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'ADMIN_REQUIRED',
        message: 'Only administrators can do this',
      });
    }
    expect(await cacheRows(demoId)).toHaveLength(rowsBefore.length);
  });

  it('needs the tenant of the token', async () => {
    const beta = await tokenFor(
      server.app,
      secondTenant.admin.user_name,
      secondTenant.admin.password,
      'beta',
    );
    const res = await call(server.app, 'DELETE', '/api/system/clear-mongodb', {
      token: beta,
      tenant: 'demo',
    });
    expect(res.statusCode).toBe(401);
  });
});
