import type { PrintableResource, PrintBranch } from '@sen/domain/resources';

/** What the last receipt prints: the order as taken (its number the server's, else the device's) and the cash. */
export type ReceiptSale = {
  record: Record<string, unknown>;
  branch: PrintBranch | null;
  /** The names of codes the order holds (its payment type). */
  names: Readonly<Record<string, string>>;
  /** Prints as soon as it is shown. */
  print: boolean;
  /** What the record is (a retail order unless said: a meal ticket prints as one). */
  resource?: PrintableResource;
};

/** A branch as the till knows it (its header on the receipt). */
type ReceiptBranch = {
  ma_dvcs: string;
  ten_dvcs: string;
  dia_chi?: string | null;
  dien_thoai?: string | null;
};

/**
 * What a receipt of an order prints: the order, its branch's header and the names of the codes it holds (its
 * payment type, the lines' units: names, not codes).
 */
export const receiptSaleOf = (
  record: Record<string, unknown>,
  branch: ReceiptBranch | undefined,
  names: { payments: ReadonlyMap<string, string>; units: ReadonlyMap<string, string> },
  print: boolean,
): ReceiptSale => ({
  record,
  branch: branch
    ? {
        ma_dvcs: branch.ma_dvcs,
        ten_dvcs: branch.ten_dvcs,
        dia_chi: branch.dia_chi ?? '',
        dien_thoai: branch.dien_thoai ?? '',
      }
    : null,
  names: Object.fromEntries([
    ...[...names.payments].map(([code, name]) => [`ma_httt:${code}`, name]),
    ...[...names.units].map(([code, name]) => [`dvt:${code}`, name || code]),
  ]),
  print,
});
