import { apiHeaders, errorMessage } from '@sen/domain';
import type { Session } from '@sen/domain';
import { ApiRequestError } from './api-error.js';
import { cleanBody, isJsonBody } from './clean-body.js';
import { toQueryString } from './clean-query.js';
import { createEndpoints, postRefreshToken } from './endpoints.js';
import type { Endpoints } from './endpoints.js';
import type { HttpClient, RequestOptions } from './http-types.js';
import { createRefreshQueue } from './refresh-queue.js';

export type ApiClientOptions = {
  /** The API root, including `/api` ('/api' on the same origin, or 'https://host/api'). */
  baseUrl: string;
  /** Tenant name, fixed at build time. */
  tenant: string;
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /** The selected branch codes (sent comma-joined in `Branchs`). */
  getBranchs(): string[];
  getDeviceId(): string;
  getUserName(): string | null;
  getLocale(): 'vi' | 'en';
  /** Called with the new session after every successful refresh (store it). */
  onTokensRefreshed(session: Session): void;
  /** Called once when a refresh triggered by a 401 fails (clear credentials, go to login). */
  onAuthFailure(): void;
  fetch?: typeof fetch;
};

export type ApiClient = HttpClient & Endpoints;

const isAbsoluteUrl = (path: string): boolean => /^https?:\/\//i.test(path);

const joinUrl = (baseUrl: string, path: string): string => {
  if (isAbsoluteUrl(path)) return path;
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
};

/** Reads a body as JSON when it parses, else as text; an empty body gives undefined. */
const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** The fetch client of spec section 7 with the typed calls of the endpoints the server implements. */
export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const headersFor = (token: string | null, body: unknown, extra: Record<string, string> | undefined) => {
    const headers: Record<string, string> = {
      [apiHeaders.tenant]: options.tenant,
      [apiHeaders.branchs]: options.getBranchs().join(','),
      [apiHeaders.deviceId]: options.getDeviceId(),
      [apiHeaders.acceptLanguage]: options.getLocale(),
    };
    const userName = options.getUserName();
    if (userName) headers[apiHeaders.userName] = userName;
    if (token) headers[apiHeaders.authorization] = `Bearer ${token}`;
    if (body !== undefined && isJsonBody(body)) headers['Content-Type'] = 'application/json';
    return { ...headers, ...extra };
  };

  const send = async (
    url: string,
    method: string,
    token: string | null,
    body: unknown,
    init: RequestOptions,
  ) => {
    try {
      return await fetchImpl(url, {
        method,
        headers: headersFor(token, body, init.headers),
        body: body === undefined ? undefined : isJsonBody(body) ? JSON.stringify(body) : (body as BodyInit),
        signal: init.signal,
      });
    } catch (cause) {
      if (isAbortError(cause)) throw cause;
      throw new ApiRequestError({ status: 0, cause });
    }
  };

  const request = async <T>(path: string, init: RequestOptions = {}): Promise<T> => {
    const method = init.method ?? 'GET';
    const useAuth = init.auth ?? true;
    const retry = init.refreshOnUnauthorized ?? useAuth;
    const url = joinUrl(options.baseUrl, path) + toQueryString(init.query);
    const branchs = init.addBranch === false ? [] : options.getBranchs();
    const body = isJsonBody(init.body) ? cleanBody(method, init.body, branchs) : init.body;

    const token = useAuth ? options.getAccessToken() : null;
    let response = await send(url, method, token, body, init);
    if (response.status === 401 && retry) {
      const fresh = await queue.afterUnauthorized(token);
      response = await send(url, method, fresh, body, init);
    }
    if (!response.ok) {
      throw new ApiRequestError({
        status: response.status,
        statusText: response.statusText,
        body: await readBody(response),
      });
    }
    const responseType = init.responseType ?? 'json';
    if (responseType === 'blob') return (await response.blob()) as T;
    if (responseType === 'text') return (await response.text()) as T;
    return (await readBody(response)) as T;
  };

  const http: HttpClient = {
    request,
    get: (path, query, init) => request(path, { ...init, method: 'GET', query }),
    post: (path, body, init) => request(path, { ...init, method: 'POST', body }),
    put: (path, body, init) => request(path, { ...init, method: 'PUT', body }),
    patch: (path, body, init) => request(path, { ...init, method: 'PATCH', body }),
    delete: (path, init) => request(path, { ...init, method: 'DELETE' }),
    download: (path, query, init) =>
      request<Blob>(path, { ...init, method: 'GET', query, responseType: 'blob' }),
    upload: (url, files, init) => {
      const form = new FormData();
      for (const file of Array.from(files)) form.append('files', file);
      return request(url, { ...init, method: 'POST', body: form });
    },
  };

  const refreshSession = async (): Promise<Session> => {
    const refreshToken = options.getRefreshToken();
    if (!refreshToken) {
      const message = errorMessage('REFRESH_TOKEN_INVALID', options.getLocale());
      throw new ApiRequestError({ status: 401, body: { message, code: 'REFRESH_TOKEN_INVALID' } });
    }
    const session = await postRefreshToken(http, {
      access_token: options.getAccessToken(),
      refresh_token: refreshToken,
    });
    options.onTokensRefreshed(session);
    return session;
  };

  const queue = createRefreshQueue({
    refresh: refreshSession,
    currentToken: () => options.getAccessToken(),
    onAuthFailure: () => options.onAuthFailure(),
  });

  const endpoints = createEndpoints(http, {
    refresh: () => queue.refresh(),
    getAccessToken: () => options.getAccessToken(),
    getRefreshToken: () => options.getRefreshToken(),
  });

  return { ...http, ...endpoints };
};
