import { describe, expect, it } from 'vitest';
import type { Session } from '@sen/domain';
import { bareClient, json, type RecordedCall } from '../../test/helpers.js';
import { createRefreshQueue } from '../refresh-queue.js';
import { failureMiddleware } from './failure.js';
import { refreshOnUnauthorizedMiddleware } from './refresh-on-unauthorized.js';
import { requestHeadersMiddleware } from './request-headers.js';

/** A server that answers 401 to any token but 'new-access'. */
const server = (call: RecordedCall) =>
  call.headers.authorization === 'Bearer new-access'
    ? json({ url: call.url, body: call.body ?? null })
    : json({ message: 'Phiên đăng nhập đã hết hạn', code: 'TOKEN_EXPIRED' }, { status: 401 });

/** The three pieces wired as the client wires them, with a refresh that takes a few milliseconds. */
const setUp = (refreshOutcome: 'succeeds' | 'fails') => {
  const state = { token: 'old-access' as string | null, refreshes: 0, authFailures: 0 };
  const queue = createRefreshQueue({
    refresh: async (): Promise<Session> => {
      state.refreshes += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (refreshOutcome === 'fails') throw new Error('refresh refused');
      state.token = 'new-access';
      return { access_token: 'new-access', refresh_token: 'r2', expiration_date: '2099-01-01T00:00:00Z' };
    },
    currentToken: () => state.token,
    onAuthFailure: () => {
      state.authFailures += 1;
      state.token = null;
    },
  });
  const headers = requestHeadersMiddleware({
    tenant: 'demo',
    getAccessToken: () => state.token,
    getBranchs: () => [],
    getDeviceId: () => 'device-0001',
    getUserName: () => null,
    getLocale: () => 'vi',
  });
  const client = bareClient([headers, failureMiddleware, refreshOnUnauthorizedMiddleware(queue)], server);
  return { ...client, state };
};

describe('refreshOnUnauthorizedMiddleware', () => {
  it('runs one refresh for 20 concurrent 401s and retries each request once with the new token', async () => {
    const { calls, send, state } = setUp('succeeds');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send('POST', `/items/${i}`, { body: { n: i } })),
    );
    expect(state.refreshes).toBe(1);
    expect(results.map((r) => r.data)).toEqual(
      Array.from({ length: 20 }, (_, i) => ({ url: `/api/items/${i}`, body: { n: i } })),
    );
    for (let i = 0; i < 20; i += 1) {
      const sent = calls.filter((c) => c.url === `/api/items/${i}`);
      // Once with the old token, once (the same body) with the new one.
      expect(sent.map((c) => c.headers.authorization)).toEqual(['Bearer old-access', 'Bearer new-access']);
      expect(sent.map((c) => c.body)).toEqual([{ n: i }, { n: i }]);
    }
    expect(state.authFailures).toBe(0);
  });

  it('rejects every waiting request and signs out once when the refresh fails', async () => {
    const { calls, send, state } = setUp('fails');
    const settled = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => send('GET', `/items/${i}`)),
    );
    expect(settled.map((s) => s.status)).toEqual(Array.from({ length: 20 }, () => 'rejected'));
    expect((settled[0] as PromiseRejectedResult).reason).toMatchObject({ message: 'refresh refused' });
    expect(state.refreshes).toBe(1);
    expect(state.authFailures).toBe(1);
    expect(calls).toHaveLength(20);
  });

  it('does not refresh for calls that must not be (sign-in, refresh, sign-out)', async () => {
    const { calls, send, state } = setUp('succeeds');
    await expect(send('POST', '/auth/login', { body: {} })).rejects.toMatchObject({ status: 401 });
    await expect(send('POST', '/auth/logout', { body: {} })).rejects.toMatchObject({ status: 401 });
    expect(state.refreshes).toBe(0);
    expect(calls).toHaveLength(2);
  });
});
