import { describe, expect, it } from 'vitest';
import { cleanQuery, toQueryString } from '@sen/api';
import { defineView, resourceNamed, type Resource } from '@sen/domain/resources';
import {
  filterKindOf,
  activeFiltersOf,
  filtersFromSearch,
  listModelOf,
  tableListParams,
  searchWithFilters,
  withFixedFilters,
} from './listQuery';
import { listQueryOf as requestOf } from '@sen/records';

/** The request a table state makes (the records' query of its list params). */
const listQueryOf = (...args: Parameters<typeof tableListParams>) => requestOf(tableListParams(...args));

const partners = resourceNamed('partners') as Resource;
const bills = resourceNamed('bills') as Resource;

describe('the list model of a catalogue entry', () => {
  it('takes a resource’s columns, filters and date field', () => {
    const model = listModelOf(partners, partners);
    expect(model.listPath).toBe('/crm/partners');
    expect(model.columns).toEqual(partners.listColumns);
    // The filter fields, then the derived filters (no column): the day a customer bought, a day's control.
    expect(model.filters).toEqual([...partners.filterFields, 'ngay_mua']);
    expect(model.filters).toContain('gioi_tinh');
    expect(filterKindOf(model.filterFieldsByName.ngay_mua!)).toBe('date');
    expect(
      listQueryOf(
        { pageIndex: 0, pageSize: 10, sortType: 'asc', filters: { ngay_mua: '2026-11-29' } },
        model,
      ),
    ).toMatchObject({ ngay_mua: '2026-11-29' });
    expect(model.dateField).toBeUndefined();
    expect(listModelOf(bills, bills).dateField).toBe('ngay_ct');
  });

  it('lists a view at its own path, with its columns, without the filters it fixes', () => {
    const vip = defineView({
      name: 'partners-vip',
      route: '/crm/partners-vip',
      title: ['Khách hàng VIP', 'VIP customers'],
      resource: 'partners',
      fixedFilters: { ma_nhom_kh: 'VIP' },
      listColumns: ['ma_kh', 'ten_kh', 'unknown_field'],
    });
    const model = listModelOf(vip, partners);
    expect(model.listPath).toBe('/crm/partners-vip');
    expect(model.columns).toEqual(['ma_kh', 'ten_kh']);
    expect(model.filters).not.toContain('ma_nhom_kh');
  });
});

describe('the list query of a table state', () => {
  const model = listModelOf(bills, bills);

  it('sends the state under its own names, the sort only with a key, and filters with values', () => {
    expect(
      listQueryOf(
        {
          pageIndex: 2,
          pageSize: 50,
          sortKey: 't_tt',
          sortType: 'desc',
          searchKey: 'nguyen van',
          fromDate: '2026-11-01',
          toDate: '2026-11-30',
          filters: { trang_thai: '1', ma_kh: '', ma_nvbh: undefined, not_a_filter: 'x' },
        },
        model,
      ),
    ).toEqual({
      pageIndex: '2',
      pageSize: '50',
      sortKey: 't_tt',
      sortType: 'desc',
      searchKey: 'nguyen van',
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      trang_thai: '1',
    });
    expect(listQueryOf({ pageIndex: 0, pageSize: 10, sortType: 'desc' }, model)).toEqual({
      pageIndex: '0',
      pageSize: '10',
    });
  });

  it('drops the dates of rows without a date field', () => {
    const query = listQueryOf(
      { pageIndex: 0, pageSize: 10, sortType: 'asc', fromDate: '2026-01-01', toDate: '2026-01-31' },
      listModelOf(partners, partners),
    );
    expect(query).toEqual({ pageIndex: '0', pageSize: '10' });
  });
});

describe('the active filters (the chips)', () => {
  it('are the declared filters with a value, in declaration order', () => {
    const fields = partners.fields;
    expect(
      activeFiltersOf(['ma_nhom_kh', 'gioi_tinh', 'ma_nvbh', 'not_a_field'], fields, {
        ma_nvbh: 'NV01',
        ma_nhom_kh: 'VIP',
        gioi_tinh: '',
        not_a_field: 'x',
      }),
    ).toEqual([
      { name: 'ma_nhom_kh', value: 'VIP' },
      { name: 'ma_nvbh', value: 'NV01' },
    ]);
  });
});

describe('filters in the address bar', () => {
  const filters = ['ma_nhom_kh', 'gioi_tinh', 'trang_thai'];

  it('reads each filter under its field name, trimmed, ignoring other params and blanks', () => {
    expect(
      filtersFromSearch(
        { ma_nhom_kh: ' VIP ', gioi_tinh: '', trang_thai: true, searchKey: 'x', other: 'y' },
        filters,
      ),
    ).toEqual({ ma_nhom_kh: 'VIP', trang_thai: 'true' });
  });

  it('replaces the filters and keeps the table keys and other params', () => {
    expect(
      searchWithFilters({ searchKey: 'lan', pageIndex: 3, ma_nhom_kh: 'VIP', webview: 1 }, filters, {
        gioi_tinh: '2',
        ma_nhom_kh: undefined,
      }),
    ).toEqual({ searchKey: 'lan', pageIndex: 3, webview: 1, gioi_tinh: '2' });
  });

  it('gives lookups a picker, enums a choice, booleans yes/no and the rest a text box', () => {
    expect(filterKindOf(partners.fields.ma_nhom_kh!)).toBe('lookup');
    expect(filterKindOf(partners.fields.gioi_tinh!)).toBe('enum');
    expect(filterKindOf(resourceNamed('products')!.fields.trang_thai!)).toBe('boolean');
    expect(filterKindOf(partners.fields.ma_kh!)).toBe('text');
  });
});

describe("a list with fixed filters (a page of the user's own rows)", () => {
  const tasks = resourceNamed('tasks') as Resource;

  it('has no filter control for the fixed fields and sends them with every request, over the state', () => {
    const model = withFixedFilters(listModelOf(tasks, tasks), { ma_nvbh: 'NV001', trang_thai: '0' });
    expect(model.filters).not.toContain('ma_nvbh');
    expect(model.filters).not.toContain('trang_thai');
    expect(model.filters).toContain('ma_kh');
    const query = listQueryOf(
      { pageIndex: 0, pageSize: 10, sortType: 'asc', filters: { ma_kh: 'KH01', ma_nvbh: 'NV999' } },
      model,
      { ma_nvbh: 'NV001', trang_thai: '0' },
    );
    expect(query).toEqual({
      pageIndex: '0',
      pageSize: '10',
      ma_kh: 'KH01',
      ma_nvbh: 'NV001',
      trang_thai: '0',
    });
  });

  it('sends a fixed filter of several values joined by commas, as the API reads any of them', () => {
    const fixed = { ma_nvbh: 'NV001', trang_thai: ['0', '1', '2'] };
    const model = withFixedFilters(listModelOf(tasks, tasks), fixed);
    expect(model.filters).not.toContain('trang_thai');
    const query = listQueryOf({ pageIndex: 0, pageSize: 10, sortType: 'asc' }, model, fixed);
    expect(new URLSearchParams(toQueryString(query)).get('trang_thai')).toBe('0,1,2');
    expect(tasks.listQuerySchema.parse(cleanQuery(query))).toMatchObject({ trang_thai: ['0', '1', '2'] });
  });
});
