import type { Line } from '@sen/records';

/**
 * Paying at the till: what the customer hands over and what the order the till sends says. Pure, so the till and
 * its tests read the same rules.
 */

/** The notes a Vietnamese customer pays with: the exact amount, then the next round amounts up to 500,000 ₫. */
export const quickCashAmounts = (total: number): number[] => {
  if (total <= 0) return [];
  const rounded = [10_000, 50_000, 100_000, 200_000, 500_000].map((step) => Math.ceil(total / step) * step);
  return [...new Set([total, ...rounded])].sort((a, b) => a - b).slice(0, 5);
};

/** The change to give back: what was handed over beyond the total (never negative). */
export const changeDue = (total: number, given: number): number => Math.max(0, given - total);

/** A payment type the till offers (sales/payment-types): its code, name and kind (loai_tt: TM cash, CK transfer…). */
export type TillPaymentType = { ma_httt: string; ten_httt: string; loai_tt: string | null };

/** Whether the customer hands over cash (the till asks how much and gives change). */
export const isCash = (type: TillPaymentType | undefined): boolean => type?.loai_tt === 'TM';

/**
 * A cart line as the till sends it (to be priced or saved): the item, its unit and quantity, price, discount, tax,
 * and the customer's package whose sessions pay it (`ma_lt`), when one does.
 */
export const saleLineOf = (line: Line) => ({
  ma_vt: line.ma_vt,
  ten_vt: line.ten_vt,
  loai_vt: line.loai_vt,
  dvt: line.dvt,
  so_luong: line.so_luong,
  gia: line.gia,
  ck: line.ck ?? 0,
  thue_suat: line.thue_suat ?? 0,
  ...(typeof line.ma_lt === 'string' && line.ma_lt && { ma_lt: line.ma_lt }),
});

/** The cart's lines paid by package sessions. */
export const packageLinesOf = (lines: readonly Line[]): Line[] =>
  lines.filter((line) => typeof line.ma_lt === 'string' && line.ma_lt !== '');

/**
 * What a sale spends of the customer's prepaid value, as the server is asked to confirm it by code
 * (sales/retail-orders/prepaid-otp): the lines paid by sessions and the part the prepaid card pays. Null when it
 * spends none: the sale needs no code, and may go through the outbox.
 */
export const prepaidSpendOf = (
  lines: readonly Line[],
  card: { ma_the: string; so_tien: number } | null,
): {
  chi_tiet: { ma_lt: string; ma_vt: string; so_luong: number }[];
  ma_the: string | null;
  tien_the: number;
} | null => {
  const sessions = packageLinesOf(lines).map((line) => ({
    ma_lt: String(line.ma_lt),
    ma_vt: String(line.ma_vt),
    so_luong: Number(line.so_luong ?? 0),
  }));
  const paidByCard = card && card.so_tien > 0 ? card : null;
  if (sessions.length === 0 && !paidByCard) return null;
  return { chi_tiet: sessions, ma_the: paidByCard?.ma_the ?? null, tien_the: paidByCard?.so_tien ?? 0 };
};

/** A customer's prepaid payment card as the till offers it: its number, balance and expiry. */
export type TillCard = { ma_the: string; so_du: number; ngay_het_han: string | null };

/** The cards a sale on `day` may be paid from: active, unexpired, with money on them; the fullest first. */
export const usableCards = (
  cards: readonly (TillCard & { trang_thai?: string | null })[],
  day: string,
): TillCard[] =>
  cards
    .filter((c) => c.trang_thai === '1' && c.so_du > 0 && (!c.ngay_het_han || c.ngay_het_han >= day))
    .map(({ ma_the, so_du, ngay_het_han }) => ({ ma_the, so_du, ngay_het_han }))
    .sort((a, b) => b.so_du - a.so_du);

/** What a card pays of a total: all of it when its balance allows, else its balance; the rest by another type. */
export const cardSplit = (total: number, card: TillCard | null) => {
  const fromCard = card ? Math.min(card.so_du, total) : 0;
  return { fromCard, rest: total - fromCard };
};

/** What a second payment type pays of `left`: the amount typed, when it leaves something for the first (else 0). */
export const splitOf = (left: number, typed: number | null): number =>
  typed !== null && typed > 0 && typed < left ? typed : 0;

/**
 * The retail order the till sends for a paid cart: done, paid in full — from a prepaid card (`ma_the`,
 * `tien_the`) and the rest by one payment type (what a cash customer hands beyond it is change, not payment) — its
 * lines as the cart holds them.
 */
export const retailOrderBody = (sale: {
  ma_dvcs: string;
  ngay_ct: string;
  lines: readonly Line[];
  total: number;
  ma_httt: string;
  ma_kh?: string | null;
  ten_kh?: string | null;
  card?: { ma_the: string; so_tien: number } | null;
  second?: { ma_httt: string; so_tien: number } | null;
}): Record<string, unknown> => ({
  ma_dvcs: sale.ma_dvcs,
  ngay_ct: sale.ngay_ct,
  ma_kh: sale.ma_kh ?? null,
  ten_kh: sale.ten_kh ?? null,
  ma_httt: sale.ma_httt,
  ...(sale.card && sale.card.so_tien > 0 && { ma_the: sale.card.ma_the, tien_the: sale.card.so_tien }),
  ...(sale.second &&
    sale.second.so_tien > 0 && { ma_httt2: sale.second.ma_httt, tien_httt2: sale.second.so_tien }),
  trang_thai: '1',
  da_tt: sale.total,
  chi_tiet: sale.lines.map(saleLineOf),
});
