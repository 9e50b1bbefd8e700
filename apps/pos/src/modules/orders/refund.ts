import {
  returnableLines,
  returnLinesPriced,
  returns,
  voucherPostsNow,
  CANCELLED_VOUCHER_STATUS,
  type PrintableResource,
} from '@sen/domain/resources';

/**
 * Refunding a paid order at the till (a return of it: the order itself is never edited). Pure, so the dialog and
 * its tests read the same rules — those of the server (@sen/domain resources/sales/return-rule.ts): what is left to
 * return of each product, what it refunds, and how.
 */

type Row = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const num = (value: unknown): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** A payment type as the till keeps it (sales/payment-types). */
export type RefundPaymentType = { ma_httt: string; ten_httt: string; loai_tt: string | null };

/**
 * How the money goes back: in cash, by a payment type the order was paid with (a transfer, a bank card), or to the
 * prepaid card that paid it (`hoan_the`: up to what the card paid, the rest by `ma_httt`, cash).
 */
export type RefundChoice = {
  id: string;
  ma_httt: string;
  /** The payment type's name; for the card, its number. */
  name: string;
  hoan_the: boolean;
};

/**
 * The ways an order may be refunded: its prepaid card first while the card has something left to have back
 * (`cardLeft`, cardRefundLeftOf: the money goes back where it came from), then cash (the tenant's first cash type),
 * then each other type that paid it (its second type too). The first is the one the dialog starts with.
 */
export const refundChoicesOf = (
  order: Row,
  types: readonly RefundPaymentType[],
  cardLeft: number,
): RefundChoice[] => {
  const cash = types.find((type) => type.loai_tt === 'TM');
  const choices: RefundChoice[] = [];
  const ma_the = text(order.ma_the);
  if (ma_the && cardLeft > 0)
    choices.push({ id: 'card', ma_httt: cash?.ma_httt ?? text(order.ma_httt), name: ma_the, hoan_the: true });
  if (cash) choices.push({ id: 'cash', ma_httt: cash.ma_httt, name: cash.ten_httt, hoan_the: false });
  const paidBy = [text(order.ma_httt), num(order.tien_httt2) > 0 ? text(order.ma_httt2) : ''];
  for (const code of paidBy) {
    const type = types.find((t) => t.ma_httt === code);
    if (!type || type.loai_tt === 'TM' || type.loai_tt === 'TTT') continue;
    if (choices.some((c) => c.ma_httt === code && !c.hoan_the)) continue;
    choices.push({ id: `type:${code}`, ma_httt: code, name: type.ten_httt, hoan_the: false });
  }
  return choices;
};

/** What a refund of `total` gives back to the card (up to what it has left to have back) and by its type. */
export const refundSplitOf = (total: number, choice: RefundChoice | undefined, cardLeft: number) => {
  const card = choice?.hoan_the ? Math.min(total, Math.max(0, cardLeft)) : 0;
  return { card, rest: total - card };
};

/** Whether a payment type is a prepaid card's (loai_tt TTT). */
export const cardTypeOf =
  (types: readonly RefundPaymentType[]) =>
  (ma_httt: string): boolean =>
    types.some((type) => type.ma_httt === ma_httt && type.loai_tt === 'TTT');

/** A product of the order as the refund offers it: what was sold and what is left to return. */
export type RefundLine = { ma_vt: string; ten_vt: string; dvt: string; sold: number; left: number };

/** The order's products with what is left to return of each, given its returns (with their lines). */
export const refundLinesOf = (order: Row, orderReturns: readonly Row[]): RefundLine[] =>
  returnableLines(order, orderReturns).map(({ line, sold, left }) => ({
    ma_vt: text(line.ma_vt),
    ten_vt: text(line.ten_vt) || text(line.ma_vt),
    dvt: text(line.dvt),
    sold,
    left,
  }));

/** The lines the refund sends: each product with a quantity to return. */
const askedOf = (lines: readonly RefundLine[], quantities: readonly (number | null)[]) =>
  lines.flatMap((line, index) => {
    const so_luong = quantities[index] ?? 0;
    return so_luong > 0 ? [{ ma_vt: line.ma_vt, dvt: line.dvt || null, so_luong }] : [];
  });

/** What the refund pays back: the return priced from the order's lines, as the server prices it. */
export const refundTotalOf = (
  order: Row,
  lines: readonly RefundLine[],
  quantities: readonly (number | null)[],
): number => {
  const sold = Array.isArray(order.chi_tiet) ? (order.chi_tiet as Row[]) : [];
  const priced = returnLinesPriced(askedOf(lines, quantities), sold);
  return num(returns.derive!({ chi_tiet: priced }).t_tt);
};

/** What stops the refund: no reason, a quantity beyond what is left (by line), nothing to return. */
export type RefundProblems = { reason: boolean; over: number[]; nothing: boolean };

export const refundProblemsOf = (
  lines: readonly RefundLine[],
  quantities: readonly (number | null)[],
  reason: string,
): RefundProblems => ({
  reason: reason.trim() === '',
  over: lines.flatMap((line, index) => ((quantities[index] ?? 0) > line.left ? [index] : [])),
  nothing: askedOf(lines, quantities).length === 0,
});

export const hasRefundProblem = (problems: RefundProblems): boolean =>
  problems.reason || problems.over.length > 0 || problems.nothing;

/** The request of POST sales/retail-orders/{id}/refund. */
export const refundBodyOf = (
  lines: readonly RefundLine[],
  quantities: readonly (number | null)[],
  reason: string,
  choice: RefundChoice,
) => ({
  ly_do: reason.trim(),
  ma_httt: choice.ma_httt,
  ...(choice.hoan_the && { hoan_the: true }),
  chi_tiet: askedOf(lines, quantities),
});

/** Where a return stands for the cashier: the money paid back, waiting for approval, or cancelled. */
export type ReturnState = 'refunded' | 'waiting' | 'cancelled';

/** `requireApproval`: the tenant's sale_bill_require_approve (a return posts once approved). */
export const returnStateOf = (row: Row, requireApproval: boolean): ReturnState => {
  if (row.trang_thai === CANCELLED_VOUCHER_STATUS) return 'cancelled';
  return voucherPostsNow(row, 'sale_bill_require_approve', () => requireApproval) ? 'refunded' : 'waiting';
};

/**
 * The refund receipt (80 mm): a return as the till prints it — above its lines the order it takes goods back from,
 * the customer, how the money goes back and why (the receipt shows the header entries marked `person`), and what
 * is paid back as its total.
 */
export const refundReceipt: PrintableResource = {
  ...returns,
  printLayout: {
    ...returns.printLayout,
    header: [
      { field: 'so_ct_bl', label: returns.fields.so_ct_bl!.label, person: true },
      { field: 'ten_kh', lookup: 'ma_kh', label: returns.fields.ma_kh!.label, person: true },
      { field: 'ma_httt', label: returns.fields.ma_httt!.label, person: true },
      { field: 'ma_the', label: returns.fields.ma_the!.label, person: true },
      { field: 'ly_do', label: returns.fields.ly_do!.label, person: true },
    ],
    totals: returns.printLayout.totals.map((total) =>
      total.grand ? { ...total, label: { vi: 'Tiền hoàn lại', en: 'Refund' } } : total,
    ),
  },
};
