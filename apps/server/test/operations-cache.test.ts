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

const addCustomer = (code: string) =>
  server.database.db
    .insertInto('customers')
    .values({ tenant_id: demoId, ma_kh: code, ten_kh: `Khách ${code}`, ma_dvcs: 'CN01' })
    .execute();

const cacheRows = (tenantId: string) =>
  server.database.db.selectFrom('cache_entries').selectAll().where('tenant_id', '=', tenantId).execute();

describe('GET /api/system/clear-cache', () => {
  it('makes a cached dashboard be recomputed', async () => {
    const before = await dashboard(admin);
    await addCustomer('CACHE01');
    expect((await dashboard(admin)).customers, 'served from the cache').toBe(before.customers);

    const res = await call(server.app, 'GET', '/api/system/clear-cache', { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(cacheClearedSchema.parse(res.json()).cleared).toBeGreaterThanOrEqual(1);
    expect((await dashboard(admin)).customers).toBe(before.customers + 1);
  });

  it('expires the shared entries other server instances read, and only those of the tenant', async () => {
    await dashboard(admin);
    const otherInstance = new CacheStore(server.database.db);
    await otherInstance.set(betaId, 'beta.key', { n: 1 }, 60);
    const key = (await cacheRows(demoId)).find((r) => r.key.startsWith('dashboard.summary:'))?.key ?? '';
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
