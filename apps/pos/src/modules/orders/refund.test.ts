import { describe, expect, it } from 'vitest';
import {
  cardTypeOf,
  hasRefundProblem,
  refundBodyOf,
  refundChoicesOf,
  refundLinesOf,
  refundProblemsOf,
  refundSplitOf,
  refundTotalOf,
  returnStateOf,
} from './refund';

const types = [
  { ma_httt: 'CK', ten_httt: 'Chuyển khoản', loai_tt: 'CK' },
  { ma_httt: 'TM', ten_httt: 'Tiền mặt', loai_tt: 'TM' },
  { ma_httt: 'POS', ten_httt: 'Thẻ ngân hàng (POS)', loai_tt: 'POS' },
  { ma_httt: 'TTT', ten_httt: 'Thẻ trả trước', loai_tt: 'TTT' },
];

/** A paid order: 2 serums at 100,000 less 10 % and 20,000 off the line, a tea at 30,000 with 8 % VAT. */
const order = {
  so_ct: 'BL000007',
  ma_httt: 'TM',
  chi_tiet: [
    { ma_vt: 'SRM', ten_vt: 'Serum', dvt: 'CHAI', so_luong: 2, gia: 100_000, ck: 10, tien_giam: 20_000 },
    { ma_vt: 'TRA', ten_vt: 'Trà sen', dvt: 'LY', so_luong: 1, gia: 30_000, thue_suat: 8 },
  ],
};

describe('how a till refunds an order', () => {
  it('offers cash first; the other types that paid it; its prepaid card first while it has some to have back', () => {
    expect(refundChoicesOf(order, types, 0).map((c) => c.id)).toEqual(['cash']);
    expect(refundChoicesOf({ ...order, ma_httt: 'CK' }, types, 0)).toEqual([
      { id: 'cash', ma_httt: 'TM', name: 'Tiền mặt', hoan_the: false },
      { id: 'type:CK', ma_httt: 'CK', name: 'Chuyển khoản', hoan_the: false },
    ]);
    // Cash for part, a transfer for the rest: either.
    expect(
      refundChoicesOf({ ...order, ma_httt2: 'CK', tien_httt2: 50_000 }, types, 0).map((c) => c.id),
    ).toEqual(['cash', 'type:CK']);
    // A second type named but paying nothing is not offered.
    expect(refundChoicesOf({ ...order, ma_httt2: 'POS', tien_httt2: 0 }, types, 0).map((c) => c.id)).toEqual([
      'cash',
    ]);
    // A prepaid card paid: the card first (what it cannot take back goes in cash); cash still there.
    const byCard = { ...order, ma_the: 'THE01', tien_the: 100_000 };
    expect(refundChoicesOf(byCard, types, 100_000)).toEqual([
      { id: 'card', ma_httt: 'TM', name: 'THE01', hoan_the: true },
      { id: 'cash', ma_httt: 'TM', name: 'Tiền mặt', hoan_the: false },
    ]);
    // The card had all it paid back already: not offered.
    expect(refundChoicesOf(byCard, types, 0).map((c) => c.id)).toEqual(['cash']);
    const [card] = refundChoicesOf(byCard, types, 100_000);
    expect(refundSplitOf(80_000, card, 100_000)).toEqual({ card: 80_000, rest: 0 });
    expect(refundSplitOf(180_000, card, 100_000)).toEqual({ card: 100_000, rest: 80_000 });
    expect(refundSplitOf(180_000, refundChoicesOf(byCard, types, 100_000)[1], 100_000)).toEqual({
      card: 0,
      rest: 180_000,
    });
    expect(cardTypeOf(types)('TTT')).toBe(true);
    expect(cardTypeOf(types)('TM')).toBe(false);
  });

  it('lets back what is left of each product, priced as the order charged it', () => {
    const lines = refundLinesOf(order, [
      { trang_thai: '1', chi_tiet: [{ ma_vt: 'SRM', dvt: 'CHAI', so_luong: 1 }] },
      { trang_thai: '9', chi_tiet: [{ ma_vt: 'TRA', dvt: 'LY', so_luong: 1 }] },
    ]);
    expect(lines).toEqual([
      { ma_vt: 'SRM', ten_vt: 'Serum', dvt: 'CHAI', sold: 2, left: 1 },
      { ma_vt: 'TRA', ten_vt: 'Trà sen', dvt: 'LY', sold: 1, left: 1 },
    ]);
    // One serum: 100,000 less 10 %, less half the 20,000 off; the tea with its tax.
    expect(refundTotalOf(order, lines, [1, 0])).toBe(80_000);
    expect(refundTotalOf(order, lines, [null, 1])).toBe(32_400);
    expect(refundTotalOf(order, lines, [0, 0])).toBe(0);
  });

  it('needs a reason and something to return, never more than is left', () => {
    const lines = refundLinesOf(order, []);
    expect(refundProblemsOf(lines, [1, 0], 'Hàng lỗi')).toEqual({ reason: false, over: [], nothing: false });
    expect(refundProblemsOf(lines, [3, 2], '  ')).toEqual({ reason: true, over: [0, 1], nothing: false });
    expect(hasRefundProblem(refundProblemsOf(lines, [0, null], 'Hàng lỗi'))).toBe(true);
    expect(hasRefundProblem(refundProblemsOf(lines, [2, 1], 'Hàng lỗi'))).toBe(false);
  });

  it('sends the lines returned, the reason and how the money goes back', () => {
    const lines = refundLinesOf(order, []);
    const [card] = refundChoicesOf({ ...order, ma_the: 'THE01', tien_the: 1 }, types, 1);
    expect(refundBodyOf(lines, [0, 1], ' Khách đổi ý ', card!)).toEqual({
      ly_do: 'Khách đổi ý',
      ma_httt: 'TM',
      hoan_the: true,
      chi_tiet: [{ ma_vt: 'TRA', dvt: 'LY', so_luong: 1 }],
    });
    const [cash] = refundChoicesOf(order, types, 0);
    expect(refundBodyOf(lines, [2, 0], 'Hàng lỗi', cash!)).toEqual({
      ly_do: 'Hàng lỗi',
      ma_httt: 'TM',
      chi_tiet: [{ ma_vt: 'SRM', dvt: 'CHAI', so_luong: 2 }],
    });
  });

  it('says where a return stands: refunded, waiting for approval where asked, cancelled', () => {
    expect(returnStateOf({ trang_thai: '1' }, false)).toBe('refunded');
    expect(returnStateOf({ trang_thai: '1' }, true)).toBe('waiting');
    expect(returnStateOf({ trang_thai: '1', ngay_duyet: '2026-11-24T03:00:00Z' }, true)).toBe('refunded');
    expect(returnStateOf({ trang_thai: '0' }, false)).toBe('waiting');
    expect(returnStateOf({ trang_thai: '9' }, false)).toBe('cancelled');
  });
});
