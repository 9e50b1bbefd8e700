import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken, type AccessClaims } from '../src/security/access-token.js';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const claims: AccessClaims = {
  sub: '00000000-0000-4000-8000-000000000001',
  tenant: 'demo',
  user_name: 'admin',
  user_type: 'staff',
  sid: '00000000-0000-4000-8000-000000000002',
};

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies a token it signed, again and again, to the same claims', async () => {
    const { token } = await signAccessToken(claims, secret, 600);
    expect(await verifyAccessToken(token, secret)).toEqual(claims);
    expect(await verifyAccessToken(token, secret)).toEqual(claims);
  });

  it('refuses a changed token even once the genuine one was verified', async () => {
    const { token } = await signAccessToken(claims, secret, 600);
    await verifyAccessToken(token, secret);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), user_name: 'boss' }),
    ).toString('base64url');
    expect(await refusal(verifyAccessToken(`${header}.${forged}.${signature}`, secret))).toBe(
      'TOKEN_INVALID',
    );
  });

  it('refuses a verified token under another secret', async () => {
    const { token } = await signAccessToken(claims, secret, 600);
    await verifyAccessToken(token, secret);
    expect(await refusal(verifyAccessToken(token, `${secret}-rotated`))).toBe('TOKEN_INVALID');
  });

  it('expires a verified token at its exp second, without checking the signature again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
    const { token, expiresAt } = await signAccessToken(claims, secret, 60);
    expect(await verifyAccessToken(token, secret)).toEqual(claims);
    vi.setSystemTime(new Date(expiresAt.getTime() - 1000));
    expect(await verifyAccessToken(token, secret)).toEqual(claims);
    vi.setSystemTime(expiresAt);
    expect(await refusal(verifyAccessToken(token, secret))).toBe('TOKEN_EXPIRED');
  });
});
