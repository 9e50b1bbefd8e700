import {
  paymentCardBalanceOf,
  paymentCardTotalsOf,
  postPaymentCardEntries,
  rebalancePaymentCard,
  type PaymentCardBalance,
  type PaymentCardEntry,
} from '@sen/domain/resources';
import {
  cardNumberOf,
  numberOf,
  postOnCards,
  refusalError,
  sameEntry,
  updateById,
  type CardLedger,
  type LockedCard,
} from './card-rows.js';
import type { WriteEffects } from './index.js';

/**
 * The payment card ledger at work (rule: @sen/domain resources/sales/card-ledger.ts). Each entry of the card
 * history (/sales/payment-card-histories, LTT) moves its card's totals (tien_nap, tien_thuong, tien_da_dung) and
 * balance (so_du) in the entry's transaction: the card row is locked, an edit takes the old entry back and
 * applies the new one, a deletion takes it back. A refusal of the rule (balance not enough, card not usable, ...)
 * is answered with its code and nothing is written, the entry included. The entry is stamped with the card's
 * balance once it is written (so_du_sau: the balance a receipt shows; later entries do not restamp it).
 */

const CARDS = 'sales_payment_cards';
const HISTORIES = 'sales_payment_card_histories';

const stateOf = (card: LockedCard) => ({
  ma_the: card.ma_the,
  trang_thai: card.trang_thai,
  ngay_het_han: card.ngay_het_han,
  ...paymentCardTotalsOf(card),
});

const totalsColumns = (balance: PaymentCardBalance) => ({
  tien_nap: balance.tien_nap,
  tien_thuong: balance.tien_thuong,
  tien_da_dung: balance.tien_da_dung,
  so_du: balance.so_du,
});

const ledger: CardLedger<PaymentCardEntry, PaymentCardBalance> = {
  table: CARDS,
  entryOf: (row) => ({
    loai_gd: String(row.loai_gd ?? ''),
    so_tien: numberOf(row.so_tien),
    ngay_ct: String(row.ngay_ct ?? ''),
  }),
  post: (card, entries) => postPaymentCardEntries(stateOf(card), entries),
  columnsOf: totalsColumns,
};

/** The payment card history: each entry posted on its card, stamped with the balance after it. */
export const paymentCardHistoryEffects: WriteEffects = {
  afterWrite: async (ctx, after, before) => {
    if (before && sameEntry(before, after, 'so_tien')) return after;
    const so_du_sau = (await postOnCards(ctx, ledger, before, after))?.so_du;
    if (so_du_sau === undefined) return after;
    await updateById(ctx, HISTORIES, after._id, { so_du_sau });
    return { ...after, so_du_sau };
  },
  beforeDelete: async (ctx, existing) => {
    await postOnCards(ctx, ledger, existing, null);
  },
};

/**
 * The payment cards themselves: a new card starts with no top-up, bonus or spending and its opening balance as
 * balance; an edit of the opening balance moves the balance with it (refused when that leaves less than was
 * spent). The totals are the ledger's: the client cannot write them (read-only fields).
 */
export const paymentCardEffects: WriteEffects = {
  afterWrite: async (ctx, after, before) => {
    const current = paymentCardTotalsOf(after);
    const state = {
      ma_the: cardNumberOf(after),
      trang_thai: typeof after.trang_thai === 'string' ? after.trang_thai : null,
      ngay_het_han: typeof after.ngay_het_han === 'string' ? after.ngay_het_han : null,
    };
    let balance: PaymentCardBalance;
    if (before) {
      const result = rebalancePaymentCard({ ...state, ...current }, paymentCardTotalsOf(before));
      if (!result.ok) throw refusalError(result.refusal);
      balance = result.card;
    } else balance = paymentCardBalanceOf({ ...current, tien_nap: 0, tien_thuong: 0, tien_da_dung: 0 });
    const columns = totalsColumns(balance);
    if (Object.entries(columns).every(([name, value]) => after[name] === value)) return after;
    await updateById(ctx, CARDS, after._id, columns);
    return { ...after, ...columns };
  },
};
