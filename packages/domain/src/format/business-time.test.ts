import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TIME_ZONE,
  businessClock,
  businessInstant,
  businessMinutes,
  businessToday,
  wallClockOf,
  zoneOffsetMinutes,
  zoneOffsetText,
} from './business-time.js';
import { formatDate, formatDateTime, formatTime } from './date.js';
import { datePresetRange } from './date-presets.js';
import { formatFieldValue } from './value.js';

/** 00:30 on 29/11/2026 in Hà Nội: still the 28th in UTC and in New York. */
const justAfterMidnight = new Date('2026-11-28T17:30:00Z');
/** 23:59:30 on 28/11/2026 in Hà Nội. */
const justBeforeMidnight = new Date('2026-11-28T16:59:30Z');

describe('the business clock (Vietnam, whatever the runtime zone)', () => {
  it('is Asia/Ho_Chi_Minh', () => {
    expect(BUSINESS_TIME_ZONE).toBe('Asia/Ho_Chi_Minh');
  });

  it("turns the day at Hà Nội's midnight, not at the runtime's", () => {
    expect(businessToday(justAfterMidnight)).toBe('2026-11-29');
    expect(businessToday(justBeforeMidnight)).toBe('2026-11-28');
    // The month and the year turn with it.
    expect(businessToday(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12-01');
    expect(businessToday(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
    expect(businessToday(new Date('2026-12-31T16:59:59Z'))).toBe('2026-12-31');
  });

  it("reads the time of day on Hà Nội's clock", () => {
    expect(businessClock(justAfterMidnight)).toBe('00:30');
    expect(businessClock(justBeforeMidnight, { seconds: true })).toBe('23:59:30');
    expect(businessClock(new Date('2026-11-28T01:15:00Z'))).toBe('08:15');
    expect(businessMinutes(justAfterMidnight)).toBe(30);
    expect(businessMinutes(justBeforeMidnight)).toBe(23 * 60 + 59);
  });

  it('gives the wall clock fields, Sunday as 0', () => {
    expect(wallClockOf(justAfterMidnight)).toEqual({
      year: 2026,
      month: 11,
      day: 29,
      hour: 0,
      minute: 30,
      second: 0,
      weekday: 0,
    });
  });

  it('takes another zone when a caller names one', () => {
    expect(businessToday(justAfterMidnight, 'UTC')).toBe('2026-11-28');
    expect(businessClock(justAfterMidnight, { timeZone: 'America/New_York' })).toBe('12:30');
    expect(zoneOffsetMinutes(justAfterMidnight, 'America/New_York')).toBe(-300);
    expect(zoneOffsetText(new Date('2026-07-01T00:00:00Z'), 'America/New_York')).toBe('-04:00');
  });

  it('is seven hours ahead of UTC all year', () => {
    expect(zoneOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(420);
    expect(zoneOffsetText(new Date('2026-07-15T12:00:00Z'))).toBe('+07:00');
  });

  it('turns a wall-clock day and time into the instant they name in Hà Nội', () => {
    expect(businessInstant('2026-11-29', '00:30')?.toISOString()).toBe(justAfterMidnight.toISOString());
    expect(businessInstant('2026-11-29')?.toISOString()).toBe('2026-11-28T17:00:00.000Z');
    expect(businessInstant('2026-11-28', '23:59:30')?.toISOString()).toBe(justBeforeMidnight.toISOString());
    expect(businessInstant('2026-11-29', '25:00')).toBeUndefined();
    expect(businessInstant('2026-02-31')).toBeUndefined();
    expect(businessInstant('')).toBeUndefined();
    // Another zone, across a daylight-saving change.
    expect(businessInstant('2026-07-01', '09:00', 'America/New_York')?.toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    );
    expect(businessInstant('2026-12-01', '09:00', 'America/New_York')?.toISOString()).toBe(
      '2026-12-01T14:00:00.000Z',
    );
  });

  it('is what the formatters show by default', () => {
    expect(formatDateTime(justAfterMidnight)).toBe('29/11/2026 00:30');
    expect(formatDateTime('2026-11-28T01:15:09Z', { seconds: true })).toBe('28/11/2026 08:15:09');
    expect(formatDate(justAfterMidnight)).toBe('29/11/2026');
    expect(formatTime(justAfterMidnight)).toBe('00:30');
    expect(formatDateTime(justAfterMidnight, { timeZone: 'UTC' })).toBe('28/11/2026 17:30');
  });

  it("is the report presets' today", () => {
    expect(datePresetRange('today', justAfterMidnight)).toEqual({
      fromDate: '2026-11-29',
      toDate: '2026-11-29',
    });
    expect(datePresetRange('thisMonth', new Date('2026-11-30T17:30:00Z'))).toEqual({
      fromDate: '2026-12-01',
      toDate: '2026-12-31',
    });
  });

  it('shows an instant kept as text (ngay_tao) as its day and time in Hà Nội, other text as written', () => {
    const stamp = { type: 'text', instant: true } as const;
    expect(formatFieldValue(stamp, '2026-11-28T17:30:00.000Z', 'vi')).toBe('29/11/2026 00:30');
    expect(formatFieldValue(stamp, '', 'vi')).toBe('');
    expect(formatFieldValue({ type: 'text' }, '2026-11-28T17:30:00.000Z', 'vi')).toBe(
      '2026-11-28T17:30:00.000Z',
    );
  });
});
