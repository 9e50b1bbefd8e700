import type { Line } from '@sen/records';
import { saleLineOf } from '../till/payment';

/**
 * A place's open order as the till writes it: the lines with how much of each the kitchen has been sent, and what
 * a 'send to the kitchen' sends (only what is new since the last). Pure.
 */

/** A line as a place's order stores it: the sale line and what of it the kitchen has (sl_bep). */
export const placeLineOf = (line: Line) => ({ ...saleLineOf(line), sl_bep: Number(line.sl_bep ?? 0) });

/** What is new for the kitchen: each line's quantity beyond what was sent. */
export const kitchenDelta = (lines: readonly Line[]) =>
  lines
    .map((line) => ({
      ma_vt: String(line.ma_vt),
      ten_vt: String(line.ten_vt ?? line.ma_vt),
      so_luong: Number(line.so_luong ?? 0) - Number(line.sl_bep ?? 0),
    }))
    .filter((line) => line.so_luong > 0);

/** The lines once sent: each line's whole quantity is the kitchen's. */
export const markSent = (lines: readonly Line[]): Line[] =>
  lines.map((line) => ({ ...line, sl_bep: Number(line.so_luong ?? 0) }));

/** The lines a stored order holds that the cart edits: the promotion gifts are the server's to make again. */
export const orderedLines = (lines: readonly Line[] | undefined): Line[] =>
  (lines ?? []).filter((line) => !line.hang_km);

/**
 * Whether the cart differs from the order as stored (what was ordered, how much, at what price, paid by which of
 * the customer's packages).
 */
export const cartChanged = (cart: readonly Line[], stored: readonly Line[]): boolean => {
  const key = (lines: readonly Line[]) =>
    JSON.stringify(
      lines.map((l) => [
        l.ma_vt,
        Number(l.so_luong ?? 0),
        Number(l.gia ?? 0),
        Number(l.sl_bep ?? 0),
        typeof l.ma_lt === 'string' ? l.ma_lt : '',
      ]),
    );
  return key(cart) !== key(stored);
};
