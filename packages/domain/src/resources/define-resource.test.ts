import { describe, expect, it } from 'vitest';
import { bills } from './sales/bills.js';
import { partners } from './crm/partners.js';
import { products } from './stock/products.js';

describe('defineResource', () => {
  it('derives the create schema from the fields: required, optional-nullable, defaults', () => {
    const ok = products.inputSchema.safeParse({ ma_vt: 'SP01', ten_vt: 'Dầu gội', dvt: 'CHAI' });
    expect(ok.success).toBe(true);
    expect(ok.data).toMatchObject({ loai_vt: 'HH', gia_ban: 0, trang_thai: true });
    const missing = products.inputSchema.safeParse({ ma_vt: 'SP01', dvt: 'CHAI' });
    expect(missing.error?.issues.map((i) => i.path[0])).toEqual(['ten_vt']);
    expect(
      products.inputSchema.safeParse({ ma_vt: 'SP01', ten_vt: 'x', dvt: 'C', ghi_chu: null }).success,
    ).toBe(true);
  });

  it('checks each field by its type: phone digits, enum options, money whole and not negative, code characters', () => {
    const base = { ma_kh: 'KH01', ten_kh: 'Nguyễn Văn An', ma_dvcs: 'CN01' };
    const phone = partners.inputSchema.safeParse({ ...base, dien_thoai: '0901 23' });
    expect(phone.error?.issues[0]?.message).toBe('Số điện thoại không hợp lệ');
    expect(partners.inputSchema.safeParse({ ...base, dien_thoai: '0901 234 567' }).success).toBe(true);
    expect(partners.inputSchema.safeParse({ ...base, gioi_tinh: '3' }).success).toBe(false);
    expect(partners.inputSchema.safeParse({ ...base, ma_kh: 'KH 01' }).success).toBe(false);
    const money = { ma_vt: 'SP01', ten_vt: 'x', dvt: 'C' };
    expect(products.inputSchema.safeParse({ ...money, gia_ban: -1 }).success).toBe(false);
    expect(products.inputSchema.safeParse({ ...money, gia_ban: 1.5 }).success).toBe(false);
  });

  it('keeps server-assigned fields out of the input but in the row', () => {
    expect(Object.keys(partners.inputSchema.shape)).not.toContain('nguoi_tao');
    expect(Object.keys(partners.rowSchema.shape)).toEqual(
      expect.arrayContaining(['_id', 'ma_kh', 'nguoi_tao', 'ngay_tao', 'nguoi_sua', 'ngay_sua']),
    );
    expect(partners.readOnlyFields).toEqual(['nguoi_tao', 'ngay_tao', 'nguoi_sua', 'ngay_sua']);
  });

  it('gives a branch-scoped resource its ma_dvcs, a lookup of branches', () => {
    expect(products.fields).not.toHaveProperty('ma_dvcs');
    expect(bills.fields.ma_dvcs).toMatchObject({ type: 'lookup', resource: 'branchs' });
    expect(bills.branchScope).toBe('selected');
  });

  it('gives a voucher its header fields, numbering, approve fields, lines and date range', () => {
    expect(bills.voucher).toEqual({ ma_ct: 'HDB', prefix: 'HD', approve: true });
    expect(bills.readOnlyFields).toEqual(
      expect.arrayContaining(['stt_rec', 'ma_ct', 'nguoi_duyet', 'ngay_duyet', 't_tt']),
    );
    expect(Object.keys(bills.inputSchema.shape)).toEqual(
      expect.arrayContaining(['so_ct', 'ngay_ct', 'chi_tiet']),
    );
    expect(bills.linesField).toBe('chi_tiet');
    expect(Object.keys(bills.lineFields ?? {})).toContain('ma_vt');
    expect(bills.dateField).toBe('ngay_ct');
    const noLines = bills.inputSchema.safeParse({ ngay_ct: '2026-11-23', ma_kh: 'KH01', ma_dvcs: 'CN01' });
    expect(noLines.success).toBe(true);
    const badLine = bills.inputSchema.safeParse({
      ngay_ct: '2026-11-23',
      ma_kh: 'KH01',
      chi_tiet: [{ ma_vt: 'SP01', so_luong: 1 }],
    });
    expect(badLine.error?.issues[0]?.path).toEqual(['chi_tiet', 0, 'gia']);
  });

  it('derives the menu id and API path from the route', () => {
    expect(partners.menuId).toBe('crm.partners');
    expect(partners.path).toBe('crm/partners');
    expect(bills.module).toBe('sales');
  });

  it('recomputes voucher totals with its derive rule', () => {
    const derived = bills.derive?.({
      chi_tiet: [
        { ma_vt: 'DV01', so_luong: 2, gia: 350_000, ck: 10, thue_suat: 8 },
        { ma_vt: 'SP01', so_luong: 1, gia: 120_000 },
      ],
      t_tt: 1,
    });
    expect(derived).toMatchObject({ t_tien: 820_000, t_ck: 70_000, t_thue: 50_400, t_tt: 800_400 });
    expect((derived?.chi_tiet as Record<string, unknown>[])[0]).toMatchObject({
      tien: 700_000,
      thanh_tien: 680_400,
    });
  });
});

describe('the list query of a resource', () => {
  it('takes fromDate/toDate on its date field (vouchers: ngay_ct), not on resources without one', () => {
    expect(Object.keys(bills.listQuerySchema.shape)).toEqual(expect.arrayContaining(['fromDate', 'toDate']));
    expect(bills.dateRangeField).toBe('ngay_ct');
    expect(Object.keys(products.listQuerySchema.shape)).not.toContain('fromDate');
  });
});
