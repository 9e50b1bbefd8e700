import type { ErrorCode } from '@sen/domain';

/** An error the API answers with `{ message, code, details? }`; the message is localised by the error handler. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly details?: unknown,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}
