import { describe, expect, it } from 'vitest';
import { changeDue, isCash, quickCashAmounts, retailOrderBody } from './payment';

describe('paying at the till', () => {
  it('offers the exact amount and the round notes above it', () => {
    expect(quickCashAmounts(137_000)).toEqual([137_000, 140_000, 150_000, 200_000, 500_000]);
    expect(quickCashAmounts(200_000)).toEqual([200_000, 500_000]);
    expect(quickCashAmounts(0)).toEqual([]);
  });

  it('gives back what was handed over beyond the total, never a negative change', () => {
    expect(changeDue(137_000, 200_000)).toBe(63_000);
    expect(changeDue(137_000, 100_000)).toBe(0);
  });

  it('asks for the cash handed over only for a cash payment type', () => {
    expect(isCash({ ma_httt: 'TM', ten_httt: 'Tiền mặt', loai_tt: 'TM' })).toBe(true);
    expect(isCash({ ma_httt: 'CK', ten_httt: 'Chuyển khoản', loai_tt: 'CK' })).toBe(false);
  });

  it('sends a done retail order paid in full by the payment type, with the cart’s lines', () => {
    const body = retailOrderBody({
      ma_dvcs: 'CN01',
      ngay_ct: '2026-11-28',
      total: 90_000,
      ma_httt: 'TM',
      lines: [
        { ma_vt: 'VT011', ten_vt: 'Cà phê sữa đá', loai_vt: 'HH', dvt: 'LY', so_luong: 3, gia: 30_000 },
      ],
    });
    expect(body).toEqual({
      ma_dvcs: 'CN01',
      ngay_ct: '2026-11-28',
      ma_kh: null,
      ten_kh: null,
      ma_httt: 'TM',
      trang_thai: '1',
      da_tt: 90_000,
      chi_tiet: [
        {
          ma_vt: 'VT011',
          ten_vt: 'Cà phê sữa đá',
          loai_vt: 'HH',
          dvt: 'LY',
          so_luong: 3,
          gia: 30_000,
          ck: 0,
          thue_suat: 0,
        },
      ],
    });
  });
});
