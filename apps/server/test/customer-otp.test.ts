import { listOf, loginResponseSchema, otpResponseSchema, smsLogSchema } from '@sen/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASKED_CODE, OTP_MAX_GUESSES, otpSendLimits } from '../src/services/customer-otp.js';
import { loginLimits } from '../src/services/login-rate-limit.js';
import { tenantIdOf } from './helpers/operations-fixtures.js';
import { createSecondTenant, secondTenant } from './helpers/second-tenant.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from './helpers/test-app.js';

let server: TestServer;
/** Phones of demo customers other than the portal's, each test taking its own. */
let customerPhones: string[];
beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.database.db
    .selectFrom('customers')
    .select('dien_thoai')
    .where('dien_thoai', '!=', PHONE)
    .where('dien_thoai', 'is not', null)
    .orderBy('ma_kh')
    .limit(10)
    .execute();
  customerPhones = rows.map((r) => r.dien_thoai as string);
});
afterAll(() => server.close());

const PHONE = '0901234567';
let nextCustomer = 0;
const anotherCustomerPhone = () => customerPhones[nextCustomer++] as string;

const sendOtp = (phone: string, ip?: string, tenant?: string) =>
  call(server.app, 'POST', `/api/auth/otp/customer/${phone}`, { ip, tenant });
const otpLogin = (phone: string, code: string, ip = '10.5.0.1') =>
  call(server.app, 'POST', '/api/auth/login', {
    ip,
    body: { user_name: phone, password: code, system_type: 'client', login_type: 'otp' },
  });
const demoCodeOf = async (phone: string, ip?: string) =>
  otpResponseSchema.parse((await sendOtp(phone, ip)).json()).demo_code as string;
const wrongCode = (code: string, i = 0) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

const setMaxHourly = (value: number) =>
  server.database.db
    .updateTable('configs')
    .set({ value: String(value) })
    .where('name', '=', 'otp_max_hourly')
    .execute();

/** How many answers had each status (and error code). */
const tally = (responses: { statusCode: number; json: () => { code?: string } }[]) => {
  const counts: Record<string, number> = {};
  for (const res of responses) {
    const key = res.statusCode === 200 ? '200' : `${res.statusCode} ${res.json().code}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

const codesOf = (phone: string) =>
  server.database.db
    .selectFrom('otp_codes')
    .select(['attempts', 'used_at', sql<boolean>`expires_at > now()`.as('live')])
    .where('phone', '=', phone)
    .orderBy('id')
    .execute();

describe('customer OTP sign-in', () => {
  it('sends a code: demo_code on the demo tenant, expiry from otp_expiration, logged masked to sms_logs', async () => {
    const res = await sendOtp(PHONE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
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
    expect(logs[0]?.message).toBe(`Ma xac thuc Sen Spa & Clinic: ${MASKED_CODE}. Hieu luc 2 phut.`);
    expect(logs[0]?.message).not.toContain(body.demo_code);
    expect(logs[0]?.status).toBe('demo');
    const stored = await server.database.db.selectFrom('otp_codes').select('code_hash').execute();
    expect(stored.map((s) => s.code_hash)).not.toContain(body.demo_code);
  });

  it('shows no live code in GET system/sms/logs', async () => {
    const code = await demoCodeOf(PHONE);
    const admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
    const res = await call(server.app, 'GET', `/api/system/sms/logs?phone=${PHONE}`, { token: admin });
    const logs = listOf(smsLogSchema).parse(res.json());
    expect(logs.total).toBe(2);
    for (const log of logs.items) {
      expect(log.message).toContain(MASKED_CODE);
      expect(log.message).not.toMatch(/\d{6}/);
    }
    expect(res.body).not.toContain(code);
  });

  it('refuses a wrong code with 401 OTP_INVALID, then signs the customer in with the right one, once', async () => {
    const code = await demoCodeOf(PHONE);
    const wrong = await otpLogin(PHONE, wrongCode(code));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('OTP_INVALID');

    const ok = await otpLogin(PHONE, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
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
    expect(refreshed.headers['cache-control']).toBe('no-store');

    expect((await otpLogin(PHONE, code)).statusCode).toBe(401);
  });

  it('accepts the phone with formatting characters', async () => {
    const code = (await sendOtp('090-123-4567')).json().demo_code as string;
    expect((await otpLogin('0901 234 567', code)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const code = await demoCodeOf(PHONE);
    await server.database.db
      .updateTable('otp_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const res = await otpLogin(PHONE, code);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('OTP_INVALID');
  });

  it('ends the older codes when a new one is sent', async () => {
    const phone = anotherCustomerPhone();
    const first = await demoCodeOf(phone, '10.5.1.1');
    const second = await demoCodeOf(phone, '10.5.1.1');
    expect((await otpLogin(phone, first, '10.5.1.1')).statusCode).toBe(401);
    expect((await otpLogin(phone, second, '10.5.1.1')).statusCode).toBe(200);
  });

  it(`allows ${OTP_MAX_GUESSES} guesses per code: then even the right code is refused`, async () => {
    const phone = anotherCustomerPhone();
    const code = await demoCodeOf(phone, '10.5.2.1');
    for (let i = 0; i < OTP_MAX_GUESSES; i++)
      expect((await otpLogin(phone, wrongCode(code, i), '10.5.2.1')).json().code).toBe('OTP_INVALID');
    const right = await otpLogin(phone, code, '10.5.2.2');
    expect(right.statusCode).toBe(401);
    expect(right.json().code).toBe('OTP_INVALID');
    expect(await codesOf(phone)).toEqual([{ attempts: OTP_MAX_GUESSES, used_at: null, live: true }]);
  });

  it('limits codes per phone per hour to otp_max_hourly', async () => {
    await setMaxHourly(3);
    try {
      const phone = anotherCustomerPhone();
      expect((await sendOtp(phone)).json().remaining).toBe(2);
      expect((await sendOtp(phone)).json().remaining).toBe(1);
      expect((await sendOtp(phone)).json().remaining).toBe(0);
      const fourth = await sendOtp(phone);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.headers['cache-control']).toBe('no-store');
      expect(fourth.json()).toEqual({
        code: 'OTP_RATE_LIMITED',
        message: 'Bạn đã yêu cầu quá 3 mã OTP trong một giờ. Vui lòng thử lại sau',
      });
      expect((await sendOtp(anotherCustomerPhone(), '10.5.3.1')).statusCode).toBe(200);
    } finally {
      await setMaxHourly(10);
    }
  });

  it('answers 400 PHONE_INVALID for a malformed number', async () => {
    const invalid = await sendOtp('12345');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ code: 'PHONE_INVALID', message: 'Số điện thoại không hợp lệ' });
  });

  it("answers a number no customer has exactly as a customer's, sends nothing and signs no one in", async () => {
    const customer = anotherCustomerPhone();
    const unknown = '0999999999';
    for (let i = 0; i < 10; i++) {
      const [a, b] = [await sendOtp(customer, '10.5.4.1'), await sendOtp(unknown, '10.5.4.2')];
      expect(b.statusCode).toBe(a.statusCode);
      const [bodyA, bodyB] = [a.json(), b.json()];
      expect(Object.keys(bodyB).sort()).toEqual(Object.keys(bodyA).sort());
      expect(bodyB.remaining).toBe(bodyA.remaining);
      expect(bodyB.expires_in).toBe(bodyA.expires_in);
      expect(bodyB.demo_code).toMatch(/^\d{6}$/);
    }
    const [a, b] = [await sendOtp(customer, '10.5.4.1'), await sendOtp(unknown, '10.5.4.2')];
    expect([a.statusCode, b.statusCode]).toEqual([429, 429]);
    expect(b.json()).toEqual(a.json());

    await server.database.db.deleteFrom('otp_codes').where('phone', '=', unknown).execute();
    const code = await demoCodeOf(unknown, '10.5.4.3');
    const res = await otpLogin(unknown, code, '10.5.4.3');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('OTP_INVALID');
    const logs = await server.database.db
      .selectFrom('sms_logs')
      .where('phone', '=', unknown)
      .selectAll()
      .execute();
    expect(logs).toEqual([]);
  });

  it('answers the same on a tenant without demo codes', async () => {
    await createSecondTenant(server.database.db);
    const known = await sendOtp(secondTenant.customers[0].dien_thoai, '10.5.5.1', secondTenant.code);
    const unknown = await sendOtp(PHONE, '10.5.5.2', secondTenant.code);
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().demo_code).toBeUndefined();
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

describe('concurrent OTP requests hold the limits exactly', () => {
  const burst = <T>(n: number, request: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: n }, (_, i) => request(i)));

  it('50 concurrent sends for one phone issue exactly otp_max_hourly codes, one of them live', async () => {
    const phone = anotherCustomerPhone();
    const responses = await burst(50, () => sendOtp(phone, '10.6.0.1'));
    expect(tally(responses)).toEqual({ '200': 10, '429 OTP_RATE_LIMITED': 40 });
    const remaining = responses.filter((r) => r.statusCode === 200).map((r) => r.json().remaining as number);
    expect(remaining.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const codes = await codesOf(phone);
    expect(codes).toHaveLength(10);
    expect(codes.filter((c) => c.live)).toHaveLength(1);
    expect(codes.at(-1)?.live).toBe(true);
  });

  it(`50 concurrent sends from one address issue exactly ${otpSendLimits.perIpHourly} codes`, async () => {
    const responses = await burst(50, (i) => sendOtp(`0977${String(i).padStart(6, '0')}`, '10.6.1.1'));
    expect(tally(responses)).toEqual({
      '200': otpSendLimits.perIpHourly,
      '429 OTP_SEND_LIMITED': 50 - otpSendLimits.perIpHourly,
    });
    const other = await sendOtp('0977999999', '10.6.1.2');
    expect(other.statusCode).toBe(200);
  });

  it(`50 concurrent sends to a tenant with ${otpSendLimits.perTenantHourly - 1} codes this hour issue exactly one`, async () => {
    const tenantId = await tenantIdOf(server.database.db);
    const already = Number(
      (
        await server.database.db
          .selectFrom('otp_codes')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('tenant_id', '=', tenantId)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const fill = otpSendLimits.perTenantHourly - 1 - already;
    await server.database.db
      .insertInto('otp_codes')
      .values(
        Array.from({ length: fill }, (_, i) => ({
          tenant_id: tenantId,
          phone: `0966${String(i).padStart(6, '0')}`,
          ip: `10.7.${Math.floor(i / 200)}.${i % 200}`,
          code_hash: '',
          expires_at: new Date(),
        })),
      )
      .execute();
    const responses = await burst(50, (i) => sendOtp(`0955${String(i).padStart(6, '0')}`, `10.6.2.${i}`));
    expect(tally(responses)).toEqual({ '200': 1, '429 OTP_SEND_LIMITED': 49 });
    expect(responses.find((r) => r.statusCode === 429)?.json().message).toBe(
      'Đã gửi quá nhiều mã OTP. Vui lòng thử lại sau',
    );
    await server.database.db.deleteFrom('otp_codes').where('tenant_id', '=', tenantId).execute();
  });

  it(`50 concurrent wrong guesses from one address: exactly ${loginLimits.perUserAndIp} are checked`, async () => {
    const phone = anotherCustomerPhone();
    const code = await demoCodeOf(phone, '10.6.3.1');
    const responses = await burst(50, (i) => otpLogin(phone, wrongCode(code, i), '10.6.3.2'));
    expect(tally(responses)).toEqual({
      '401 OTP_INVALID': loginLimits.perUserAndIp,
      '429 LOGIN_RATE_LIMITED': 50 - loginLimits.perUserAndIp,
    });
    expect(await codesOf(phone)).toEqual([{ attempts: OTP_MAX_GUESSES, used_at: null, live: true }]);
  });

  it(`50 concurrent wrong guesses from 50 addresses: exactly ${loginLimits.perUser} are checked`, async () => {
    const phone = anotherCustomerPhone();
    const code = await demoCodeOf(phone, '10.6.4.1');
    const responses = await burst(50, (i) => otpLogin(phone, wrongCode(code, i), `10.6.5.${i}`));
    expect(tally(responses)).toEqual({
      '401 OTP_INVALID': loginLimits.perUser,
      '429 LOGIN_RATE_LIMITED': 50 - loginLimits.perUser,
    });
    expect(await codesOf(phone)).toEqual([{ attempts: OTP_MAX_GUESSES, used_at: null, live: true }]);
  });

  it('a 50-guess burst containing the right code, after the code took its guesses, signs no one in', async () => {
    const phone = anotherCustomerPhone();
    const code = await demoCodeOf(phone, '10.6.6.1');
    // The right code is the burst's last guess, but the code's allowance is spent before any of it lands.
    for (let i = 0; i < OTP_MAX_GUESSES; i++) await otpLogin(phone, wrongCode(code, 100 + i), '10.6.6.1');
    const guesses = [...Array.from({ length: 49 }, (_, i) => wrongCode(code, i)), code];
    const responses = await burst(50, (i) => otpLogin(phone, guesses[i] as string, '10.6.6.2'));
    expect(tally(responses)).toEqual({
      '401 OTP_INVALID': loginLimits.perUserAndIp,
      '429 LOGIN_RATE_LIMITED': 50 - loginLimits.perUserAndIp,
    });
  });

  it('a 50-guess burst of the right code signs in exactly once', async () => {
    const phone = anotherCustomerPhone();
    const code = await demoCodeOf(phone, '10.6.7.1');
    const responses = await burst(50, (i) => otpLogin(phone, code, `10.6.8.${i}`));
    const counts = tally(responses);
    expect(counts['200']).toBe(1);
    expect((counts['401 OTP_INVALID'] ?? 0) + (counts['429 LOGIN_RATE_LIMITED'] ?? 0)).toBe(49);
    expect((await codesOf(phone)).map((c) => c.attempts)).toEqual([1]);
  });
});
