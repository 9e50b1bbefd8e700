import { sessionSchema, userInfoSchema } from '@sen/domain';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  demoPasswords,
  login,
  startTestServer,
  TEST_JWT_SECRET,
  type TestServer,
} from './helpers/test-app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const refresh = (refreshToken: string) =>
  call(server.app, 'POST', '/api/auth/refresh-token', { body: { refresh_token: refreshToken } });
const userInfo = (token: string) => call(server.app, 'POST', '/api/auth/user-info', { token });

describe('refresh token rotation', () => {
  it('returns a new pair that works, and each refresh token works once', async () => {
    const first = await login(server.app, 'admin', demoPasswords.admin);
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = sessionSchema.parse(res.json());
    expect(next.refresh_token).not.toBe(first.refreshToken);
    expect((await userInfo(next.access_token)).statusCode).toBe(200);
    const again = await refresh(next.refresh_token);
    expect(again.statusCode).toBe(200);
  });

  it('revokes the whole family, newest tokens included, when a used refresh token comes back', async () => {
    const first = await login(server.app, 'nvbh01', demoPasswords.nvbh01);
    const second = sessionSchema.parse((await refresh(first.refreshToken)).json());
    const third = sessionSchema.parse((await refresh(second.refresh_token)).json());

    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('REFRESH_TOKEN_REUSED');

    const newest = await refresh(third.refresh_token);
    expect(newest.statusCode).toBe(401);
    expect(newest.json().code).toBe('REFRESH_TOKEN_INVALID');
    const access = await userInfo(third.access_token);
    expect(access.statusCode).toBe(401);
    expect(access.json().code).toBe('TOKEN_INVALID');
  });

  it('keeps other sessions of the same user alive', async () => {
    const a = await login(server.app, 'thungan', demoPasswords.thungan);
    const b = await login(server.app, 'thungan', demoPasswords.thungan);
    await refresh(a.refreshToken);
    expect((await refresh(a.refreshToken)).json().code).toBe('REFRESH_TOKEN_REUSED');
    expect((await userInfo(b.accessToken)).statusCode).toBe(200);
    expect((await refresh(b.refreshToken)).statusCode).toBe(200);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    expect((await refresh('no-such-token')).json().code).toBe('REFRESH_TOKEN_INVALID');
    const s = await login(server.app, 'admin', demoPasswords.admin);
    await server.database.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const res = await refresh(s.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('REFRESH_TOKEN_INVALID');
  });

  it("refuses another tenant's refresh token", async () => {
    const s = await login(server.app, 'admin', demoPasswords.admin);
    await server.database.db.insertInto('tenants').values({ code: 'other', name: 'Other' }).execute();
    const res = await call(server.app, 'POST', '/api/auth/refresh-token', {
      tenant: 'other',
      body: { refresh_token: s.refreshToken },
    });
    expect(res.json().code).toBe('REFRESH_TOKEN_INVALID');
  });
});

describe('access tokens', () => {
  const sign = (claims: Record<string, unknown>, exp: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub ?? 'x'))
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));

  it('answers 401 TOKEN_EXPIRED for an expired token', async () => {
    const s = await login(server.app, 'admin', demoPasswords.admin);
    const payload = JSON.parse(
      Buffer.from(s.accessToken.split('.')[1] as string, 'base64url').toString(),
    ) as Record<string, unknown>;
    const expired = await sign(payload, Math.floor(Date.now() / 1000) - 60);
    const res = await userInfo(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'TOKEN_EXPIRED', message: 'Phiên đăng nhập đã hết hạn' });
  });

  it('expires after ACCESS_TOKEN_TTL seconds', async () => {
    await server.restart({ ACCESS_TOKEN_TTL: '1' });
    const s = await login(server.app, 'admin', demoPasswords.admin);
    expect(new Date(s.json.session.expiration_date).getTime() - Date.now()).toBeLessThanOrEqual(1000);
    // jose counts a token expired from its exp second on.
    const wait = new Date(s.json.session.expiration_date).getTime() - Date.now() + 20;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
    expect((await userInfo(s.accessToken)).json().code).toBe('TOKEN_EXPIRED');
    await server.restart({});
  });

  it('answers 401 TOKEN_INVALID for a forged or garbled token, UNAUTHORIZED without one', async () => {
    const forged = await new SignJWT({ tenant: 'demo', user_name: 'admin', user_type: 'staff', sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await userInfo(forged)).json().code).toBe('TOKEN_INVALID');
    expect((await userInfo('garbage')).json().code).toBe('TOKEN_INVALID');
    const none = await call(server.app, 'POST', '/api/auth/user-info');
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHORIZED');
  });

  it('user-info answers the user, and 401 once the user is gone', async () => {
    const s = await login(server.app, 'thungan', demoPasswords.thungan);
    const res = await call(server.app, 'POST', '/api/auth/user-info', {
      token: s.accessToken,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(userInfoSchema.parse(res.json()).user_name).toBe('thungan');
    await server.database.db
      .updateTable('users')
      .set({ locked: true })
      .where('user_name', '=', 'thungan')
      .execute();
    expect((await userInfo(s.accessToken)).statusCode).toBe(401);
    await server.database.db.deleteFrom('users').where('user_name', '=', 'thungan').execute();
    const gone = await userInfo(s.accessToken);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().code).toBe('UNAUTHORIZED');
  });
});

describe('POST /api/auth/logout', () => {
  it("revokes the refresh token's family and the bearer session", async () => {
    const s = await login(server.app, 'admin', demoPasswords.admin);
    const res = await call(server.app, 'POST', '/api/auth/logout', {
      token: s.accessToken,
      body: { refresh_token: s.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect((await userInfo(s.accessToken)).json().code).toBe('TOKEN_INVALID');
    expect((await refresh(s.refreshToken)).json().code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('with only the bearer token still ends that session', async () => {
    const s = await login(server.app, 'admin', demoPasswords.admin);
    expect((await call(server.app, 'POST', '/api/auth/logout', { token: s.accessToken })).statusCode).toBe(
      200,
    );
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
  });

  it('answers 200 for unknown tokens, so a client can always clear its credentials', async () => {
    const res = await call(server.app, 'POST', '/api/auth/logout', {
      token: 'garbage',
      body: { refresh_token: 'unknown' },
    });
    expect(res.statusCode).toBe(200);
  });
});
