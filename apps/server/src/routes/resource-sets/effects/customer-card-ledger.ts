import { postCustomerCardEntries, type CustomerCardEntry } from '@sen/domain/resources';
import type { SetRow } from '../set-query.js';
import type { WriteContext } from '../set-writes.js';
import {
  cardNotFound,
  cardNumberOf,
  lockCards,
  numberOf,
  refusalError,
  updateById,
  type LockedCard,
} from './card-rows.js';
import type { WriteEffects } from './index.js';

/**
 * The customer (membership) card points at work (rule: @sen/domain resources/sales/card-ledger.ts): each entry
 * of the card history (/sales/customer-card-histories, LTK) moves its card's points (diem) in the entry's
 * transaction, the card row locked; an edit takes the old entry back and applies the new one, a deletion takes
 * it back. A refusal (points not enough, card not usable, negative points) leaves nothing written.
 */

const CARDS = 'sales_customer_cards';

const entryOf = (row: SetRow): CustomerCardEntry => ({
  loai_gd: String(row.loai_gd ?? ''),
  diem: numberOf(row.diem),
  ngay_ct: String(row.ngay_ct ?? ''),
});

const sameEntry = (a: SetRow, b: SetRow): boolean =>
  cardNumberOf(a) === cardNumberOf(b) &&
  a.loai_gd === b.loai_gd &&
  numberOf(a.diem) === numberOf(b.diem) &&
  a.ngay_ct === b.ngay_ct;

/** Posts `undo` and `apply` on their cards (locked) and writes the cards' new points; refused before writing. */
const post = async (ctx: WriteContext, undo: SetRow | null, apply: SetRow | null): Promise<void> => {
  const undoCard = undo ? cardNumberOf(undo) : '';
  const applyCard = apply ? cardNumberOf(apply) : '';
  const cards = await lockCards(ctx, CARDS, [undoCard, applyCard]);
  if (apply && !cards.has(applyCard)) throw cardNotFound(applyCard);
  const postings: { card: LockedCard; diem: number }[] = [];
  for (const card of cards.values()) {
    const result = postCustomerCardEntries(card, {
      undo: undo && undoCard === card.ma_the ? entryOf(undo) : undefined,
      apply: apply && applyCard === card.ma_the ? entryOf(apply) : undefined,
    });
    if (!result.ok) throw refusalError(result.refusal);
    postings.push({ card, diem: result.card.diem });
  }
  for (const { card, diem } of postings) await updateById(ctx, CARDS, card._id, { diem });
};

/** The customer card history: each entry's points posted on its card. */
export const customerCardHistoryEffects: WriteEffects = {
  afterWrite: async (ctx, after, before) => {
    if (!(before && sameEntry(before, after))) await post(ctx, before, after);
    return after;
  },
  beforeDelete: async (ctx, existing) => {
    await post(ctx, existing, null);
  },
};

/** A new customer card starts with zero points (the history moves them; the client cannot write them). */
export const customerCardEffects: WriteEffects = {
  afterWrite: async (ctx, after, before) => {
    if (before || after.diem === 0) return after;
    await updateById(ctx, CARDS, after._id, { diem: 0 });
    return { ...after, diem: 0 };
  },
};
