import { describe, expect, it } from 'vitest';
import { filterValue } from './format';

describe('system screen formatting', () => {
  it('drops blank filters', () => {
    expect(filterValue('  admin ')).toBe('admin');
    expect(filterValue('   ')).toBeUndefined();
    expect(filterValue(undefined)).toBeUndefined();
  });
});
