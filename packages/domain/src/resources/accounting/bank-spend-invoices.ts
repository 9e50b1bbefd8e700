import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { cashVoucherStatus, paymentLineFields } from './cash-fields.js';
import { withAmountTotal } from './voucher-amounts.js';

/** Bank payments (báo nợ, BN): money paid from the branch's bank account, e.g. to a supplier or for rent. */
export const bankSpendInvoices = defineResource({
  name: 'bank-spend-invoices',
  route: '/accounting/bank-spend-invoices',
  table: 'accounting_bank_payments',
  title: ['Báo nợ', 'Bank payments'],
  voucher: { ma_ct: 'BN', prefix: 'BN' },
  branchScope: 'selected',
  fields: {
    ma_ncc: f.lookup(['Nhà cung cấp', 'Supplier'], 'suppliers', {
      fills: { ten_ncc: 'ten_ncc', so_tk_nhan: 'so_tk_nh', ngan_hang_nhan: 'ten_ngan_hang' },
    }),
    ten_ncc: f.text(['Tên nhà cung cấp', 'Supplier name'], { max: 200 }),
    so_tk_nhan: f.text(['Số tài khoản người nhận', 'Payee account no.'], { max: 32 }),
    ngan_hang_nhan: f.text(['Ngân hàng người nhận', 'Payee bank'], { max: 200 }),
    tk_co: f.lookup(['Tài khoản có (ngân hàng)', 'Bank account (ledger)'], 'accounts', {
      required: true,
      defaultValue: '1121',
    }),
    so_tk_nh: f.text(['Số tài khoản chi', 'Paying bank account no.'], { max: 32 }),
    ten_ngan_hang: f.text(['Ngân hàng', 'Bank'], { max: 200 }),
    ma_gd: f.text(['Mã giao dịch ngân hàng', 'Bank transaction id'], { max: 64 }),
    dien_giai: f.text(['Nội dung', 'Description'], { max: 500 }),
    trang_thai: cashVoucherStatus(),
    t_tien: f.money(['Tổng tiền', 'Total amount'], { readOnly: true }),
    chi_tiet: f.lines(['Chi tiết', 'Lines'], paymentLineFields),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: [
    'so_ct',
    'ngay_ct',
    'ma_ncc',
    'ten_ncc',
    'so_tk_nh',
    'dien_giai',
    't_tien',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_ncc', 'tk_co', 'so_tk_nh', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_ncc', 'ten_ncc', 'ma_gd', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_ncc', 'ten_ncc', 'so_tk_nhan', 'ngan_hang_nhan'],
    },
    {
      title: ['Ngân hàng', 'Bank'],
      fields: ['tk_co', 'so_tk_nh', 'ten_ngan_hang', 'ma_gd', 'dien_giai'],
    },
    { title: ['Chi tiết', 'Lines'], fields: ['chi_tiet'] },
    { title: ['Tổng cộng', 'Totals'], fields: ['t_tien', 'trang_thai'] },
  ],
  derive: (record) => withAmountTotal(record),
});
