/** How the posting rules read a voucher's stored values: text trimmed ('' when none), numbers (0 when none). */

/** A stored text, trimmed; '' for anything else. */
export const postedText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A stored number (numeric columns may come as strings); 0 for anything not a finite number. */
export const postedNumber = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};

type Row = Readonly<Record<string, unknown>>;

/** A voucher's lines (chi_tiet), none when it has none. */
export const postedLines = (row: Row): Row[] => (Array.isArray(row.chi_tiet) ? (row.chi_tiet as Row[]) : []);

/** A line's product and unit, the key quantities are compared by (what was sold, ordered, returned, received). */
export const productUnitKey = (line: Row): string => `${postedText(line.ma_vt)}\u0000${postedText(line.dvt)}`;

/** A quantity rounded to the three decimals a quantity field keeps, so sums compare exactly. */
export const roundedQuantity = (n: number): number => Math.round(n * 1000) / 1000;

/** The quantities of vouchers' lines per product and unit (productUnitKey). */
export const quantitiesByProductUnit = (vouchers: readonly Row[]): Map<string, number> => {
  const sums = new Map<string, number>();
  for (const voucher of vouchers)
    for (const line of postedLines(voucher)) {
      const key = productUnitKey(line);
      sums.set(key, roundedQuantity((sums.get(key) ?? 0) + postedNumber(line.so_luong)));
    }
  return sums;
};
