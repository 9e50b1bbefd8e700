import { appErrorMessages } from '@sen/domain';
import type { ApiError } from '@sen/domain';

/** The message of a failure with neither a server message nor a status text (spec section 8, spelling kept). */
export const SYSTEM_ERROR_MESSAGE: string = appErrorMessages.SYSTEM_ERROR.vi;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The server's `{ message, code, details? }` when the body is an object, else null. */
export const errorDataOf = (body: unknown): ApiError | null => {
  if (!isRecord(body)) return null;
  const data: ApiError = {
    message: typeof body.message === 'string' ? body.message : '',
    code: typeof body.code === 'string' ? body.code : '',
  };
  if (body.details !== undefined) data.details = body.details;
  return data;
};

/** A plain-text body worth showing (not an HTML error page). */
const textMessageOf = (body: unknown): string | undefined => {
  if (typeof body !== 'string') return undefined;
  const text = body.trim();
  return text && !text.startsWith('<') ? text : undefined;
};

/** Message precedence: the server's message (or plain-text body), else the status text, else the system message. */
export const failureMessage = (body: unknown, statusText?: string | null): string => {
  const serverMessage = errorDataOf(body)?.message.trim() || textMessageOf(body);
  return serverMessage || statusText?.trim() || SYSTEM_ERROR_MESSAGE;
};

/** A failed API call: `status` (0 when no response came), `data` = the server's `{message, code}`. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly data: ApiError | null;
  /** The server's error code (a key of `errorMessages`), or null. */
  readonly code: string | null;
  /** The raw response body (parsed JSON or text). */
  readonly body: unknown;

  constructor(init: { status: number; body?: unknown; statusText?: string | null; cause?: unknown }) {
    super(
      failureMessage(init.body, init.statusText),
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.status = init.status;
    this.body = init.body ?? null;
    this.data = errorDataOf(init.body);
    this.code = this.data?.code || null;
  }
}

export const isApiRequestError = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError;
