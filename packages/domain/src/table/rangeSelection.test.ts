import { describe, expect, it } from 'vitest';
import {
  idsBetween,
  pageSelectionState,
  selectRange,
  toggleId,
  togglePageSelection,
} from './rangeSelection.js';

const ids = ['a', 'b', 'c', 'd', 'e'];

describe('range selection', () => {
  it('finds the ids between anchor and target in either direction', () => {
    expect(idsBetween(ids, 'b', 'd')).toEqual(['b', 'c', 'd']);
    expect(idsBetween(ids, 'd', 'b')).toEqual(['b', 'c', 'd']);
    expect(idsBetween(ids, undefined, 'c')).toEqual(['c']);
    expect(idsBetween(ids, 'zz', 'c')).toEqual(['c']);
    expect(idsBetween(ids, 'a', 'zz')).toEqual([]);
  });

  it('selects a range to the target, or clears it when the target was selected', () => {
    expect([...selectRange(new Set(['b']), ids, 'b', 'd')].sort()).toEqual(['b', 'c', 'd']);
    expect([...selectRange(new Set(['b', 'c', 'd', 'e']), ids, 'e', 'c')].sort()).toEqual(['b']);
  });

  it('toggles one id without touching the input set', () => {
    const selected = new Set(['a']);
    expect([...toggleId(selected, 'b')].sort()).toEqual(['a', 'b']);
    expect([...toggleId(selected, 'a')]).toEqual([]);
    expect([...selected]).toEqual(['a']);
  });

  it('reports and toggles the selection of a page', () => {
    expect(pageSelectionState(new Set(), ['a', 'b'])).toBe('none');
    expect(pageSelectionState(new Set(['a']), ['a', 'b'])).toBe('some');
    expect(pageSelectionState(new Set(['a', 'b', 'z']), ['a', 'b'])).toBe('all');
    expect([...togglePageSelection(new Set(['z', 'a']), ['a', 'b'])].sort()).toEqual(['a', 'b', 'z']);
    expect([...togglePageSelection(new Set(['z', 'a', 'b']), ['a', 'b'])]).toEqual(['z']);
  });
});
