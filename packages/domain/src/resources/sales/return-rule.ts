import type { ErrorCode } from '../../i18n/errors.js';
import {
  postedLines as linesOf,
  postedText as text,
  productUnitKey as keyOf,
  quantitiesByProductUnit as quantities,
  roundedQuantity as rounded,
} from '../posted-values.js';
import { CANCELLED_VOUCHER_STATUS } from '../voucher-approval.js';

/**
 * What a return (trả hàng) may take back of its original bill. Pure: the server checks it in the return's
 * transaction (the bill and its other returns read there), the form may too.
 *
 * - The bill must be done (not a draft, not cancelled) and the customer's: a return is of what was sold.
 * - Within `sale_return_days` days of the bill (0: no limit).
 * - Each product no more than was sold on the bill less what its other returns (not cancelled) took back, in
 *   the unit it was sold in.
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

/** Days from one 'YYYY-MM-DD' to another. */
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Why the return cannot take back what it names from `bill`, given the bill's other returns and the tenant's
 * `returnDays`; undefined when it may.
 */
export const returnRefusal = (
  ret: Row,
  bill: Row,
  otherReturns: readonly Row[],
  returnDays: number,
): ReturnRefusal | undefined => {
  const so_ct_hd = text(bill.so_ct);
  if (bill.trang_thai !== '1')
    return { code: 'RETURN_BILL_NOT_DONE', status: 409, field: 'so_ct_hd', params: { so_ct: so_ct_hd } };
  if (text(ret.ma_kh) && text(ret.ma_kh) !== text(bill.ma_kh))
    return {
      code: 'RETURN_OTHER_CUSTOMER',
      status: 409,
      field: 'ma_kh',
      params: { so_ct: so_ct_hd, ma_kh: text(bill.ma_kh) },
    };
  const billDay = text(bill.ngay_ct);
  if (returnDays > 0 && billDay && daysBetween(billDay, text(ret.ngay_ct)) > returnDays)
    return {
      code: 'RETURN_TOO_LATE',
      status: 409,
      field: 'ngay_ct',
      params: { so_ct: so_ct_hd, ngay: returnDays },
    };
  const sold = quantities([bill]);
  const returned = quantities(otherReturns.filter((r) => r.trang_thai !== CANCELLED_VOUCHER_STATUS));
  const asked = quantities([ret]);
  for (const [index, line] of linesOf(ret).entries()) {
    const key = keyOf(line);
    const left = rounded((sold.get(key) ?? 0) - (returned.get(key) ?? 0));
    if (rounded(asked.get(key) ?? 0) > left)
      return {
        code: 'RETURN_MORE_THAN_SOLD',
        status: 409,
        field: `chi_tiet.${index}.so_luong`,
        params: { ma_vt: text(line.ma_vt), so_ct: so_ct_hd, con_lai: Math.max(0, left) },
      };
  }
  return undefined;
};
