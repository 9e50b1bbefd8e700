import { listOf, onlineSessionSchema, sessionSchema } from '@sen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRights, tenantIdOf } from './helpers/operations-fixtures.js';
import { createSecondTenant, secondTenant } from './helpers/second-tenant.js';
import {
  call,
  demoPasswords,
  login,
  startTestServer,
  tokenFor,
  type TestServer,
} from './helpers/test-app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await createSecondTenant(server.database.db);
});
afterAll(() => server.close());

const signIn = async (user: keyof typeof demoPasswords, ip = '127.0.0.1', deviceId?: string) => {
  const result = await login(server.app, user, demoPasswords[user], {
    ip,
    headers: deviceId ? { 'device-id': deviceId } : {},
  });
  expect(result.status).toBe(200);
  return result;
};

const refresh = (refreshToken: string, ip = '127.0.0.1') =>
  call(server.app, 'POST', '/api/auth/refresh-token', { body: { refresh_token: refreshToken }, ip });

const userInfo = (token: string) => call(server.app, 'POST', '/api/auth/user-info', { token });

const online = async (token: string, query = '') => {
  const res = await call(server.app, 'GET', `/api/system/users/online${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return listOf(onlineSessionSchema).parse(res.json());
};

/** Signs every session of the tenant out directly, so each test starts from none. */
const endAllSessions = () =>
  server.database.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('revoked_at', 'is', null)
    .execute();

describe('GET /api/system/users/online', () => {
  it('lists live staff sessions with who, where, when; used, revoked, expired and customer tokens are not online', async () => {
    await endAllSessions();
    const admin = await signIn('admin', '10.0.0.1', 'device-admin-1');
    const cashier = await signIn('thungan', '10.0.0.2');
    const rotated = sessionSchema.parse((await refresh(cashier.refreshToken, '10.0.0.3')).json());
    const gone = await signIn('nvbh01', '10.0.0.4');
    await call(server.app, 'POST', '/api/auth/logout', { body: { refresh_token: gone.refreshToken } });
    await signIn('nvbh01', '10.0.0.5');
    await server.database.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('ip', '=', '10.0.0.5')
      .execute();

    const demoId = await tenantIdOf(server.database.db);
    const customer = await server.database.db
      .selectFrom('customers')
      .select('_id')
      .where('tenant_id', '=', demoId)
      .limit(1)
      .executeTakeFirstOrThrow();
    await server.database.db
      .insertInto('refresh_tokens')
      .values({
        tenant_id: demoId,
        subject_type: 'customer',
        subject_id: customer._id,
        family_id: crypto.randomUUID(),
        token_hash: 'customer-session-token-hash',
        ip: '10.0.0.6',
        expires_at: new Date(Date.now() + 60_000),
      })
      .execute();

    const list = await online(admin.accessToken);
    expect(list.total).toBe(2);
    expect(list.items.map((s) => s.user_name)).toEqual(['thungan', 'admin']);
    const [cashierSession, adminSession] = list.items;
    expect(cashierSession).toMatchObject({ ten_nsd: expect.any(String), ip: '10.0.0.3', current: false });
    expect(Date.parse(cashierSession?.last_refreshed_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(cashierSession?.signed_in_at ?? ''),
    );
    expect(adminSession).toMatchObject({ ip: '10.0.0.1', device_id: 'device-admin-1', current: true });
    expect(rotated.access_token).toBeTruthy();

    const page2 = await online(admin.accessToken, '?pageIndex=1&pageSize=10');
    expect(page2).toMatchObject({ total: 2, items: [] });
    const first = await online(admin.accessToken, '?pageIndex=0&pageSize=10');
    expect(first.items.map((s) => s.user_name)).toEqual(['thungan', 'admin']);
    expect((await online(admin.accessToken, '?user_name=THUNGAN')).items.map((s) => s.ip)).toEqual([
      '10.0.0.3',
    ]);
  });

  it('shows other staff only their own sessions, unless they have the read right on system.online', async () => {
    await endAllSessions();
    await signIn('admin');
    const sales = await signIn('nvbh01');
    const own = await online(sales.accessToken);
    expect(own.items.map((s) => s.user_name)).toEqual(['nvbh01']);
    await grantRights(server.database.db, 'nvbh01', 'system.online', ['r_access', 'r_read']);
    expect((await online(sales.accessToken)).total).toBe(2);
  });

  it("never lists another tenant's sessions", async () => {
    await endAllSessions();
    const demo = await signIn('admin');
    const beta = await tokenFor(
      server.app,
      secondTenant.admin.user_name,
      secondTenant.admin.password,
      'beta',
    );
    expect((await online(demo.accessToken)).items.map((s) => s.user_name)).toEqual(['admin']);
    const res = await call(server.app, 'GET', '/api/system/users/online', { token: beta, tenant: 'beta' });
    expect(res.json().items).toHaveLength(1);
    expect(res.json().items[0].ten_nsd).toBe('Beta Admin');
  });
});

describe('PUT /api/system/users/logout', () => {
  it("ends every other session of the tenant: their access tokens are refused and refreshes fail; the caller's stays", async () => {
    await endAllSessions();
    const admin = await signIn('admin');
    const otherAdmin = await signIn('admin');
    const cashier = await signIn('thungan');
    const beta = await login(server.app, secondTenant.admin.user_name, secondTenant.admin.password, {
      tenant: 'beta',
    });

    const res = await call(server.app, 'PUT', '/api/system/users/logout', { token: admin.accessToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });

    for (const ended of [otherAdmin, cashier]) {
      const access = await userInfo(ended.accessToken);
      expect(access.statusCode).toBe(401);
      expect(access.json().code).toBe('TOKEN_INVALID');
      const again = await refresh(ended.refreshToken);
      expect(again.statusCode).toBe(401);
      expect(again.json().code).toBe('REFRESH_TOKEN_INVALID');
    }
    expect((await userInfo(admin.accessToken)).statusCode).toBe(200);
    expect((await refresh(admin.refreshToken)).statusCode).toBe(200);
    const betaInfo = await call(server.app, 'POST', '/api/auth/user-info', {
      token: beta.accessToken,
      tenant: 'beta',
    });
    expect(betaInfo.statusCode).toBe(200);
  });

  it('is for administrators only: 403 ADMIN_REQUIRED and nothing ends', async () => {
    await endAllSessions();
    const admin = await signIn('admin');
    const cashier = await signIn('thungan');
    await grantRights(server.database.db, 'thungan', 'system.online', ['r_access', 'r_read', 'r_edit']);
    const res = await call(server.app, 'PUT', '/api/system/users/logout', { token: cashier.accessToken });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ADMIN_REQUIRED');
    expect((await userInfo(admin.accessToken)).statusCode).toBe(200);
  });
});

describe('PUT /api/system/users/{user}/logout/{ip}', () => {
  it('ends only the sessions of that user from that address', async () => {
    await endAllSessions();
    const admin = await signIn('admin', '10.1.0.1');
    const fromA1 = await signIn('thungan', '10.9.0.1');
    const fromA2 = await signIn('thungan', '10.9.0.1');
    const fromB = await signIn('thungan', '10.9.0.2');
    const salesFromA = await signIn('nvbh01', '10.9.0.1');

    const res = await call(server.app, 'PUT', '/api/system/users/thungan/logout/10.9.0.1', {
      token: admin.accessToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    for (const ended of [fromA1, fromA2]) {
      expect((await userInfo(ended.accessToken)).json().code).toBe('TOKEN_INVALID');
      expect((await refresh(ended.refreshToken)).json().code).toBe('REFRESH_TOKEN_INVALID');
    }
    expect((await userInfo(fromB.accessToken)).statusCode).toBe(200);
    expect((await userInfo(salesFromA.accessToken)).statusCode).toBe(200);
    const again = await call(server.app, 'PUT', '/api/system/users/thungan/logout/10.9.0.1', {
      token: admin.accessToken,
    });
    expect(again.json()).toEqual({ ended: 0 });
  });

  it('ends a session whose latest refresh came from the address', async () => {
    await endAllSessions();
    const admin = await signIn('admin');
    const cashier = await signIn('thungan', '10.7.0.1');
    const moved = sessionSchema.parse((await refresh(cashier.refreshToken, '10.7.0.2')).json());
    const res = await call(server.app, 'PUT', '/api/system/users/thungan/logout/10.7.0.2', {
      token: admin.accessToken,
    });
    expect(res.json()).toEqual({ ended: 1 });
    expect((await userInfo(moved.access_token)).statusCode).toBe(401);
  });

  it('lets staff end their own sessions, refuses others without the edit right on system.online', async () => {
    await endAllSessions();
    const sales = await signIn('nvbh01', '10.8.0.1');
    const salesElsewhere = await signIn('nvbh01', '10.8.0.2');
    const cashier = await signIn('thungan', '10.8.0.3');
    await server.database.db.deleteFrom('user_rights').where('menu_id', '=', 'system.online').execute();

    const refused = await call(server.app, 'PUT', '/api/system/users/thungan/logout/10.8.0.3', {
      token: sales.accessToken,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await userInfo(cashier.accessToken)).statusCode).toBe(200);

    const own = await call(server.app, 'PUT', '/api/system/users/NVBH01/logout/10.8.0.2', {
      token: sales.accessToken,
    });
    expect(own.json()).toEqual({ ended: 1 });
    expect((await userInfo(salesElsewhere.accessToken)).statusCode).toBe(401);
    expect((await userInfo(sales.accessToken)).statusCode).toBe(200);

    await grantRights(server.database.db, 'nvbh01', 'system.online', ['r_access', 'r_edit']);
    const granted = await call(server.app, 'PUT', '/api/system/users/thungan/logout/10.8.0.3', {
      token: sales.accessToken,
    });
    expect(granted.json()).toEqual({ ended: 1 });
  });

  it('answers 404 NOT_FOUND for a user the tenant does not have', async () => {
    const admin = await signIn('admin');
    const res = await call(server.app, 'PUT', '/api/system/users/beta01/logout/127.0.0.1', {
      token: admin.accessToken,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
