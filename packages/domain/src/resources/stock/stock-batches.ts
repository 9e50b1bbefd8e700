import type { StockMove } from './stock-posting.js';

/**
 * Batches and expiry dates (config stock_product_batch), for products tracked by batch (`theo_doi_lo`). Pure: the
 * server's stock posting runs it on a voucher's movements, over the batches on hand it read (and locked) in the
 * voucher's transaction.
 *
 * - Goods that come in name their batch; a purchase (`batchRequired`) must. Their expiry is the line's, else the
 *   batch's.
 * - Goods that go out without naming a batch are taken first to expire, first out (FEFO): the batches on hand in
 *   the warehouse in order of expiry (undated ones after, then what is held outside any batch, `ma_lo` ''), each
 *   batch by its number; a line takes from as many as it needs, and two lines of the product share what is left.
 *   What no batch holds is short: taken out of no batch, refused as not enough stock unless negative stock is
 *   allowed.
 * - A line naming its batch takes from that batch.
 * - A transfer carries the batches it takes out into the other warehouse.
 */

/** A batch of a product on hand in a warehouse. */
export type BatchOnHand = { ma_lo: string; han_sd: string | null; so_luong: number };

export type BatchFacts = {
  /** Whether the product is tracked by batch. */
  tracked: (ma_vt: string) => boolean;
  /** The batches of the product on hand in the warehouse (any order; those at or below zero are skipped). */
  onHand: (ma_kho: string, ma_vt: string) => readonly BatchOnHand[];
  /** A batch's expiry date (product-batches), or null. */
  expiry: (ma_vt: string, ma_lo: string) => string | null;
};

/** Why a voucher's batches cannot stand: a purchase line without its batch, or more taken out than is on hand. */
export type BatchRefusal =
  | { code: 'STOCK_BATCH_REQUIRED'; line: number; params: { ma_vt: string } }
  | {
      code: 'STOCK_NOT_ENOUGH';
      line: number;
      params: { ma_vt: string; ma_kho: string; ton: number; can: number };
    };

const quantity = (n: number): number => Math.round(n * 1000) / 1000;

/** First to expire first; undated after; stock held outside any batch last; then by batch number. */
const fefo = (a: BatchOnHand, b: BatchOnHand): number => {
  if ((a.ma_lo === '') !== (b.ma_lo === '')) return a.ma_lo === '' ? 1 : -1;
  if (a.han_sd !== b.han_sd) {
    if (a.han_sd === null) return 1;
    if (b.han_sd === null) return -1;
    return a.han_sd < b.han_sd ? -1 : 1;
  }
  return a.ma_lo < b.ma_lo ? -1 : a.ma_lo > b.ma_lo ? 1 : 0;
};

/**
 * The voucher's movements with their batches: tracked products' outgoing lines split over the batches they take
 * (FEFO), incoming ones with their batch's expiry. `allowNegative` lets what no batch holds go out anyway.
 */
export const batchedMoves = (
  moves: readonly StockMove[],
  facts: BatchFacts,
  options: { batchRequired?: boolean; allowNegative: boolean; transfer?: boolean },
): { ok: true; moves: StockMove[] } | { ok: false; refusal: BatchRefusal } => {
  const left = new Map<string, BatchOnHand[]>();
  const batchesOf = (ma_kho: string, ma_vt: string) => {
    const key = `${ma_kho}\u0000${ma_vt}`;
    let batches = left.get(key);
    if (!batches) {
      batches = facts
        .onHand(ma_kho, ma_vt)
        .filter((batch) => batch.so_luong > 0)
        .map((batch) => ({ ...batch }))
        .sort(fefo);
      left.set(key, batches);
    }
    return batches;
  };
  const out: StockMove[] = [];
  // A transfer's goods enter the other warehouse in the batches they left: by line, what each batch gave.
  const carried = new Map<number, StockMove[]>();
  for (const move of moves) {
    if (!facts.tracked(move.ma_vt)) {
      out.push(move);
      continue;
    }
    if (move.so_luong > 0) {
      const taken = options.transfer ? carried.get(move.line) : undefined;
      if (taken) {
        for (const part of taken)
          out.push({
            ...move,
            ma_lo: part.ma_lo,
            han_sd: part.han_sd,
            so_luong: -part.so_luong,
            gia_tri: -part.gia_tri,
          });
        continue;
      }
      if (!move.ma_lo && options.batchRequired)
        return {
          ok: false,
          refusal: { code: 'STOCK_BATCH_REQUIRED', line: move.line, params: { ma_vt: move.ma_vt } },
        };
      out.push({
        ...move,
        han_sd: move.han_sd ?? (move.ma_lo ? facts.expiry(move.ma_vt, move.ma_lo) : null),
      });
      continue;
    }
    const batches = batchesOf(move.ma_kho, move.ma_vt);
    const parts: StockMove[] = [];
    let need = quantity(-move.so_luong);
    const take = (batch: BatchOnHand, amount: number) => {
      batch.so_luong = quantity(batch.so_luong - amount);
      need = quantity(need - amount);
      parts.push({ ...move, ma_lo: batch.ma_lo, han_sd: batch.han_sd, so_luong: -amount, gia_tri: 0 });
    };
    if (move.ma_lo) {
      const named = batches.find((batch) => batch.ma_lo === move.ma_lo) ?? {
        ma_lo: move.ma_lo,
        han_sd: move.han_sd ?? facts.expiry(move.ma_vt, move.ma_lo),
        so_luong: 0,
      };
      if (named.so_luong < need && !options.allowNegative) return short(move, named.so_luong, need);
      take(named, need);
    } else {
      for (const batch of batches) {
        if (need <= 0) break;
        if (batch.so_luong > 0) take(batch, Math.min(batch.so_luong, need));
      }
      if (need > 0) {
        if (!options.allowNegative)
          return short(move, quantity(-move.so_luong - need), quantity(-move.so_luong));
        // Out of the stock held outside any batch, in one movement with what it gave.
        const loose = parts.at(-1)?.ma_lo === '' ? parts.pop()! : undefined;
        take({ ma_lo: '', han_sd: null, so_luong: 0 }, quantity(need - (loose?.so_luong ?? 0)));
      }
    }
    // The line's value (a transfer or sale is costed after, per batch) spread by quantity.
    const spread = spreadValue(
      move.gia_tri,
      parts.map((part) => -part.so_luong),
    );
    const valued = parts.map((part, index) => ({ ...part, gia_tri: spread[index]! }));
    carried.set(move.line, [...(carried.get(move.line) ?? []), ...valued]);
    out.push(...valued);
  }
  return { ok: true, moves: out };
};

const short = (move: StockMove, ton: number, can: number) => ({
  ok: false as const,
  refusal: {
    code: 'STOCK_NOT_ENOUGH' as const,
    line: move.line,
    params: { ma_vt: move.ma_vt, ma_kho: move.ma_kho, ton: Math.max(0, ton), can },
  },
});

/** Splits a whole value by weights, the shares adding up to it (largest remainder). */
const spreadValue = (value: number, weights: readonly number[]): number[] => {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0 || value === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (value * w) / total);
  const shares = exact.map((x) => Math.trunc(x));
  let rest = value - shares.reduce((sum, s) => sum + s, 0);
  const order = exact
    .map((x, index) => ({ index, frac: Math.abs(x - Math.trunc(x)) }))
    .sort((a, b) => b.frac - a.frac);
  for (const { index } of order) {
    if (rest === 0) break;
    const step = Math.sign(rest);
    shares[index]! += step;
    rest -= step;
  }
  return shares;
};
