import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { paymentKinds } from './options.js';
import { shared } from '../shared-fields.js';

/** Payment types (hình thức thanh toán): cash, transfer, bank card, prepaid card, package; each to an account. */
export const paymentTypes = defineResource({
  name: 'payment-types',
  route: '/sales/payment-types',
  table: 'sales_payment_types',
  title: ['Hình thức thanh toán', 'Payment types'],
  fields: {
    ma_httt: f.code(['Mã hình thức', 'Payment type code'], { required: true, unique: true, max: 32 }),
    ten_httt: f.text(['Tên hình thức', 'Payment type name'], { required: true, max: 200 }),
    loai_tt: f.enum(['Kiểu thanh toán', 'Settles by'], paymentKinds, { required: true, defaultValue: 'TM' }),
    tk: f.lookup(['Tài khoản', 'Account'], 'accounts'),
    phi_ty_le: f.percent(['% Phí', 'Fee %'], { defaultValue: 0 }),
    stt: f.number(['Thứ tự', 'Order'], { min: 0, defaultValue: 0 }),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_httt'],
  listColumns: ['ma_httt', 'ten_httt', 'loai_tt', 'tk', 'phi_ty_le', 'stt', 'trang_thai'],
  filters: ['ma_httt', 'loai_tt', 'trang_thai'],
  search: ['ma_httt', 'ten_httt'],
  defaultSort: ['stt', 'ma_httt'],
});
