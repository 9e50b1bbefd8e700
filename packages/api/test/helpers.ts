import type { Session } from '@sen/domain';
import { createApiClient } from '../src/create-api-client.js';
import type { ApiClientOptions } from '../src/create-api-client.js';

export type RecordedCall = { url: string; method: string; headers: Record<string, string>; body: unknown };

export const json = (body: unknown, init: ResponseInit = {}): Response =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });

/** A fetch that records every call and answers through `handler`. */
export const fakeFetch = (handler: (call: RecordedCall) => Response | Promise<Response>) => {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    let body: unknown = init.body;
    if (typeof body === 'string') body = JSON.parse(body);
    const call: RecordedCall = { url: String(input), method: init.method ?? 'GET', headers, body };
    calls.push(call);
    return handler(call);
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
};

/** A client over `fetch` whose token store and callbacks are observable. */
export const makeClient = (fetch: typeof globalThis.fetch, overrides: Partial<ApiClientOptions> = {}) => {
  const state = {
    accessToken: 'old-access' as string | null,
    refreshToken: 'refresh-1' as string | null,
    branchs: ['CN01', 'CN02'],
    refreshed: [] as Session[],
    authFailures: 0,
  };
  const client = createApiClient({
    baseUrl: '/api',
    tenant: 'demo',
    getAccessToken: () => state.accessToken,
    getRefreshToken: () => state.refreshToken,
    getBranchs: () => state.branchs,
    getDeviceId: () => 'device-0001',
    getUserName: () => 'nv01',
    getLocale: () => 'vi',
    onTokensRefreshed: (session) => {
      state.refreshed.push(session);
      state.accessToken = session.access_token;
      state.refreshToken = session.refresh_token;
    },
    onAuthFailure: () => {
      state.authFailures += 1;
      state.accessToken = null;
      state.refreshToken = null;
    },
    fetch,
    ...overrides,
  });
  return { client, state };
};
