import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoPasswords, login, startTestServer, type TestServer } from './helpers/test-app.js';

/**
 * Opening another app without a second sign-in (POST /api/auth/handover): the back office's cashier routes hand the
 * POS a session of its own. It must be the same user's, live on its own family (each app rotates and signs out
 * alone), and be given to staff only.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const refresh = (refresh_token: string) =>
  call(server.app, 'POST', '/api/auth/refresh-token', { body: { refresh_token } });

describe('handing a session over to another app', () => {
  it('gives the signed-in cashier a second session of their own, which rotates and signs out apart', async () => {
    const backOffice = await login(server.app, 'thungan', demoPasswords.thungan);
    const handed = await call(server.app, 'POST', '/api/auth/handover', { token: backOffice.accessToken });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.headers['cache-control']).toBe('no-store');
    const pos = handed.json().session as { access_token: string; refresh_token: string };
    expect(pos.refresh_token).not.toBe(backOffice.refreshToken);

    const info = await call(server.app, 'POST', '/api/auth/user-info', { token: pos.access_token, body: {} });
    expect(info.statusCode).toBe(200);
    expect(info.json().user_name).toBe('thungan');

    // Both rotate: neither counts as a reuse of the other's token.
    const posRotated = await refresh(pos.refresh_token);
    expect(posRotated.statusCode).toBe(200);
    const officeRotated = await refresh(backOffice.refreshToken);
    expect(officeRotated.statusCode).toBe(200);

    // Signing out of the POS leaves the back office signed in.
    const out = await call(server.app, 'POST', '/api/auth/logout', {
      token: posRotated.json().access_token,
      body: { refresh_token: posRotated.json().refresh_token },
    });
    expect(out.statusCode).toBe(200);
    const stillIn = await call(server.app, 'POST', '/api/auth/user-info', {
      token: officeRotated.json().access_token,
      body: {},
    });
    expect(stillIn.statusCode).toBe(200);
    expect((await refresh(officeRotated.json().refresh_token)).statusCode).toBe(200);
  });

  it('is refused without a session, and to a customer of the portal', async () => {
    const none = await call(server.app, 'POST', '/api/auth/handover');
    expect(none.statusCode).toBe(401);
    const code = await call(server.app, 'POST', '/api/auth/otp/customer/0901234567');
    const otp = String(code.json().demo_code ?? '');
    expect(otp).toMatch(/^\d+$/);
    const customer = await call(server.app, 'POST', '/api/auth/login', {
      body: { user_name: '0901234567', password: otp, system_type: 'client', login_type: 'otp' },
    });
    expect(customer.statusCode, customer.body).toBe(200);
    const refused = await call(server.app, 'POST', '/api/auth/handover', {
      token: customer.json().session.access_token,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });
});
