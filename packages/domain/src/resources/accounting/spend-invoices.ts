import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { cashVoucherStatus, paymentLineFields } from './cash-fields.js';
import { withAmountTotal } from './voucher-amounts.js';
import { shared } from '../shared-fields.js';

/** Cash payments (phiếu chi, PC): money paid out of the branch's cash fund to a supplier, employee or customer. */
export const spendInvoices = defineResource({
  name: 'spend-invoices',
  route: '/accounting/spend-invoices',
  table: 'accounting_cash_payments',
  title: ['Phiếu chi', 'Cash payments'],
  voucher: { ma_ct: 'PC', prefix: 'PC' },
  branchScope: 'selected',
  fields: {
    ma_ncc: f.lookup(['Nhà cung cấp', 'Supplier'], 'suppliers', {
      fills: { ten_ncc: 'ten_ncc', dia_chi: 'dia_chi' },
    }),
    ten_ncc: f.text(['Tên nhà cung cấp', 'Supplier name'], { max: 200 }),
    ma_kh: f.lookup(['Khách hàng', 'Customer'], 'partners'),
    nguoi_nhan: f.text(['Người nhận tiền', 'Paid to'], { max: 200 }),
    ...shared('dia_chi'),
    tk_co: f.lookup(['Tài khoản có (quỹ)', 'Cash account'], 'accounts', {
      required: true,
      defaultValue: '1111',
    }),
    dien_giai: f.text(['Lý do chi', 'Reason'], { max: 500 }),
    chung_tu_goc: f.text(['Kèm theo chứng từ gốc', 'Attached documents'], { max: 200 }),
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
    'nguoi_nhan',
    'dien_giai',
    't_tien',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_ncc', 'ma_kh', 'tk_co', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_ncc', 'ten_ncc', 'nguoi_nhan', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_ncc', 'ten_ncc', 'ma_kh', 'nguoi_nhan', 'dia_chi'],
    },
    { title: ['Hạch toán', 'Posting'], fields: ['tk_co', 'dien_giai', 'chung_tu_goc'] },
    { title: ['Chi tiết', 'Lines'], fields: ['chi_tiet'] },
    { title: ['Tổng cộng', 'Totals'], fields: ['t_tien', 'trang_thai'] },
  ],
  derive: (record) => withAmountTotal(record),
});
