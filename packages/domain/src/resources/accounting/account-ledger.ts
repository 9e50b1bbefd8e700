import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { ledgerOptions } from '../ledger-options.js';
import { shared } from '../shared-fields.js';

/**
 * The account ledger (sổ cái): every debit and credit a posted voucher makes, written only by the server's posting
 * layer (rule: ledger-posting.ts; table: apps/server/migrations/0017_account_ledger.sql). No screen or route of its
 * own: the cash book and the debt reports read it, under their own menu ids.
 */
export const accountLedger = defineResource({
  name: 'account-ledger',
  path: 'accounting/account-ledger',
  menuId: 'accounting.reports.cash-book',
  table: 'account_ledger',
  title: ['Sổ cái', 'Account ledger'],
  ...ledgerOptions,
  fields: {
    ma_ct: f.code(['Loại chứng từ', 'Voucher type'], { max: 16 }),
    so_ct: f.text(['Số chứng từ', 'Voucher number'], { max: 32 }),
    ngay_ct: f.date(['Ngày chứng từ', 'Voucher date'], { required: true }),
    tk: f.lookup(['Tài khoản', 'Account'], 'accounts', { required: true }),
    tk_du: f.text(['Tài khoản đối ứng', 'Contra account'], { max: 32 }),
    // No fills: a report grouped by customer shows the customer's name from the customer list.
    ma_kh: f.lookup(['Khách hàng', 'Customer'], 'partners'),
    ten_kh: f.text(['Đối tượng', 'Counterparty'], { max: 200 }),
    ma_httt: f.lookup(['Hình thức thanh toán', 'Payment type'], 'payment-types'),
    ma_the: f.lookup(['Thẻ trả trước', 'Prepaid card'], 'payment-cards'),
    ...shared('dien_giai'),
    ps_no: f.money(['Phát sinh nợ', 'Debit']),
    ps_co: f.money(['Phát sinh có', 'Credit']),
    so_tien: f.money(['Nợ − có', 'Debit − credit'], { allowNegative: true }),
  },
  keyFields: ['ma_dvcs', 'tk', 'so_ct'],
  search: ['so_ct', 'tk', 'ma_kh', 'ten_kh', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  dateField: 'ngay_ct',
});
