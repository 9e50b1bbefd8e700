import { describe, expect, it } from 'vitest';
import { readTableParams, tableSearchOf, writeTableParams } from './tableUrl';

describe('the DataTable URL adapter over the router search', () => {
  it('reads every table key as text and ignores other params', () => {
    expect(
      readTableParams({ pageIndex: 2, pageSize: 50, searchKey: 'crm', webview: 1, sortType: { x: 1 } }),
    ).toEqual({
      fromDate: undefined,
      toDate: undefined,
      sortKey: undefined,
      sortType: undefined,
      searchKey: 'crm',
      pageIndex: '2',
      pageSize: '50',
    });
  });

  it('replaces the table keys, keeps the others and writes page numbers as numbers', () => {
    const next = writeTableParams(
      { webview: 1, searchKey: 'old', pageIndex: 3, sortKey: 'name' },
      { searchKey: 'sale', pageSize: '20' },
    );
    expect(next).toEqual({ webview: 1, searchKey: 'sale', pageSize: 20 });
  });

  it("validates a list route's search: table keys that read, the list's filters as text, other params kept", () => {
    const search = tableSearchOf(['trang_thai', 'ma_nhom_kh']);
    expect(
      search({
        pageIndex: 2,
        pageSize: '50',
        searchKey: '  lan ',
        sortKey: 'ma_kh',
        sortType: 'desc',
        fromDate: '2026-11-01',
        trang_thai: 1,
        ma_nhom_kh: ' VIP ',
        webview: 1,
      }),
    ).toEqual({
      pageIndex: 2,
      pageSize: 50,
      searchKey: 'lan',
      sortKey: 'ma_kh',
      sortType: 'desc',
      fromDate: '2026-11-01',
      trang_thai: 1,
      ma_nhom_kh: 'VIP',
      webview: 1,
    });
    // A hand-edited or stale value is dropped, never an error.
    expect(
      search({
        pageIndex: -1,
        pageSize: 7,
        sortType: 'up',
        fromDate: '2026-13-45',
        searchKey: ' ',
        trang_thai: {},
      }),
    ).toEqual({});
  });
});
