import type { ErrorCode } from '../../i18n/errors.js';
import {
  postedLines as linesOf,
  postedNumber as numeric,
  postedText as text,
  productUnitKey as keyOf,
  quantitiesByProductUnit as quantities,
  roundedQuantity as rounded,
} from '../posted-values.js';
import { CANCELLED_VOUCHER_STATUS } from '../voucher-approval.js';

/**
 * Purchase orders received (đơn mua hàng → phiếu nhập kho). Goods come in on a goods receipt that names its order
 * (`so_dh`); the receipt moves the stock, the order keeps count. Pure: the server runs it in the receipt's
 * transaction (the order locked, its other receipts read there) and whenever the order itself is written.
 *
 * - Only an order sent to the supplier (or partly received) can be received: not a draft, not cancelled.
 * - Each product, in the unit it was ordered in, no more than ordered less what the order's other receipts (not
 *   cancelled) hold.
 * - The order's lines show what its done receipts brought in (`sl_nhan`), first lines first; the order is then
 *   partly received ('2') or received ('3'); with nothing received a '2' or '3' goes back to sent ('1').
 * - An order goods were received for cannot be cancelled.
 */

/** Purchase order statuses the rule reads and writes (purchaseOrderStatuses). */
export const ORDER_DRAFT = '0';
export const ORDER_SENT = '1';
export const ORDER_PARTLY_RECEIVED = '2';
export const ORDER_RECEIVED = '3';
export const ORDER_CANCELLED = '9';

export type OrderReceiptRefusal = {
  code: Extract<
    ErrorCode,
    'PURCHASE_ORDER_NOT_OPEN' | 'PURCHASE_RECEIPT_MORE_THAN_ORDERED' | 'PURCHASE_ORDER_RECEIVED'
  >;
  status: 409;
  field: string;
  params: Record<string, string | number>;
};

type Row = Readonly<Record<string, unknown>>;

/**
 * Why `receipt` cannot receive what it names of `order`, given the order's other receipts; undefined when it may.
 * A cancelled receipt is never refused.
 */
export const orderReceiptRefusal = (
  receipt: Row,
  order: Row,
  otherReceipts: readonly Row[],
): OrderReceiptRefusal | undefined => {
  if (receipt.trang_thai === CANCELLED_VOUCHER_STATUS) return undefined;
  const so_ct = text(order.so_ct);
  if (order.trang_thai === ORDER_DRAFT || order.trang_thai === ORDER_CANCELLED)
    return { code: 'PURCHASE_ORDER_NOT_OPEN', status: 409, field: 'so_dh', params: { so_ct } };
  const ordered = quantities([order]);
  const received = quantities(otherReceipts.filter((r) => r.trang_thai !== CANCELLED_VOUCHER_STATUS));
  const asked = quantities([receipt]);
  for (const [index, line] of linesOf(receipt).entries()) {
    const key = keyOf(line);
    const left = rounded((ordered.get(key) ?? 0) - (received.get(key) ?? 0));
    if ((asked.get(key) ?? 0) > left)
      return {
        code: 'PURCHASE_RECEIPT_MORE_THAN_ORDERED',
        status: 409,
        field: `chi_tiet.${index}.so_luong`,
        params: { ma_vt: text(line.ma_vt), so_ct, con_lai: Math.max(0, left) },
      };
  }
  return undefined;
};

/**
 * The order as its done receipts leave it: each line's `sl_nhan` (what came in of its product and unit, spread
 * over the order's lines of it in order, the last taking any excess) and its status; or why the order's status
 * cannot stand (cancelled once goods came in).
 */
export const receivedOrder = (
  order: Row,
  doneReceipts: readonly Row[],
):
  | { ok: true; trang_thai: string; lines: { sl_nhan: number }[] }
  | { ok: false; refusal: OrderReceiptRefusal } => {
  const left = quantities(doneReceipts);
  const orderLines = linesOf(order);
  const lastOf = new Map(orderLines.map((line, index) => [keyOf(line), index]));
  const lines = orderLines.map((line, index) => {
    const key = keyOf(line);
    const available = left.get(key) ?? 0;
    const sl_nhan = lastOf.get(key) === index ? available : Math.min(available, numeric(line.so_luong));
    left.set(key, rounded(available - sl_nhan));
    return { sl_nhan: rounded(Math.max(0, sl_nhan)) };
  });
  const any = lines.some((line) => line.sl_nhan > 0);
  const status = text(order.trang_thai) || ORDER_DRAFT;
  if (!any)
    return {
      ok: true,
      lines,
      trang_thai: status === ORDER_PARTLY_RECEIVED || status === ORDER_RECEIVED ? ORDER_SENT : status,
    };
  if (status === ORDER_CANCELLED)
    return {
      ok: false,
      refusal: {
        code: 'PURCHASE_ORDER_RECEIVED',
        status: 409,
        field: 'trang_thai',
        params: { so_ct: text(order.so_ct) },
      },
    };
  const full = orderLines.every((line, index) => lines[index]!.sl_nhan >= rounded(numeric(line.so_luong)));
  return { ok: true, lines, trang_thai: full ? ORDER_RECEIVED : ORDER_PARTLY_RECEIVED };
};
