import { describe, expect, it } from 'vitest';
import { returnRefusal } from './return-rule.js';

const bill = {
  so_ct: 'HD000016',
  ma_kh: 'KH1',
  trang_thai: '1',
  ngay_ct: '2026-11-01',
  chi_tiet: [
    { ma_vt: 'SRM', dvt: 'CHAI', so_luong: 3 },
    { ma_vt: 'SRM', dvt: 'HOP', so_luong: 1 },
  ],
};
const ret = (so_luong: number, extra: Record<string, unknown> = {}) => ({
  ma_kh: 'KH1',
  ngay_ct: '2026-11-05',
  chi_tiet: [{ ma_vt: 'SRM', dvt: 'CHAI', so_luong }],
  ...extra,
});

describe('what a return may take back', () => {
  it('takes up to what was sold less other returns that stand, per product and unit', () => {
    expect(returnRefusal(ret(3), bill, [], 0)).toBeUndefined();
    const before = [{ trang_thai: '1', chi_tiet: [{ ma_vt: 'SRM', dvt: 'CHAI', so_luong: 2.5 }] }];
    expect(returnRefusal(ret(0.5), bill, before, 0)).toBeUndefined();
    expect(returnRefusal(ret(1), bill, before, 0)).toMatchObject({
      code: 'RETURN_MORE_THAN_SOLD',
      field: 'chi_tiet.0.so_luong',
      params: { ma_vt: 'SRM', so_ct: 'HD000016', con_lai: 0.5 },
    });
    // A cancelled return gives its goods back to be returned.
    expect(returnRefusal(ret(3), bill, [{ ...before[0], trang_thai: '9' }], 0)).toBeUndefined();
    // A unit the bill did not sell in cannot be returned in.
    expect(
      returnRefusal({ ...ret(1), chi_tiet: [{ ma_vt: 'SRM', dvt: 'THUNG', so_luong: 1 }] }, bill, [], 0),
    ).toMatchObject({
      code: 'RETURN_MORE_THAN_SOLD',
    });
  });

  it('refuses a bill not done, another customer, and a return past sale_return_days (0: no limit)', () => {
    expect(returnRefusal(ret(1), { ...bill, trang_thai: '0' }, [], 0)?.code).toBe('RETURN_BILL_NOT_DONE');
    expect(returnRefusal(ret(1, { ma_kh: 'KH2' }), bill, [], 0)?.code).toBe('RETURN_OTHER_CUSTOMER');
    expect(returnRefusal(ret(1, { ngay_ct: '2026-11-08' }), bill, [], 7)).toBeUndefined();
    expect(returnRefusal(ret(1, { ngay_ct: '2026-11-09' }), bill, [], 7)).toMatchObject({
      code: 'RETURN_TOO_LATE',
      params: { so_ct: 'HD000016', ngay: 7 },
    });
    expect(returnRefusal(ret(1, { ngay_ct: '2027-11-09' }), bill, [], 0)).toBeUndefined();
  });
});
