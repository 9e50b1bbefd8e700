import { isEmptyDate, toStoredDate } from '../input/date.js';
import { BUSINESS_TIME_ZONE, wallClockOf } from './business-time.js';

/**
 * How dates and times are shown, in both languages (spec section 9): days DD/MM/YYYY, times HH:mm (24-hour),
 * instants 'DD/MM/YYYY HH:mm' (or with seconds) in the business's zone (Vietnam, business-time.ts) whatever the
 * device's clock says, unless a caller gives another.
 */
export type DateTimeOptions = {
  /** Add ':ss' to the time. */
  seconds?: boolean;
  /** An IANA zone ('UTC', 'Asia/Bangkok'); the business's (BUSINESS_TIME_ZONE) by default, never the device's. */
  timeZone?: string;
};

const dayOnly = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar fields of an instant in a time zone (the business's by default). */
const partsOf = (date: Date, timeZone: string = BUSINESS_TIME_ZONE) => {
  const c = wallClockOf(date, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    day: `${two(c.day)}/${two(c.month)}/${String(c.year).padStart(4, '0')}`,
    time: `${two(c.hour)}:${two(c.minute)}`,
    second: two(c.second),
  };
};

const instantOf = (value: string | Date | null | undefined): Date | null => {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * A day as DD/MM/YYYY. A 'YYYY-MM-DD' value (with or without a time part) is that calendar day as written; a Date
 * is its day in the time zone. Empty (null, '', 1900-01-01, 0001-01-01) and unreadable values give ''.
 */
export function formatDate(
  value: string | Date | null | undefined,
  options: Pick<DateTimeOptions, 'timeZone'> = {},
): string {
  if (value instanceof Date) {
    const date = instantOf(value);
    return date ? partsOf(date, options.timeZone).day : '';
  }
  const stored = toStoredDate(value);
  if (stored === null) return '';
  const [y, m, d] = stored.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * A time of day as 24-hour HH:mm. A text value ('7:5', '19:30:45', or the time part of '2026-11-22T23:59:00') is
 * read as written; a Date gives its time in the time zone. Anything else gives ''.
 */
export function formatTime(
  value: string | Date | null | undefined,
  options: Pick<DateTimeOptions, 'timeZone'> = {},
): string {
  if (value instanceof Date) {
    const date = instantOf(value);
    return date ? partsOf(date, options.timeZone).time : '';
  }
  const match = /^(?:\d{4}-\d{2}-\d{2}[T ])?(\d{1,2}):(\d{1,2})(?::\d{1,2}(?:\.\d+)?)?/.exec(
    (value ?? '').trim(),
  );
  if (!match) return '';
  const h = Number(match[1]);
  const m = Number(match[2]);
  if (h > 23 || m > 59) return '';
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/**
 * An instant (ngay_tao, a sign-in time) as 'DD/MM/YYYY HH:mm' (':ss' with `seconds`) in the time zone. A bare
 * 'YYYY-MM-DD' is a day and gives DD/MM/YYYY; empty and unreadable values give ''.
 */
export function formatDateTime(
  value: string | Date | null | undefined,
  options: DateTimeOptions = {},
): string {
  if (typeof value === 'string' && (isEmptyDate(value) || dayOnly.test(value.trim())))
    return formatDate(value);
  const date = instantOf(value);
  if (!date) return '';
  const { day, time, second } = partsOf(date, options.timeZone);
  return `${day} ${time}${options.seconds ? `:${second}` : ''}`;
}
