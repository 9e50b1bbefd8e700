import { amountInWords } from '@sen/domain';
import { lineAmounts } from '@sen/domain/resources';
import type { EInvoiceDraft, EInvoiceLine } from './provider.js';

type Row = Record<string, unknown>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());
const num = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};
const day = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : text(value).slice(0, 10);

/**
 * The invoice a provider gets from an invoice-orders row and its lines (in stt order). Amounts are recomputed
 * from quantity, price and percentages with the catalogue's own rule (lineAmounts), so they are whole VND and
 * add up exactly to the row's totals.
 */
export const draftOf = (row: Row, lines: readonly Row[]): EInvoiceDraft => ({
  reference: text(row.so_ct),
  date: day(row.ngay_ct),
  templateCode: text(row.mau_so),
  series: text(row.ky_hieu),
  buyer: {
    code: text(row.ma_kh),
    name: text(row.ten_kh),
    legalName: text(row.ten_dv_mua),
    taxCode: text(row.ma_so_thue),
    address: text(row.dia_chi),
    email: text(row.email),
  },
  paymentMethod: text(row.ma_httt),
  lines: lines.map((line, index): EInvoiceLine => {
    // bigint columns (gia) arrive as text: the rule reads numbers.
    const amounts = lineAmounts({
      so_luong: num(line.so_luong),
      gia: num(line.gia),
      ck: num(line.ck),
      thue_suat: num(line.thue_suat),
    });
    return {
      lineNumber: index + 1,
      itemCode: text(line.ma_vt),
      itemName: text(line.ten_vt) || text(line.ma_vt),
      unitName: text(line.dvt),
      quantity: num(line.so_luong),
      unitPrice: num(line.gia),
      amount: amounts.tien,
      discountPercent: num(line.ck),
      discountAmount: amounts.tien_ck,
      taxPercent: num(line.thue_suat),
      taxAmount: amounts.tien_thue,
      total: amounts.thanh_tien,
    };
  }),
});

/** The totals of a draft: before tax (after discounts), tax, with tax, and the last in words. */
export const draftTotals = (draft: EInvoiceDraft) => {
  const sum = (pick: (line: EInvoiceLine) => number) => draft.lines.reduce((t, line) => t + pick(line), 0);
  const withoutTax = sum((l) => l.amount - l.discountAmount);
  const tax = sum((l) => l.taxAmount);
  const withTax = sum((l) => l.total);
  return {
    withoutTax,
    tax,
    withTax,
    discount: sum((l) => l.discountAmount),
    inWords: amountInWords(withTax),
  };
};
