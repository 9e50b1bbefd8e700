import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared } from '../shared-fields.js';

/** Expense items (khoản mục chi phí): rent, electricity, wages, marketing … that cash and bank payments are booked to. */
export const expenses = defineResource({
  name: 'expenses',
  route: '/accounting/expenses',
  table: 'accounting_expenses',
  title: ['Khoản mục chi phí', 'Expense items'],
  fields: {
    ma_phi: f.code(['Mã khoản mục', 'Expense code'], { required: true, unique: true, max: 32 }),
    ten_phi: f.text(['Tên khoản mục', 'Expense name'], { required: true, max: 200 }),
    ten_phi_en: f.text(['Tên tiếng Anh', 'English name'], { max: 200 }),
    ma_phi_me: f.lookup(['Khoản mục mẹ', 'Parent item'], 'expenses'),
    tk: f.lookup(['Tài khoản chi phí', 'Expense account'], 'accounts', { defaultValue: '642' }),
    stt: f.number(['Thứ tự', 'Order'], { min: 0, defaultValue: 0 }),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_phi'],
  listColumns: ['ma_phi', 'ten_phi', 'ma_phi_me', 'tk', 'stt', 'trang_thai'],
  filters: ['ma_phi', 'ma_phi_me', 'tk', 'trang_thai'],
  search: ['ma_phi', 'ten_phi', 'ten_phi_en'],
  defaultSort: ['stt', 'ma_phi'],
});
