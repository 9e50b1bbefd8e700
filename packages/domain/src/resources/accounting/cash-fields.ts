import { f } from '../fields.js';
import { voucherStatuses } from '../options.js';
import { shared } from '../shared-fields.js';

/** The status of a cash, bank or journal voucher: draft, posted (hoàn thành), cancelled. */
export const cashVoucherStatus = () =>
  f.enum(['Trạng thái', 'Status'], voucherStatuses, { defaultValue: '0' });

/** The line of a receipt: the credited account (131 receivables, 511 revenue, 3387 deposits …) and its amount. */
export const receiptLineFields = {
  tk_co: f.lookup(['Tài khoản có', 'Credit account'], 'accounts', { required: true }),
  ...shared('dien_giai'),
  tien: f.money(['Số tiền', 'Amount'], { required: true }),
};

/** The line of a payment: the debited account (331 payables, 642 expenses …), the expense item and its amount. */
export const paymentLineFields = {
  tk_no: f.lookup(['Tài khoản nợ', 'Debit account'], 'accounts', { required: true }),
  ma_phi: f.lookup(['Khoản mục chi phí', 'Expense item'], 'expenses'),
  ...shared('dien_giai'),
  tien: f.money(['Số tiền', 'Amount'], { required: true }),
};
