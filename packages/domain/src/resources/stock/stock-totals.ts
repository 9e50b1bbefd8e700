import { roundVnd } from '../voucher-totals.js';

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Quantities keep three decimals (so_luong precision 3): 0.1 + 0.2 is 0.3, not 0.30000000000000004. */
const roundQuantity = (value: number): number => Math.round(value * 1000) / 1000;

/**
 * A stock voucher (goods receipt, issue, transfer, purchase order without taxes) with its line amounts and
 * totals recomputed: each line's tien = so_luong × gia (whole VND), a line without its own warehouse takes the
 * header's ma_kho (when `lineWarehouse`), and the header gets t_so_luong (total quantity) and t_tien.
 */
export const withStockTotals = (
  record: Record<string, unknown>,
  { linesField = 'chi_tiet', lineWarehouse = true }: { linesField?: string; lineWarehouse?: boolean } = {},
) => {
  const lines = Array.isArray(record[linesField]) ? (record[linesField] as Record<string, unknown>[]) : [];
  const headerWarehouse = record.ma_kho;
  const computed = lines.map((line): Record<string, unknown> & { tien: number } => ({
    ...line,
    ...(lineWarehouse && !line.ma_kho && headerWarehouse ? { ma_kho: headerWarehouse } : {}),
    tien: roundVnd(num(line.so_luong) * num(line.gia)),
  }));
  return {
    ...record,
    [linesField]: computed,
    t_so_luong: roundQuantity(computed.reduce((total, line) => total + num(line.so_luong), 0)),
    t_tien: computed.reduce((total, line) => total + line.tien, 0),
  };
};
