import { describe, expect, it } from 'vitest';
import { configsSet, sttSet, unitsSet, voucherInfosSet, warehousesSet } from '../resource-sets/index.js';
import { defineResource } from './define-resource.js';
import { fieldDictionary, shared, sharedField } from './shared-fields.js';

describe('the field dictionary', () => {
  it('gives the shared fields as declared once, or with a resource’s own options', () => {
    expect(shared('ghi_chu', 'trang_thai')).toEqual({
      ghi_chu: fieldDictionary.ghi_chu,
      trang_thai: fieldDictionary.trang_thai,
    });
    const short = sharedField('ghi_chu', { max: 500 });
    expect(short).toMatchObject({
      type: 'text',
      max: 500,
      multiline: true,
      label: { vi: 'Ghi chú', en: 'Note' },
    });
    expect(fieldDictionary.ghi_chu.max).toBe(1000);
    expect(sharedField('trang_thai', { label: ['Đang áp dụng', 'Active'] }).label).toEqual({
      vi: 'Đang áp dụng',
      en: 'Active',
    });
    expect(sharedField('ma_kh', { required: true })).toMatchObject({
      type: 'lookup',
      resource: 'partners',
      required: true,
      fills: { ten_kh: 'ten_kh' },
    });
  });
});

describe('what defineResource declares for the start-up tables', () => {
  it('rows without stamps or _version, no print view', () => {
    expect(unitsSet.stamps).toBe(false);
    expect(unitsSet.print).toBe(false);
    expect(Object.keys(unitsSet.rowSchema.shape).sort()).toEqual(
      ['_id', 'ghi_chu', 'ma_dvt', 'ten_dvt', 'ten_dvt_en', 'trang_thai'].sort(),
    );
    expect(Object.keys(unitsSet.inputSchema.shape)).not.toContain('_version');
  });

  it('a resource without a screen names its API path and menu id', () => {
    expect(sttSet.route).toBeUndefined();
    expect(sttSet).toMatchObject({ path: 'system/stt', menuId: 'accounting.vouchers', module: 'system' });
    expect(() =>
      defineResource({
        name: 'x',
        path: 'test/x',
        menuId: 'test.x',
        table: 'x',
        title: ['X', 'X'],
        fields: {},
        keyFields: [],
        search: [],
        defaultSort: [],
      }),
    ).not.toThrow();
  });

  it('key addressing, read access, extras, table columns, a kept-as-sent text and a pattern', () => {
    expect(voucherInfosSet.addressBy).toBe('key');
    expect(configsSet).toMatchObject({ readAccess: 'anyone', columns: { group: 'grp' } });
    expect(configsSet.extras).toEqual(['find', 'byName', 'updateMany', 'bulk']);
    expect(configsSet.inputSchema.parse({ name: 'a', group: 'g', value: ' x ' }).value).toBe(' x ');
    expect(
      voucherInfosSet.inputSchema.safeParse({
        ma_ct: 'HD',
        status: '0',
        ten_trang_thai: 'Nháp',
        mau_sac: 'red',
      }).success,
    ).toBe(false);
    expect(
      voucherInfosSet.inputSchema.safeParse({
        ma_ct: 'HD',
        status: '0',
        ten_trang_thai: 'Nháp',
        mau_sac: '#FF9F43',
      }).success,
    ).toBe(true);
  });

  it('a branch lookup that is a code of 16 at most', () => {
    const branch = warehousesSet.inputSchema.shape.ma_dvcs!;
    expect(branch.safeParse('CN01').success).toBe(true);
    expect(branch.safeParse('CN 01').success).toBe(false);
    expect(branch.safeParse('C'.repeat(17)).success).toBe(false);
    expect(warehousesSet.fields.ma_dvcs).toMatchObject({ type: 'lookup', resource: 'branchs' });
  });
});
