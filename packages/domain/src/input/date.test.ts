import { describe, expect, it } from 'vitest';
import { fromDisplayDate, isEmptyDate, isValidRange, toStoredDate } from './date.js';

describe('dates', () => {
  it('reads d-m-Y back to Y-m-d', () => {
    expect(fromDisplayDate('22-11-2026')).toBe('2026-11-22');
    expect(fromDisplayDate('1/2/2024')).toBe('2024-02-01');
    expect(fromDisplayDate('29-02-2024')).toBe('2024-02-29');
    expect(fromDisplayDate('29-02-2023')).toBeNull();
    expect(fromDisplayDate('2026-11-22')).toBeNull();
    expect(fromDisplayDate('')).toBeNull();
  });

  it('counts null, empty, 1900-01-01 and 0001-01-01 as empty', () => {
    expect(isEmptyDate(null)).toBe(true);
    expect(isEmptyDate(undefined)).toBe(true);
    expect(isEmptyDate('')).toBe(true);
    expect(isEmptyDate('1900-01-01')).toBe(true);
    expect(isEmptyDate('0001-01-01')).toBe(true);
    expect(isEmptyDate('0001-01-01T00:00:00')).toBe(true);
    expect(isEmptyDate('2026-11-22')).toBe(false);
    expect(toStoredDate('0001-01-01')).toBeNull();
    expect(toStoredDate('2026-11-22T00:00:00Z')).toBe('2026-11-22');
  });

  it('checks a from/to range', () => {
    expect(isValidRange({ fromDate: '2026-11-01', toDate: '2026-11-22' })).toBe(true);
    expect(isValidRange({ fromDate: '2026-11-22', toDate: '2026-11-22' })).toBe(true);
    expect(isValidRange({ fromDate: '2026-11-23', toDate: '2026-11-22' })).toBe(false);
    expect(isValidRange({ fromDate: null, toDate: '2026-11-22' })).toBe(true);
    expect(isValidRange({ fromDate: '1900-01-01', toDate: '' })).toBe(true);
    expect(isValidRange({ fromDate: '2026-13-01', toDate: null })).toBe(false);
  });
});
