import { describe, expect, it } from 'vitest';
import {
  cardSplit,
  changeDue,
  isCash,
  packageLinesOf,
  prepaidSpendOf,
  quickCashAmounts,
  retailOrderBody,
  saleLineOf,
  splitOf,
  usableCards,
} from './payment';
import { usablePackages } from '../packages/usable-packages';

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

  it('pays from the customer’s fullest usable card what its balance allows, the rest by the type chosen', () => {
    const cards = usableCards(
      [
        { ma_the: 'THE001', so_du: 150_000, ngay_het_han: '2027-12-31', trang_thai: '1' },
        { ma_the: 'THE002', so_du: 900_000, ngay_het_han: null, trang_thai: '1' },
        { ma_the: 'THE003', so_du: 500_000, ngay_het_han: '2026-11-01', trang_thai: '1' },
        { ma_the: 'THE004', so_du: 800_000, ngay_het_han: null, trang_thai: '2' },
        { ma_the: 'THE005', so_du: 0, ngay_het_han: null, trang_thai: '1' },
      ],
      '2026-11-28',
    );
    expect(cards.map((c) => c.ma_the)).toEqual(['THE002', 'THE001']);
    expect(cardSplit(324_000, cards[1]!)).toEqual({ fromCard: 150_000, rest: 174_000 });
    expect(cardSplit(324_000, cards[0]!)).toEqual({ fromCard: 324_000, rest: 0 });
    expect(cardSplit(324_000, null)).toEqual({ fromCard: 0, rest: 324_000 });
    const body = retailOrderBody({
      ma_dvcs: 'CN01',
      ngay_ct: '2026-11-28',
      lines: [],
      total: 324_000,
      ma_httt: 'TM',
      ma_kh: 'KH0001',
      card: { ma_the: 'THE001', so_tien: 150_000 },
    });
    expect(body).toMatchObject({ ma_httt: 'TM', ma_the: 'THE001', tien_the: 150_000, da_tt: 324_000 });
    expect(
      retailOrderBody({ ma_dvcs: 'CN01', ngay_ct: '2026-11-28', lines: [], total: 1, ma_httt: 'TM' }),
    ).not.toHaveProperty('ma_the');
  });
});

describe('a payment split between two types', () => {
  it('takes the amount typed for the second type only when it leaves something for the first', () => {
    expect(splitOf(500_000, 300_000)).toBe(300_000);
    expect(splitOf(500_000, 500_000)).toBe(0);
    expect(splitOf(500_000, 0)).toBe(0);
    expect(splitOf(500_000, null)).toBe(0);
  });

  it('sends the second part on the order', () => {
    const body = retailOrderBody({
      ma_dvcs: 'CN01',
      ngay_ct: '2026-11-28',
      lines: [],
      total: 500_000,
      ma_httt: 'TM',
      second: { ma_httt: 'CK', so_tien: 300_000 },
    });
    expect(body).toMatchObject({ ma_httt: 'TM', da_tt: 500_000, ma_httt2: 'CK', tien_httt2: 300_000 });
  });

  it('offers the customer’s packages of the line’s service with sessions left and not expired, ending first first', () => {
    const pack = (ma_lt: string, extra: Record<string, unknown> = {}) => ({
      ma_lt,
      ten_goi: `Gói ${ma_lt}`,
      ma_dv: 'DV002',
      so_buoi_con: 3,
      ngay_het_han: '2027-03-01',
      ...extra,
    });
    const packages = [
      pack('A', { ngay_het_han: null }),
      pack('B'),
      pack('C', { so_buoi_con: 0 }),
      pack('D', { ngay_het_han: '2026-11-27' }),
      pack('E', { ma_dv: 'DV001' }),
      pack('F', { ngay_het_han: '2026-12-01' }),
    ];
    expect(usablePackages(packages, 'DV002', '2026-11-28').map((p) => p.ma_lt)).toEqual(['F', 'B', 'A']);
    expect(usablePackages(packages, 'VT001', '2026-11-28')).toEqual([]);
  });

  it('sends a line’s package, and asks the server to confirm what the sale spends of sessions and card', () => {
    const massage = {
      ma_vt: 'DV002',
      ten_vt: 'Massage',
      so_luong: 1,
      gia: 550_000,
      ma_lt: 'CN01.HD000003.1',
    };
    const serum = { ma_vt: 'VT003', ten_vt: 'Serum', so_luong: 2, gia: 120_000 };
    expect(saleLineOf(massage)).toMatchObject({ ma_lt: 'CN01.HD000003.1', gia: 550_000 });
    expect(saleLineOf(serum)).not.toHaveProperty('ma_lt');
    expect(packageLinesOf([massage, serum])).toEqual([massage]);
    expect(prepaidSpendOf([massage, serum], null)).toEqual({
      chi_tiet: [{ ma_lt: 'CN01.HD000003.1', ma_vt: 'DV002', so_luong: 1 }],
      ma_the: null,
      tien_the: 0,
    });
    expect(prepaidSpendOf([serum], { ma_the: 'THE001', so_tien: 240_000 })).toEqual({
      chi_tiet: [],
      ma_the: 'THE001',
      tien_the: 240_000,
    });
    // Nothing prepaid: no code, and the sale may go by the outbox.
    expect(prepaidSpendOf([serum], null)).toBeNull();
    expect(prepaidSpendOf([serum], { ma_the: 'THE001', so_tien: 0 })).toBeNull();
  });
});
