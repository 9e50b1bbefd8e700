import { roundVnd } from '../voucher-totals.js';

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

const linesOf = (record: Record<string, unknown>, linesField: string) =>
  Array.isArray(record[linesField]) ? (record[linesField] as Record<string, unknown>[]) : [];

/** A cash or bank voucher with t_tien recomputed as the sum of its lines' whole-VND amounts (tien). */
export const withAmountTotal = (record: Record<string, unknown>, linesField = 'chi_tiet') => {
  const lines = linesOf(record, linesField).map((line) => ({ ...line, tien: roundVnd(num(line.tien)) }));
  return { ...record, [linesField]: lines, t_tien: lines.reduce((total, line) => total + line.tien, 0) };
};

/** The debit and credit totals (t_ps_no, t_ps_co) of a journal voucher's lines. */
export const journalTotals = (record: Record<string, unknown>, linesField = 'chi_tiet') => {
  const lines = linesOf(record, linesField);
  return {
    t_ps_no: lines.reduce((total, line) => total + roundVnd(num(line.ps_no)), 0),
    t_ps_co: lines.reduce((total, line) => total + roundVnd(num(line.ps_co)), 0),
  };
};

/** A journal voucher with its line amounts rounded to whole VND and its debit and credit totals recomputed. */
export const withJournalTotals = (
  record: Record<string, unknown>,
  linesField = 'chi_tiet',
): Record<string, unknown> & { t_ps_no: number; t_ps_co: number } => {
  const lines = linesOf(record, linesField).map((line) => ({
    ...line,
    ps_no: roundVnd(num(line.ps_no)),
    ps_co: roundVnd(num(line.ps_co)),
  }));
  const rounded = { ...record, [linesField]: lines };
  return { ...rounded, ...journalTotals(rounded, linesField) };
};
