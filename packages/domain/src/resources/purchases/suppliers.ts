import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared } from '../shared-fields.js';

/** Suppliers (nhà cung cấp): cosmetics distributors, medical supplies, food and drink vendors. */
export const suppliers = defineResource({
  name: 'suppliers',
  route: '/purchases/suppliers',
  table: 'suppliers',
  title: ['Nhà cung cấp', 'Suppliers'],
  fields: {
    ma_ncc: f.code(['Mã nhà cung cấp', 'Supplier code'], { required: true, unique: true, max: 32 }),
    ten_ncc: f.text(['Tên nhà cung cấp', 'Supplier name'], { required: true, max: 200 }),
    ma_so_thue: f.text(['Mã số thuế', 'Tax code'], { max: 20 }),
    ...shared('dien_thoai'),
    ...shared('email'),
    ...shared('dia_chi'),
    nguoi_lien_he: f.text(['Người liên hệ', 'Contact person'], { max: 200 }),
    dt_lien_he: f.phone(['Điện thoại người liên hệ', 'Contact phone']),
    so_tk_nh: f.text(['Số tài khoản ngân hàng', 'Bank account no.'], { max: 32 }),
    ten_ngan_hang: f.text(['Ngân hàng', 'Bank'], { max: 200 }),
    tk_cong_no: f.lookup(['Tài khoản công nợ', 'Payables account'], 'accounts', { defaultValue: '331' }),
    ma_dk: f.lookup(['Điều khoản thanh toán', 'Payment terms'], 'transaction-terms'),
    han_tt: f.number(['Hạn thanh toán (ngày)', 'Payment due (days)'], { min: 0, max: 365, defaultValue: 0 }),
    ...shared('ghi_chu'),
    trang_thai: f.boolean(['Đang giao dịch', 'Active'], { defaultValue: true }),
  },
  keyFields: ['ma_ncc'],
  listColumns: ['ma_ncc', 'ten_ncc', 'ma_so_thue', 'dien_thoai', 'nguoi_lien_he', 'dia_chi', 'trang_thai'],
  filters: ['ma_ncc', 'tk_cong_no', 'ma_dk', 'trang_thai'],
  search: ['ma_ncc', 'ten_ncc', 'ma_so_thue', 'dien_thoai', 'nguoi_lien_he'],
  defaultSort: ['ma_ncc'],
  sections: [
    {
      title: ['Thông tin chung', 'General'],
      fields: ['ma_ncc', 'ten_ncc', 'ma_so_thue', 'dien_thoai', 'email', 'dia_chi'],
    },
    { title: ['Liên hệ', 'Contact'], fields: ['nguoi_lien_he', 'dt_lien_he'] },
    {
      title: ['Thanh toán', 'Payment'],
      fields: ['so_tk_nh', 'ten_ngan_hang', 'tk_cong_no', 'ma_dk', 'han_tt'],
    },
    { title: ['Khác', 'Other'], fields: ['ghi_chu', 'trang_thai'] },
  ],
});
