import { describe, expect, it } from 'vitest';
import { f, resourceNamed, type LookupField } from '@sen/domain/resources';
import { lookupNameOf, lookupOptionsOf, lookupTargetOf, narrowOf, searchCachedOptions } from './lookupSource';

describe('lookupTargetOf', () => {
  it('start-up sets read the session data with their code and name fields', () => {
    expect(lookupTargetOf(f.lookup(['Đơn vị', 'Branch'], 'branchs'), resourceNamed)).toEqual({
      kind: 'startUp',
      set: 'branchs',
      valueField: 'ma_dvcs',
      labelField: 'ten_dvcs',
    });
    expect(lookupTargetOf(f.lookup(['ĐVT', 'Unit'], 'units'), resourceNamed)).toMatchObject({
      set: 'units',
      valueField: 'ma_dvt',
    });
  });

  it('catalogue resources search their /lookup path: the key (not the branch) as value, the next search field as label', () => {
    expect(lookupTargetOf(f.lookup(['KH', 'Customer'], 'partners'), resourceNamed)).toEqual({
      kind: 'server',
      resource: resourceNamed('partners'),
      path: 'crm/partners',
      valueField: 'ma_kh',
      labelField: 'ten_kh',
    });
    expect(lookupTargetOf(f.lookup(['X', 'X'], 'no-such-resource'), resourceNamed)).toEqual({ kind: 'none' });
  });
});

describe('lookup options', () => {
  const rows = [
    { ma_kh: 'KH01', ten_kh: 'Nguyễn Văn An' },
    { ma_kh: 'KH02', ten_kh: 'Trần Thị Bình' },
    { ma_kh: '', ten_kh: 'no code' },
  ];

  it("show 'code - name' and keep the row", () => {
    const options = lookupOptionsOf(rows, 'ma_kh', 'ten_kh');
    expect(options.map((o) => [o.id, o.label])).toEqual([
      ['KH01', 'KH01 - Nguyễn Văn An'],
      ['KH02', 'KH02 - Trần Thị Bình'],
    ]);
    expect(options[0]?.row).toBe(rows[0]);
  });

  it('cached lists are searched ignoring accents and case', () => {
    const options = lookupOptionsOf(rows, 'ma_kh', 'ten_kh');
    expect(searchCachedOptions(options, 'nguyen an').map((o) => o.id)).toEqual(['KH01']);
    expect(searchCachedOptions(options, '')).toHaveLength(2);
    expect(searchCachedOptions(options, '', 1)).toHaveLength(1);
  });
});

describe('lookupNameOf', () => {
  const customer = f.lookup(['Khách hàng', 'Customer'], 'partners', {
    fills: { dien_thoai: 'dien_thoai', ten_kh: 'ten_kh' },
  });
  const row = { ma_kh: 'KH001', ten_kh: 'Trần Thị Mai', dien_thoai: '0901234567' };

  it("is the field its fills copy the target's name into, when that field is not shown", () => {
    expect(lookupNameOf(customer, row, new Set(['ma_kh']))).toBe('Trần Thị Mai');
    expect(lookupNameOf(customer, row, new Set(['ma_kh', 'ten_kh']))).toBeUndefined();
  });

  it('is nothing without fills, for another type, an empty name or an unknown target', () => {
    expect(
      lookupNameOf(f.lookup(['Kho', 'Warehouse'], 'warehouses'), { ma_kho: 'K1' }, new Set()),
    ).toBeUndefined();
    expect(lookupNameOf(f.text(['T', 'T']), row, new Set())).toBeUndefined();
    expect(lookupNameOf(customer, { ...row, ten_kh: ' ' }, new Set())).toBeUndefined();
    const unknown = f.lookup(['X', 'X'], 'no-such-resource', { fills: { ten: 'ten' } });
    expect(lookupNameOf(unknown, { ten: 'A' }, new Set())).toBeUndefined();
  });
});

describe('narrowOf', () => {
  const card = f.lookup(['Thẻ', 'Card'], 'payment-cards', { narrowBy: { ma_kh: 'ma_kh' } });
  it('asks for the target rows of the record’s values: a bill’s customer’s cards', () => {
    const bill: Record<string, unknown> = { ma_kh: 'KH0001', ma_the: '' };
    expect(narrowOf(card, (name) => bill[name])).toEqual({ ma_kh: 'KH0001' });
  });
  it('narrows nothing while the record holds none of the values, nor for a lookup without narrowBy', () => {
    expect(narrowOf(card, () => '')).toBeUndefined();
    expect(narrowOf(card, () => null)).toBeUndefined();
    expect(narrowOf(f.lookup(['KH', 'Customer'], 'partners'), () => 'KH0001')).toBeUndefined();
  });
});

describe("address lookups (a customer's province and ward)", () => {
  const partners = resourceNamed('partners')!;
  const province = partners.fields.ma_tinh as LookupField;
  const ward = partners.fields.ma_xa as LookupField;

  it('read the address lists: provinces, and a ward narrowed by the record’s province', () => {
    expect(lookupTargetOf(province, resourceNamed)).toEqual({
      kind: 'address',
      list: 'cities',
      valueField: 'ma_tinh',
      labelField: 'ten_tinh',
    });
    expect(lookupTargetOf(ward, resourceNamed)).toMatchObject({ kind: 'address', list: 'wards' });
    expect(narrowOf(ward, (name) => ({ ma_tinh: '79' })[name])).toEqual({ ma_tinh: '79' });
    expect(narrowOf(ward, () => '')).toBeUndefined();
  });

  it('are offered by name alone, found by typing without accents', () => {
    const rows = [
      { ma_tinh: '01', ten_tinh: 'Thành phố Hà Nội' },
      { ma_tinh: '79', ten_tinh: 'Thành phố Hồ Chí Minh' },
    ];
    const options = lookupOptionsOf(rows, 'ma_tinh', 'ten_tinh', province.nameOnly);
    expect(options.map((o) => o.label)).toEqual(['Thành phố Hà Nội', 'Thành phố Hồ Chí Minh']);
    expect(searchCachedOptions(options, 'ho chi minh').map((o) => o.id)).toEqual(['79']);
  });
});
