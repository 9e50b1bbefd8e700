import { describe, expect, it } from 'vitest';
import { matchesFolded } from '../text/fold.js';
import {
  clampPageIndex,
  compareCellValues,
  foldedSearchIndex,
  pageCountOf,
  pageRange,
  pageSlice,
  searchRows,
  sortRows,
} from './clientRows.js';

type Person = { name: string; city: string; age?: number };
const people: Person[] = [
  { name: 'Nguyễn Văn Đức', city: 'Hà Nội', age: 30 },
  { name: 'Trần Thị Bình', city: 'Đà Nẵng', age: 25 },
  { name: 'Lê Văn An', city: 'Huế' },
  { name: 'Phạm Minh Đạt', city: 'Hà Nội', age: 41 },
];
const index = foldedSearchIndex(people, (p) => `${p.name} ${p.city}`);

describe('searchRows', () => {
  it('matches every word ignoring accents, đ and case', () => {
    expect(searchRows(people, index, 'duc').map((p) => p.name)).toEqual(['Nguyễn Văn Đức']);
    expect(searchRows(people, index, 'VAN  ha noi').map((p) => p.name)).toEqual(['Nguyễn Văn Đức']);
    expect(searchRows(people, index, 'Đà').map((p) => p.name)).toEqual(['Trần Thị Bình', 'Phạm Minh Đạt']);
  });

  it('keeps exactly the rows matchesFolded keeps (the same rule, with the rows folded once)', () => {
    const text = (p: Person) => `${p.name} ${p.city}`;
    for (const query of ['van', 'Văn Đ', 'ha  NOI', 'thi binh', 'đat', 'an hue', 'x', '']) {
      expect(searchRows(people, index, query)).toEqual(people.filter((p) => matchesFolded(text(p), query)));
    }
  });

  it('keeps every row for a blank query and none for an unknown word', () => {
    expect(searchRows(people, index, '   ')).toBe(people);
    expect(searchRows(people, index, undefined)).toBe(people);
    expect(searchRows(people, index, 'zzz')).toEqual([]);
  });
});

describe('sortRows', () => {
  it('sorts text by Vietnamese collation, both directions, stably', () => {
    const asc = sortRows(people, (p) => p.city, 'asc').map((p) => p.name);
    expect(asc).toEqual(['Trần Thị Bình', 'Nguyễn Văn Đức', 'Phạm Minh Đạt', 'Lê Văn An']);
    const desc = sortRows(people, (p) => p.city, 'desc').map((p) => p.name);
    expect(desc).toEqual(['Lê Văn An', 'Nguyễn Văn Đức', 'Phạm Minh Đạt', 'Trần Thị Bình']);
  });

  it('sorts numbers by value and keeps empty values last in both directions', () => {
    expect(sortRows(people, (p) => p.age, 'asc').map((p) => p.age)).toEqual([25, 30, 41, undefined]);
    expect(sortRows(people, (p) => p.age, 'desc').map((p) => p.age)).toEqual([41, 30, 25, undefined]);
  });

  it('returns the rows untouched without a direction', () => {
    expect(sortRows(people, (p) => p.age, undefined)).toBe(people);
  });

  it('compares numeric text naturally', () => {
    expect(compareCellValues('HD2', 'HD10')).toBeLessThan(0);
    expect(compareCellValues(new Date(2024, 0, 2), new Date(2024, 0, 1))).toBeGreaterThan(0);
  });
});

describe('paging', () => {
  const rows = Array.from({ length: 245 }, (_, i) => i);

  it('slices a page and clamps an index past the end', () => {
    expect(pageSlice(rows, 0, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageSlice(rows, 24, 10)).toEqual([240, 241, 242, 243, 244]);
    expect(pageSlice(rows, 99, 10)).toEqual([240, 241, 242, 243, 244]);
    expect(pageSlice(rows, 0, Infinity)).toBe(rows);
  });

  it('counts pages and clamps indexes', () => {
    expect(pageCountOf(245, 10)).toBe(25);
    expect(pageCountOf(0, 10)).toBe(1);
    expect(clampPageIndex(-3, 10, 245)).toBe(0);
    expect(clampPageIndex(30, 10, 245)).toBe(24);
  });

  it('gives the 1-based range of the page for the footer', () => {
    expect(pageRange(0, 10, 245)).toEqual({ from: 1, to: 10 });
    expect(pageRange(24, 10, 245)).toEqual({ from: 241, to: 245 });
    expect(pageRange(0, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});
