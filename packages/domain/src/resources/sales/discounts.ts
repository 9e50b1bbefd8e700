import { defineResource } from '../define-resource.js';
import { defineView } from '../define-view.js';
import { f } from '../fields.js';
import { voucherMachine } from '../voucher-approval.js';
import { voucherStatuses } from '../options.js';
import { validityCheck } from './rules.js';
import { shared } from '../shared-fields.js';

/**
 * Discounts (chiết khấu): discount rates by product or product group for a customer group or card type over
 * a period; approved before they apply.
 */
export const discounts = defineResource({
  name: 'discounts',
  route: '/sales/discounts',
  table: 'sales_discounts',
  title: ['Chiết khấu', 'Discounts'],
  voucher: { ma_ct: 'CKB', prefix: 'CK', approve: true },
  branchScope: 'selected',
  fields: {
    ten_ck: f.text(['Tên chiết khấu', 'Discount name'], { required: true, max: 200 }),
    tu_ngay: f.date(['Từ ngày', 'From'], { required: true }),
    den_ngay: f.date(['Đến ngày', 'To']),
    ma_nhom_kh: f.lookup(['Nhóm khách hàng', 'Customer group'], 'customer-groups'),
    ma_loai_the: f.lookup(['Loại thẻ', 'Card type'], 'card-types'),
    ...shared('dien_giai'),
    trang_thai: f.enum(['Trạng thái', 'Status'], voucherStatuses, { defaultValue: '0' }),
    chi_tiet: f.lines(['Chi tiết chiết khấu', 'Discount lines'], {
      ma_nhom_vt: f.lookup(['Nhóm hàng', 'Product group'], 'product-groups'),
      ma_vt: f.lookup(['Mã hàng', 'Product'], 'products', { fills: { ten_vt: 'ten_vt' } }),
      ...shared('ten_vt'),
      ck: f.percent(['% Chiết khấu', 'Discount %'], { defaultValue: 0 }),
      tien_ck: f.money(['Tiền chiết khấu', 'Discount amount'], { defaultValue: 0 }),
    }),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: [
    'so_ct',
    'ngay_ct',
    'ten_ck',
    'tu_ngay',
    'den_ngay',
    'ma_nhom_kh',
    'ma_loai_the',
    'trang_thai',
  ],
  filters: ['ma_nhom_kh', 'ma_loai_the', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ten_ck', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ten_ck', 'tu_ngay', 'den_ngay', 'ma_nhom_kh', 'ma_loai_the'],
    },
    { title: ['Chi tiết chiết khấu', 'Discount lines'], fields: ['chi_tiet'] },
    { title: ['Khác', 'Other'], fields: ['dien_giai', 'trang_thai'] },
  ],
  check: validityCheck,
  statuses: voucherMachine,
});

/** Discount details (chi tiết chiết khấu): the discounts in force (done), by validity and customer group. */
export const discountDetails = defineView({
  name: 'discount-details',
  route: '/sales/discount-details',
  title: ['Chi tiết chiết khấu', 'Discount details'],
  resource: 'discounts',
  fixedFilters: { trang_thai: '1' },
  listColumns: [
    'so_ct',
    'ten_ck',
    'tu_ngay',
    'den_ngay',
    'ma_nhom_kh',
    'ma_loai_the',
    'nguoi_duyet',
    'ngay_duyet',
  ],
  defaultSort: ['-tu_ngay', 'so_ct'],
});
