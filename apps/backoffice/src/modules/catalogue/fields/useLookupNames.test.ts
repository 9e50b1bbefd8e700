import { describe, expect, it } from 'vitest';
import { resourceNamed } from '@sen/domain/resources';
import { codesWithoutNames } from './useLookupNames';

const partners = resourceNamed('partners')!;

describe('the lookup codes a list asks names for', () => {
  it('asks once per code of the lookups that keep no name, never for those that do or for start-up ones', () => {
    const rows = [
      { ma_kh: 'KH1', ma_nhom_kh: 'NK001', ma_hang: 'HAN001', ma_nvbh: 'NV001', ma_dvcs: 'CN01' },
      { ma_kh: 'KH2', ma_nhom_kh: 'NK001', ma_hang: '', ma_nvbh: 'NV002', ma_dvcs: 'CN01' },
      { ma_kh: 'KH3', ma_nhom_kh: 'NK004', ma_hang: null, ma_nvbh: null, ma_dvcs: 'CN02' },
    ];
    const wanted = codesWithoutNames(
      rows,
      ['ma_kh', 'ma_nhom_kh', 'ma_hang', 'ma_nvbh', 'ma_dvcs'],
      partners.fields,
    );
    expect(wanted.map(({ field, value }) => `${field.resource}:${value}`)).toEqual([
      'customer-groups:NK001',
      'customer-groups:NK004',
      'levels:HAN001',
    ]);
  });

  it('asks nothing for columns that are not listed', () => {
    expect(codesWithoutNames([{ ma_nhom_kh: 'NK001' }], ['ma_kh'], partners.fields)).toEqual([]);
  });
});

describe("the names of a customer's province and ward", () => {
  it('asks the province by its code and the ward within the row’s province; no ward without one', () => {
    const rows = [
      { ma_kh: 'KH1', ma_tinh: '79', ma_xa: '26743' },
      { ma_kh: 'KH2', ma_tinh: null, ma_xa: '00070' },
    ];
    const wanted = codesWithoutNames(rows, ['ma_tinh', 'ma_xa'], partners.fields);
    expect(wanted.map(({ field, value, narrow }) => [field.resource, value, narrow])).toEqual([
      ['cities', '79', undefined],
      ['wards', '26743', { ma_tinh: '79' }],
    ]);
  });
});
