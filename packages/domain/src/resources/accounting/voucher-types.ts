import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared } from '../shared-fields.js';

/** Voucher types (danh mục chứng từ): PT Phiếu thu, PC Phiếu chi, NK Phiếu nhập kho …, with default accounts. */
export const accountingVouchers = defineResource({
  name: 'accounting-vouchers',
  route: '/accounting/vouchers',
  table: 'accounting_voucher_types',
  title: ['Danh mục chứng từ', 'Voucher types'],
  fields: {
    ma_ct: f.code(['Mã chứng từ', 'Voucher type'], { required: true, unique: true, max: 16 }),
    ten_ct: f.text(['Tên chứng từ', 'Voucher name'], { required: true, max: 200 }),
    ten_ct_en: f.text(['Tên tiếng Anh', 'English name'], { max: 200 }),
    tien_to: f.code(['Tiền tố số chứng từ', 'Number prefix'], { max: 16 }),
    so_ky_tu: f.number(['Độ dài phần số', 'Digits of the number'], { min: 1, max: 12, defaultValue: 6 }),
    tk_no: f.lookup(['Tài khoản nợ mặc định', 'Default debit account'], 'accounts'),
    tk_co: f.lookup(['Tài khoản có mặc định', 'Default credit account'], 'accounts'),
    so_lien: f.number(['Số liên in', 'Copies printed'], { min: 1, max: 5, defaultValue: 1 }),
    stt: f.number(['Thứ tự', 'Order'], { min: 0, defaultValue: 0 }),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_ct'],
  listColumns: ['ma_ct', 'ten_ct', 'tien_to', 'tk_no', 'tk_co', 'stt', 'trang_thai'],
  filters: ['ma_ct', 'trang_thai'],
  search: ['ma_ct', 'ten_ct', 'ten_ct_en'],
  defaultSort: ['stt', 'ma_ct'],
  sections: [
    {
      title: ['Thông tin chung', 'General'],
      fields: ['ma_ct', 'ten_ct', 'ten_ct_en', 'tien_to', 'so_ky_tu'],
    },
    {
      title: ['Hạch toán', 'Posting'],
      fields: ['tk_no', 'tk_co', 'so_lien', 'stt', 'ghi_chu', 'trang_thai'],
    },
  ],
});
