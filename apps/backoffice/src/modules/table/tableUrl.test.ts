import { describe, expect, it } from 'vitest';
import { readTableParams, writeTableParams } from './tableUrl';

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
});
