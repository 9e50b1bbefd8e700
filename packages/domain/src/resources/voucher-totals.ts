/** The amounts of one sales line: quantity × price, less the discount percent, plus the tax percent. */
export type LineAmounts = { tien: number; tien_ck: number; tien_thue: number; thanh_tien: number };

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Whole VND, half away from zero. */
export const roundVnd = (value: number): number => Math.sign(value) * Math.round(Math.abs(value));

/**
 * tien = so_luong × gia; tien_ck = tien × ck% + tien_giam (an amount off the line: a rule's amount per unit, a share
 * of the bill discount; never more than the line); tien_thue = (tien − tien_ck) × thue_suat%; thanh_tien = the rest.
 */
export const lineAmounts = (line: Record<string, unknown>): LineAmounts => {
  const tien = roundVnd(num(line.so_luong) * num(line.gia));
  const off = roundVnd((tien * num(line.ck)) / 100) + num(line.tien_giam);
  const tien_ck = tien >= 0 ? Math.min(off, tien) : off;
  const tien_thue = roundVnd(((tien - tien_ck) * num(line.thue_suat)) / 100);
  return { tien, tien_ck, tien_thue, thanh_tien: tien - tien_ck + tien_thue };
};

/**
 * A sales-style voucher with its line amounts and header totals recomputed: t_tien (before discount), t_ck,
 * t_thue and t_tt (total to pay). Lines are numbered stt 1, 2, … in order.
 */
export const withVoucherTotals = (record: Record<string, unknown>, linesField = 'chi_tiet') => {
  const lines = Array.isArray(record[linesField]) ? (record[linesField] as Record<string, unknown>[]) : [];
  const computed = lines.map((line) => ({ ...line, ...lineAmounts(line) }));
  const sum = (key: keyof LineAmounts) => computed.reduce((total, line) => total + line[key], 0);
  return {
    ...record,
    [linesField]: computed,
    t_tien: sum('tien'),
    t_ck: sum('tien_ck'),
    t_thue: sum('tien_thue'),
    t_tt: sum('thanh_tien'),
  };
};
