import { products } from '@sen/domain/resources';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  listParamsOf,
  listQueryOf,
  listSearchSchema,
  listSearchSchemaOf,
  pageCountOf,
} from './list-params.js';
import type { ListParamsOf } from './list-params.js';

describe('list params', () => {
  it('become the list route’s query: page from 1 to pageIndex from 0, order, search and filters, cleaned', () => {
    expect(
      listQueryOf({
        search: '  sữa rửa ',
        filters: { ma_nhom_vt: 'NH001', trang_thai: true, loai_vt: ['HH', 'DV'], ma_vt: '', dvt: null },
        sort: { field: 'gia_ban', desc: true },
        page: 3,
        pageSize: 20,
      }),
    ).toEqual({
      searchKey: 'sữa rửa',
      ma_nhom_vt: 'NH001',
      trang_thai: 'true',
      loai_vt: 'HH,DV',
      sortKey: 'gia_ban',
      sortType: 'desc',
      pageIndex: '2',
      pageSize: '20',
    });
    expect(listQueryOf({})).toEqual({});
    expect(listQueryOf({ sort: { field: 'ten_vt' }, page: 1 })).toEqual({
      sortKey: 'ten_vt',
      sortType: 'asc',
      pageIndex: '0',
    });
  });

  it('type their filters and order by the resource’s row fields', () => {
    const params: ListParamsOf<typeof products> = {
      filters: { ma_nhom_vt: 'NH001' },
      sort: { field: 'gia_ban' },
    };
    expect(params.sort?.field).toBe('gia_ban');
    // @ts-expect-error: products have no field so_du.
    const wrong: ListParamsOf<typeof products> = { sort: { field: 'so_du' } };
    expect(wrong).toBeDefined();
  });

  it('read from the URL without ever failing: a value that does not read is dropped', () => {
    expect(listSearchSchema.parse({ q: ' hộp ', page: '2', pageSize: '50', sort: '-gia_ban' })).toEqual({
      q: 'hộp',
      page: 2,
      pageSize: 50,
      sort: '-gia_ban',
    });
    expect(listSearchSchema.parse({ q: '', page: '0', pageSize: '7', sort: 'gia ban; drop' })).toEqual({});
    expect(listSearchSchema.parse({})).toEqual({});
  });

  it('of a resource: its own filters, and an order on its own fields only', () => {
    const schema = listSearchSchemaOf(products, ['ma_nhom_vt']);
    const search = schema.parse({ q: 'kem', ma_nhom_vt: 'NH002', sort: 'so_du', other: 'x' });
    expect(search).toEqual({ q: 'kem', ma_nhom_vt: 'NH002' });
    expectTypeOf(search.ma_nhom_vt).toEqualTypeOf<string | undefined>();
    expect(schema.parse({ sort: '-gia_ban' }).sort).toBe('-gia_ban');
    expect(() => listSearchSchemaOf(products, ['so_du' as 'ma_vt'])).toThrow(/no field so_du/);
  });

  it('give back the list params a search says', () => {
    expect(
      listParamsOf({ q: 'kem', page: 2, pageSize: 20, sort: '-gia_ban', ma_nhom_vt: 'NH002' }, [
        'ma_nhom_vt',
      ]),
    ).toEqual({
      search: 'kem',
      page: 2,
      pageSize: 20,
      sort: { field: 'gia_ban', desc: true },
      filters: { ma_nhom_vt: 'NH002' },
    });
    expect(listParamsOf({}, ['ma_nhom_vt'])).toEqual({
      search: undefined,
      page: undefined,
      pageSize: undefined,
      sort: undefined,
      filters: undefined,
    });
  });

  it('count pages, at least one', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(41, 20)).toBe(3);
  });
});
