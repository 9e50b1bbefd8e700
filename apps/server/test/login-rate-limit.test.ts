import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginLimits,
  USER_BACKOFF_MAX_MINUTES,
  userBackoffMinutes,
} from '../src/services/login-rate-limit.js';
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

  it('caps failures from one IP across user names (stored ones)', async () => {
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

  it('takes ACCOUNT_LOCKED answers (right password) off the count', async () => {
    await server.database.db
      .updateTable('users')
      .set({ locked: true })
      .where('user_name', '=', 'thungan')
      .execute();
    try {
      for (let i = 0; i < 7; i++) {
        const res = await login(server.app, 'thungan', demoPasswords.thungan, { ip: '10.2.0.10' });
        expect(res.json.code).toBe('ACCOUNT_LOCKED');
      }
    } finally {
      await server.database.db
        .updateTable('users')
        .set({ locked: false })
        .where('user_name', '=', 'thungan')
        .execute();
    }
  });
});

describe('the per-user rule: a backoff for unknown addresses and devices, not a lock', () => {
  it('waits 1, 2, 4 ... at most 60 minutes beyond 20 failures', () => {
    expect([0, 19, 20, 21, 22, 25, 26, 40].map(userBackoffMinutes)).toEqual([0, 0, 1, 2, 4, 32, 60, 60]);
    expect(USER_BACKOFF_MAX_MINUTES).toBe(60);
  });

  const tally = (statuses: { status: number; json: Record<string, unknown> }[]) => {
    const counts: Record<string, number> = {};
    for (const res of statuses) {
      const key = res.status === 200 ? '200' : `${res.status} ${String(res.json.code)}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  };

  it(`checks exactly ${loginLimits.perUserAndIp} of 50 concurrent bad passwords from one address`, async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => fail('10.3.0.1', 'racer-one-ip')));
    expect(tally(responses)).toEqual({
      '401 INVALID_CREDENTIALS': loginLimits.perUserAndIp,
      '429 LOGIN_RATE_LIMITED': 50 - loginLimits.perUserAndIp,
    });
  });

  it(`checks exactly ${loginLimits.perIp} of 60 concurrent bad passwords from one address across users`, async () => {
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => fail('10.3.0.2', `racer-${Math.floor(i / 4)}`)),
    );
    expect(tally(responses)).toEqual({
      '401 INVALID_CREDENTIALS': loginLimits.perIp,
      '429 LOGIN_RATE_LIMITED': 60 - loginLimits.perIp,
    });
  });

  it(`checks exactly ${loginLimits.perUser} of 50 concurrent bad passwords from 50 addresses, yet lets the user in from a known address or device`, async () => {
    const knownDevice = 'known-device-0001';
    expect((await login(server.app, 'nvbh01', demoPasswords.nvbh01, { ip: '10.3.1.1' })).status).toBe(200);
    expect(
      (
        await login(server.app, 'nvbh01', demoPasswords.nvbh01, {
          ip: '10.3.1.2',
          headers: { 'device-id': knownDevice },
        })
      ).status,
    ).toBe(200);

    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => fail(`10.3.2.${i}`, 'NVBH01')));
    expect(tally(responses)).toEqual({
      '401 INVALID_CREDENTIALS': loginLimits.perUser,
      '429 LOGIN_RATE_LIMITED': 50 - loginLimits.perUser,
    });
    const limited = responses.find((r) => r.status === 429);
    expect(limited?.json).toMatchObject({
      message: 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 1 phút',
      details: { retry_after_minutes: 1 },
    });

    // An unknown address waits, even with the right password; the known address and device do not.
    const stranger = await login(server.app, 'nvbh01', demoPasswords.nvbh01, { ip: '10.3.3.1' });
    expect(stranger.status).toBe(429);
    expect((await login(server.app, 'nvbh01', demoPasswords.nvbh01, { ip: '10.3.1.1' })).status).toBe(200);
    const device = await login(server.app, 'nvbh01', demoPasswords.nvbh01, {
      ip: '10.3.3.2',
      headers: { 'device-id': knownDevice },
    });
    expect(device.status).toBe(200);
    // A known address still has its own per-address allowance for wrong passwords.
    for (let i = 0; i < loginLimits.perUserAndIp; i++)
      expect((await fail('10.3.1.1', 'nvbh01')).status).toBe(401);
    expect((await fail('10.3.1.1', 'nvbh01')).status).toBe(429);
  });

  it('lets an unknown address try again once the wait is over, then doubles the wait', async () => {
    const db = server.database.db;
    const rows = Array.from({ length: loginLimits.perUser }, (_, i) => ({
      tenant_id: db.selectFrom('tenants').select('id').where('code', '=', 'demo'),
      user_name: 'backoff-user',
      ip: `10.3.4.${i}`,
      at: new Date(Date.now() - 2 * 60_000),
    }));
    await db.insertInto('login_failures').values(rows).execute();
    // 20 failures, the latest 2 minutes ago: the 1-minute wait is over.
    expect((await fail('10.3.5.1', 'backoff-user')).status).toBe(401);
    const next = await fail('10.3.5.2', 'backoff-user');
    expect(next.status).toBe(429);
    expect(next.json).toMatchObject({ details: { retry_after_minutes: 2 } });
  });
});
