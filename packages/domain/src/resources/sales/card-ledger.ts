import type { ErrorCode } from '../../i18n/errors.js';

/**
 * The card ledgers: how one entry of a payment card's history (lịch sử thẻ thanh toán, LTT) moves the card's
 * totals and balance, and one entry of a customer card's history (lịch sử thẻ khách hàng, LTK) its points; and
 * when an entry is refused. Pure: the server applies it in the entry's transaction, the seed and the UI may too.
 *
 * Payment cards — the convention of `so_tien`:
 * - NAP (top-up), THUONG (top-up bonus), TIEU (payment) and HOAN (refund) carry the amount as a positive number
 *   (negative is refused, CARD_AMOUNT_NEGATIVE); the kind says the direction:
 *   NAP adds to `tien_nap`, THUONG to `tien_thuong`, TIEU to `tien_da_dung`, and HOAN gives a payment back to the
 *   card: it takes the amount off `tien_da_dung` (never below zero: CARD_REFUND_TOO_LARGE).
 * - CHUYEN (balance transfer) and DC (adjustment) are signed: a transfer received (+) counts as topped up
 *   (`tien_nap`), one sent (−) as spent (`tien_da_dung`); an adjustment up (+) counts as a credit not paid for
 *   (`tien_thuong`), one down (−) as spent (`tien_da_dung`).
 * - The balance is always `so_du = so_du_dau + tien_nap + tien_thuong - tien_da_dung` and never below zero
 *   (CARD_BALANCE_INSUFFICIENT).
 * - Every kind but DC needs a usable card on the entry's date: active (trang_thai '1'; '0' CARD_NOT_ACTIVATED,
 *   '2' CARD_LOCKED, '3' CARD_EXPIRED) and not past its expiry (`ngay_het_han` before `ngay_ct`: CARD_EXPIRED).
 *   An adjustment is the office's correction and passes on any card; so does taking an entry back (undo).
 *
 * Customer cards — `diem` is a positive number of points (negative is refused, CARD_POINTS_NEGATIVE): PH (issue,
 * opening points) and TD (earned) add it to the card's `diem`, DD (redeemed) takes it off (never below zero:
 * CARD_POINTS_INSUFFICIENT); NH, KH and MK (upgrade, lock, unlock) do not move points. Earning and redeeming
 * need a usable card as above.
 */

/** The ledger totals of a payment card (null, as a fresh row stores them, counts as zero). */
export type PaymentCardTotals = {
  so_du_dau: number;
  tien_nap: number;
  tien_thuong: number;
  tien_da_dung: number;
};

/** The totals and the balance they make. */
export type PaymentCardBalance = PaymentCardTotals & { so_du: number };

/** What the rule needs of a card (payment or customer): its number, status and expiry. */
export type CardState = {
  ma_the: string;
  /** cardStatuses: '0' not activated, '1' active, '2' locked, '3' expired. */
  trang_thai: string | null;
  /** 'YYYY-MM-DD', or null: no expiry. */
  ngay_het_han: string | null;
};

/** One entry of a payment card's history, as far as the ledger cares. */
export type PaymentCardEntry = { loai_gd: string; so_tien: number; ngay_ct: string };

/** One entry of a customer card's history, as far as the points care. */
export type CustomerCardEntry = { loai_gd: string; diem: number; ngay_ct: string };

/** Why an entry is refused: the error code (messages in i18n/errors.ts), the field it names, the message's values. */
export type CardRefusal = {
  code: ErrorCode;
  /** 409 when the card's state refuses it, 400 when the entry itself is wrong. */
  status: 400 | 409;
  field: string;
  params: Record<string, string | number>;
};

/** The outcome of posting entries on one card: its new values, or why not. */
export type CardPosting<T> = { ok: true; card: T } | { ok: false; refusal: CardRefusal };

const amountOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** The totals of a stored card row (nulls as zero). */
export const paymentCardTotalsOf = (row: Record<string, unknown>): PaymentCardTotals => ({
  so_du_dau: amountOf(row.so_du_dau),
  tien_nap: amountOf(row.tien_nap),
  tien_thuong: amountOf(row.tien_thuong),
  tien_da_dung: amountOf(row.tien_da_dung),
});

/** `so_du = so_du_dau + tien_nap + tien_thuong - tien_da_dung`, with the totals. */
export const paymentCardBalanceOf = ({
  so_du_dau,
  tien_nap,
  tien_thuong,
  tien_da_dung,
}: PaymentCardTotals): PaymentCardBalance => ({
  so_du_dau,
  tien_nap,
  tien_thuong,
  tien_da_dung,
  so_du: so_du_dau + tien_nap + tien_thuong - tien_da_dung,
});

/** Kinds whose `so_tien` is a positive amount (the others are signed). */
const unsignedKinds = new Set(['NAP', 'THUONG', 'TIEU', 'HOAN']);
/** Kinds that pass on a card in any state. */
const correctionKinds = new Set(['DC']);

type TotalsDelta = Pick<PaymentCardTotals, 'tien_nap' | 'tien_thuong' | 'tien_da_dung'>;

/** What one entry adds to the totals (see the convention above); an unknown kind moves nothing. */
export const paymentCardEntryDelta = (entry: PaymentCardEntry): TotalsDelta => {
  const amount = amountOf(entry.so_tien);
  const delta: TotalsDelta = { tien_nap: 0, tien_thuong: 0, tien_da_dung: 0 };
  switch (entry.loai_gd) {
    case 'NAP':
      return { ...delta, tien_nap: amount };
    case 'THUONG':
      return { ...delta, tien_thuong: amount };
    case 'TIEU':
      return { ...delta, tien_da_dung: amount };
    case 'HOAN':
      return { ...delta, tien_da_dung: -amount };
    case 'CHUYEN':
      return amount >= 0 ? { ...delta, tien_nap: amount } : { ...delta, tien_da_dung: -amount };
    case 'DC':
      return amount >= 0 ? { ...delta, tien_thuong: amount } : { ...delta, tien_da_dung: -amount };
    default:
      return delta;
  }
};

/** The totals with an entry added (`sign` 1) or taken back (`sign` -1); no checks. */
export const applyPaymentCardEntry = (
  totals: PaymentCardTotals,
  entry: PaymentCardEntry,
  sign: 1 | -1 = 1,
): PaymentCardBalance => {
  const delta = paymentCardEntryDelta(entry);
  return paymentCardBalanceOf({
    so_du_dau: totals.so_du_dau,
    tien_nap: totals.tien_nap + sign * delta.tien_nap,
    tien_thuong: totals.tien_thuong + sign * delta.tien_thuong,
    tien_da_dung: totals.tien_da_dung + sign * delta.tien_da_dung,
  });
};

/** Whether the card can take an entry dated `ngay_ct`: active and not past its expiry. */
export const cardUsableRefusal = (card: CardState, ngay_ct: string): CardRefusal | undefined => {
  const refuse = (code: ErrorCode): CardRefusal => ({
    code,
    status: 409,
    field: 'ma_the',
    params: { ma_the: card.ma_the },
  });
  if (card.trang_thai === '0') return refuse('CARD_NOT_ACTIVATED');
  if (card.trang_thai === '2') return refuse('CARD_LOCKED');
  if (card.trang_thai === '3') return refuse('CARD_EXPIRED');
  if (card.ngay_het_han && ngay_ct && card.ngay_het_han < ngay_ct) return refuse('CARD_EXPIRED');
  return undefined;
};

/** A refusal of the entry itself: a negative amount of a kind that takes a positive one. */
export const paymentCardEntryRefusal = (entry: PaymentCardEntry): CardRefusal | undefined =>
  unsignedKinds.has(entry.loai_gd) && amountOf(entry.so_tien) < 0
    ? { code: 'CARD_AMOUNT_NEGATIVE', status: 400, field: 'so_tien', params: {} }
    : undefined;

/** Refuses totals a card cannot have: spent below zero (a refund too large) or a negative balance. */
export const paymentCardTotalsRefusal = (
  card: CardState,
  before: PaymentCardBalance,
  after: PaymentCardBalance,
): CardRefusal | undefined => {
  if (after.tien_da_dung < 0)
    return {
      code: 'CARD_REFUND_TOO_LARGE',
      status: 409,
      field: 'so_tien',
      params: { ma_the: card.ma_the, tien_da_dung: before.tien_da_dung },
    };
  if (after.so_du < 0)
    return {
      code: 'CARD_BALANCE_INSUFFICIENT',
      status: 409,
      field: 'so_tien',
      params: { ma_the: card.ma_the, so_du: before.so_du },
    };
  return undefined;
};

/**
 * Posts a change of the ledger on one payment card: `undo` (an entry taken back: an edit's old version, a
 * deleted entry) then `apply` (a new entry or an edit's new version). Refused when the applied entry is wrong or
 * the card cannot take it, or when the card would end with a negative balance or spent total; else the card's
 * new totals and balance.
 */
export const postPaymentCardEntries = (
  card: CardState & PaymentCardTotals,
  change: { undo?: PaymentCardEntry; apply?: PaymentCardEntry },
): CardPosting<PaymentCardBalance> => {
  const before = paymentCardBalanceOf(card);
  let after = before;
  if (change.undo) after = applyPaymentCardEntry(after, change.undo, -1);
  if (change.apply) {
    const refusal =
      paymentCardEntryRefusal(change.apply) ??
      (correctionKinds.has(change.apply.loai_gd) ? undefined : cardUsableRefusal(card, change.apply.ngay_ct));
    if (refusal) return { ok: false, refusal };
    after = applyPaymentCardEntry(after, change.apply, 1);
  }
  const refusal = paymentCardTotalsRefusal(card, before, after);
  return refusal ? { ok: false, refusal } : { ok: true, card: after };
};

/**
 * A card's balance after its opening balance changed (the card edited): the totals stay, the balance follows;
 * refused when the new opening balance leaves less than was spent.
 */
export const rebalancePaymentCard = (
  card: CardState & PaymentCardTotals,
  previous: PaymentCardTotals,
): CardPosting<PaymentCardBalance> => {
  const after = paymentCardBalanceOf(card);
  const refusal = paymentCardTotalsRefusal(card, paymentCardBalanceOf(previous), after);
  return refusal ? { ok: false, refusal: { ...refusal, field: 'so_du_dau' } } : { ok: true, card: after };
};

/** The points one customer card entry adds (negative: takes); upgrades, locks and unlocks move none. */
export const customerCardEntryPoints = (entry: CustomerCardEntry): number => {
  const points = amountOf(entry.diem);
  if (entry.loai_gd === 'PH' || entry.loai_gd === 'TD') return points;
  if (entry.loai_gd === 'DD') return -points;
  return 0;
};

/** Events that need a usable card. */
const pointEvents = new Set(['TD', 'DD']);

/**
 * Posts a change of the points on one customer card (`undo` then `apply`, as for payment cards): refused when
 * the applied entry has negative points, when earning or redeeming on a card that is not usable, or when the
 * card would end below zero points; else its new `diem`.
 */
export const postCustomerCardEntries = (
  card: CardState & { diem: number | null },
  change: { undo?: CustomerCardEntry; apply?: CustomerCardEntry },
): CardPosting<{ diem: number }> => {
  const before = amountOf(card.diem);
  let diem = before;
  if (change.undo) diem -= customerCardEntryPoints(change.undo);
  if (change.apply) {
    if (amountOf(change.apply.diem) < 0)
      return {
        ok: false,
        refusal: { code: 'CARD_POINTS_NEGATIVE', status: 400, field: 'diem', params: {} },
      };
    const refusal = pointEvents.has(change.apply.loai_gd)
      ? cardUsableRefusal(card, change.apply.ngay_ct)
      : undefined;
    if (refusal) return { ok: false, refusal };
    diem += customerCardEntryPoints(change.apply);
  }
  if (diem < 0)
    return {
      ok: false,
      refusal: {
        code: 'CARD_POINTS_INSUFFICIENT',
        status: 409,
        field: 'diem',
        params: { ma_the: card.ma_the, diem: before },
      },
    };
  return { ok: true, card: { diem } };
};
