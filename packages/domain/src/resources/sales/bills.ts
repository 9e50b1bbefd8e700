import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { voucherStatuses } from '../options.js';
import { voucherMachine } from '../voucher-approval.js';
import { withVoucherTotals } from '../voucher-totals.js';
import { withDebt, withLineCommission } from './derive.js';
import { staffLevels } from './options.js';
import { shared, sharedField } from '../shared-fields.js';
import { paymentCardField, pricedHeaderFields, pricedLineFields, saleLineFields } from './sale-lines.js';
import { pricingFlagNames } from './pricing.js';

/** Sales bills (hóa đơn bán hàng): products and services sold to a customer at a branch, with an approve step;
 * what is paid and still owed, and each line's salesperson commission (employee commission reports). */
export const bills = defineResource({
  name: 'bills',
  route: '/sales/bills',
  table: 'sales_bills',
  title: ['Hóa đơn bán hàng', 'Sales bills'],
  voucher: { ma_ct: 'HDB', prefix: 'HD', approve: true },
  branchScope: 'selected',
  fields: {
    ma_kh: sharedField('ma_kh', { required: true }),
    ...shared('ten_kh'),
    ma_nvbh: f.lookup(['Nhân viên bán hàng', 'Salesperson'], 'salers', {
      fills: { ten_nvbh: 'ten_nvbh', cap_bac: 'cap_bac' },
    }),
    ...shared('ten_nvbh'),
    cap_bac: f.enum(['Cấp bậc nhân viên', 'Salesperson level'], staffLevels),
    ma_kho: f.lookup(['Kho xuất', 'Warehouse'], 'warehouses'),
    ma_httt: f.lookup(['Hình thức thanh toán', 'Payment type'], 'payment-types'),
    ma_the: paymentCardField({ requiredWhen: 'sale_bill_require_card' }),
    ...pricedHeaderFields(),
    ...shared('dien_giai'),
    trang_thai: f.enum(['Trạng thái', 'Status'], voucherStatuses, { defaultValue: '0' }),
    t_tien: f.money(['Tiền hàng', 'Amount'], { readOnly: true }),
    t_ck: f.money(['Chiết khấu', 'Discount'], { readOnly: true }),
    t_thue: f.money(['Tiền thuế', 'Tax'], { readOnly: true }),
    t_tt: f.money(['Tổng thanh toán', 'Total to pay'], { readOnly: true }),
    da_tt: f.money(['Đã thanh toán', 'Paid'], { defaultValue: 0 }),
    tien_the: f.money(['Trả bằng thẻ', 'Paid by card'], { defaultValue: 0 }),
    con_no: f.money(['Còn nợ', 'Debt'], { readOnly: true }),
    chi_tiet: f.lines(
      ['Chi tiết', 'Lines'],
      {
        ...saleLineFields(pricingFlagNames.bills),
        ty_le_hh: f.percent(['% Hoa hồng', 'Commission %'], { defaultValue: 0 }),
        tien_hh: f.money(['Tiền hoa hồng', 'Commission'], { readOnly: true }),
        ...pricedLineFields(),
      },
      {
        columns: ['ma_vt', 'ten_vt', 'dvt', 'so_luong', 'gia', 'ck', 'thue_suat', 'thanh_tien', 'loai_km'],
      },
    ),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: ['so_ct', 'ngay_ct', 'ma_kh', 'ten_kh', 'ten_nvbh', 't_tt', 'trang_thai', 'ma_dvcs'],
  filters: ['ma_kh', 'ma_nvbh', 'ma_kho', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_kh', 'ten_kh', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_kh', 'ten_kh', 'ma_nvbh', 'ten_nvbh', 'cap_bac', 'ma_kho'],
    },
    { title: ['Chi tiết', 'Lines'], fields: ['chi_tiet'] },
    {
      title: ['Tổng cộng', 'Totals'],
      fields: [
        'ma_ck',
        'ma_km_hd',
        't_tien',
        'tien_ck_hd',
        't_ck',
        't_thue',
        't_tt',
        'ma_httt',
        'da_tt',
        'ma_the',
        'tien_the',
        'con_no',
        'dien_giai',
        'trang_thai',
      ],
    },
  ],
  ownerField: 'ma_nvbh',
  /** Line amounts and totals, then each line's commission, then what is still owed. */
  derive: (record) => withDebt(withLineCommission(withVoucherTotals(record))),
  statuses: voucherMachine,
});
