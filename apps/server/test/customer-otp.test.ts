import { loginResponseSchema, otpResponseSchema } from '@sen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './helpers/test-app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PHONE = '0901234567';
const sendOtp = (phone: string, ip?: string) =>
  call(server.app, 'POST', `/api/auth/otp/customer/${phone}`, { ip });
const otpLogin = (phone: string, code: string, ip = '10.5.0.1') =>
  call(server.app, 'POST', '/api/auth/login', {
    ip,
    body: { user_name: phone, password: code, system_type: 'client', login_type: 'otp' },
  });

describe('customer OTP sign-in', () => {
  it('sends a code: demo_code on the demo tenant, expiry from otp_expiration, logged to sms_logs', async () => {
    const res = await sendOtp(PHONE);
    expect(res.statusCode).toBe(200);
    const body = otpResponseSchema.parse(res.json());
    expect(body.expires_in).toBe(120);
    expect(body.remaining).toBe(9);
    expect(body.demo_code).toMatch(/^\d{6}$/);
    const logs = await server.database.db
      .selectFrom('sms_logs')
      .selectAll()
      .where('phone', '=', PHONE)
      .execute();
    expect(logs).toHaveLength(1);
    expect(logs[0]?.message).toContain(body.demo_code);
    expect(logs[0]?.status).toBe('demo');
    const stored = await server.database.db.selectFrom('otp_codes').select('code_hash').execute();
    expect(stored.map((s) => s.code_hash)).not.toContain(body.demo_code);
  });

  it('refuses a wrong code with 401 OTP_INVALID, then signs the customer in with the right one, once', async () => {
    const code = otpResponseSchema.parse((await sendOtp(PHONE)).json()).demo_code as string;
    const wrong = await otpLogin(PHONE, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('OTP_INVALID');

    const ok = await otpLogin(PHONE, code);
    expect(ok.statusCode).toBe(200);
    const body = loginResponseSchema.parse(ok.json());
    expect(body.user_info).toMatchObject({
      user_type: 'customer',
      ma_kh: 'KH0001',
      ten_nsd: 'Trần Thị Mai',
      is_admin: 0,
    });
    expect(body.user_info.r_access).toEqual([]);

    const info = await call(server.app, 'POST', '/api/auth/user-info', { token: body.session.access_token });
    expect(info.json()).toMatchObject({ user_type: 'customer', ma_kh: 'KH0001' });
    const staffOnly = await call(server.app, 'GET', '/api/system/command', {
      token: body.session.access_token,
    });
    expect(staffOnly.statusCode).toBe(403);
    const refreshed = await call(server.app, 'POST', '/api/auth/refresh-token', {
      body: { refresh_token: body.session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);

    expect((await otpLogin(PHONE, code)).statusCode).toBe(401);
  });

  it('accepts the phone with formatting characters', async () => {
    const code = (await sendOtp('090-123-4567')).json().demo_code as string;
    expect((await otpLogin('0901 234 567', code)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const code = (await sendOtp(PHONE)).json().demo_code as string;
    await server.database.db
      .updateTable('otp_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const res = await otpLogin(PHONE, code);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('OTP_INVALID');
  });

  it('limits codes per phone per hour to otp_max_hourly', async () => {
    await server.database.db
      .updateTable('configs')
      .set({ value: '3' })
      .where('name', '=', 'otp_max_hourly')
      .execute();
    await server.database.db.deleteFrom('otp_codes').execute();
    const phone = '0389153680';
    expect((await sendOtp(phone)).json().remaining).toBe(2);
    expect((await sendOtp(phone)).json().remaining).toBe(1);
    expect((await sendOtp(phone)).json().remaining).toBe(0);
    const fourth = await sendOtp(phone);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      code: 'OTP_RATE_LIMITED',
      message: 'Bạn đã yêu cầu quá 3 mã OTP trong một giờ. Vui lòng thử lại sau',
    });
    expect((await sendOtp(PHONE)).statusCode).toBe(200);
  });

  it('answers 400 PHONE_INVALID and 404 CUSTOMER_NOT_FOUND', async () => {
    const invalid = await sendOtp('12345');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ code: 'PHONE_INVALID', message: 'Số điện thoại không hợp lệ' });
    const unknown = await sendOtp('0999999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CUSTOMER_NOT_FOUND');
  });

  it('needs system_type client for an OTP sign-in', async () => {
    const res = await call(server.app, 'POST', '/api/auth/login', {
      body: { user_name: PHONE, password: '123456', system_type: 'backoffice', login_type: 'otp' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('rate-limits wrong codes like wrong passwords', async () => {
    for (let i = 0; i < 5; i++) expect((await otpLogin(PHONE, '999999', '10.5.0.9')).statusCode).toBe(401);
    expect((await otpLogin(PHONE, '999999', '10.5.0.9')).statusCode).toBe(429);
  });
});
