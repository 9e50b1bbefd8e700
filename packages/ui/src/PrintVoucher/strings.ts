import type { KitDictionary } from '../i18n/KitLocale';

/** The words of a printed voucher and receipt, in each language. */
export type PrintStrings = {
  /** 'Ngày 05 tháng 03 năm 2026'. */
  dateLine: (day: string, month: string, year: string) => string;
  number: string;
  phone: string;
  lineNumber: string;
  amountInWords: string;
  /** The signatures row of a voucher, left to right. */
  signatures: readonly string[];
  signHint: string;
  /** Receipt. */
  date: string;
  cashier: string;
  change: string;
  discount: string;
  thanks: string;
};

export const printStrings: KitDictionary<PrintStrings> = {
  vi: {
    dateLine: (day, month, year) => `Ngày ${day} tháng ${month} năm ${year}`,
    number: 'Số',
    phone: 'ĐT',
    lineNumber: 'STT',
    amountInWords: 'Số tiền bằng chữ',
    signatures: ['Khách hàng', 'Người lập phiếu'],
    signHint: '(Ký, ghi rõ họ tên)',
    date: 'Ngày',
    cashier: 'Thu ngân',
    change: 'Tiền thừa',
    discount: 'Giảm',
    thanks: 'Cảm ơn quý khách, hẹn gặp lại!',
  },
  en: {
    dateLine: (day, month, year) => `Date ${day}/${month}/${year}`,
    number: 'No.',
    phone: 'Tel',
    lineNumber: 'No.',
    amountInWords: 'Amount in words',
    signatures: ['Customer', 'Prepared by'],
    signHint: '(Signature, full name)',
    date: 'Date',
    cashier: 'Cashier',
    change: 'Change',
    discount: 'Discount',
    thanks: 'Thank you, see you again!',
  },
};
