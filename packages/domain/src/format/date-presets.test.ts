import { describe, expect, it } from 'vitest';
import { datePresetOf, datePresetRange, daysOf } from './date-presets.js';

/** 2026-11-28 is a Saturday. */
const saturdayNoon = new Date('2026-11-28T05:00:00Z'); // 12:00 in Vietnam

describe('date presets (Vietnam days)', () => {
  it('gives today, this week (Monday to Sunday), this month and last month', () => {
    expect(datePresetRange('today', saturdayNoon)).toEqual({ fromDate: '2026-11-28', toDate: '2026-11-28' });
    expect(datePresetRange('thisWeek', saturdayNoon)).toEqual({
      fromDate: '2026-11-23',
      toDate: '2026-11-29',
    });
    expect(datePresetRange('thisMonth', saturdayNoon)).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
    });
    expect(datePresetRange('lastMonth', saturdayNoon)).toEqual({
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
    });
  });

  it('counts the day in Vietnam, not in UTC or the device zone', () => {
    // 17:30 UTC on 31 October is 00:30 on 1 November in Vietnam.
    const justAfterMidnight = new Date('2026-10-31T17:30:00Z');
    expect(datePresetRange('today', justAfterMidnight)).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-01',
    });
    expect(datePresetRange('thisMonth', justAfterMidnight).fromDate).toBe('2026-11-01');
    expect(datePresetRange('lastMonth', justAfterMidnight)).toEqual({
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
    });
    // A Sunday belongs to the week that began on the Monday before it.
    expect(datePresetRange('thisWeek', new Date('2026-11-29T10:00:00Z'))).toEqual({
      fromDate: '2026-11-23',
      toDate: '2026-11-29',
    });
  });

  it('crosses months and years: a week over the new year, last month of January, February of a leap year', () => {
    expect(datePresetRange('thisWeek', new Date('2026-01-01T05:00:00Z'))).toEqual({
      fromDate: '2025-12-29',
      toDate: '2026-01-04',
    });
    expect(datePresetRange('lastMonth', new Date('2026-01-15T05:00:00Z'))).toEqual({
      fromDate: '2025-12-01',
      toDate: '2025-12-31',
    });
    expect(datePresetRange('thisMonth', new Date('2028-02-10T05:00:00Z')).toDate).toBe('2028-02-29');
    expect(datePresetRange('lastMonth', new Date('2028-03-31T05:00:00Z'))).toEqual({
      fromDate: '2028-02-01',
      toDate: '2028-02-29',
    });
  });

  it('tells which preset a period is, else a range', () => {
    expect(datePresetOf({ fromDate: '2026-11-01', toDate: '2026-11-30' }, saturdayNoon)).toBe('thisMonth');
    expect(datePresetOf({ fromDate: '2026-11-28', toDate: '2026-11-28' }, saturdayNoon)).toBe('today');
    expect(datePresetOf({ fromDate: '2026-11-02', toDate: '2026-11-30' }, saturdayNoon)).toBe('range');
    expect(datePresetOf({}, saturdayNoon)).toBe('range');
  });

  it('lists the days of a period, none when it is too long or backwards', () => {
    expect(daysOf({ fromDate: '2026-02-27', toDate: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysOf({ fromDate: '2026-03-02', toDate: '2026-03-01' })).toEqual([]);
    expect(daysOf({ fromDate: '2020-01-01', toDate: '2026-01-01' })).toEqual([]);
  });
});
