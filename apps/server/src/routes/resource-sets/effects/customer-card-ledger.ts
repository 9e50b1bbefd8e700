import { postCustomerCardEntries, type CustomerCardEntry } from '@sen/domain/resources';
import { numberOf, postOnCards, sameEntry, updateById, type CardLedger } from './card-rows.js';
import type { WriteEffects } from './index.js';

/**
 * The customer (membership) card points at work (rule: @sen/domain resources/sales/card-ledger.ts): each entry
 * of the card history (/sales/customer-card-histories, LTK) moves its card's points (diem) in the entry's
 * transaction, the card row locked; an edit takes the old entry back and applies the new one, a deletion takes
 * it back. A refusal (points not enough, card not usable, negative points) leaves nothing written.
 */

const CARDS = 'sales_customer_cards';

const ledger: CardLedger<CustomerCardEntry, { diem: number }> = {
  table: CARDS,
  entryOf: (row) => ({
    loai_gd: String(row.loai_gd ?? ''),
    diem: numberOf(row.diem),
    ngay_ct: String(row.ngay_ct ?? ''),
  }),
  post: postCustomerCardEntries,
  columnsOf: ({ diem }) => ({ diem }),
};

/** The customer card history: each entry's points posted on its card. */
export const customerCardHistoryEffects: WriteEffects = {
  afterWrite: async (ctx, after, before) => {
    if (!(before && sameEntry(before, after, 'diem'))) await postOnCards(ctx, ledger, before, after);
    return after;
  },
  beforeDelete: async (ctx, existing) => {
    await postOnCards(ctx, ledger, existing, null);
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
