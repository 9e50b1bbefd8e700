import { describe, expect, it } from 'vitest';
import { bareClient } from '../../test/helpers.js';
import { POLICY_KEY } from '../request-policy.js';
import { bearerTokenOf, requestHeadersMiddleware, type HeaderSource } from './request-headers.js';

const source = (overrides: Partial<HeaderSource> = {}): HeaderSource => ({
  tenant: 'demo',
  getAccessToken: () => 'a1',
  getBranchs: () => ['CN01', 'CN02'],
  getDeviceId: () => 'device-0001',
  getUserName: () => 'nv01',
  getLocale: () => 'vi',
  ...overrides,
});

describe('requestHeadersMiddleware', () => {
  it('sends Authorization, Tenant, Branchs, Device-Id, User-Name and Accept-Language on every request', async () => {
    const { calls, send } = bareClient([requestHeadersMiddleware(source())]);
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) await send(method, '/crm/partners');
    expect(calls).toHaveLength(5);
    for (const call of calls) {
      expect(call.headers).toMatchObject({
        authorization: 'Bearer a1',
        tenant: 'demo',
        branchs: 'CN01,CN02',
        'device-id': 'device-0001',
        'user-name': 'nv01',
        'accept-language': 'vi',
      });
    }
  });

  it('reads token, branches, user and locale at each request', async () => {
    let token: string | null = 'a1';
    let branchs = ['CN01'];
    const { calls, send } = bareClient([
      requestHeadersMiddleware(
        source({ getAccessToken: () => token, getBranchs: () => branchs, getUserName: () => null }),
      ),
    ]);
    await send('GET', '/a');
    token = null;
    branchs = [];
    await send('GET', '/a');
    expect(calls[0]?.headers).toMatchObject({ authorization: 'Bearer a1', branchs: 'CN01' });
    expect(calls[0]?.headers['user-name']).toBeUndefined();
    expect(calls[1]?.headers.authorization).toBeUndefined();
    expect(calls[1]?.headers.branchs).toBe('');
  });

  it('sends no token on sign-in calls or when the call says so, and keeps headers the call sets', async () => {
    const { calls, send } = bareClient([requestHeadersMiddleware(source())]);
    await send('POST', '/auth/login');
    await send('POST', '/auth/otp/customer/{id}', { params: { path: { id: '0901234567' } } });
    await send('GET', '/crm/partners', { [POLICY_KEY]: { auth: false } });
    await send('GET', '/crm/partners', { headers: { 'Accept-Language': 'en', Tenant: 'other' } });
    expect(calls.slice(0, 3).map((c) => c.headers.authorization)).toEqual([undefined, undefined, undefined]);
    expect(calls[3]?.headers).toMatchObject({ 'accept-language': 'en', tenant: 'other' });
  });

  it('sends the user name of the token it sends, before the app knows the user and over a stale name', async () => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${part({ alg: 'HS256' })}.${part({ sub: 'u1', user_name: 'thungan' })}.signature`;
    let appUser: string | null = null;
    const { calls, send } = bareClient([
      requestHeadersMiddleware(source({ getAccessToken: () => token, getUserName: () => appUser })),
    ]);
    await send('GET', '/system/configs');
    appUser = 'nv01';
    await send('GET', '/system/branchs');
    await send('POST', '/auth/login');
    const { getUserName: _none, ...withoutName } = source({ getAccessToken: () => token });
    const { calls: more, send: sendMore } = bareClient([requestHeadersMiddleware(withoutName)]);
    await sendMore('GET', '/system/stt');
    expect([...calls, ...more].map((c) => c.headers['user-name'])).toEqual([
      'thungan',
      'thungan',
      'nv01',
      'thungan',
    ]);
  });

  it('reads the bearer token a request carries', () => {
    expect(bearerTokenOf(new Request('http://x/', { headers: { Authorization: 'Bearer t1' } }))).toBe('t1');
    expect(bearerTokenOf(new Request('http://x/'))).toBeNull();
  });
});
