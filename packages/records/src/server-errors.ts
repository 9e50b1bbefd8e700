/** A failed call as the API client raises it: status, the localised message and the server's `{ code, details }`. */
type FailedCall = { status?: unknown; message?: unknown; data?: { details?: unknown } | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The form key of a body path: '/ma_kh' -> 'ma_kh', '/chi_tiet/0/so_luong' -> 'chi_tiet.0.so_luong' (a line's
 * field), '/chi_tiet' -> 'chi_tiet'.
 */
export const formKeyOfPath = (path: unknown): string | undefined => {
  if (typeof path !== 'string') return undefined;
  const parts = path.replace(/^\//, '').split('/').filter(Boolean);
  if (parts.length === 0) return undefined;
  if (parts.length >= 3 && /^\d+$/.test(parts[1] ?? '')) return parts.slice(0, 3).join('.');
  return parts[0];
};

/**
 * The server's errors per form field (spec: errors come back as `{ message, code, details }`): a 400's body issues
 * mark their field (or a line's field, keyed 'lines.index.field') with the issue's own message, else the call's;
 * a 409 (duplicate key) marks `details.fields` with the server's message ('Mã KH01 đã tồn tại'). Fields the form
 * does not show are left out (their message still reaches the toast).
 */
export const fieldErrorsOf = (error: unknown, known: (key: string) => boolean): Record<string, string> => {
  if (!isRecord(error)) return {};
  const failed = error as FailedCall;
  const message = typeof failed.message === 'string' ? failed.message : '';
  const details = isRecord(failed.data) ? failed.data.details : undefined;
  const errors: Record<string, string> = {};
  const mark = (key: string | undefined, text: string) => {
    if (key && known(key) && !errors[key] && text) errors[key] = text;
  };
  if (isRecord(details) && Array.isArray(details.fields))
    for (const field of details.fields) if (typeof field === 'string') mark(field, message);
  if (Array.isArray(details))
    for (const issue of details) {
      if (!isRecord(issue) || (issue.in !== undefined && issue.in !== 'body')) continue;
      const own = typeof issue.message === 'string' && issue.message.trim() !== '' ? issue.message : message;
      mark(formKeyOfPath(issue.path), own);
    }
  return errors;
};

/** The message of a failed call for the 'Thất bại' toast. */
export const failureTextOf = (error: unknown, fallback: string): string => {
  if (isRecord(error) && typeof error.message === 'string' && error.message.trim() !== '')
    return error.message;
  return fallback;
};
