import { describe, expect, it } from 'vitest';
import { filterValue, formatInstant } from './format';

describe('system screen formatting', () => {
  it('shows an instant in local time with seconds', () => {
    expect(formatInstant(new Date(2026, 10, 2, 7, 5, 9).toISOString())).toBe('02/11/2026 07:05:09');
    expect(formatInstant('not a date')).toBe('');
    expect(formatInstant(null)).toBe('');
  });

  it('drops blank filters', () => {
    expect(filterValue('  admin ')).toBe('admin');
    expect(filterValue('   ')).toBeUndefined();
    expect(filterValue(undefined)).toBeUndefined();
  });
});
