import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { cashVoucherStatus, receiptLineFields } from './cash-fields.js';
import { withAmountTotal } from './voucher-amounts.js';
import { shared } from '../shared-fields.js';

/** Bank receipts (báo có, BC): money credited to the branch's bank account, e.g. a customer's transfer or VietQR. */
export const bankReceiveInvoices = defineResource({
  name: 'bank-receive-invoices',
  route: '/accounting/bank-receive-invoices',
  table: 'accounting_bank_receipts',
  title: ['Báo có', 'Bank receipts'],
  voucher: { ma_ct: 'BC', prefix: 'BC' },
  branchScope: 'selected',
  fields: {
    ...shared('ma_kh'),
    ...shared('ten_kh'),
    tk_no: f.lookup(['Tài khoản nợ (ngân hàng)', 'Bank account (ledger)'], 'accounts', {
      required: true,
      defaultValue: '1121',
    }),
    so_tk_nh: f.text(['Số tài khoản nhận', 'Receiving bank account no.'], { max: 32 }),
    ten_ngan_hang: f.text(['Ngân hàng', 'Bank'], { max: 200 }),
    ma_gd: f.text(['Mã giao dịch ngân hàng', 'Bank transaction id'], { max: 64 }),
    dien_giai: f.text(['Nội dung', 'Description'], { max: 500 }),
    trang_thai: cashVoucherStatus(),
    t_tien: f.money(['Tổng tiền', 'Total amount'], { readOnly: true }),
    chi_tiet: f.lines(['Chi tiết', 'Lines'], receiptLineFields),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: [
    'so_ct',
    'ngay_ct',
    'ma_kh',
    'ten_kh',
    'so_tk_nh',
    'dien_giai',
    't_tien',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_kh', 'tk_no', 'so_tk_nh', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_kh', 'ten_kh', 'ma_gd', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    { title: ['Chứng từ', 'Voucher'], fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_kh', 'ten_kh'] },
    {
      title: ['Ngân hàng', 'Bank'],
      fields: ['tk_no', 'so_tk_nh', 'ten_ngan_hang', 'ma_gd', 'dien_giai'],
    },
    { title: ['Chi tiết', 'Lines'], fields: ['chi_tiet'] },
    { title: ['Tổng cộng', 'Totals'], fields: ['t_tien', 'trang_thai'] },
  ],
  derive: (record) => withAmountTotal(record),
});
