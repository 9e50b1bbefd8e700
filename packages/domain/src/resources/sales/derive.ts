import { roundVnd } from '../voucher-totals.js';

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

const linesOf = (record: Record<string, unknown>, linesField: string): Record<string, unknown>[] =>
  Array.isArray(record[linesField]) ? (record[linesField] as Record<string, unknown>[]) : [];

/** What is still owed: con_no = t_tt − da_tt, never below 0 (an overpayment is change, not credit). */
export const withDebt = (record: Record<string, unknown>) => ({
  ...record,
  con_no: Math.max(0, num(record.t_tt) - num(record.da_tt)),
});

/** Each line's commission: tien_hh = thanh_tien × ty_le_hh %, whole VND (run after the line amounts). */
export const withLineCommission = (record: Record<string, unknown>, linesField = 'chi_tiet') => ({
  ...record,
  [linesField]: linesOf(record, linesField).map((line) => ({
    ...line,
    tien_hh: roundVnd((num(line.thanh_tien) * num(line.ty_le_hh)) / 100),
  })),
});

/** Points a gift exchange spends: diem_dung = so_luong × diem per line, t_diem their sum. */
export const withPointTotals = (record: Record<string, unknown>, linesField = 'chi_tiet') => {
  const lines = linesOf(record, linesField).map((line) => ({
    ...line,
    diem_dung: roundVnd(num(line.so_luong) * num(line.diem)),
  }));
  return { ...record, [linesField]: lines, t_diem: lines.reduce((t, l) => t + l.diem_dung, 0) };
};

/** Money a point exchange credits: tien_quy_doi = so_diem × ty_le_quy_doi (VND per point), whole VND. */
export const withPointValue = (record: Record<string, unknown>) => ({
  ...record,
  tien_quy_doi: roundVnd(num(record.so_diem) * num(record.ty_le_quy_doi)),
});

/** A card top-up: tien_ck = so_tien × ck %, t_tt = so_tien − tien_ck (paid), so_du_nap = so_tien + tien_thuong. */
export const withTopUpAmounts = (record: Record<string, unknown>) => {
  const so_tien = num(record.so_tien);
  const tien_ck = roundVnd((so_tien * num(record.ck)) / 100);
  return { ...record, tien_ck, t_tt: so_tien - tien_ck, so_du_nap: so_tien + num(record.tien_thuong) };
};

/** How many cards a transfer or receipt moves: so_luong_the = the number of lines. */
export const withCardCount = (record: Record<string, unknown>, linesField = 'chi_tiet') => ({
  ...record,
  so_luong_the: linesOf(record, linesField).length,
});

/** A service line's technician wage: tien_cong = so_luong × don_gia_cong (wage per turn); t_cong their sum. */
export const withServiceWages = (record: Record<string, unknown>, linesField = 'chi_tiet') => {
  const lines = linesOf(record, linesField).map((line) => ({
    ...line,
    tien_cong: roundVnd(num(line.so_luong) * num(line.don_gia_cong)),
  }));
  return { ...record, [linesField]: lines, t_cong: lines.reduce((t, l) => t + l.tien_cong, 0) };
};
