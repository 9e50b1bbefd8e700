import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../constants.js';
import {
  DEFAULT_TABLE_QUERY,
  applyTableChange,
  createTableQuery,
  decodeTableQuery,
  encodeTableQuery,
  normalizeSearch,
} from './queryState.js';
import type { TableQueryState } from './queryState.js';

const onPage3: TableQueryState = createTableQuery({ pageIndex: 3, searchKey: 'Lan', sortKey: 'name' });

describe('table query defaults', () => {
  it('starts on the first page with the default page size, ascending, no filters', () => {
    expect(DEFAULT_TABLE_QUERY).toEqual({ sortType: 'asc', pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(createTableQuery({ sortKey: 'createdAt', sortType: 'desc' })).toEqual({
      sortKey: 'createdAt',
      sortType: 'desc',
      pageIndex: 0,
      pageSize: 10,
    });
  });
});

describe('normalizeSearch', () => {
  it('trims, and ignores empty or blank text', () => {
    expect(normalizeSearch('  Nguyễn Lan ')).toBe('Nguyễn Lan');
    expect(normalizeSearch('Lan')).toBe('Lan');
    expect(normalizeSearch('')).toBeUndefined();
    expect(normalizeSearch('   \t')).toBeUndefined();
    expect(normalizeSearch(null)).toBeUndefined();
    expect(normalizeSearch(undefined)).toBeUndefined();
  });
});

describe('applyTableChange', () => {
  it('keeps the rest on a page change', () => {
    expect(applyTableChange(onPage3, { pageIndex: 5 })).toEqual({ ...onPage3, pageIndex: 5 });
  });

  it('goes back to the first page on a search, date, sort or page size change', () => {
    expect(applyTableChange(onPage3, { searchKey: 'Hoa' })).toEqual({
      ...onPage3,
      searchKey: 'Hoa',
      pageIndex: 0,
    });
    expect(applyTableChange(onPage3, { searchKey: undefined }).pageIndex).toBe(0);
    expect(applyTableChange(onPage3, { fromDate: '2026-11-01' })).toEqual({
      ...onPage3,
      fromDate: '2026-11-01',
      pageIndex: 0,
    });
    expect(applyTableChange(onPage3, { toDate: '2026-11-30' }).pageIndex).toBe(0);
    expect(applyTableChange(onPage3, { sortKey: 'phone' })).toEqual({
      ...onPage3,
      sortKey: 'phone',
      pageIndex: 0,
    });
    expect(applyTableChange(onPage3, { sortType: 'desc' })).toEqual({
      ...onPage3,
      sortType: 'desc',
      pageIndex: 0,
    });
    expect(applyTableChange(onPage3, { pageSize: 50 })).toEqual({ ...onPage3, pageSize: 50, pageIndex: 0 });
  });

  it('resets the page even when the change also names a page', () => {
    expect(applyTableChange(onPage3, { sortKey: 'phone', pageIndex: 7 }).pageIndex).toBe(0);
  });

  it('trims the search and treats blank as no search', () => {
    expect(applyTableChange(onPage3, { searchKey: '  Hoa  ' }).searchKey).toBe('Hoa');
    const cleared = applyTableChange(onPage3, { searchKey: '   ' });
    expect(cleared.searchKey).toBeUndefined();
    expect(cleared.pageIndex).toBe(0);
  });

  it('changes nothing (same object, same page) when the values are the same', () => {
    expect(applyTableChange(onPage3, { searchKey: ' Lan ' })).toBe(onPage3);
    expect(applyTableChange(onPage3, { sortKey: 'name', pageSize: 10 })).toBe(onPage3);
    expect(applyTableChange(onPage3, {})).toBe(onPage3);
    const noSearch = createTableQuery({ pageIndex: 2 });
    expect(applyTableChange(noSearch, { searchKey: '  ' })).toBe(noSearch);
  });

  it('ignores invalid page sizes, page indexes and sort types, and drops invalid dates', () => {
    expect(applyTableChange(onPage3, { pageSize: 15 })).toBe(onPage3);
    expect(applyTableChange(onPage3, { pageIndex: -1 })).toBe(onPage3);
    expect(applyTableChange(onPage3, { pageIndex: 1.5 })).toBe(onPage3);
    expect(applyTableChange(onPage3, { pageIndex: Number.NaN })).toBe(onPage3);
    expect(applyTableChange(onPage3, { sortType: 'up' as never })).toBe(onPage3);
    const dated = createTableQuery({ fromDate: '2026-11-01', pageIndex: 2 });
    expect(applyTableChange(dated, { fromDate: '2026-02-30' })).toEqual({
      ...dated,
      fromDate: undefined,
      pageIndex: 0,
    });
    expect(applyTableChange(dated, { fromDate: '1900-01-01' }).fromDate).toBeUndefined();
  });
});

describe('encodeTableQuery', () => {
  it('leaves out defaults', () => {
    expect(encodeTableQuery(DEFAULT_TABLE_QUERY)).toEqual({});
    expect(encodeTableQuery(createTableQuery({ pageIndex: 0, pageSize: 10, sortType: 'asc' }))).toEqual({});
  });

  it('writes every other field as a string', () => {
    expect(
      encodeTableQuery({
        fromDate: '2026-11-01',
        toDate: '2026-11-30',
        sortKey: 'name',
        sortType: 'desc',
        searchKey: 'Lan',
        pageIndex: 2,
        pageSize: 50,
      }),
    ).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      sortKey: 'name',
      sortType: 'desc',
      searchKey: 'Lan',
      pageIndex: '2',
      pageSize: '50',
    });
  });

  it('compares with the table defaults given', () => {
    const defaults = createTableQuery({ sortKey: 'createdAt', sortType: 'desc' });
    expect(encodeTableQuery(defaults, defaults)).toEqual({});
    expect(encodeTableQuery({ ...defaults, sortType: 'asc' }, defaults)).toEqual({ sortType: 'asc' });
  });
});

describe('decodeTableQuery', () => {
  it('reads what encode wrote (round trip)', () => {
    const state: TableQueryState = {
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      sortKey: 'name',
      sortType: 'desc',
      searchKey: 'Nguyễn Lan',
      pageIndex: 4,
      pageSize: 100,
    };
    expect(decodeTableQuery(encodeTableQuery(state))).toEqual(state);
    expect(decodeTableQuery(new URLSearchParams(encodeTableQuery(state)))).toEqual(state);
  });

  it('gives the defaults for no params', () => {
    expect(decodeTableQuery({})).toEqual(DEFAULT_TABLE_QUERY);
    expect(decodeTableQuery(new URLSearchParams(''))).toEqual(DEFAULT_TABLE_QUERY);
  });

  it('falls back to the default page size when it is not an option', () => {
    for (const pageSize of ['15', '0', '-10', 'abc', '', '1e2', '10.5']) {
      expect(decodeTableQuery({ pageSize }).pageSize).toBe(DEFAULT_PAGE_SIZE);
    }
    expect(decodeTableQuery({ pageSize: '1000' }).pageSize).toBe(1000);
  });

  it('falls back to the first page for a negative, fractional or non-numeric page index', () => {
    for (const pageIndex of ['-1', 'NaN', 'abc', '', '1.5', 'Infinity']) {
      expect(decodeTableQuery({ pageIndex }).pageIndex).toBe(0);
    }
    expect(decodeTableQuery({ pageIndex: '12' }).pageIndex).toBe(12);
  });

  it('falls back to the default sort type for anything but asc/desc', () => {
    expect(decodeTableQuery({ sortType: 'DESC' }).sortType).toBe('asc');
    expect(decodeTableQuery({ sortType: 'up' }).sortType).toBe('asc');
    expect(decodeTableQuery({ sortType: 'desc' }).sortType).toBe('desc');
    const defaults = createTableQuery({ sortType: 'desc' });
    expect(decodeTableQuery({ sortType: 'x' }, defaults).sortType).toBe('desc');
  });

  it('drops bad and empty dates, and an inverted range', () => {
    expect(decodeTableQuery({ fromDate: '2026-02-30' }).fromDate).toBeUndefined();
    expect(decodeTableQuery({ toDate: '22-11-2026' }).toDate).toBeUndefined();
    expect(decodeTableQuery({ fromDate: '1900-01-01' }).fromDate).toBeUndefined();
    expect(decodeTableQuery({ toDate: '0001-01-01' }).toDate).toBeUndefined();
    expect(decodeTableQuery({ fromDate: '2024-02-29' }).fromDate).toBe('2024-02-29');
    const inverted = decodeTableQuery({ fromDate: '2026-11-30', toDate: '2026-11-01' });
    expect(inverted.fromDate).toBeUndefined();
    expect(inverted.toDate).toBeUndefined();
  });

  it('trims the search and sort key; blank means none', () => {
    expect(decodeTableQuery({ searchKey: '  Lan ' }).searchKey).toBe('Lan');
    expect(decodeTableQuery({ searchKey: '   ' }).searchKey).toBeUndefined();
    expect(decodeTableQuery({ sortKey: ' ' }).sortKey).toBeUndefined();
  });

  it('takes the first of repeated values', () => {
    expect(decodeTableQuery({ pageSize: ['20', '50'] }).pageSize).toBe(20);
    expect(decodeTableQuery(new URLSearchParams('pageSize=50&pageSize=20')).pageSize).toBe(50);
  });
});
