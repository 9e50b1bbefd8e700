import { describe, expect, it } from 'vitest';
import { errorMessage } from '../i18n/errors.js';
import {
  addressProblemsOf,
  hasAddressLookups,
  isAddressLookup,
  type AddressIndex,
} from './address-lookups.js';
import { fullAddressOf } from './crm/customer-360.js';
import { partners } from './crm/partners.js';
import { lookupsOf } from './references.js';

/** Two provinces of the lists, a ward of each (codes as the GSO writes them). */
const data: AddressIndex = {
  cityByCode: new Map([
    ['01', { ten_tinh: 'Thành phố Hà Nội' }],
    ['79', { ten_tinh: 'Thành phố Hồ Chí Minh' }],
  ]),
  wardsByCity: new Map([
    ['01', [{ ma_xa: '00004' }]],
    ['79', [{ ma_xa: '26734' }]],
  ]),
};

const problems = (record: Record<string, unknown>) => addressProblemsOf(partners.fields, record, data);

describe("a customer's province and ward (address lookups)", () => {
  it('declares the province and ward as lookups of the address lists, not of tenant rows', () => {
    expect(partners.fields.ma_tinh).toMatchObject({ type: 'lookup', resource: 'cities', nameOnly: true });
    expect(partners.fields.ma_xa).toMatchObject({ resource: 'wards', narrowBy: { ma_tinh: 'ma_tinh' } });
    expect(isAddressLookup('cities') && isAddressLookup('wards') && !isAddressLookup('partners')).toBe(true);
    expect(hasAddressLookups(partners.fields)).toBe(true);
    // No database reference is read for them (they are no catalogue resource).
    expect(lookupsOf(partners).map((l) => l.field)).not.toContain('ma_tinh');
    expect(lookupsOf(partners).map((l) => l.field)).not.toContain('ma_xa');
  });

  it('accepts a ward of its province, a province alone, and nothing', () => {
    expect(problems({ ma_tinh: '79', ma_xa: '26734' })).toEqual([]);
    expect(problems({ ma_tinh: '01', ma_xa: null })).toEqual([]);
    expect(problems({ ma_tinh: '', ma_xa: '' })).toEqual([]);
    expect(problems({})).toEqual([]);
  });

  it('refuses a province the lists do not have', () => {
    expect(problems({ ma_tinh: '99' })).toMatchObject([
      { reason: 'unknownProvince', field: 'ma_tinh', value: '99' },
    ]);
    // Its ward is not judged against an unknown province a second time.
    expect(problems({ ma_tinh: '99', ma_xa: '26734' })).toHaveLength(1);
  });

  it("refuses a ward of another province, or one that exists nowhere, naming the province's name", () => {
    expect(problems({ ma_tinh: '01', ma_xa: '26734' })).toMatchObject([
      { reason: 'notInProvince', field: 'ma_xa', value: '26734', provinceName: 'Thành phố Hà Nội' },
    ]);
    expect(problems({ ma_tinh: '79', ma_xa: '12345' })).toMatchObject([{ reason: 'notInProvince' }]);
  });

  it('refuses a ward without a province', () => {
    expect(problems({ ma_xa: '26734' })).toMatchObject([
      { reason: 'provinceMissing', field: 'ma_xa', province: 'ma_tinh' },
    ]);
  });

  it('says so in Vietnamese and English', () => {
    const params = { field: 'Phường/xã', value: '26734', province: 'Thành phố Hà Nội' };
    expect(errorMessage('ADDRESS_WARD_NOT_IN_PROVINCE', 'vi', params)).toBe(
      'Phường/xã 26734 không thuộc Thành phố Hà Nội',
    );
    expect(errorMessage('ADDRESS_WARD_NOT_IN_PROVINCE', 'en', { ...params, field: 'Ward' })).toBe(
      'Ward 26734 is not in Thành phố Hà Nội',
    );
    expect(errorMessage('ADDRESS_PROVINCE_REQUIRED', 'vi', { field: 'Phường/xã', by: 'Tỉnh/thành' })).toBe(
      'Vui lòng chọn Tỉnh/thành trước khi chọn Phường/xã',
    );
    expect(errorMessage('ADDRESS_PROVINCE_REQUIRED', 'en', { field: 'Ward', by: 'Province' })).toBe(
      'Please choose the Province before the Ward',
    );
  });
});

describe("a customer's address in one line of names", () => {
  it('joins the street, the ward and the province, without repeating the ward the street ends with', () => {
    const benThanh = { ten_xa: 'Phường Bến Thành', ten_tinh: 'Thành phố Hồ Chí Minh' };
    expect(fullAddressOf({ dia_chi: '25 Lê Lợi', ...benThanh })).toBe(
      '25 Lê Lợi, Phường Bến Thành, Thành phố Hồ Chí Minh',
    );
    expect(fullAddressOf({ dia_chi: '25 Lê Lợi, Phường Bến Thành', ...benThanh })).toBe(
      '25 Lê Lợi, Phường Bến Thành, Thành phố Hồ Chí Minh',
    );
    // The free-text province when the lists name none; nothing at all gives ''.
    expect(fullAddressOf({ dia_chi: '12 Kim Mã', tinh_thanh: 'Hà Nội' })).toBe('12 Kim Mã, Hà Nội');
    expect(fullAddressOf({ dia_chi: '12 Kim Mã, Hà Nội', tinh_thanh: 'Hà Nội' })).toBe('12 Kim Mã, Hà Nội');
    expect(fullAddressOf({ ...benThanh, tinh_thanh: 'HCM' })).toBe('Phường Bến Thành, Thành phố Hồ Chí Minh');
    expect(fullAddressOf({})).toBe('');
  });
});
