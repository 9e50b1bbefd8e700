import { defineResource } from '../define-resource.js';
import { defineView } from '../define-view.js';
import { f } from '../fields.js';
import { withVoucherTotals } from '../voucher-totals.js';
import { invoiceRelations, invoiceSendStates, invoiceStatuses } from './options.js';
import { saleLineFields, saleTotalFields } from './sale-lines.js';
import { shared, sharedField } from '../shared-fields.js';

/**
 * E-invoices (hóa đơn điện tử): the VAT invoice of a bill for the buyer's company, with the template code and
 * series of the config (sale_invoice_template_code, sale_invoice_series); the number comes from the provider
 * named by sale_invoice_type. Publishing stores a transaction id (ma_giao_dich) and the sending state before the
 * invoice is sent by a background job, which looks the transaction id up before any retry, so an invoice is
 * never issued twice; the provider's number, lookup code, last error and the invoice file are stored on the row.
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
    mau_so: f.text(['Mẫu số', 'Template code'], {
      required: true,
      max: 20,
      defaultFromConfig: 'sale_invoice_template_code',
    }),
    ky_hieu: f.text(['Ký hiệu', 'Series'], {
      required: true,
      max: 20,
      defaultFromConfig: 'sale_invoice_series',
    }),
    so_hd_dt: f.text(['Số hóa đơn điện tử', 'E-invoice number'], { readOnly: true, max: 32 }),
    ma_tra_cuu: f.text(['Mã tra cứu', 'Lookup code'], { readOnly: true, max: 64 }),
    so_ct_goc: f.text(['Hóa đơn gốc', 'Original invoice'], {
      max: 32,
      help: 'Voucher number (so_ct) of a published invoice of the branch this one replaces or adjusts (loai_dc) when it is published.',
    }),
    loai_dc: f.enum(['Thay thế / điều chỉnh', 'Replaces or adjusts'], invoiceRelations, {
      defaultValue: '3',
      help: 'With so_ct_goc: 3 replaces the original (it becomes replaced); 5 and 6 adjust it up or down by this invoice’s lines (it stays published).',
    }),
    ma_giao_dich: f.text(['Mã giao dịch', 'Transaction id'], {
      readOnly: true,
      max: 64,
      help: 'Sent to the provider with the invoice and stored before it is sent; a retry looks it up first.',
    }),
    trang_thai_gui: f.enum(['Trạng thái gửi', 'Sending state'], invoiceSendStates, {
      readOnly: true,
      defaultValue: '0',
    }),
    loi_gui: f.text(['Lỗi gửi gần nhất', 'Last sending error'], { readOnly: true, max: 2000 }),
    tep_hd: f.text(['Tệp hóa đơn', 'Invoice file'], {
      readOnly: true,
      max: 300,
      help: 'Download url of the invoice file (PDF) fetched from the provider after publishing.',
    }),
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
    'trang_thai_gui',
  ],
  filters: ['ma_kh', 'so_ct_hd', 'ky_hieu', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'so_ct_hd', 'so_hd_dt', 'ma_kh', 'ten_kh', 'ten_dv_mua', 'ma_so_thue'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'so_ct_hd', 'mau_so', 'ky_hieu', 'so_ct_goc', 'loai_dc'],
    },
    {
      title: ['Người mua', 'Buyer'],
      fields: ['ma_kh', 'ten_kh', 'ten_dv_mua', 'ma_so_thue', 'dia_chi', 'email', 'ma_httt'],
    },
    { title: ['Chi tiết', 'Lines'], fields: ['chi_tiet'] },
    { title: ['Tổng cộng', 'Totals'], fields: ['t_tien', 't_ck', 't_thue', 't_tt', 'trang_thai'] },
    {
      title: ['Hóa đơn điện tử', 'E-invoice'],
      fields: ['so_hd_dt', 'ma_tra_cuu', 'ma_giao_dich', 'trang_thai_gui', 'loi_gui', 'tep_hd'],
    },
  ],
  derive: (record) => withVoucherTotals(record),
  /**
   * An e-invoice is published to the tax authority, or cancelled before; a published one is replaced by a new
   * invoice (published with so_ct_goc naming it: it then moves to '2'), adjusted by one (loai_dc 5 or 6: it stays
   * published) or cancelled (all reported to the
   * authority), never taken back to a draft. Publishing moves it to
   * '3' (being published) and queues the sending; the job moves it to '1' with the provider's number, or back to
   * '0' when the provider refused it (published again after a fix). Cancelling a published invoice cancels it at
   * the provider in a job too; a refusal takes it back to '1'.
   */
  statuses: {
    field: 'trang_thai',
    initial: '0',
    transitions: [
      { name: 'publish', label: ['Phát hành', 'Publish'], from: ['0'], to: '3' },
      { name: 'cancel', label: ['Hủy hóa đơn', 'Cancel'], from: ['0', '1'], to: '9' },
    ],
    serverMoves: [
      { name: 'issued', label: ['Nhà cung cấp đã cấp số', 'Issued by the provider'], from: ['3'], to: '1' },
      { name: 'refused', label: ['Nhà cung cấp từ chối', 'Refused by the provider'], from: ['3'], to: '0' },
      {
        name: 'replaced',
        label: ['Đã được thay thế', 'Replaced by a published invoice'],
        from: ['1'],
        to: '2',
      },
      {
        name: 'cancel-refused',
        label: ['Nhà cung cấp từ chối hủy', 'Cancellation refused by the provider'],
        from: ['9'],
        to: '1',
      },
    ],
  },
});

/**
 * Invoice publishing (phát hành hóa đơn): every e-invoice with where it stands with the provider (status, sending
 * state, number, lookup code, last error); a draft (or one whose sending failed) is published by an action, a
 * draft or a published one cancelled.
 */
export const invoicePublish = defineView({
  name: 'invoice-publish',
  route: '/sales/invoice-publish',
  title: ['Phát hành hóa đơn', 'Invoice publishing'],
  resource: 'invoice-orders',
  // What the screen is for, within the page: which invoice, its amount and where it stands with the provider.
  listColumns: [
    'so_ct',
    'ngay_ct',
    'ten_kh',
    't_tt',
    'trang_thai',
    'trang_thai_gui',
    'so_hd_dt',
    'loi_gui',
    'so_ct_hd',
  ],
  actions: ['publish', 'cancel'],
});
