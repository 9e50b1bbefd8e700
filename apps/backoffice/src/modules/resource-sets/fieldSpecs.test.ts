import { describe, expect, it } from 'vitest';
import {
  branchsSet,
  discountCodesSet,
  unitsSet,
  voucherInfosSet,
  voucherLocksSet,
  warehousesSet,
} from '@sen/domain';
import { catalogueVoucherTypes } from '@sen/domain/resources';
import { choiceText, fieldSpecsOf } from './fieldSpecs';
import { cellText, columnPlanOf } from './columnPlan';
import { initialValues, inputOf } from './formValues';

const byName = (specs: ReturnType<typeof fieldSpecsOf>) => Object.fromEntries(specs.map((s) => [s.name, s]));

describe('fieldSpecsOf', () => {
  it('reads kind, required, nullable, default and limits from the zod record', () => {
    const units = byName(fieldSpecsOf(unitsSet));
    expect(Object.keys(units)).toEqual(['ma_dvt', 'ten_dvt', 'ten_dvt_en', 'ghi_chu', 'trang_thai']);
    expect(units.ma_dvt).toMatchObject({
      kind: 'string',
      required: true,
      nullable: false,
      maxLength: 16,
      key: true,
    });
    expect(units.ten_dvt).toMatchObject({ required: true, key: false, maxLength: 100 });
    expect(units.ten_dvt_en).toMatchObject({
      kind: 'string',
      required: false,
      nullable: true,
      maxLength: 100,
    });
    expect(units.trang_thai).toMatchObject({
      kind: 'boolean',
      required: false,
      nullable: false,
      defaultValue: true,
    });
  });

  it('tells dates, numbers (with bounds, integers) and the branch field apart', () => {
    const codes = byName(fieldSpecsOf(discountCodesSet));
    expect(codes.ngay_hl_tu).toMatchObject({ kind: 'date', required: true });
    expect(codes.ngay_hl_den).toMatchObject({ kind: 'date', required: false, nullable: true });
    expect(codes.ty_le_ck).toMatchObject({
      kind: 'number',
      min: 0,
      max: 100,
      integer: false,
      nullable: true,
    });
    expect(codes.so_lan_toi_da).toMatchObject({ kind: 'number', min: 1, integer: true });
    // Every whole number has an upper bound now (the column's int4), so an overflow is 400, never a 500.
    expect(codes.so_lan_toi_da?.max).toBe(2_147_483_647);
    expect(codes.ma_dvcs).toMatchObject({ branch: true, required: true });
    const infos = byName(fieldSpecsOf(voucherInfosSet));
    expect(infos.stt).toMatchObject({ kind: 'number', integer: true, defaultValue: 0, required: false });
    expect([infos.ma_ct?.key, infos.status?.key, infos.ten_trang_thai?.key]).toEqual([true, true, false]);
    // The branch list's own code is a text field, not a branch choice.
    expect(byName(fieldSpecsOf(branchsSet)).ma_dvcs).toMatchObject({
      branch: false,
      key: true,
      kind: 'string',
    });
  });
});

describe('columnPlanOf and cellText', () => {
  it('has a sortable column per field, numbers right-aligned, notes and English names hidden', () => {
    const plan = columnPlanOf(fieldSpecsOf(warehousesSet));
    expect(plan.map((c) => c.id)).toEqual(Object.keys(warehousesSet.record.shape));
    expect(plan.every((c) => c.sortable)).toBe(true);
    expect(plan.filter((c) => c.hidden).map((c) => c.id)).toEqual(['ghi_chu']);
    expect(plan.find((c) => c.id === 'ma_dvcs')?.branch).toBe(true);
    const codes = columnPlanOf(fieldSpecsOf(discountCodesSet));
    expect(codes.find((c) => c.id === 'tien_ck')).toMatchObject({ numeric: true, kind: 'number' });
    expect(
      columnPlanOf(fieldSpecsOf(unitsSet))
        .filter((c) => c.hidden)
        .map((c) => c.id),
    ).toEqual(['ten_dvt_en', 'ghi_chu']);
  });

  it('formats numbers, days and empty values', () => {
    expect(cellText('number', 1250000)).toBe('1,250,000');
    expect(cellText('date', '2026-03-08')).toBe('08/03/2026');
    expect(cellText('string', null)).toBe('');
    expect(cellText('string', 'Hộp')).toBe('Hộp');
  });
});

describe('form values', () => {
  const fields = fieldSpecsOf(discountCodesSet);

  it('start from the defaults (the one branch picked) or from the row', () => {
    const fresh = initialValues(fields, undefined, ['CN01']);
    expect(fresh).toMatchObject({
      ma_ck: '',
      ma_dvcs: 'CN01',
      ty_le_ck: null,
      trang_thai: true,
      ngay_hl_den: '',
    });
    expect(initialValues(fields, undefined, ['CN01', 'CN02']).ma_dvcs).toBe('');
    const row = { _id: 'x', ma_ck: 'KM', ma_dvcs: 'CN02', ty_le_ck: 10, tien_ck: null, trang_thai: false };
    expect(initialValues(fields, row)).toMatchObject({
      ma_ck: 'KM',
      ma_dvcs: 'CN02',
      ty_le_ck: 10,
      tien_ck: null,
      trang_thai: false,
      ghi_chu: '',
    });
  });

  it('become a body: trimmed text, empty optional values null, an empty branch left out', () => {
    const values = {
      ...initialValues(fields),
      ma_ck: ' KM1 ',
      ten_ck: 'Giảm 10%',
      ty_le_ck: 10,
      ngay_hl_tu: '2026-03-01',
      ghi_chu: '  ',
    };
    expect(inputOf(fields, values)).toEqual({
      ma_ck: 'KM1',
      ten_ck: 'Giảm 10%',
      ty_le_ck: 10,
      tien_ck: null,
      ngay_hl_tu: '2026-03-01',
      ngay_hl_den: null,
      so_lan_toi_da: null,
      ghi_chu: null,
      trang_thai: true,
    });
    const infos = fieldSpecsOf(voucherInfosSet);
    expect(inputOf(infos, { ...initialValues(infos), stt: null }).stt).toBe(0);
  });
});

describe('fields with choices', () => {
  it('a voucher lock’s ma_ct is a choice of the catalogue’s voucher types, shown with their names', () => {
    const locks = byName(fieldSpecsOf(voucherLocksSet));
    expect(locks.ma_ct?.choices).toBe(catalogueVoucherTypes);
    expect(locks.ma_dvcs?.choices).toBeUndefined();
    expect(locks.ma_dvcs?.branch).toBe(true);
    expect(byName(fieldSpecsOf(unitsSet)).ma_dvt?.choices).toBeUndefined();
    expect(choiceText('HDB', catalogueVoucherTypes, 'vi')).toBe('HDB - Hóa đơn bán hàng');
    expect(choiceText('HDB', catalogueVoucherTypes, 'en')).toBe('HDB - Sales bills');
    expect(choiceText('HD', catalogueVoucherTypes, 'vi')).toBe('HD');
  });
});
