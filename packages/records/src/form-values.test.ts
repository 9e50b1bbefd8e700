import { describe, expect, it } from 'vitest';
import { resourceNamed, type Resource } from '@sen/domain/resources';
import {
  fillsFrom,
  formValueOf,
  initialFormValues,
  lineValuesOf,
  moveLine,
  recordInputOf,
  valuesDiffer,
  type FormLine,
} from './form-values.js';

const partners = resourceNamed('partners') as Resource;
const bills = resourceNamed('bills') as Resource;
const context = { today: '2026-11-23', selectedBranches: ['CN01'] };

describe('form values of stored values', () => {
  it('dates stay YYYY-MM-DD, 1900-01-01 and 0001-01-01 (and instants) read as empty or their day', () => {
    const date = partners.fields.ngay_sinh!;
    expect(formValueOf(date, '1990-05-04')).toBe('1990-05-04');
    expect(formValueOf(date, '1990-05-04T00:00:00.000Z')).toBe('1990-05-04');
    expect(formValueOf(date, '1900-01-01')).toBe('');
    expect(formValueOf(date, '0001-01-01T00:00:00')).toBe('');
    expect(formValueOf(date, null)).toBe('');
  });

  it('numbers from numbers or numeric text, else null; booleans from true/1/t', () => {
    const money = bills.fields.t_tt!;
    expect(formValueOf(money, 1200)).toBe(1200);
    expect(formValueOf(money, '1200')).toBe(1200);
    expect(formValueOf(money, 'x')).toBeNull();
    const yes = { type: 'boolean', label: { vi: 'a', en: 'a' } } as const;
    expect(formValueOf(yes, 1)).toBe(true);
    expect(formValueOf(yes, 't')).toBe(true);
    expect(formValueOf(yes, 0)).toBe(false);
  });
});

describe('initialFormValues', () => {
  it('a new voucher: today, the one selected branch, its type, declared defaults, no lines and zero totals', () => {
    const values = initialFormValues(bills, undefined, context);
    expect(values).toMatchObject({
      ngay_ct: '2026-11-23',
      ma_dvcs: 'CN01',
      ma_ct: 'HDB',
      trang_thai: '0',
      chi_tiet: [],
      t_tt: 0,
    });
  });

  it("a new e-invoice starts with the tenant's template code and series (defaultFromConfig), an edited one keeps its own", () => {
    const invoices = resourceNamed('invoice-orders') as Resource;
    const configs = [
      { group: 'invoice', name: 'sale_invoice_template_code', value: '1/001' },
      { group: 'invoice', name: 'sale_invoice_series', value: ' C26TAA ' },
    ];
    expect(initialFormValues(invoices, undefined, { ...context, configs })).toMatchObject({
      mau_so: '1/001',
      ky_hieu: 'C26TAA',
      trang_thai_gui: '0',
    });
    expect(initialFormValues(invoices, undefined, context)).toMatchObject({ mau_so: '', ky_hieu: '' });
    expect(
      initialFormValues(invoices, { _id: 'i1', mau_so: '2/002', ky_hieu: 'K26' }, { ...context, configs }),
    ).toMatchObject({ mau_so: '2/002', ky_hieu: 'K26' });
  });

  it('no branch is picked when several are selected', () => {
    expect(
      initialFormValues(bills, undefined, { ...context, selectedBranches: ['CN01', 'CN02'] }).ma_dvcs,
    ).toBe('');
  });

  it('an edited row keeps its values, its lines keyed, its totals recomputed', () => {
    const values = initialFormValues(
      bills,
      {
        _id: 'b1',
        so_ct: 'HD000001',
        ngay_ct: '2026-11-01',
        chi_tiet: [{ ma_vt: 'VT1', so_luong: 2, gia: 50000, ck: 10, thue_suat: 0 }],
        t_tt: 1,
      },
      context,
    );
    expect(values.so_ct).toBe('HD000001');
    const lines = values.chi_tiet as FormLine[];
    expect(lines[0]).toMatchObject({ ma_vt: 'VT1', tien: 100000, tien_ck: 10000, thanh_tien: 90000 });
    expect(lines[0]?._key).toMatch(/^line-/);
    expect(values.t_tt).toBe(90000);
  });
});

describe('recordInputOf', () => {
  it('sends editable fields only, text trimmed, empty values null, lines numbered without their keys', () => {
    const values = initialFormValues(bills, undefined, context);
    values.ma_kh = ' KH01 ';
    values.chi_tiet = [
      { ...lineValuesOf(bills.lineFields!), ma_vt: 'VT1', so_luong: 2, gia: 1000 },
      { ...lineValuesOf(bills.lineFields!), ma_vt: 'VT2', so_luong: 1, gia: 500 },
    ];
    const input = recordInputOf(bills, values);
    expect(input.ma_kh).toBe('KH01');
    expect(input.so_ct).toBeNull();
    expect(input).not.toHaveProperty('t_tt');
    expect(input).not.toHaveProperty('ma_ct');
    expect(input).not.toHaveProperty('nguoi_tao');
    const lines = input.chi_tiet as Record<string, unknown>[];
    expect(lines.map((l) => [l.stt, l.ma_vt])).toEqual([
      [1, 'VT1'],
      [2, 'VT2'],
    ]);
    expect(lines[0]).not.toHaveProperty('_key');
    expect(lines[0]).not.toHaveProperty('tien');
    expect(lines[0]).toMatchObject({ ck: 0, thue_suat: 0 });
  });

  it('a partner: empty optional fields null, the date as stored', () => {
    const values = initialFormValues(partners, undefined, context);
    Object.assign(values, {
      ma_kh: 'KH9',
      ten_kh: 'Nguyễn Văn A',
      dien_thoai: '0901234567',
      ngay_sinh: '1990-05-04',
    });
    expect(recordInputOf(partners, values)).toMatchObject({
      ma_kh: 'KH9',
      ten_kh: 'Nguyễn Văn A',
      ngay_sinh: '1990-05-04',
      email: null,
      ma_dvcs: 'CN01',
    });
  });
});

describe('fills, lines order, dirtiness', () => {
  it('copies the picked row into the declared fields only', () => {
    const fills = bills.lineFields?.ma_vt?.type === 'lookup' ? bills.lineFields.ma_vt.fills : undefined;
    expect(
      fillsFrom(
        fills,
        { ma_vt: 'VT1', ten_vt: 'Dầu gội', dvt: 'CHAI', gia_ban: 120000, other: 1 },
        bills.lineFields!,
      ),
    ).toEqual({
      ten_vt: 'Dầu gội',
      dvt: 'CHAI',
      gia: 120000,
    });
    expect(fillsFrom(fills, null, bills.lineFields!)).toEqual({});
  });

  it('moves a line up or down, not past the ends', () => {
    expect(moveLine(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveLine(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveLine(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('ignores line keys when comparing values', () => {
    expect(valuesDiffer({ l: [{ _key: 'a', x: 1 }] }, { l: [{ _key: 'b', x: 1 }] })).toBe(false);
    expect(valuesDiffer({ l: [{ _key: 'a', x: 1 }] }, { l: [{ _key: 'a', x: 2 }] })).toBe(true);
  });
});
