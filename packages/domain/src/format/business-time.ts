/**
 * The business's clock. A business keeps its days and hours in Vietnam (Asia/Ho_Chi_Minh, UTC+07:00, no daylight
 * saving), whatever zone the device or the server runs in: a till left on UTC still starts its day at 00:00 in Hà
 * Nội, and shows a voucher made at 08:15 there as 08:15. Every "today", "now as a time of day" and every shown
 * instant goes through these helpers (and the formatters of date.ts, which default to the same zone); a caller that
 * truly needs another zone passes `timeZone`.
 */

/** Where a business keeps its clock: Vietnam (ICT, UTC+7). */
export const BUSINESS_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** The calendar and clock fields of an instant in a zone (month 1-12, weekday 0 = Sunday … 6 = Saturday). */
export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();
const weekdays: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The wall clock of an instant in a zone (the business's by default), read through Intl (cached per zone). */
export function wallClockOf(at: Date, timeZone: string = BUSINESS_TIME_ZONE): WallClock {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(at)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    // Some engines still write midnight as 24 with h23.
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: weekdays[parts.weekday ?? ''] ?? 0,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' of a wall clock. */
export const dayOfWallClock = ({ year, month, day }: Pick<WallClock, 'year' | 'month' | 'day'>): string =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The business's day at `now`, 'YYYY-MM-DD': 2026-11-28T17:30Z is '2026-11-29' (00:30 in Hà Nội). */
export const businessToday = (now: Date = new Date(), timeZone: string = BUSINESS_TIME_ZONE): string =>
  dayOfWallClock(wallClockOf(now, timeZone));

/** The business's time of day at `now`, 24-hour 'HH:mm' (':ss' with `seconds`). */
export const businessClock = (
  now: Date = new Date(),
  { seconds = false, timeZone = BUSINESS_TIME_ZONE }: { seconds?: boolean; timeZone?: string } = {},
): string => {
  const clock = wallClockOf(now, timeZone);
  return `${pad(clock.hour)}:${pad(clock.minute)}${seconds ? `:${pad(clock.second)}` : ''}`;
};

/** Whole minutes since the business's midnight at `now` (0 … 1439). */
export const businessMinutes = (now: Date = new Date(), timeZone: string = BUSINESS_TIME_ZONE): number => {
  const { hour, minute } = wallClockOf(now, timeZone);
  return hour * 60 + minute;
};

/** How far a zone's wall clock is ahead of UTC at an instant, in minutes (Vietnam: 420). */
export const zoneOffsetMinutes = (at: Date, timeZone: string = BUSINESS_TIME_ZONE): number => {
  const c = wallClockOf(at, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
};

/** A zone's offset at an instant as '±HH:MM' (Vietnam: '+07:00'), the form calendars and ISO stamps take. */
export const zoneOffsetText = (at: Date = new Date(), timeZone: string = BUSINESS_TIME_ZONE): string => {
  const offset = zoneOffsetMinutes(at, timeZone);
  const abs = Math.abs(offset);
  return `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
};

/**
 * The instant a wall-clock day and time ('YYYY-MM-DD', 'HH:mm' or 'HH:mm:ss'; midnight by default) names in the
 * business's zone: ('2026-11-29', '00:30') is 2026-11-28T17:30:00Z. Undefined when either is unreadable.
 */
export const businessInstant = (
  day: string,
  time = '00:00',
  timeZone: string = BUSINESS_TIME_ZONE,
): Date | undefined => {
  const d = /^(\d{4})-(\d{2})-(\d{2})/.exec(day.trim());
  const t = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!d || !t) return undefined;
  const [y, m, dd, h, mi, s] = [d[1], d[2], d[3], t[1], t[2], t[3] ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (m < 1 || m > 12 || dd < 1 || dd > 31 || h > 23 || mi > 59 || s > 59) return undefined;
  const asUtc = Date.UTC(y, m - 1, dd, h, mi, s);
  if (new Date(asUtc).getUTCDate() !== dd) return undefined; // 31/02 and the like
  // The zone's offset at the guess, then once more at the corrected instant (a change of offset in between).
  let at = asUtc - zoneOffsetMinutes(new Date(asUtc), timeZone) * 60_000;
  at = asUtc - zoneOffsetMinutes(new Date(at), timeZone) * 60_000;
  return new Date(at);
};
