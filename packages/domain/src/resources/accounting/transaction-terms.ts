import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared } from '../shared-fields.js';

/** Transaction terms (điều khoản giao dịch): payment terms such as "Thanh toán trong 30 ngày, giảm 2% nếu trả trong 10 ngày". */
export const transactionTerms = defineResource({
  name: 'transaction-terms',
  route: '/accounting/transaction-terms',
  table: 'accounting_transaction_terms',
  title: ['Điều khoản giao dịch', 'Transaction terms'],
  fields: {
    ma_dk: f.code(['Mã điều khoản', 'Term code'], { required: true, unique: true, max: 32 }),
    ten_dk: f.text(['Tên điều khoản', 'Term name'], { required: true, max: 200 }),
    so_ngay: f.number(['Số ngày thanh toán', 'Days to pay'], { min: 0, max: 365, defaultValue: 0 }),
    ty_le_ck: f.percent(['Tỷ lệ chiết khấu thanh toán', 'Early payment discount %'], { defaultValue: 0 }),
    so_ngay_ck: f.number(['Số ngày hưởng chiết khấu', 'Discount days'], {
      min: 0,
      max: 365,
      defaultValue: 0,
    }),
    noi_dung: f.text(['Nội dung', 'Wording'], { max: 2000, multiline: true }),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_dk'],
  listColumns: ['ma_dk', 'ten_dk', 'so_ngay', 'ty_le_ck', 'so_ngay_ck', 'trang_thai'],
  filters: ['ma_dk', 'trang_thai'],
  search: ['ma_dk', 'ten_dk'],
  defaultSort: ['ma_dk'],
  /** The discount window lies within the payment term. */
  check: (row) =>
    typeof row.so_ngay_ck === 'number' && typeof row.so_ngay === 'number' && row.so_ngay_ck > row.so_ngay
      ? { code: 'VALIDATION_FAILED', field: 'so_ngay_ck' }
      : undefined,
});
