import { describe, expect, it } from 'vitest';
import { cleanQuery, toQueryString } from './clean-query.js';

describe('cleanQuery', () => {
  it('drops empty, null, undefined and NaN values', () => {
    expect(cleanQuery({ a: '', b: '   ', c: null, d: undefined, e: Number.NaN, f: 0, g: false })).toEqual({
      f: '0',
      g: 'false',
    });
  });

  it('trims strings and comma-joins arrays', () => {
    expect(cleanQuery({ search: '  Nguyễn  ', ids: ['CN01', ' CN02 ', '', null, 3], none: [] })).toEqual({
      search: 'Nguyễn',
      ids: 'CN01,CN02,3',
    });
  });

  it('writes dates as ISO instants and drops invalid ones', () => {
    expect(cleanQuery({ at: new Date('2024-05-01T00:00:00Z'), bad: new Date('x') })).toEqual({
      at: '2024-05-01T00:00:00.000Z',
    });
  });

  it('builds a query string, or nothing when every value is dropped', () => {
    expect(toQueryString({ q: ' a b ', page: 2, x: null })).toBe('?q=a+b&page=2');
    expect(toQueryString({ x: '' })).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });
});
