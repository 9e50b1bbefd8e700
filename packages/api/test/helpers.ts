import createClient, { type Middleware } from 'openapi-fetch';
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

/** Where the client resolves relative URLs outside a browser; recorded URLs are shown without it. */
const PAGE_ORIGIN = 'http://localhost';

/** The body of a request as sent: parsed JSON, FormData for multipart, text otherwise, undefined when empty. */
const bodyOf = async (request: Request): Promise<unknown> => {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (text === '') return undefined;
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
};

/** A fetch that records every call (URL, method, lower-cased headers, body) and answers through `handler`. */
export const fakeFetch = (handler: (call: RecordedCall) => Response | Promise<Response>) => {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input instanceof Request ? input : new URL(String(input), PAGE_ORIGIN), init);
    const url = request.url.startsWith(`${PAGE_ORIGIN}/`)
      ? request.url.slice(PAGE_ORIGIN.length)
      : request.url;
    const headers = Object.fromEntries(request.headers.entries());
    const call: RecordedCall = { url, method: request.method, headers, body: await bodyOf(request) };
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

/** A bare openapi-fetch client (untyped paths) over a recording fetch, with only the given middleware. */
export const bareClient = (
  middleware: Middleware[],
  handler: (call: RecordedCall) => Response | Promise<Response> = () => json({}),
) => {
  const { calls, fetch } = fakeFetch(handler);
  const client = createClient<Record<string, Record<string, unknown>>>({
    baseUrl: 'http://localhost/api',
    fetch: (request) => fetch(request),
  });
  client.use(...middleware);
  type Call = (method: string, path: string, init?: Record<string, unknown>) => Promise<{ data?: unknown }>;
  return { calls, send: client.request as unknown as Call };
};
