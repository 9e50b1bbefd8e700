import type { Client } from 'openapi-fetch';
import { UPLOAD_FIELD } from '@sen/domain';
import type { QueryParams } from './clean-query.js';
import { isJsonBody } from './clean-body.js';
import type { HttpClient, RequestOptions } from './http-types.js';
import { POLICY_KEY, type RequestPolicy } from './request-policy.js';
import { readBody } from './middleware/failure.js';

type UntypedRequest = (
  method: string,
  path: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; response: Response }>;

/** A path relative to the API root, or a full http(s) URL split into its origin, path and query. */
const targetOf = (path: string): { baseUrl?: string; path: string; query: QueryParams } => {
  if (/^https?:\/\//i.test(path)) {
    const url = new URL(path);
    return { baseUrl: url.origin, path: url.pathname, query: Object.fromEntries(url.searchParams) };
  }
  const [pathname = '', search = ''] = path.split('?', 2);
  return {
    path: pathname.startsWith('/') ? pathname : `/${pathname}`,
    query: Object.fromEntries(new URLSearchParams(search)),
  };
};

/** The Content-Type of a body sent as is (JSON and FormData bodies get theirs from the client). */
const contentTypeOf = (body: unknown): Record<string, string> => {
  if (typeof body === 'string') return { 'Content-Type': 'text/plain;charset=UTF-8' };
  if (body instanceof Blob) return { 'Content-Type': body.type || 'application/octet-stream' };
  return {};
};

/** What the call's options change in its path's policy (refreshOnUnauthorized follows auth unless set). */
const policyOverride = (options: RequestOptions): Partial<RequestPolicy> => ({
  auth: options.auth,
  refreshOnUnauthorized: options.refreshOnUnauthorized ?? (options.auth === false ? false : undefined),
  addBranch: options.addBranch,
});

/** Plain objects and arrays as JSON; FormData, Blob and text as they are. */
export const serializeBody = (body: unknown): unknown => (isJsonBody(body) ? JSON.stringify(body) : body);

/**
 * The untyped calls (paths relative to the API root, or full URLs) over the typed client, so that both go through
 * the same fetch and the same middleware.
 */
export const createHttpClient = (api: Client<object>): HttpClient => {
  const call = api.request as unknown as UntypedRequest;

  const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
    const target = targetOf(path);
    const responseType = options.responseType ?? 'json';
    const { data } = await call(options.method ?? 'GET', target.path, {
      baseUrl: target.baseUrl,
      params: { query: { ...target.query, ...options.query } },
      body: options.body,
      headers: { ...contentTypeOf(options.body), ...options.headers },
      signal: options.signal,
      parseAs: responseType === 'blob' ? 'blob' : 'text',
      [POLICY_KEY]: policyOverride(options),
    });
    if (responseType === 'blob') return (data ?? new Blob([])) as T;
    if (responseType === 'text') return (data ?? '') as T;
    return (typeof data === 'string' ? await readBody(new Response(data)) : data) as T;
  };

  return {
    request,
    get: (path, query, options) => request(path, { ...options, method: 'GET', query }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    download: (path, query, options) =>
      request<Blob>(path, { ...options, method: 'GET', query, responseType: 'blob' }),
    upload: (url, files, options) => {
      const form = new FormData();
      for (const file of Array.from(files)) form.append(UPLOAD_FIELD, file);
      return request(url, { ...options, method: 'POST', body: form });
    },
  };
};
