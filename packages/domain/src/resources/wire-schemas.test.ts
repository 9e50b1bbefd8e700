import { describe, expect, it } from 'vitest';
import { errorMessage } from '../i18n/errors.js';
import { discountCodesSet, resourceSetList, unitsSet, warehousesSet } from '../resource-sets/index.js';
import { createTableQuery, encodeTableQuery } from '../table/index.js';
import { defineResource } from './define-resource.js';
import { f } from './fields.js';
import { dateRangeProblem } from './list-query.js';

describe('the wire schemas of a start-up resource (defineResource, spec section 7)', () => {
  it('rows carry _id; the create body does not need it', () => {
    const row = { _id: crypto.randomUUID(), ma_dvt: 'HOP', ten_dvt: 'Hộp', ten_dvt_en: null, ghi_chu: null };
    expect(unitsSet.rowSchema.parse(row)).toMatchObject({ ma_dvt: 'HOP', trang_thai: true });
    expect(unitsSet.rowSchema.safeParse({ ...row, _id: 'x' }).success).toBe(false);
    // A row carries every column: an optional field of the record is sent as null, never left out.
    const { ghi_chu: _left, ...withoutNote } = row;
    expect(unitsSet.rowSchema.safeParse(withoutNote).success).toBe(false);
    expect(unitsSet.inputSchema.safeParse({ ma_dvt: 'HOP', ten_dvt: 'Hộp' }).success).toBe(true);
    expect(unitsSet.inputSchema.parse({ ma_dvt: ' HOP ', ten_dvt: 'Hộp' })).toEqual({
      ma_dvt: 'HOP',
      ten_dvt: 'Hộp',
      trang_thai: true,
    });
    expect(unitsSet.inputSchema.safeParse({ ten_dvt: 'Hộp' }).success).toBe(false);
  });

  it('branch-scoped sets may leave ma_dvcs out of the create body', () => {
    expect(warehousesSet.inputSchema.safeParse({ ma_kho: 'K1', ten_kho: 'Kho 1' }).success).toBe(true);
    expect(warehousesSet.rowSchema.shape.ma_dvcs!.safeParse(undefined).success).toBe(false);
  });

  it('patch bodies are partial', () => {
    expect(unitsSet.patchSchema.parse({ ten_dvt: 'Hộp lớn' })).toEqual({ ten_dvt: 'Hộp lớn' });
  });

  it("list query: the data table's state (0-based page, spec page sizes, sort key and type), filters coerced", () => {
    expect(
      unitsSet.listQuerySchema.parse({
        pageIndex: '2',
        pageSize: '20',
        sortKey: 'ten_dvt',
        sortType: 'desc',
        searchKey: ' hop ',
        trang_thai: 'false',
      }),
    ).toEqual({
      pageIndex: 2,
      pageSize: 20,
      sortKey: 'ten_dvt',
      sortType: 'desc',
      searchKey: 'hop',
      trang_thai: false,
    });
    expect(unitsSet.listQuerySchema.parse({ pageIndex: '0' })).toEqual({ pageIndex: 0 });
    expect(unitsSet.listQuerySchema.safeParse({ pageSize: '15' }).success).toBe(false);
    expect(unitsSet.listQuerySchema.safeParse({ pageIndex: '-1' }).success).toBe(false);
    expect(unitsSet.listQuerySchema.safeParse({ pageIndex: '1.5' }).success).toBe(false);
    expect(unitsSet.listQuerySchema.safeParse({ sortType: 'down' }).success).toBe(false);
  });

  it('list filters on text take one value or several joined by commas (any of them); find takes the value whole', () => {
    const filter = (ma_dvt: string) => unitsSet.listQuerySchema.safeParse({ ma_dvt });
    expect(filter(' HOP ').data).toEqual({ ma_dvt: 'HOP' });
    expect(filter('HOP, CHAI,HOP').data).toEqual({ ma_dvt: ['HOP', 'CHAI'] });
    expect(filter('HOP,,').data).toEqual({ ma_dvt: 'HOP' });
    expect(filter(' , ').success).toBe(false);
    expect(filter(Array.from({ length: 101 }, (_, i) => `M${i}`).join(',')).success).toBe(false);
    expect(filter(Array.from({ length: 100 }, (_, i) => `M${i}`).join(',')).data).toEqual({
      ma_dvt: Array.from({ length: 100 }, (_, i) => `M${i}`),
    });
    expect(filter(`HOP,${'x'.repeat(201)}`).success).toBe(false);
    expect(unitsSet.findQuerySchema.parse({ ten_dvt: 'Hộp, lớn' })).toEqual({ ten_dvt: 'Hộp, lớn' });
  });

  it("the table's address-bar query is the list query as it is", () => {
    const state = createTableQuery({ pageIndex: 3, pageSize: 50, sortKey: 'ma_dvt', sortType: 'desc' });
    const params = encodeTableQuery({ ...state, searchKey: 'Hộp' });
    expect(unitsSet.listQuerySchema.parse(params)).toEqual({
      pageIndex: 3,
      pageSize: 50,
      sortKey: 'ma_dvt',
      sortType: 'desc',
      searchKey: 'Hộp',
    });
  });

  it('the old paging, search and sort names are gone from the list query', () => {
    for (const old of ['page', 'limit', 'q', 'sort'])
      expect(Object.keys(unitsSet.listQuerySchema.shape)).not.toContain(old);
  });

  it('fromDate / toDate are in the list query only of sets with a dateRangeField', () => {
    const dated = defineResource({
      name: 'dated',
      path: 'test/dated',
      menuId: 'test.dated',
      table: 'dated',
      title: ['Có ngày', 'Dated'],
      fields: { ma: f.code(['Mã', 'Code'], { required: true }), ngay: f.date(['Ngày', 'Day']) },
      keyFields: ['ma'],
      search: ['ma'],
      defaultSort: ['ma'],
      dateField: 'ngay',
    });
    expect(dated.listQuerySchema.parse({ fromDate: '2026-11-01', toDate: '2026-11-30' })).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
    });
    expect(dated.listQuerySchema.safeParse({ fromDate: '01-11-2026' }).success).toBe(false);
    expect(dated.listQuerySchema.safeParse({ toDate: '2026-02-30' }).success).toBe(false);
    expect(Object.keys(unitsSet.listQuerySchema.shape)).not.toContain('fromDate');
    expect(unitsSet.listQuerySchema.parse({ fromDate: '2026-11-01' })).toEqual({});
  });

  it('a from date after the to date is DATE_RANGE_INVALID; open or ordered ranges are fine', () => {
    expect(dateRangeProblem({ fromDate: '2026-11-02', toDate: '2026-11-01' })).toBe('DATE_RANGE_INVALID');
    expect(dateRangeProblem({ fromDate: '2026-11-01', toDate: '2026-11-01' })).toBeUndefined();
    expect(dateRangeProblem({ fromDate: '2026-11-01' })).toBeUndefined();
    expect(dateRangeProblem({ toDate: '2026-11-01' })).toBeUndefined();
    expect(errorMessage('DATE_RANGE_INVALID', 'vi')).toBe('Từ ngày phải trước hoặc bằng đến ngày');
  });

  it('natural keys join the key fields', () => {
    expect(warehousesSet.keyOf({ ma_kho: 'K1' })).toBe('K1');
    expect(
      resourceSetList.find((s) => s.name === 'stt')?.keyOf({ ma_dvcs: 'CN01', ma_ct: 'HD', nam: 2026 }),
    ).toBe('CN01/HD/2026');
  });

  it('discount codes need exactly one of percentage and amount, and an ordered validity', () => {
    const base = { ma_ck: 'A', ten_ck: 'A', ma_dvcs: 'CN01', ngay_hl_tu: '2026-01-01' };
    expect(discountCodesSet.check?.({ ...base, ty_le_ck: 10 })).toBeUndefined();
    expect(discountCodesSet.check?.({ ...base })).toEqual({
      code: 'DISCOUNT_VALUE_REQUIRED',
      field: 'ty_le_ck',
    });
    expect(discountCodesSet.check?.({ ...base, ty_le_ck: 10, tien_ck: 5000 })?.code).toBe(
      'DISCOUNT_VALUE_REQUIRED',
    );
    expect(discountCodesSet.check?.({ ...base, tien_ck: 5000, ngay_hl_den: '2025-12-31' })?.code).toBe(
      'VALIDITY_RANGE_INVALID',
    );
  });

  it('every set has a unique name and path, and its key and search fields are record fields', () => {
    expect(new Set(resourceSetList.map((s) => s.name)).size).toBe(resourceSetList.length);
    expect(new Set(resourceSetList.map((s) => s.path)).size).toBe(resourceSetList.length);
    for (const set of resourceSetList) {
      const fields = Object.keys(set.record.shape);
      for (const f of [...set.keyFields, ...set.searchFields, ...set.filterFields])
        expect(fields).toContain(f);
    }
  });
});
