import { describe, expect, it } from 'vitest';
import {
  formatTime,
  fromDisplayDate,
  isEmptyDate,
  isValidRange,
  toDisplayDate,
  toStoredDate,
} from './date.js';

describe('dates', () => {
  it('shows d-m-Y', () => {
    expect(toDisplayDate('2026-11-22')).toBe('22-11-2026');
    expect(toDisplayDate('2026-11-22T08:00:00')).toBe('22-11-2026');
    expect(toDisplayDate('1900-01-01')).toBe('');
    expect(toDisplayDate('2026-02-30')).toBe('');
    expect(toDisplayDate(null)).toBe('');
  });

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

  it('formats time as 24-hour HH:mm', () => {
    expect(formatTime('07:05')).toBe('07:05');
    expect(formatTime('7:5')).toBe('07:05');
    expect(formatTime('19:30:45')).toBe('19:30');
    expect(formatTime('2026-11-22T23:59:00')).toBe('23:59');
    expect(formatTime('24:00')).toBe('');
    expect(formatTime('')).toBe('');
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
