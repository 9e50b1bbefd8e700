import { EMPTY_DATES } from '../constants.js';

/** Dates are typed d-m-Y (the date inputs), stored Y-m-d (YYYY-MM-DD) and shown DD/MM/YYYY (format/date.ts). */
export const STORED_DATE_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'HH:mm';

export type DateRange = { fromDate: string | null; toDate: string | null };

const STORED = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

const isRealDate = (y: number, m: number, d: number): boolean => {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(2000, m, 0)).getUTCDate();
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= (m === 2 ? (leap ? 29 : 28) : days);
};

/** null, '', 1900-01-01 and 0001-01-01 (with or without a time part) count as empty. */
export function isEmptyDate(value: string | null | undefined): boolean {
  if (value == null || value.trim() === '') return true;
  const day = value.trim().slice(0, 10);
  return (EMPTY_DATES as readonly string[]).includes(day);
}

/** The stored 'YYYY-MM-DD' of a value (a time part is dropped); null when empty or not a real date. */
export function toStoredDate(value: string | null | undefined): string | null {
  if (isEmptyDate(value)) return null;
  const match = STORED.exec((value ?? '').trim());
  if (!match) return null;
  const [, y = '', m = '', d = ''] = match;
  return isRealDate(Number(y), Number(m), Number(d)) ? `${y}-${m}-${d}` : null;
}

/** '22-11-2026' -> '2026-11-22' (one-digit day and month, '/' and '.' separators accepted); invalid -> null. */
export function fromDisplayDate(display: string | null | undefined): string | null {
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec((display ?? '').trim());
  if (!match) return null;
  const [, d = '', m = '', y = ''] = match;
  if (!isRealDate(Number(y), Number(m), Number(d))) return null;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

/** A range is valid when each set end is a real date and fromDate is not after toDate; empty ends are open. */
export function isValidRange({ fromDate, toDate }: DateRange): boolean {
  const from = isEmptyDate(fromDate) ? null : toStoredDate(fromDate);
  const to = isEmptyDate(toDate) ? null : toStoredDate(toDate);
  if (!isEmptyDate(fromDate) && from === null) return false;
  if (!isEmptyDate(toDate) && to === null) return false;
  return from === null || to === null || from <= to;
}
