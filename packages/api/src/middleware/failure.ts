import type { Middleware } from 'openapi-fetch';
import { ApiRequestError } from '../api-error.js';

/** Reads a body as JSON when it parses, else as text; an empty body gives undefined. */
export const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** An aborted request (its signal fired): rejected as is, never turned into an API error. */
export const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** A network failure as an ApiRequestError with status 0 (the system message); aborts and API errors as they are. */
export const networkFailure = (error: unknown): unknown =>
  isAbortError(error) || error instanceof ApiRequestError
    ? error
    : new ApiRequestError({ status: 0, cause: error });

/**
 * Spec section 7 (and 8): a failed response rejects with an ApiRequestError whose message is the server's message,
 * else the status text, else 'Lỗi hệ thống, vui lòng thử lai sau ít phút!'; `data` holds the server's
 * `{ message, code, details? }`. A request that gets no response rejects the same way with status 0.
 */
export const failureMiddleware: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    throw new ApiRequestError({
      status: response.status,
      statusText: response.statusText,
      body: await readBody(response.clone()),
    });
  },
  onError({ error }) {
    const failure = networkFailure(error);
    return failure instanceof Error && failure !== error ? failure : undefined;
  },
};
