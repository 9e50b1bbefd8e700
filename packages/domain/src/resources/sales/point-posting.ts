import type { ErrorCode } from '../../i18n/errors.js';
import { voucherPostsNow } from '../accounting/ledger-posting.js';
import { postedNumber, postedText } from '../posted-values.js';

/**
 * The loyalty points ledger (điểm tích lũy): what a customer's points buy. Pure: the server's posting layer runs it
 * in the voucher's transaction, the cards locked, and writes an entry of each card's history for each movement.
 *
 * - A point exchange (đổi điểm, point-exchanges, done) takes its points (so_diem) off the customer's membership
 *   card (ma_the_kh, a DD entry) and credits their money (so_diem × ty_le_quy_doi) to the customer's payment card
 *   (ma_the, a THUONG entry: money the customer did not pay for).
 * - A gift exchange (đổi quà, gift-exchanges, done) takes the points of its gifts (t_diem) off the membership card
 *   (ma_the); its gifts leave the warehouse through the stock ledger.
 * - Both cards must be the customer's own (the lookups are narrowed by the customer: the server refuses another's)
 *   and usable on the voucher's day; the points held must cover the redemption (CARD_POINTS_INSUFFICIENT).
 * - An edit, cancellation or deletion takes back what the voucher moved first: a credit already spent from the
 *   payment card cannot be taken back (CARD_BALANCE_INSUFFICIENT).
 */

export type PointPosting = { kind: 'exchange' | 'gift' };

/** The vouchers that redeem points, by catalogue name. */
export const pointPostings: Readonly<Record<string, PointPosting>> = {
  'point-exchanges': { kind: 'exchange' },
  'gift-exchanges': { kind: 'gift' },
};

/**
 * One movement of a card: points redeemed off a membership card (DD, `card` 'KH') or money credited to a payment
 * card (THUONG, `card` 'TT'); the amount (points or VND) as a positive number.
 */
export type PointMove = { card: 'KH' | 'TT'; ma_the: string; loai_gd: 'DD' | 'THUONG'; so_luong: number };

export type PointRefusal = {
  code: Extract<ErrorCode, 'CUSTOMER_CARD_REQUIRED' | 'PAYMENT_CARD_REQUIRED' | 'POINTS_REQUIRED'>;
  status: 400;
  field: string;
  params: Record<string, string | number>;
};

type Row = Readonly<Record<string, unknown>>;

const refuse = (code: PointRefusal['code'], field: string) =>
  ({ ok: false, refusal: { code, status: 400, field, params: {} } }) as const;

/** The money a number of points is worth at a value per point: whole VND. */
export const pointsValue = (so_diem: number, ty_le_quy_doi: number): number =>
  Math.round(so_diem * ty_le_quy_doi);

/** What a voucher moves on the customer's cards now (nothing unless it posts), or why it cannot. */
export const pointMovesOf = (
  posting: PointPosting,
  voucher: Row,
): { ok: true; moves: PointMove[] } | { ok: false; refusal: PointRefusal } => {
  if (!voucherPostsNow(voucher, undefined, () => false)) return { ok: true, moves: [] };
  const cardField = posting.kind === 'exchange' ? 'ma_the_kh' : 'ma_the';
  const pointsField = posting.kind === 'exchange' ? 'so_diem' : 't_diem';
  const diem = Math.round(postedNumber(voucher[pointsField]));
  if (diem <= 0) return refuse('POINTS_REQUIRED', posting.kind === 'exchange' ? 'so_diem' : 'chi_tiet');
  const memberCard = postedText(voucher[cardField]);
  if (!memberCard) return refuse('CUSTOMER_CARD_REQUIRED', cardField);
  const moves: PointMove[] = [{ card: 'KH', ma_the: memberCard, loai_gd: 'DD', so_luong: diem }];
  if (posting.kind === 'gift') return { ok: true, moves };
  // The money is the points' worth at the voucher's value of a point, whatever the client computed.
  const so_tien = pointsValue(diem, postedNumber(voucher.ty_le_quy_doi));
  if (so_tien <= 0) return { ok: true, moves };
  const paymentCard = postedText(voucher.ma_the);
  if (!paymentCard) return refuse('PAYMENT_CARD_REQUIRED', 'ma_the');
  moves.push({ card: 'TT', ma_the: paymentCard, loai_gd: 'THUONG', so_luong: so_tien });
  return { ok: true, moves };
};

/** Whether two lists of movements are the same, in any order (an unchanged voucher moves nothing again). */
export const samePointMoves = (a: readonly PointMove[], b: readonly PointMove[]): boolean => {
  const keys = (moves: readonly PointMove[]) =>
    moves.map((m) => `${m.card}\u0000${m.ma_the}\u0000${m.loai_gd}\u0000${m.so_luong}`).sort();
  const [x, y] = [keys(a), keys(b)];
  return x.length === y.length && x.every((key, i) => key === y[i]);
};
