import { describe, expect, it } from 'vitest';
import { cleanBody, stripNulls } from './clean-body.js';

describe('stripNulls', () => {
  it('removes null properties at every depth and keeps other values', () => {
    expect(
      stripNulls({ a: null, b: 0, c: '', d: false, e: { f: null, g: [{ h: null, i: 1 }, null, 2] } }),
    ).toEqual({ b: 0, c: '', d: false, e: { g: [{ i: 1 }, null, 2] } });
  });
});

describe('cleanBody', () => {
  it('strips nulls from POST and PUT bodies only', () => {
    expect(cleanBody('PUT', { a: null, b: 1 }, ['CN01', 'CN02'])).toEqual({ b: 1 });
    expect(cleanBody('POST', { a: null, b: 1 }, ['CN01', 'CN02'])).toEqual({ b: 1 });
    expect(cleanBody('PATCH', { a: null }, ['CN01'])).toEqual({ a: null });
  });

  it('adds ma_dvcs on POST when absent and exactly one branch is selected', () => {
    expect(cleanBody('POST', { ten: 'x' }, ['CN01'])).toEqual({ ten: 'x', ma_dvcs: 'CN01' });
    expect(cleanBody('POST', { ten: 'x', ma_dvcs: null }, ['CN01'])).toEqual({ ten: 'x', ma_dvcs: 'CN01' });
    expect(cleanBody('POST', { ma_dvcs: 'CN09' }, ['CN01'])).toEqual({ ma_dvcs: 'CN09' });
    expect(cleanBody('POST', { ten: 'x' }, ['CN01', 'CN02'])).toEqual({ ten: 'x' });
    expect(cleanBody('POST', { ten: 'x' }, [])).toEqual({ ten: 'x' });
    expect(cleanBody('PUT', { ten: 'x' }, ['CN01'])).toEqual({ ten: 'x' });
    expect(cleanBody('POST', [{ ten: 'x' }], ['CN01'])).toEqual([{ ten: 'x' }]);
  });
});
