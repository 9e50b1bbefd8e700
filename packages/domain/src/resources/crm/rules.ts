import type { ErrorCode } from '../../i18n/errors.js';
import type { RecordProblem } from '../wire-schemas.js';

/**
 * A cross-field check: `to` must not be before `from` when both are given (dates 'YYYY-MM-DD' compare as
 * strings). The problem names the `to` field.
 */
export const dateOrderCheck =
  (from: string, to: string, code: ErrorCode) =>
  (row: Record<string, unknown>): RecordProblem | undefined => {
    const start = row[from];
    const end = row[to];
    return typeof start === 'string' && typeof end === 'string' && start !== '' && end !== '' && end < start
      ? { code, field: to }
      : undefined;
  };

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The first and last day of the month of `nam`/`thang` ('YYYY-MM-DD'), or nulls when either is not a valid
 * year (1900-9999) and month (1-12).
 */
export const monthBounds = (
  nam: unknown,
  thang: unknown,
): { ngay_bd: string | null; ngay_kt: string | null } => {
  if (
    typeof nam !== 'number' ||
    typeof thang !== 'number' ||
    !Number.isInteger(nam) ||
    !Number.isInteger(thang) ||
    nam < 1900 ||
    nam > 9999 ||
    thang < 1 ||
    thang > 12
  )
    return { ngay_bd: null, ngay_kt: null };
  const lastDay = new Date(Date.UTC(nam, thang, 0)).getUTCDate();
  return { ngay_bd: `${nam}-${pad(thang)}-01`, ngay_kt: `${nam}-${pad(thang)}-${pad(lastDay)}` };
};

/** The record with `count` set to how many lines `linesField` holds (0 when it holds none). */
export const withLineCount = (record: Record<string, unknown>, linesField: string, count: string) => ({
  ...record,
  [count]: Array.isArray(record[linesField]) ? record[linesField].length : 0,
});
