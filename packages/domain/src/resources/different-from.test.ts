import { describe, expect, it } from 'vitest';
import { errorMessage } from '../i18n/errors.js';
import { resourceCatalogue, resourceNamed } from './catalogue.js';
import {
  comparableValue,
  differentFromClashes,
  differentFromClashOf,
  differentFromDependents,
  valuesClash,
} from './different-from.js';
import { f } from './fields.js';

const fields = {
  dien_thoai: f.phone(['Điện thoại', 'Phone']),
  dien_thoai2: f.phone(['Điện thoại 2', 'Second phone'], { differentFrom: 'dien_thoai' }),
  ma_kho: f.lookup(['Kho xuất', 'From warehouse'], 'warehouses'),
  ma_kho_n: f.lookup(['Kho nhập', 'To warehouse'], 'warehouses', { differentFrom: 'ma_kho' }),
  chi_tiet: f.lines(['Chi tiết', 'Lines'], {
    tk_no: f.lookup(['Tài khoản nợ', 'Debit account'], 'accounts'),
    tk_co: f.lookup(['Tài khoản có', 'Credit account'], 'accounts', { differentFrom: 'tk_no' }),
    ma_kho: f.lookup(['Kho', 'Warehouse'], 'warehouses'),
  }),
};

describe('the duplicate validator (spec section 5: differentFrom)', () => {
  it('compares trimmed, case-folded and Unicode-composed values; empty never clashes', () => {
    expect(valuesClash('KHO01', ' kho01 ')).toBe(true);
    expect(valuesClash('Hà Nội', 'HÀ NỘI')).toBe(true);
    // 'à' typed as a + combining grave (macOS input) is the same letter as the composed 'à'.
    expect(valuesClash('Hà', 'Ha\u0300')).toBe(true);
    expect(valuesClash(12, '12')).toBe(true);
    expect(valuesClash('KHO01', 'KHO02')).toBe(false);
    expect(valuesClash('', '')).toBe(false);
    expect(valuesClash('  ', '  ')).toBe(false);
    expect(valuesClash(null, null)).toBe(false);
    expect(valuesClash(undefined, 'x')).toBe(false);
    expect(comparableValue('  ')).toBeNull();
  });

  it('finds the header fields holding their target’s value, with both labels', () => {
    const clashes = differentFromClashes(fields, {
      dien_thoai: '0901234567',
      dien_thoai2: ' 0901234567',
      ma_kho: 'kho01',
      ma_kho_n: 'KHO01',
    });
    expect(clashes).toEqual([
      {
        field: 'dien_thoai2',
        target: 'dien_thoai',
        line: null,
        labels: {
          field: { vi: 'Điện thoại 2', en: 'Second phone' },
          target: { vi: 'Điện thoại', en: 'Phone' },
        },
      },
      expect.objectContaining({ field: 'ma_kho_n', target: 'ma_kho', line: null }),
    ]);
    const [first] = clashes;
    expect(
      errorMessage('FIELD_DUPLICATE', 'vi', {
        field: first!.labels.field.vi,
        target: first!.labels.target.vi,
      }),
    ).toBe('Điện thoại 2 không được trùng với Điện thoại');
  });

  it('leaves different and empty values alone, and the target field itself', () => {
    expect(differentFromClashes(fields, { dien_thoai: '0901234567', dien_thoai2: '0901234568' })).toEqual([]);
    expect(differentFromClashes(fields, { dien_thoai: '', dien_thoai2: '' })).toEqual([]);
    expect(differentFromClashes(fields, { ma_kho_n: 'KHO01' })).toEqual([]);
    expect(differentFromClashOf(fields, { ma_kho: 'K1', ma_kho_n: 'K1' }, 'ma_kho')).toBeNull();
  });

  it('compares a line’s fields with the same line’s only', () => {
    const record = {
      ma_kho: '111',
      chi_tiet: [
        { tk_no: '111', tk_co: '131' },
        { tk_no: '642', tk_co: '642' },
        { tk_no: '331', tk_co: '111', ma_kho: '111' },
        'not a line',
      ],
    };
    expect(differentFromClashes(fields, record)).toEqual([
      expect.objectContaining({
        field: 'tk_co',
        target: 'tk_no',
        line: { lines: 'chi_tiet', index: 1 },
        labels: {
          field: { vi: 'Tài khoản có', en: 'Credit account' },
          target: { vi: 'Tài khoản nợ', en: 'Debit account' },
        },
      }),
    ]);
    expect(differentFromClashOf(fields, record, 'tk_co', { lines: 'chi_tiet', index: 1 })?.field).toBe(
      'tk_co',
    );
    expect(differentFromClashOf(fields, record, 'tk_co', { lines: 'chi_tiet', index: 0 })).toBeNull();
    expect(differentFromClashOf(fields, record, 'tk_co', { lines: 'chi_tiet', index: 9 })).toBeNull();
    expect(differentFromClashOf(fields, record, 'tk_co', { lines: 'ma_kho', index: 0 })).toBeNull();
  });

  it('one field’s clash on its own, and which fields to look at again when a value changes', () => {
    expect(differentFromClashOf(fields, { ma_kho: 'K1', ma_kho_n: 'k1' }, 'ma_kho_n')).toMatchObject({
      field: 'ma_kho_n',
      target: 'ma_kho',
    });
    expect(differentFromClashOf(fields, { ma_kho: 'K1', ma_kho_n: 'K2' }, 'ma_kho_n')).toBeNull();
    expect(differentFromDependents(fields, 'ma_kho')).toEqual(['ma_kho_n']);
    expect(differentFromDependents(fields, 'ma_kho_n')).toEqual(['ma_kho_n']);
    expect(differentFromDependents(fields, 'dien_thoai2')).toEqual(['dien_thoai2']);
    expect(differentFromDependents(fields, 'chi_tiet')).toEqual([]);
    expect(differentFromDependents(fields.chi_tiet.fields, 'tk_no')).toEqual(['tk_co']);
  });
});

describe('where the catalogue uses it', () => {
  it('transfers, handovers, parents, conversions and complaints name a field they must differ from', () => {
    const pairs = resourceCatalogue.flatMap((r) =>
      Object.entries(r.fields).flatMap(([name, field]) =>
        field.differentFrom ? [`${r.name}.${name} ≠ ${field.differentFrom}`] : [],
      ),
    );
    expect(pairs).toEqual(
      expect.arrayContaining([
        'transfer-orders.ma_kho_n ≠ ma_kho',
        'partners-transfer.ma_nvbh_moi ≠ ma_nvbh_cu',
        'no-name-transfers.ma_dvcs_nhan ≠ ma_dvcs',
        'departments.ma_bp_me ≠ ma_bp',
        'complains.ma_nv ≠ ma_nv_lq',
        'conversion-units.dvt_qd ≠ dvt',
      ]),
    );
    const handover = resourceNamed('partners-transfer')!;
    expect(
      differentFromClashes(handover.fields, { ma_nvbh_cu: 'NV001', ma_nvbh_moi: 'nv001' }).map((c) => [
        c.labels.field.vi,
        c.labels.target.vi,
      ]),
    ).toEqual([['Nhân viên nhận', 'Nhân viên hiện tại']]);
  });
});
