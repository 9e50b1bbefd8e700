import type { ErrorCode } from '../../i18n/errors.js';
import {
  postedLines as linesOf,
  postedNumber as num,
  postedText as text,
  productUnitKey as keyOf,
  quantitiesByProductUnit as quantities,
  roundedQuantity as rounded,
} from '../posted-values.js';
import { CANCELLED_VOUCHER_STATUS } from '../voucher-approval.js';
import type { RecordProblem } from '../wire-schemas.js';

/**
 * What a return (trả hàng) may take back of its original voucher — a bill (`so_ct_hd`) or a retail order the till
 * sold (`so_ct_bl`), exactly one of them. Pure: the server checks it in the return's transaction (the original and
 * its other returns read there, the original locked), the back office's form and the till's refund may too.
 *
 * - The original must be done (not a draft, not cancelled) and the customer's: a return is of what was sold.
 * - Within `sale_return_days` days of the original (0: no limit).
 * - Each product no more than the original sold less what its other returns (not cancelled) took back, in the unit
 *   it was sold in.
 * - Each line is refunded what the original charged for it (`returnLinesPriced`): the original line's price,
 *   discount and tax, and its share of the amount the original took off the line (`tien_giam`).
 */

export type ReturnRefusal = {
  code: Extract<
    ErrorCode,
    'RETURN_BILL_NOT_DONE' | 'RETURN_OTHER_CUSTOMER' | 'RETURN_TOO_LATE' | 'RETURN_MORE_THAN_SOLD'
  >;
  status: 400 | 409;
  field: string;
  params: Record<string, string | number>;
};

type Row = Readonly<Record<string, unknown>>;

/** The vouchers a return may take goods back from: the return's field naming it and the catalogue resource. */
export const returnOriginals = [
  { field: 'so_ct_hd', resource: 'bills' },
  { field: 'so_ct_bl', resource: 'retail-orders' },
] as const;

export type ReturnOriginal = (typeof returnOriginals)[number];

/** The original a return names and its number; undefined when it names none, or both. */
export const returnOriginalOf = (ret: Row): { original: ReturnOriginal; so_ct: string } | undefined => {
  const named = returnOriginals.filter((original) => text(ret[original.field]) !== '');
  if (named.length !== 1) return undefined;
  return { original: named[0]!, so_ct: text(ret[named[0]!.field]) };
};

/**
 * The return's own check: it names exactly one original, a bill or a retail order (400 RETURN_ORIGINAL_ONE, on the
 * bill's field when it names none, on the retail order's when it names both).
 */
export const returnOriginalCheck = (ret: Row): RecordProblem | undefined => {
  if (returnOriginalOf(ret)) return undefined;
  const none = returnOriginals.every((original) => text(ret[original.field]) === '');
  return { code: 'RETURN_ORIGINAL_ONE', field: returnOriginals[none ? 0 : 1].field };
};

/** Days from one 'YYYY-MM-DD' to another. */
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** What is left to return of each product and unit (productUnitKey) the original sold. */
export const returnableQuantities = (original: Row, otherReturns: readonly Row[]): Map<string, number> => {
  const sold = quantities([original]);
  const returned = quantities(otherReturns.filter((r) => r.trang_thai !== CANCELLED_VOUCHER_STATUS));
  return new Map([...sold].map(([key, n]) => [key, Math.max(0, rounded(n - (returned.get(key) ?? 0)))]));
};

/**
 * What the original sold, one entry per product and unit (its first line's name, kind and price stand for it, as
 * they price the return: `returnLinesPriced`), with what is left to return of it (`left`).
 */
export const returnableLines = (
  original: Row,
  otherReturns: readonly Row[],
): { line: Row; sold: number; left: number }[] => {
  const remaining = returnableQuantities(original, otherReturns);
  const sold = quantities([original]);
  const seen = new Set<string>();
  return linesOf(original).flatMap((line) => {
    const key = keyOf(line);
    if (text(line.ma_vt) === '' || num(line.so_luong) <= 0 || seen.has(key)) return [];
    seen.add(key);
    return [{ line, sold: sold.get(key) ?? 0, left: remaining.get(key) ?? 0 }];
  });
};

/**
 * Why the return cannot take back what it names from `original` (its bill or retail order), given the original's
 * other returns and the tenant's `returnDays`; undefined when it may. `field` is the return's field naming the
 * original (so_ct_hd, so_ct_bl).
 */
export const returnRefusal = (
  ret: Row,
  original: Row,
  otherReturns: readonly Row[],
  returnDays: number,
  field: string = returnOriginals[0].field,
): ReturnRefusal | undefined => {
  const so_ct = text(original.so_ct);
  if (original.trang_thai !== '1')
    return { code: 'RETURN_BILL_NOT_DONE', status: 409, field, params: { so_ct } };
  if (text(ret.ma_kh) && text(ret.ma_kh) !== text(original.ma_kh))
    return {
      code: 'RETURN_OTHER_CUSTOMER',
      status: 409,
      field: 'ma_kh',
      params: { so_ct, ma_kh: text(original.ma_kh) },
    };
  const soldDay = text(original.ngay_ct);
  if (returnDays > 0 && soldDay && daysBetween(soldDay, text(ret.ngay_ct)) > returnDays)
    return { code: 'RETURN_TOO_LATE', status: 409, field: 'ngay_ct', params: { so_ct, ngay: returnDays } };
  const left = returnableQuantities(original, otherReturns);
  const asked = quantities([ret]);
  for (const [index, line] of linesOf(ret).entries()) {
    const key = keyOf(line);
    const rest = left.get(key) ?? 0;
    if (rounded(asked.get(key) ?? 0) > rest)
      return {
        code: 'RETURN_MORE_THAN_SOLD',
        status: 409,
        field: `chi_tiet.${index}.so_luong`,
        params: { ma_vt: text(line.ma_vt), so_ct, con_lai: rest },
      };
  }
  return undefined;
};

/**
 * A return's lines priced from the lines its original sold: each takes the kind, price, discount and tax of the
 * original's first line of the same product and unit (a line with no unit matches any), and its share of the amount
 * the original took off that line (`tien_giam`) for the quantity returned. What the return says of its prices is
 * not trusted; a line the original did not sell is left as it is, for the rule to refuse (RETURN_MORE_THAN_SOLD).
 */
export const returnLinesPriced = (lines: readonly Row[], sold: readonly Row[]): Record<string, unknown>[] => {
  const selling = sold.filter((line) => num(line.so_luong) > 0);
  return lines.map((line) => {
    const dvt = text(line.dvt);
    const from = selling.find(
      (s) => text(s.ma_vt) === text(line.ma_vt) && (!dvt || !text(s.dvt) || text(s.dvt) === dvt),
    );
    if (!from) return { ...line };
    const so_luong = typeof line.so_luong === 'number' ? line.so_luong : 0;
    return {
      ...line,
      loai_vt: from.loai_vt ?? null,
      gia: num(from.gia),
      ck: num(from.ck),
      thue_suat: num(from.thue_suat),
      tien_giam: Math.round((num(from.tien_giam) * so_luong) / num(from.so_luong)),
    };
  });
};

/**
 * What a refund may still give back to the prepaid card that paid the original (`ma_the`): what the card paid of it
 * — all that was paid when its payment type is a prepaid card's (`isCardType`), else `tien_the` — less what the
 * original's other returns that stand gave back to that card. 0 when no card paid it. The till gives a refund back
 * to the card up to this, the rest by its refund type, so money paid in cash never turns into card credit.
 */
export const cardRefundLeftOf = (
  original: Row,
  otherReturns: readonly Row[],
  isCardType: (ma_httt: string) => boolean,
): number => {
  const ma_the = text(original.ma_the);
  if (!ma_the) return 0;
  const paid = Math.max(0, Math.min(num(original.da_tt), num(original.t_tt)));
  const byCard = isCardType(text(original.ma_httt))
    ? paid - Math.max(0, num(original.tien_the_vd))
    : Math.min(paid, Math.max(0, num(original.tien_the)));
  const given = otherReturns
    .filter((r) => r.trang_thai !== CANCELLED_VOUCHER_STATUS && text(r.ma_the) === ma_the)
    .reduce(
      (sum, r) =>
        sum +
        (isCardType(text(r.ma_httt)) ? num(r.t_tt) : Math.min(num(r.t_tt), Math.max(0, num(r.tien_the)))),
      0,
    );
  return Math.max(0, Math.round(byCard - given));
};
