import { loginResponseSchema } from '@sen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoPasswords, login, startTestServer, type TestServer } from './helpers/test-app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/auth/login', () => {
  it('signs the admin in with a session and user info that match the wire schema', async () => {
    const result = await login(server.app, 'admin', demoPasswords.admin);
    expect(result.status).toBe(200);
    const body = loginResponseSchema.parse(result.json);
    expect(body.user_info).toMatchObject({
      user_name: 'admin',
      is_admin: 1,
      user_type: 'staff',
      ma_kh: null,
    });
    expect(body.user_info.user_rights.branchs).toBe('CN01,CN02,CN03');
    expect(new Date(body.session.expiration_date).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(body.session.refresh_token).not.toBe(body.session.access_token);
  });

  it('gives the salesperson CRM rights without read-all or delete, and the saler', async () => {
    const result = await login(server.app, 'nvbh01', demoPasswords.nvbh01);
    const info = loginResponseSchema.parse(result.json).user_info;
    expect(info.is_admin).toBe(0);
    expect(info.r_access).toContain('crm.partners');
    expect(info.r_access.every((id) => id.startsWith('crm.'))).toBe(true);
    expect(info.r_add).toContain('crm.partners');
    expect(info.r_edit).toContain('crm.partners');
    expect(info.r_readall).toEqual([]);
    expect(info.r_del).toEqual([]);
    expect(info.user_rights).toEqual({ branchs: 'CN01', employees: ['NV001'], employee_yn: 1 });
    expect(info.saler).toEqual({ ma_nvbh: 'NV001', ten_nvbh: 'Nguyễn Thị Lan' });
  });

  it('gives the cashier the sales and cashier commands on CN01', async () => {
    const info = loginResponseSchema.parse(
      (await login(server.app, 'thungan', demoPasswords.thungan)).json,
    ).user_info;
    expect(info.r_access).toContain('sales.retail-orders');
    expect(info.r_access).toContain('sales.retail-orders.cashier');
    expect(info.r_access.some((id) => id.startsWith('crm.'))).toBe(false);
    expect(info.user_rights.branchs).toBe('CN01');
    expect(info.saler).toBeNull();
  });

  it('accepts the user name in any letter case', async () => {
    expect((await login(server.app, 'ADMIN', demoPasswords.admin, { ip: '10.1.0.1' })).status).toBe(200);
  });

  it('refuses a wrong password with 401 INVALID_CREDENTIALS in Vietnamese', async () => {
    const result = await login(server.app, 'admin', 'wrong-password', { ip: '10.1.0.2' });
    expect(result.status).toBe(401);
    expect(result.json).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Tên đăng nhập hoặc mật khẩu không đúng',
    });
  });

  it('refuses an unknown user the same way, in English when asked', async () => {
    const result = await login(server.app, 'nobody', 'whatever', {
      ip: '10.1.0.3',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(result.status).toBe(401);
    expect(result.json).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'The user name or password is incorrect',
    });
  });

  it('rejects a malformed body with 400 VALIDATION_FAILED and details', async () => {
    const res = await call(server.app, 'POST', '/api/auth/login', {
      body: { user_name: '', system_type: 'desktop' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Dữ liệu không hợp lệ');
    expect(Array.isArray(body.details)).toBe(true);
    expect(body.details.length).toBeGreaterThan(0);
  });

  it('rejects malformed JSON with 400 VALIDATION_FAILED', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { tenant: 'demo', 'content-type': 'application/json' },
      payload: '{"user_name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('records sign-ins for the dashboard, with their address and device', async () => {
    expect(
      (
        await login(server.app, 'thungan', demoPasswords.thungan, {
          ip: '10.1.0.4',
          headers: { 'device-id': 'till-device-01' },
        })
      ).status,
    ).toBe(200);
    const rows = await server.database.db
      .selectFrom('sign_ins')
      .select(['user_name', 'ip', 'device_id'])
      .execute();
    expect(rows.map((r) => r.user_name)).toEqual(expect.arrayContaining(['admin', 'nvbh01', 'thungan']));
    expect(rows).toContainEqual({ user_name: 'thungan', ip: '10.1.0.4', device_id: 'till-device-01' });
  });

  it('answers sign-in, refresh and code sending with Cache-Control: no-store, errors included', async () => {
    const signedIn = await call(server.app, 'POST', '/api/auth/login', {
      body: {
        user_name: 'admin',
        password: demoPasswords.admin,
        system_type: 'backoffice',
        login_type: 'password',
      },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const refreshed = await call(server.app, 'POST', '/api/auth/refresh-token', {
      body: { refresh_token: signedIn.json().session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const refused = await call(server.app, 'POST', '/api/auth/login', {
      ip: '10.1.0.5',
      body: { user_name: 'admin', password: 'wrong', system_type: 'backoffice', login_type: 'password' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const reused = await call(server.app, 'POST', '/api/auth/refresh-token', {
      body: { refresh_token: signedIn.json().session.refresh_token },
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.headers['cache-control']).toBe('no-store');
    const code = await call(server.app, 'POST', '/api/auth/otp/customer/0901234567');
    expect(code.statusCode).toBe(200);
    expect(code.headers['cache-control']).toBe('no-store');
  });
});
