import type { unitsSet } from '@sen/domain';
import type { paymentCardHistories } from '@sen/domain/resources';
import { products, type Resource } from '@sen/domain/resources';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FieldOf, RowOf } from './resource.js';

describe('rows typed from the declarations', () => {
  it('a resource’s from its fields by kind, the start-up ones (units) as the catalogue’s', () => {
    expectTypeOf<RowOf<typeof products>['gia_ban']>().toEqualTypeOf<number | null>();
    expectTypeOf<RowOf<typeof products>['trang_thai']>().toEqualTypeOf<boolean | null>();
    expectTypeOf<RowOf<typeof products>['ten_vt']>().toEqualTypeOf<string | null>();
    expectTypeOf<RowOf<typeof products>['_id']>().toEqualTypeOf<string>();
    expectTypeOf<RowOf<typeof paymentCardHistories>['so_du_sau']>().toEqualTypeOf<number | null>();
    expectTypeOf<RowOf<typeof paymentCardHistories>['so_ct']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<RowOf<typeof unitsSet>['ten_dvt']>().toEqualTypeOf<string | null>();
    expectTypeOf<'ma_nhom_vt'>().toExtend<FieldOf<typeof products>>();
    expectTypeOf<'so_du'>().not.toExtend<FieldOf<typeof products>>();
    // A resource known only as `Resource` (the back office's generic pages): any field by name.
    expectTypeOf<RowOf<Resource>['ten_vt']>().toEqualTypeOf<unknown>();
    expectTypeOf<RowOf<Resource>['_id']>().toEqualTypeOf<string>();
    // And the declarations behind them hold those fields.
    expect(Object.keys(products.rowSchema.shape)).toEqual(expect.arrayContaining(['gia_ban', 'trang_thai']));
  });
});
