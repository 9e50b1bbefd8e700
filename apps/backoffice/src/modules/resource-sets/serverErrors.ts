/** A failed call as the API client raises it: the localised message and the server's `{ code, details }`. */
type FailedCall = { message?: unknown; data?: { details?: unknown } | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** '/ma_dvt' or '/ma_dvt/0' -> 'ma_dvt'. */
const fieldOfPath = (path: unknown): string | undefined => {
  if (typeof path !== 'string') return undefined;
  const first = path.replace(/^\//, '').split('/')[0];
  return first ? first : undefined;
};

/**
 * The server's errors per form field: a duplicate key marks the key fields with the server's message ('Mã HOP đã
 * tồn tại'), a body validation issue or a set's own rule marks its field with the server's (localised) message.
 * Fields the form does not have are left out.
 */
export const fieldErrorsOf = (error: unknown, fields: readonly string[]): Record<string, string> => {
  if (!isRecord(error)) return {};
  const failed = error as FailedCall;
  const message = typeof failed.message === 'string' ? failed.message : '';
  const details = isRecord(failed.data) ? failed.data.details : undefined;
  const errors: Record<string, string> = {};
  const mark = (field: string | undefined, text: string) => {
    if (field && fields.includes(field) && !errors[field] && text) errors[field] = text;
  };
  if (isRecord(details) && Array.isArray(details.fields)) {
    for (const field of details.fields) if (typeof field === 'string') mark(field, message);
  }
  if (Array.isArray(details)) {
    for (const issue of details) {
      if (!isRecord(issue) || (issue.in !== undefined && issue.in !== 'body')) continue;
      mark(fieldOfPath(issue.path), message);
    }
  }
  return errors;
};
