import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLimits } from '../src/services/login-rate-limit.js';
import { demoPasswords, login, startTestServer, type TestServer } from './helpers/test-app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const fail = (ip: string, userName = 'admin', headers: Record<string, string> = {}) =>
  login(server.app, userName, 'not-the-password', { ip, headers });

describe('failed sign-in rate limiting', () => {
  it('answers the 6th failure for one user and IP with 429 and the Vietnamese message', async () => {
    for (let i = 0; i < 5; i++) expect((await fail('10.2.0.1')).status).toBe(401);
    const sixth = await fail('10.2.0.1');
    expect(sixth.status).toBe(429);
    expect(sixth.json).toMatchObject({
      code: 'LOGIN_RATE_LIMITED',
      message: 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút',
    });
  });

  it('answers in English with Accept-Language: en', async () => {
    const res = await fail('10.2.0.1', 'admin', { 'accept-language': 'en' });
    expect(res.status).toBe(429);
    expect(res.json.message).toBe('Too many failed sign-ins. Please try again in 15 minutes');
  });

  it('refuses even the right password while limited, but not from another IP', async () => {
    expect((await login(server.app, 'admin', demoPasswords.admin, { ip: '10.2.0.1' })).status).toBe(429);
    expect((await login(server.app, 'admin', demoPasswords.admin, { ip: '10.2.0.2' })).status).toBe(200);
  });

  it('still limits after a server restart on the same database', async () => {
    await server.restart();
    const res = await fail('10.2.0.1');
    expect(res.status).toBe(429);
    expect(res.json.code).toBe('LOGIN_RATE_LIMITED');
  });

  it('forgets the failures of a user and IP after a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) expect((await fail('10.2.0.3', 'nvbh01')).status).toBe(401);
    expect((await login(server.app, 'nvbh01', demoPasswords.nvbh01, { ip: '10.2.0.3' })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await fail('10.2.0.3', 'nvbh01')).status).toBe(401);
    expect((await login(server.app, 'nvbh01', demoPasswords.nvbh01, { ip: '10.2.0.3' })).status).toBe(200);
  });

  it('caps failures from one IP across user names', async () => {
    const ip = '10.2.0.9';
    const rows = Array.from({ length: loginLimits.perIp }, (_, i) => ({
      tenant_id: server.database.db.selectFrom('tenants').select('id').where('code', '=', 'demo'),
      user_name: `guess${i}`,
      ip,
    }));
    await server.database.db.insertInto('login_failures').values(rows).execute();
    const res = await login(server.app, 'thungan', demoPasswords.thungan, { ip });
    expect(res.status).toBe(429);
    expect(res.json.code).toBe('LOGIN_RATE_LIMITED');
  });
});
