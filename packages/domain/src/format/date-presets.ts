import { BUSINESS_TIME_ZONE, wallClockOf } from './business-time.js';

/**
 * The periods a report offers in one tap (Hôm nay, Tuần này, Tháng này, Tháng trước), as the days of Vietnam
 * (Asia/Ho_Chi_Minh): a report opened at 00:30 on the 1st in Hà Nội shows the new month, whatever the device's zone.
 */

/** A preset period; 'range' is any other (the date range picker's own). */
export type DatePreset = 'today' | 'thisWeek' | 'thisMonth' | 'lastMonth';

/** The presets, in the order they are offered. */
export const datePresets: readonly DatePreset[] = ['today', 'thisWeek', 'thisMonth', 'lastMonth'];

/** Their names, in both languages; 'range' names the date range picker's own period. */
export const datePresetLabels: Readonly<Record<DatePreset | 'range', { vi: string; en: string }>> = {
  today: { vi: 'Hôm nay', en: 'Today' },
  thisWeek: { vi: 'Tuần này', en: 'This week' },
  thisMonth: { vi: 'Tháng này', en: 'This month' },
  lastMonth: { vi: 'Tháng trước', en: 'Last month' },
  range: { vi: 'Khoảng ngày', en: 'Date range' },
};

/** A period of whole days, 'YYYY-MM-DD', both ends included. */
export type DayRange = { fromDate: string; toDate: string };

/** The calendar day of an instant in a time zone, as year, month (1-12) and day. */
const dayIn = (now: Date, timeZone: string): { y: number; m: number; d: number } => {
  const { year, month, day } = wallClockOf(now, timeZone);
  return { y: year, m: month, d: day };
};

/** 'YYYY-MM-DD' of a calendar day (month 1-12; out-of-range days and months roll over, as Date.UTC does). */
const iso = (y: number, m: number, d: number): string =>
  new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/**
 * The days of a preset at `now` in Vietnam: today; this week, Monday to Sunday; this month, the 1st to its last
 * day; last month, its 1st to its last day. Each is whole, so today's later sales count as they are made.
 */
export function datePresetRange(preset: DatePreset, now: Date, timeZone = BUSINESS_TIME_ZONE): DayRange {
  const { y, m, d } = dayIn(now, timeZone);
  switch (preset) {
    case 'today':
      return { fromDate: iso(y, m, d), toDate: iso(y, m, d) };
    case 'thisWeek': {
      // getUTCDay of the calendar day: 0 Sunday … 6 Saturday; the week starts on Monday.
      const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
      const monday = d - ((weekday + 6) % 7);
      return { fromDate: iso(y, m, monday), toDate: iso(y, m, monday + 6) };
    }
    case 'thisMonth':
      return { fromDate: iso(y, m, 1), toDate: iso(y, m + 1, 0) };
    case 'lastMonth':
      return { fromDate: iso(y, m - 1, 1), toDate: iso(y, m, 0) };
  }
}

/** Which preset a period is at `now` (the first that matches: a Monday-to-Sunday month is no week), else 'range'. */
export function datePresetOf(
  range: Partial<DayRange>,
  now: Date,
  timeZone = BUSINESS_TIME_ZONE,
): DatePreset | 'range' {
  for (const preset of datePresets) {
    const days = datePresetRange(preset, now, timeZone);
    if (days.fromDate === range.fromDate && days.toDate === range.toDate) return preset;
  }
  return 'range';
}

/** Every day of a period, in order ('YYYY-MM-DD'); empty when it is longer than `max` days or unreadable. */
export function daysOf(range: Partial<DayRange>, max = 400): string[] {
  if (!range.fromDate || !range.toDate) return [];
  const from = Date.parse(`${range.fromDate}T00:00:00Z`);
  const to = Date.parse(`${range.toDate}T00:00:00Z`);
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) return [];
  const count = Math.round((to - from) / 86_400_000) + 1;
  if (count > max) return [];
  return Array.from({ length: count }, (_, i) => new Date(from + i * 86_400_000).toISOString().slice(0, 10));
}
