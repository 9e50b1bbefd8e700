import {
  applyPaymentCardEntry,
  customerCardEntryPoints,
  paymentCardBalanceOf,
  type PaymentCardBalance,
} from '@sen/domain/resources';
import type { CatalogueRow } from './catalogue-rows.js';
import { cardEntryPhrases, notePhrases } from './demo-phrases.js';

/**
 * Makes the demo cards agree with their ledgers (the rule of @sen/domain resources/sales/card-ledger.ts, as the
 * server applies it): each payment card's totals and balance are what its history's entries make them, each
 * entry stamped with the balance after it (so_du_sau), and each membership card's points (diem) what its
 * history gives. Entries are taken in date order; one the card could not take (a payment beyond the balance, a
 * refund beyond the spending, points redeemed beyond those held) becomes a top-up / points earned instead, so
 * no balance or points go below zero. The card's status is not checked: a card may have been locked since.
 */

const byDate = (a: CatalogueRow, b: CatalogueRow): number =>
  `${String(a.ngay_ct)}${String(a.ngay_tao)}${String(a.so_ct)}`.localeCompare(
    `${String(b.ngay_ct)}${String(b.ngay_tao)}${String(b.so_ct)}`,
  );

const amountOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

const cardsByNumber = (cards: readonly CatalogueRow[]) =>
  new Map(cards.filter((card) => typeof card.ma_the === 'string').map((card) => [String(card.ma_the), card]));

const genericNotes = new Set<unknown>([null, undefined, ...notePhrases]);

/** A generated entry (a generic note, or none) says what its kind did: 'Thưởng nạp 10%', not a stock check. */
const describeByKind = (entry: CatalogueRow): void => {
  const phrases = cardEntryPhrases[String(entry.loai_gd)];
  if (!phrases || !genericNotes.has(entry.dien_giai)) return;
  const seed = [...String(entry.so_ct ?? entry.ngay_ct)].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  entry.dien_giai = phrases[seed % phrases.length];
};

/** Payment cards: totals, balance and every entry's so_du_sau from the history. */
const settlePaymentCards = (cards: readonly CatalogueRow[], entries: readonly CatalogueRow[]): void => {
  const balances = new Map<string, PaymentCardBalance>();
  for (const [ma_the, card] of cardsByNumber(cards))
    balances.set(
      ma_the,
      paymentCardBalanceOf({
        so_du_dau: amountOf(card.so_du_dau),
        tien_nap: 0,
        tien_thuong: 0,
        tien_da_dung: 0,
      }),
    );
  for (const entry of [...entries].sort(byDate)) {
    const before = balances.get(String(entry.ma_the));
    if (!before) continue;
    entry.so_tien = Math.abs(amountOf(entry.so_tien));
    const read = () => ({
      loai_gd: String(entry.loai_gd),
      so_tien: amountOf(entry.so_tien),
      ngay_ct: String(entry.ngay_ct),
    });
    let after = applyPaymentCardEntry(before, read());
    if (after.so_du < 0 || after.tien_da_dung < 0) {
      entry.loai_gd = 'NAP';
      after = applyPaymentCardEntry(before, read());
    }
    entry.so_du_sau = after.so_du;
    balances.set(String(entry.ma_the), after);
    describeByKind(entry);
  }
  for (const [ma_the, card] of cardsByNumber(cards)) {
    const { tien_nap, tien_thuong, tien_da_dung, so_du } = balances.get(ma_the)!;
    Object.assign(card, { tien_nap, tien_thuong, tien_da_dung, so_du });
  }
};

/** Membership cards: points from the history. */
const settleCustomerCards = (cards: readonly CatalogueRow[], entries: readonly CatalogueRow[]): void => {
  const points = new Map([...cardsByNumber(cards).keys()].map((ma_the) => [ma_the, 0]));
  for (const entry of [...entries].sort(byDate)) {
    const held = points.get(String(entry.ma_the));
    if (held === undefined) continue;
    entry.diem = Math.abs(amountOf(entry.diem));
    const moved = () =>
      customerCardEntryPoints({
        loai_gd: String(entry.loai_gd),
        diem: amountOf(entry.diem),
        ngay_ct: String(entry.ngay_ct),
      });
    if (held + moved() < 0) entry.loai_gd = 'TD';
    points.set(String(entry.ma_the), held + moved());
  }
  for (const [ma_the, card] of cardsByNumber(cards)) card.diem = points.get(ma_the) ?? 0;
};

/** Each history entry names its card's customer (the generator drew names apart). */
const ownedByCardHolder = (cards: readonly CatalogueRow[], entries: readonly CatalogueRow[]): void => {
  const byNumber = cardsByNumber(cards);
  for (const entry of entries) {
    const card = byNumber.get(String(entry.ma_the));
    if (card) Object.assign(entry, { ma_kh: card.ma_kh ?? null, ten_kh: card.ten_kh ?? null });
  }
};

/** Settles the card ledgers of generated catalogue rows (by resource name), in place. */
export const settleCardLedgers = (rows: ReadonlyMap<string, CatalogueRow[]>): void => {
  ownedByCardHolder(rows.get('payment-cards') ?? [], rows.get('payment-card-histories') ?? []);
  ownedByCardHolder(rows.get('customer-cards') ?? [], rows.get('customer-card-histories') ?? []);
  settlePaymentCards(rows.get('payment-cards') ?? [], rows.get('payment-card-histories') ?? []);
  settleCustomerCards(rows.get('customer-cards') ?? [], rows.get('customer-card-histories') ?? []);
};
