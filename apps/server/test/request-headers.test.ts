import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/security/password.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from './helpers/test-app.js';

let server: TestServer;
let admin: string;
let salesperson: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  salesperson = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
});
afterAll(() => server.close());

const branchs = (token: string, headers: Record<string, string>) =>
  call(server.app, 'GET', '/api/system/branchs', { token, headers });
/** A branch-scoped list. */
const stt = (token: string, headers: Record<string, string>) =>
  call(server.app, 'GET', '/api/system/stt', { token, headers });

describe('Tenant header', () => {
  it('is required: 400 TENANT_REQUIRED', async () => {
    const res = await call(server.app, 'GET', '/api/system/command', { token: admin, tenant: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'TENANT_REQUIRED', message: 'Thiếu thông tin Tenant' });
  });

  it('must name a tenant: 404 TENANT_UNKNOWN', async () => {
    const res = await call(server.app, 'POST', '/api/auth/login', {
      tenant: 'nope',
      body: { user_name: 'admin', password: demoPasswords.admin },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('TENANT_UNKNOWN');
  });

  it('is checked before the bearer token', async () => {
    const res = await call(server.app, 'GET', '/api/system/command', { tenant: null });
    expect(res.json().code).toBe('TENANT_REQUIRED');
  });
});

describe('Device-Id header', () => {
  it('is accepted when well formed', async () => {
    const res = await branchs(admin, { 'device-id': 'web-3f2a9c1e-77b0-4d1c' });
    expect(res.statusCode).toBe(200);
  });

  it('is refused with 400 DEVICE_ID_INVALID otherwise', async () => {
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), 'bad/slash/char']) {
      const res = await branchs(admin, { 'device-id': bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('DEVICE_ID_INVALID');
    }
  });
});

describe('User-Name header', () => {
  it('may be sent when it matches the token', async () => {
    expect((await branchs(salesperson, { 'user-name': 'nvbh01' })).statusCode).toBe(200);
  });

  it('is refused with 400 USER_NAME_MISMATCH otherwise', async () => {
    const res = await branchs(salesperson, { 'user-name': 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('USER_NAME_MISMATCH');
  });
});

describe('Branchs header', () => {
  it("accepts a non-admin's permitted branch", async () => {
    const res = await call(server.app, 'GET', '/api/system/stt', {
      token: salesperson,
      headers: { branchs: 'CN01' },
    });
    expect(res.statusCode).toBe(200);
    expect(new Set(res.json().items.map((i: { ma_dvcs: string }) => i.ma_dvcs))).toEqual(new Set(['CN01']));
  });

  it('refuses a branch the non-admin was not granted, listing it', async () => {
    const res = await stt(salesperson, { branchs: 'CN01, CN02' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'BRANCH_FORBIDDEN',
      message: 'Bạn không được phép làm việc với đơn vị CN02',
      details: { refused: ['CN02'] },
    });
  });

  it('accepts any existing branch for an admin', async () => {
    const res = await call(server.app, 'GET', '/api/system/stt', {
      token: admin,
      headers: { branchs: 'CN02,CN03' },
    });
    expect(res.statusCode).toBe(200);
    expect(new Set(res.json().items.map((i: { ma_dvcs: string }) => i.ma_dvcs))).toEqual(
      new Set(['CN02', 'CN03']),
    );
  });

  it('refuses an unknown branch code, even for an admin', async () => {
    for (const token of [admin, salesperson]) {
      const res = await stt(token, { branchs: 'CN99' });
      expect(res.statusCode).toBe(403);
      expect(res.json().details).toEqual({ refused: ['CN99'] });
    }
  });

  it('is not checked by the calls an app makes to pick a valid branch again (stale selection)', async () => {
    const list = await branchs(salesperson, { branchs: 'CN02' });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((b: { ma_dvcs: string }) => b.ma_dvcs)).toEqual(['CN01']);
    const info = await call(server.app, 'POST', '/api/auth/user-info', {
      token: salesperson,
      headers: { branchs: 'CN02' },
    });
    expect(info.statusCode).toBe(200);
    expect(
      (
        await call(server.app, 'GET', '/api/system/command', {
          token: salesperson,
          headers: { branchs: 'CN02' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(server.app, 'GET', '/api/dashboard/analytics', {
          token: salesperson,
          headers: { branchs: 'CN02' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('answers 403 BRANCH_NOT_GRANTED to a user without any branch', async () => {
    const tenant = await server.database.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    await server.database.db
      .insertInto('users')
      .values({
        tenant_id: tenant.id,
        user_name: 'nobranch',
        password_hash: await hashPassword('NoBranch@1'),
        ten_nsd: 'Chưa phân quyền',
        email: null,
        branchs: '',
        ma_nvbh: null,
        ten_nvbh: null,
        agent_id: null,
        agent_pass: null,
      })
      .execute();
    const token = await tokenFor(server.app, 'nobranch', 'NoBranch@1');
    const res = await call(server.app, 'GET', '/api/system/branchs', { token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'BRANCH_NOT_GRANTED',
      message: 'Người dùng chưa được phân quyền đơn vị',
    });
    expect((await call(server.app, 'GET', '/api/dashboard/analytics', { token })).json().code).toBe(
      'BRANCH_NOT_GRANTED',
    );
    expect(
      (await call(server.app, 'GET', '/api/system/branchs', { token, headers: { branchs: 'CN01' } })).json()
        .code,
    ).toBe('BRANCH_NOT_GRANTED');
  });
});
