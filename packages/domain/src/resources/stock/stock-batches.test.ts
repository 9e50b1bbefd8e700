import { describe, expect, it } from 'vitest';
import { batchedMoves, type BatchFacts, type BatchOnHand } from './stock-batches.js';
import { costedMoves, stockPostings, type StockMove } from './stock-posting.js';

const held: Record<string, BatchOnHand[]> = {
  'K01\u0000SERUM': [
    { ma_lo: 'L-LATE', han_sd: '2027-12-31', so_luong: 10 },
    { ma_lo: '', han_sd: null, so_luong: 3 },
    { ma_lo: 'L-SOON', han_sd: '2027-01-31', so_luong: 4 },
    { ma_lo: 'L-NODATE', han_sd: null, so_luong: 2 },
    { ma_lo: 'L-EMPTY', han_sd: '2026-12-01', so_luong: 0 },
  ],
};
const facts: BatchFacts = {
  tracked: (ma_vt) => ma_vt === 'SERUM',
  onHand: (ma_kho, ma_vt) => held[`${ma_kho}\u0000${ma_vt}`] ?? [],
  expiry: (_ma_vt, ma_lo) => (ma_lo === 'L-NEW' ? '2028-06-30' : null),
};
const move = (so_luong: number, extra: Partial<StockMove> = {}): StockMove => ({
  line: 1,
  ma_kho: 'K01',
  ma_vt: 'SERUM',
  ma_lo: '',
  han_sd: null,
  so_luong,
  gia_tri: 0,
  ...extra,
});
const taken = (result: ReturnType<typeof batchedMoves>) =>
  result.ok ? result.moves.map((m) => [m.ma_kho, m.ma_lo, m.so_luong]) : result.refusal;
const movesOf = (result: ReturnType<typeof batchedMoves>) =>
  result.ok ? result.moves.map((m) => [m.ma_kho, m.ma_lo, m.so_luong]) : [];

describe('batches: first to expire, first out', () => {
  it('takes a line from the batches in order of expiry, undated after, unbatched stock last', () => {
    expect(taken(batchedMoves([move(-5)], facts, { allowNegative: false }))).toEqual([
      ['K01', 'L-SOON', -4],
      ['K01', 'L-LATE', -1],
    ]);
    expect(taken(batchedMoves([move(-18)], facts, { allowNegative: false }))).toEqual([
      ['K01', 'L-SOON', -4],
      ['K01', 'L-LATE', -10],
      ['K01', 'L-NODATE', -2],
      ['K01', '', -2],
    ]);
  });

  it('two lines of the product share what is left; a product not tracked is left alone', () => {
    const result = batchedMoves(
      [move(-3), move(-3, { line: 2 }), move(-7, { ma_vt: 'TEA', line: 3 })],
      facts,
      { allowNegative: false },
    );
    expect(taken(result)).toEqual([
      ['K01', 'L-SOON', -3],
      ['K01', 'L-SOON', -1],
      ['K01', 'L-LATE', -2],
      ['K01', '', -7],
    ]);
  });

  it('refuses more than is on hand, or lets it go out of no batch when negative stock is allowed', () => {
    expect(taken(batchedMoves([move(-20)], facts, { allowNegative: false }))).toEqual({
      code: 'STOCK_NOT_ENOUGH',
      line: 1,
      params: { ma_vt: 'SERUM', ma_kho: 'K01', ton: 19, can: 20 },
    });
    expect(movesOf(batchedMoves([move(-20)], facts, { allowNegative: true })).at(-1)).toEqual([
      'K01',
      '',
      -4,
    ]);
  });

  it('a line naming its batch takes from it only', () => {
    expect(taken(batchedMoves([move(-2, { ma_lo: 'L-LATE' })], facts, { allowNegative: false }))).toEqual([
      ['K01', 'L-LATE', -2],
    ]);
    expect(
      taken(batchedMoves([move(-5, { ma_lo: 'L-SOON' })], facts, { allowNegative: false })),
    ).toMatchObject({
      code: 'STOCK_NOT_ENOUGH',
      params: { ton: 4, can: 5 },
    });
  });

  it('goods coming in keep their batch and take its expiry; a purchase must name one', () => {
    const result = batchedMoves([move(6, { ma_lo: 'L-NEW' })], facts, { allowNegative: false });
    expect(result).toEqual({ ok: true, moves: [move(6, { ma_lo: 'L-NEW', han_sd: '2028-06-30' })] });
    expect(taken(batchedMoves([move(6)], facts, { batchRequired: true, allowNegative: false }))).toEqual({
      code: 'STOCK_BATCH_REQUIRED',
      line: 1,
      params: { ma_vt: 'SERUM' },
    });
  });

  it('a transfer carries the batches it takes into the other warehouse, at the cost they left with', () => {
    const result = batchedMoves([move(-6), move(6, { ma_kho: 'K02' })], facts, {
      allowNegative: false,
      transfer: true,
    });
    expect(taken(result)).toEqual([
      ['K01', 'L-SOON', -4],
      ['K01', 'L-LATE', -2],
      ['K02', 'L-SOON', 4],
      ['K02', 'L-LATE', 2],
    ]);
    const costs: Record<string, number> = { 'L-SOON': 100, 'L-LATE': 130 };
    const costed = costedMoves(
      stockPostings['transfer-orders']!,
      result.ok ? result.moves : [],
      (m) => costs[m.ma_lo]!,
    );
    expect(costed.map((m) => [m.ma_kho, m.ma_lo, m.gia_tri])).toEqual([
      ['K01', 'L-SOON', -400],
      ['K01', 'L-LATE', -260],
      ['K02', 'L-SOON', 400],
      ['K02', 'L-LATE', 260],
    ]);
  });
});
