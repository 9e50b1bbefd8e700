import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { cashVoucherStatus, receiptLineFields } from './cash-fields.js';
import { withAmountTotal } from './voucher-amounts.js';
import { shared } from '../shared-fields.js';

/** Cash receipts (phiếu thu, PT): money taken into the branch's cash fund from a customer or anyone else. */
export const receiveInvoices = defineResource({
  name: 'receive-invoices',
  route: '/accounting/receive-invoices',
  table: 'accounting_cash_receipts',
  title: ['Phiếu thu', 'Cash receipts'],
  voucher: { ma_ct: 'PT', prefix: 'PT' },
  branchScope: 'selected',
  fields: {
    ma_kh: f.lookup(['Khách hàng', 'Customer'], 'partners', {
      fills: { ten_kh: 'ten_kh', dia_chi: 'dia_chi' },
    }),
    ...shared('ten_kh'),
    nguoi_nop: f.text(['Người nộp tiền', 'Paid by'], { max: 200 }),
    ...shared('dia_chi'),
    tk_no: f.lookup(['Tài khoản nợ (quỹ)', 'Cash account'], 'accounts', {
      required: true,
      defaultValue: '1111',
    }),
    ma_nvbh: f.lookup(['Nhân viên thu', 'Collected by'], 'salers'),
    dien_giai: f.text(['Lý do thu', 'Reason'], { max: 500 }),
    chung_tu_goc: f.text(['Kèm theo chứng từ gốc', 'Attached documents'], { max: 200 }),
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
    'nguoi_nop',
    'dien_giai',
    't_tien',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_kh', 'tk_no', 'ma_nvbh', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_kh', 'ten_kh', 'nguoi_nop', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_kh', 'ten_kh', 'nguoi_nop', 'dia_chi', 'ma_nvbh'],
    },
    { title: ['Hạch toán', 'Posting'], fields: ['tk_no', 'dien_giai', 'chung_tu_goc'] },
    { title: ['Chi tiết', 'Lines'], fields: ['chi_tiet'] },
    { title: ['Tổng cộng', 'Totals'], fields: ['t_tien', 'trang_thai'] },
  ],
  derive: (record) => withAmountTotal(record),
});
