import type { QueryParams } from './clean-query.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ResponseType = 'json' | 'blob' | 'text';

export type RequestOptions = {
  method?: HttpMethod;
  /** Query parameters, cleaned by `cleanQuery`. */
  query?: QueryParams;
  /** Plain objects and arrays are sent as JSON (POST/PUT cleaned by `cleanBody`); FormData, Blob or text as is. */
  body?: unknown;
  /** Extra headers (they override the standard ones). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send `Authorization` (default true). Sign-in calls pass false so that no stale token goes out. */
  auth?: boolean;
  /** Refresh once and retry on a 401 (default: the value of `auth`). */
  refreshOnUnauthorized?: boolean;
  /** On POST, add `ma_dvcs` when absent and exactly one branch is selected (default true; sign-in calls pass false). */
  addBranch?: boolean;
  /** How to read a successful response (default 'json'; an empty body gives undefined). */
  responseType?: ResponseType;
};

/** The generic calls of the client; paths are relative to `baseUrl` (a full http(s) URL is used as is). */
export type HttpClient = {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(
    path: string,
    query?: QueryParams,
    options?: Omit<RequestOptions, 'method' | 'query'>,
  ): Promise<T>;
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  put<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  patch<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<RequestOptions, 'method'>): Promise<T>;
  /** GET a file as a Blob. */
  download(
    path: string,
    query?: QueryParams,
    options?: Omit<RequestOptions, 'method' | 'query' | 'responseType'>,
  ): Promise<Blob>;
  /** POST files as multipart form data, each under the field name `files`. */
  upload<T = unknown>(
    url: string,
    files: Iterable<Blob> | ArrayLike<Blob>,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
};
