import { defineResource } from '../define-resource.js';
import { defineView } from '../define-view.js';
import { f } from '../fields.js';
import { withVoucherTotals } from '../voucher-totals.js';
import { invoiceStatuses } from './options.js';
import { saleLineFields, saleTotalFields } from './sale-lines.js';
import { shared, sharedField } from '../shared-fields.js';

/**
 * E-invoices (hóa đơn điện tử): the VAT invoice of a bill for the buyer's company, with the template code and
 * series of the config (sale_invoice_template_code, sale_invoice_series); the number comes from the provider.
 */
export const invoiceOrders = defineResource({
  name: 'invoice-orders',
  route: '/sales/invoice-orders',
  table: 'sales_invoice_orders',
  title: ['Hóa đơn điện tử', 'E-invoices'],
  voucher: { ma_ct: 'HDDT', prefix: 'DT' },
  branchScope: 'selected',
  fields: {
    so_ct_hd: f.text(['Số hóa đơn bán hàng', 'Bill number'], { max: 32 }),
    ma_kh: sharedField('ma_kh', { required: true }),
    ...shared('ten_kh'),
    ten_dv_mua: f.text(['Tên đơn vị mua', 'Buyer company'], { max: 300 }),
    ma_so_thue: f.text(['Mã số thuế', 'Tax code'], { max: 20 }),
    ...shared('dia_chi'),
    email: f.email(['Email nhận hóa đơn', 'Invoice email']),
    mau_so: f.text(['Mẫu số', 'Template code'], { required: true, max: 20 }),
    ky_hieu: f.text(['Ký hiệu', 'Series'], { required: true, max: 20 }),
    so_hd_dt: f.text(['Số hóa đơn điện tử', 'E-invoice number'], { readOnly: true, max: 32 }),
    ma_tra_cuu: f.text(['Mã tra cứu', 'Lookup code'], { readOnly: true, max: 64 }),
    ma_httt: f.lookup(['Hình thức thanh toán', 'Payment type'], 'payment-types'),
    trang_thai: f.enum(['Trạng thái', 'Status'], invoiceStatuses, { defaultValue: '0' }),
    ...saleTotalFields(),
    chi_tiet: f.lines(['Chi tiết', 'Lines'], saleLineFields()),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: [
    'so_ct',
    'ngay_ct',
    'so_ct_hd',
    'ten_kh',
    'ma_so_thue',
    'ky_hieu',
    'so_hd_dt',
    't_tt',
    'trang_thai',
  ],
  filters: ['ma_kh', 'so_ct_hd', 'ky_hieu', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'so_ct_hd', 'so_hd_dt', 'ma_kh', 'ten_kh', 'ten_dv_mua', 'ma_so_thue'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'so_ct_hd', 'mau_so', 'ky_hieu'],
    },
    {
      title: ['Người mua', 'Buyer'],
      fields: ['ma_kh', 'ten_kh', 'ten_dv_mua', 'ma_so_thue', 'dia_chi', 'email', 'ma_httt'],
    },
    { title: ['Chi tiết', 'Lines'], fields: ['chi_tiet'] },
    { title: ['Tổng cộng', 'Totals'], fields: ['t_tien', 't_ck', 't_thue', 't_tt', 'trang_thai'] },
  ],
  derive: (record) => withVoucherTotals(record),
  /**
   * An e-invoice is published to the tax authority, or cancelled before; a published one is replaced by a new
   * invoice or cancelled (both reported to the authority), never taken back to a draft.
   */
  statuses: {
    field: 'trang_thai',
    initial: '0',
    transitions: [
      { name: 'publish', label: ['Phát hành', 'Publish'], from: ['0'], to: '1' },
      { name: 'replace', label: ['Thay thế', 'Replace'], from: ['1'], to: '2' },
      { name: 'cancel', label: ['Hủy hóa đơn', 'Cancel'], from: ['0', '1'], to: '9' },
    ],
  },
});

/** Invoice publishing (phát hành hóa đơn): e-invoices not yet published, each sent to the provider by an action. */
export const invoicePublish = defineView({
  name: 'invoice-publish',
  route: '/sales/invoice-publish',
  title: ['Phát hành hóa đơn', 'Invoice publishing'],
  resource: 'invoice-orders',
  fixedFilters: { trang_thai: '0' },
  listColumns: [
    'so_ct',
    'ngay_ct',
    'so_ct_hd',
    'ten_kh',
    'ten_dv_mua',
    'ma_so_thue',
    'mau_so',
    'ky_hieu',
    't_tt',
  ],
  actions: ['publish', 'cancel'],
});
