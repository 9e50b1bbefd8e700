import { describe, expect, it } from 'vitest';
import { pointMovesOf, pointPostings, samePointMoves } from './point-posting.js';

const exchange = (extra: Record<string, unknown> = {}) => ({
  trang_thai: '1',
  ma_kh: 'KH0001',
  ma_the_kh: 'TV001',
  ma_the: 'TT001',
  so_diem: 150,
  ty_le_quy_doi: 1_000,
  tien_quy_doi: 1,
  ...extra,
});

describe('pointMovesOf', () => {
  const points = pointPostings['point-exchanges']!;
  const gifts = pointPostings['gift-exchanges']!;

  it('a done point exchange redeems its points and credits their worth, whatever the client computed', () => {
    expect(pointMovesOf(points, exchange())).toEqual({
      ok: true,
      moves: [
        { card: 'KH', ma_the: 'TV001', loai_gd: 'DD', so_luong: 150 },
        { card: 'TT', ma_the: 'TT001', loai_gd: 'THUONG', so_luong: 150_000 },
      ],
    });
  });

  it('a draft or cancelled exchange moves nothing', () => {
    expect(pointMovesOf(points, exchange({ trang_thai: '0' }))).toEqual({ ok: true, moves: [] });
    expect(pointMovesOf(points, exchange({ trang_thai: '9' }))).toEqual({ ok: true, moves: [] });
  });

  it('refuses no points, no membership card, and a credit with no payment card', () => {
    const codeOf = (voucher: Record<string, unknown>, posting = points) => {
      const result = pointMovesOf(posting, voucher);
      return result.ok ? 'ok' : `${result.refusal.code} ${result.refusal.field}`;
    };
    expect(codeOf(exchange({ so_diem: 0 }))).toBe('POINTS_REQUIRED so_diem');
    expect(codeOf(exchange({ ma_the_kh: ' ' }))).toBe('CUSTOMER_CARD_REQUIRED ma_the_kh');
    expect(codeOf(exchange({ ma_the: null }))).toBe('PAYMENT_CARD_REQUIRED ma_the');
    // Points worth nothing need no payment card.
    expect(codeOf(exchange({ ma_the: null, ty_le_quy_doi: 0 }))).toBe('ok');
    expect(codeOf({ trang_thai: '1', ma_the: 'TV001', t_diem: 0 }, gifts)).toBe('POINTS_REQUIRED chi_tiet');
  });

  it('a gift exchange redeems the points of its gifts off its card', () => {
    expect(pointMovesOf(gifts, { trang_thai: '1', ma_the: 'TV001', t_diem: 240 })).toEqual({
      ok: true,
      moves: [{ card: 'KH', ma_the: 'TV001', loai_gd: 'DD', so_luong: 240 }],
    });
  });
});

describe('samePointMoves', () => {
  it('compares movements in any order', () => {
    const a = { card: 'KH', ma_the: 'TV001', loai_gd: 'DD', so_luong: 10 } as const;
    const b = { card: 'TT', ma_the: 'TT001', loai_gd: 'THUONG', so_luong: 10_000 } as const;
    expect(samePointMoves([a, b], [b, a])).toBe(true);
    expect(samePointMoves([a, b], [a])).toBe(false);
    expect(samePointMoves([a], [{ ...a, so_luong: 20 }])).toBe(false);
  });
});
