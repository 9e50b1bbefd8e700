import createClient from 'openapi-fetch';
import { appErrorMessage } from '@sen/domain';
import type { Session } from '@sen/domain';
import type { ApiPaths } from './api-paths.js';
import { ApiRequestError } from './api-error.js';
import { toQueryString, type QueryParams } from './clean-query.js';
import { createEndpoints, postRefreshToken, type Endpoints, type TypedApi } from './endpoints.js';
import { createFileCalls, type FileCalls } from './file-calls.js';
import { createHttpClient, serializeBody } from './http-client.js';
import type { HttpClient } from './http-types.js';
import { cleanRequestBodyMiddleware } from './middleware/clean-request-body.js';
import { failureMiddleware } from './middleware/failure.js';
import { refreshOnUnauthorizedMiddleware } from './middleware/refresh-on-unauthorized.js';
import { requestHeadersMiddleware } from './middleware/request-headers.js';
import { createRefreshQueue } from './refresh-queue.js';
import { createPageRequestClass } from './urls.js';

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
  /** The signed-in user's name when the access token does not carry it (it is taken from the token first). */
  getUserName?(): string | null;
  getLocale(): 'vi' | 'en';
  /** Called with the new session after every successful refresh (store it). */
  onTokensRefreshed(session: Session): void;
  /** Called once when a refresh triggered by a 401 fails (clear credentials, go to login). */
  onAuthFailure(): void;
  /** The storage host's root for uploads and downloads (default: the API root). */
  storageUrl?: string;
  /** The fetch to use (default: the global fetch, read at each request). */
  fetch?: typeof fetch;
};

/**
 * The API client: the typed openapi-fetch instance (`api`), the untyped calls (`get`, `post`... over the same
 * instance), the storage host's calls (`files`) and the typed calls the apps use at start-up (`auth`, `system`...).
 */
export type ApiClient = HttpClient & Endpoints & { api: TypedApi; files: FileCalls };

/**
 * The client of spec section 7 on openapi-fetch, each rule one piece: the query serializer (empty, null and NaN
 * dropped, arrays comma-joined, strings trimmed), then the middleware, in order: request headers, body cleaning
 * (nulls stripped from POST/PUT, ma_dvcs added on POST), failures (rejections with the server's message) and the
 * single token refresh on a 401.
 */
export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const api: TypedApi = createClient<ApiPaths>({
    baseUrl: options.baseUrl,
    fetch: (request) => (options.fetch ?? globalThis.fetch)(request),
    Request: createPageRequestClass(),
    querySerializer: (query) => toQueryString(query as QueryParams),
    bodySerializer: serializeBody,
  });

  const refreshSession = async (): Promise<Session> => {
    const refreshToken = options.getRefreshToken();
    if (!refreshToken) {
      const message = appErrorMessage('REFRESH_TOKEN_INVALID', options.getLocale());
      throw new ApiRequestError({ status: 401, body: { message, code: 'REFRESH_TOKEN_INVALID' } });
    }
    const session = await postRefreshToken(api, {
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

  // openapi-fetch runs onRequest in this order and onResponse in the reverse one: the refresh sees the final
  // request (to clone it) and answers a 401 before the failure middleware turns it into a rejection.
  api.use(
    requestHeadersMiddleware(options),
    cleanRequestBodyMiddleware(() => options.getBranchs()),
    failureMiddleware,
    refreshOnUnauthorizedMiddleware(queue),
  );

  const http = createHttpClient(api);
  const endpoints = createEndpoints(api, {
    refresh: () => queue.refresh(),
    getAccessToken: () => options.getAccessToken(),
    getRefreshToken: () => options.getRefreshToken(),
  });
  const files = createFileCalls(http, options.storageUrl ?? options.baseUrl);
  return { ...http, ...endpoints, api, files };
};
