import { describe, expect, it } from 'vitest';
import {
  readLocale,
  readPrimaryColor,
  readSelectedBranchs,
  readTheme,
  writeSelectedBranchs,
} from './preferences';

const storage = (values: Record<string, string> = {}) => ({
  getItem: (key: string) => values[key] ?? null,
  setItem: (key: string, value: string) => {
    values[key] = value;
  },
});

describe('preferences', () => {
  it('defaults to light, #7367F0 and Vietnamese', () => {
    const empty = storage();
    expect(readTheme(empty)).toBe('light');
    expect(readPrimaryColor(empty)).toBe('#7367F0');
    expect(readLocale(empty)).toBe('vi');
  });

  it('reads remembered values and ignores invalid ones', () => {
    expect(readTheme(storage({ theme: 'semi-dark' }))).toBe('semi-dark');
    expect(readTheme(storage({ theme: 'neon' }))).toBe('light');
    expect(readPrimaryColor(storage({ primaryColor: '#28C76F' }))).toBe('#28C76F');
    expect(readPrimaryColor(storage({ primaryColor: 'red' }))).toBe('#7367F0');
    expect(readLocale(storage({ locale: 'en' }))).toBe('en');
  });

  it('round-trips the branch selection and accepts a comma-joined value', () => {
    const values: Record<string, string> = {};
    writeSelectedBranchs(storage(values), ['CN01', 'CN02']);
    expect(values.selectedBranchs).toBe('["CN01","CN02"]');
    expect(readSelectedBranchs(storage(values))).toEqual(['CN01', 'CN02']);
    expect(readSelectedBranchs(storage({ selectedBranchs: 'CN01, CN03' }))).toEqual(['CN01', 'CN03']);
    expect(readSelectedBranchs(storage())).toEqual([]);
  });
});
