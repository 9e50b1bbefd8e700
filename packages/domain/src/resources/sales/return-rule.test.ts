import { describe, expect, it } from 'vitest';
import {
  cardRefundLeftOf,
  returnableLines,
  returnableQuantities,
  returnLinesPriced,
  returnOriginalCheck,
  returnOriginalOf,
  returnRefusal,
} from './return-rule.js';

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

describe('the original of a return: a bill or a retail order, exactly one', () => {
  it('names the one given, and refuses none or both on the field to fix', () => {
    expect(returnOriginalOf({ so_ct_hd: ' HD000016 ' })).toEqual({
      original: { field: 'so_ct_hd', resource: 'bills' },
      so_ct: 'HD000016',
    });
    expect(returnOriginalOf({ so_ct_hd: '', so_ct_bl: 'BL000003' })?.original.resource).toBe('retail-orders');
    expect(returnOriginalOf({})).toBeUndefined();
    expect(returnOriginalCheck({ so_ct_bl: 'BL000003' })).toBeUndefined();
    expect(returnOriginalCheck({ so_ct_hd: null, so_ct_bl: '  ' })).toEqual({
      code: 'RETURN_ORIGINAL_ONE',
      field: 'so_ct_hd',
    });
    expect(returnOriginalCheck({ so_ct_hd: 'HD000016', so_ct_bl: 'BL000003' })).toEqual({
      code: 'RETURN_ORIGINAL_ONE',
      field: 'so_ct_bl',
    });
  });

  it('judges a retail order as a bill, naming its field; a walk-in sale takes a return with no customer', () => {
    const order = { ...bill, so_ct: 'BL000003', ma_kh: null };
    expect(returnRefusal(ret(3, { ma_kh: null }), order, [], 0, 'so_ct_bl')).toBeUndefined();
    expect(returnRefusal(ret(1), order, [], 0, 'so_ct_bl')?.code).toBe('RETURN_OTHER_CUSTOMER');
    expect(returnRefusal(ret(1), { ...order, trang_thai: '9' }, [], 0, 'so_ct_bl')).toMatchObject({
      code: 'RETURN_BILL_NOT_DONE',
      field: 'so_ct_bl',
      params: { so_ct: 'BL000003' },
    });
  });
});

describe('what is left to return, and at what price', () => {
  it('is what was sold less the returns that stand, one entry per product and unit', () => {
    const sold = {
      chi_tiet: [
        { ma_vt: 'SRM', ten_vt: 'Serum', dvt: 'CHAI', so_luong: 2, gia: 100_000 },
        { ma_vt: 'TRA', dvt: 'LY', so_luong: 1 },
        { ma_vt: 'SRM', dvt: 'CHAI', so_luong: 1, gia: 0 },
        { ma_vt: '', so_luong: 1 },
      ],
    };
    const returns = [
      { trang_thai: '1', chi_tiet: [{ ma_vt: 'SRM', dvt: 'CHAI', so_luong: 2 }] },
      { trang_thai: '9', chi_tiet: [{ ma_vt: 'TRA', dvt: 'LY', so_luong: 1 }] },
    ];
    expect(returnableLines(sold, returns).map(({ line, sold, left }) => [line.ma_vt, sold, left])).toEqual([
      ['SRM', 3, 1],
      ['TRA', 1, 1],
    ]);
    expect(returnableLines(sold, returns)[0]!.line.ten_vt).toBe('Serum');
    expect(
      returnableQuantities(sold, [
        { trang_thai: '1', chi_tiet: [{ ma_vt: 'TRA', dvt: 'LY', so_luong: 5 }] },
      ]).get('TRA\u0000LY'),
    ).toBe(0);
  });

  it('prices each line as the original charged it, with its share of what was taken off', () => {
    const sold = [
      {
        ma_vt: 'SRM',
        loai_vt: 'HH',
        dvt: 'CHAI',
        so_luong: 3,
        gia: 100_000,
        ck: 5,
        thue_suat: 8,
        tien_giam: 30_000,
      },
      { ma_vt: 'SRM', dvt: 'HOP', so_luong: 0, gia: 1 },
    ];
    expect(
      returnLinesPriced(
        [
          { ma_vt: 'SRM', dvt: 'CHAI', so_luong: 1, gia: 150_000, ck: 0 },
          { ma_vt: 'SRM', dvt: 'HOP', so_luong: 1, gia: 9 },
        ],
        sold,
      ),
    ).toEqual([
      {
        ma_vt: 'SRM',
        dvt: 'CHAI',
        so_luong: 1,
        loai_vt: 'HH',
        gia: 100_000,
        ck: 5,
        thue_suat: 8,
        tien_giam: 10_000,
      },
      // Not sold in that unit (a line of none is not a sale): left for the rule to refuse.
      { ma_vt: 'SRM', dvt: 'HOP', so_luong: 1, gia: 9 },
    ]);
  });
});

describe('what a refund may give back to the prepaid card that paid', () => {
  const isCard = (ma_httt: string) => ma_httt === 'TTT';
  it('is what the card paid less what other returns gave it back', () => {
    const order = { ma_the: 'THE01', ma_httt: 'TM', t_tt: 300_000, da_tt: 300_000, tien_the: 200_000 };
    expect(cardRefundLeftOf(order, [], isCard)).toBe(200_000);
    const before = [
      { trang_thai: '1', ma_the: 'THE01', ma_httt: 'TM', t_tt: 150_000, tien_the: 150_000 },
      // Cancelled, refunded in cash, to another card: none of it counts.
      { trang_thai: '9', ma_the: 'THE01', ma_httt: 'TTT', t_tt: 50_000 },
      { trang_thai: '1', ma_the: null, ma_httt: 'TM', t_tt: 50_000, tien_the: 0 },
      { trang_thai: '1', ma_the: 'THE02', ma_httt: 'TTT', t_tt: 50_000 },
    ];
    expect(cardRefundLeftOf(order, before, isCard)).toBe(50_000);
    // A return by the card's type gave all it refunded back to it.
    expect(
      cardRefundLeftOf(order, [{ trang_thai: '0', ma_the: 'THE01', ma_httt: 'TTT', t_tt: 250_000 }], isCard),
    ).toBe(0);
  });

  it('is all that was paid when the card paid the whole order, and nothing when no card paid', () => {
    const order = { ma_the: 'THE01', ma_httt: 'TTT', t_tt: 300_000, da_tt: 500_000, tien_the: 0 };
    expect(cardRefundLeftOf(order, [], isCard)).toBe(300_000);
    expect(cardRefundLeftOf({ ...order, ma_the: '' }, [], isCard)).toBe(0);
  });
});
