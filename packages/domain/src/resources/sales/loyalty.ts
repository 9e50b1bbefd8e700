import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { voucherStatuses } from '../options.js';
import { withPointTotals, withPointValue } from './derive.js';
import { discountKinds } from './options.js';
import { orderCheck, validityCheck } from './rules.js';
import { shared, sharedField } from '../shared-fields.js';
import { paymentCardField } from './sale-lines.js';

/** The customer's membership card the points come off: one of their own (the server refuses another's). */
const memberCardField = () =>
  f.lookup(['Thẻ khách hàng', 'Customer card'], 'customer-cards', {
    labelField: 'ten_kh',
    narrowBy: { ma_kh: 'ma_kh' },
    fills: { ma_kh: 'ma_kh', ten_kh: 'ten_kh' },
  });

/** Discount code types (loại mã giảm giá): how a family of discount codes reduces a bill and for how long. */
export const voucherTypes = defineResource({
  name: 'voucher-types',
  route: '/sales/voucher-types',
  table: 'sales_voucher_types',
  title: ['Loại mã giảm giá', 'Voucher types'],
  fields: {
    ma_loai: f.code(['Mã loại', 'Type code'], { required: true, unique: true, max: 32 }),
    ten_loai: f.text(['Tên loại', 'Type name'], { required: true, max: 200 }),
    kieu_giam: f.enum(['Kiểu giảm', 'Reduces by'], discountKinds, { required: true, defaultValue: 'PT' }),
    ck: f.percent(['% Giảm', 'Discount %'], { defaultValue: 0 }),
    tien_giam: f.money(['Số tiền giảm', 'Discount amount'], { defaultValue: 0 }),
    giam_toi_da: f.money(['Giảm tối đa', 'Maximum discount'], { defaultValue: 0 }),
    don_toi_thieu: f.money(['Giá trị đơn tối thiểu', 'Minimum bill'], { defaultValue: 0 }),
    so_ngay_hieu_luc: f.number(['Số ngày hiệu lực', 'Valid for (days)'], {
      min: 0,
      max: 3650,
      defaultValue: 30,
    }),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_loai'],
  listColumns: [
    'ma_loai',
    'ten_loai',
    'kieu_giam',
    'ck',
    'tien_giam',
    'don_toi_thieu',
    'so_ngay_hieu_luc',
    'trang_thai',
  ],
  filters: ['ma_loai', 'kieu_giam', 'trang_thai'],
  search: ['ma_loai', 'ten_loai'],
  defaultSort: ['ma_loai'],
});

/** Gift exchanges (đổi quà): a customer spends loyalty points on gifts from a warehouse. */
export const giftExchanges = defineResource({
  name: 'gift-exchanges',
  route: '/sales/gift-exchanges',
  table: 'sales_gift_exchanges',
  title: ['Đổi quà', 'Gift exchanges'],
  voucher: { ma_ct: 'DQA', prefix: 'DQ' },
  branchScope: 'selected',
  fields: {
    ma_kh: sharedField('ma_kh', { required: true }),
    ...shared('ten_kh'),
    ma_the: memberCardField(),
    ma_kho: f.lookup(['Kho xuất', 'Warehouse'], 'warehouses'),
    ...shared('dien_giai'),
    trang_thai: f.enum(['Trạng thái', 'Status'], voucherStatuses, { defaultValue: '0' }),
    t_diem: f.number(['Tổng điểm đổi', 'Points spent'], { readOnly: true }),
    chi_tiet: f.lines(['Quà đổi', 'Gifts'], {
      ma_vt: f.lookup(['Quà tặng', 'Gift'], 'products', {
        required: true,
        fills: { ten_vt: 'ten_vt', dvt: 'dvt' },
      }),
      ten_vt: f.text(['Tên quà', 'Gift name'], { max: 200 }),
      ...shared('dvt'),
      so_luong: f.quantity(['Số lượng', 'Quantity'], { required: true, precision: 0, defaultValue: 1 }),
      diem: f.number(['Điểm / đơn vị', 'Points each'], { required: true, min: 0 }),
      diem_dung: f.number(['Điểm đổi', 'Points'], { readOnly: true }),
    }),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: ['so_ct', 'ngay_ct', 'ma_kh', 'ten_kh', 'ma_the', 't_diem', 'trang_thai', 'ma_dvcs'],
  filters: ['ma_kh', 'ma_the', 'ma_kho', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_kh', 'ten_kh', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_kh', 'ten_kh', 'ma_the', 'ma_kho'],
    },
    { title: ['Quà đổi', 'Gifts'], fields: ['chi_tiet'] },
    { title: ['Tổng cộng', 'Totals'], fields: ['t_diem', 'dien_giai', 'trang_thai'] },
  ],
  derive: (record) => withPointTotals(record),
});

/** Point exchanges (đổi điểm): a customer turns loyalty points into money on a payment card or a bill. */
export const pointExchanges = defineResource({
  name: 'point-exchanges',
  route: '/sales/point-exchanges',
  table: 'sales_point_exchanges',
  title: ['Đổi điểm', 'Point exchanges'],
  voucher: { ma_ct: 'DDI', prefix: 'DD' },
  branchScope: 'selected',
  fields: {
    ma_kh: sharedField('ma_kh', { required: true }),
    ...shared('ten_kh'),
    ma_the_kh: memberCardField(),
    so_diem: f.number(['Số điểm đổi', 'Points'], { required: true, min: 0 }),
    ty_le_quy_doi: f.money(['Giá trị 1 điểm', 'Value of a point'], { required: true, defaultValue: 1000 }),
    tien_quy_doi: f.money(['Tiền quy đổi', 'Amount'], { readOnly: true }),
    ma_the: paymentCardField({}, ['Nạp vào thẻ thanh toán', 'Credit payment card']),
    ...shared('dien_giai'),
    trang_thai: f.enum(['Trạng thái', 'Status'], voucherStatuses, { defaultValue: '0' }),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: ['so_ct', 'ngay_ct', 'ten_kh', 'so_diem', 'tien_quy_doi', 'ma_the', 'trang_thai'],
  filters: ['ma_kh', 'ma_the_kh', 'ma_the', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_kh', 'ten_kh', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_kh', 'ten_kh', 'ma_the_kh'],
    },
    {
      title: ['Quy đổi', 'Exchange'],
      fields: ['so_diem', 'ty_le_quy_doi', 'tien_quy_doi', 'ma_the', 'dien_giai', 'trang_thai'],
    },
  ],
  derive: withPointValue,
});

/** Golden hours (giờ vàng): a time window of some weekdays when products or groups sell at a discount. */
export const goldenHours = defineResource({
  name: 'golden-hours',
  route: '/sales/golden-hours',
  table: 'sales_golden_hours',
  title: ['Giờ vàng', 'Golden hours'],
  branchScope: 'selected',
  fields: {
    ma_gio_vang: f.code(['Mã giờ vàng', 'Code'], { required: true, unique: true, max: 32 }),
    ten_gio_vang: f.text(['Tên chương trình', 'Name'], { required: true, max: 200 }),
    tu_ngay: f.date(['Từ ngày', 'From'], { required: true }),
    den_ngay: f.date(['Đến ngày', 'To']),
    tu_gio: f.time(['Từ giờ', 'From time'], { required: true }),
    den_gio: f.time(['Đến giờ', 'To time'], { required: true }),
    thu_trong_tuan: f.text(['Các thứ áp dụng', 'Weekdays'], {
      max: 40,
      help: 'Weekdays 2-8 (8 = Sunday), comma separated',
    }),
    ma_nhom_vt: f.lookup(['Nhóm hàng', 'Product group'], 'product-groups'),
    ma_vt: f.lookup(['Mã hàng', 'Product'], 'products'),
    ck: f.percent(['% Giảm giá', 'Discount %'], { defaultValue: 0 }),
    gia_ban: f.money(['Giá giờ vàng', 'Golden-hour price'], { defaultValue: 0 }),
    trang_thai: sharedField('trang_thai', { label: ['Đang áp dụng', 'Active'] }),
  },
  sections: [
    {
      title: ['Thông tin chung', 'General'],
      fields: ['ma_gio_vang', 'ten_gio_vang', 'ma_dvcs', 'tu_ngay', 'den_ngay'],
    },
    { title: ['Khung giờ', 'Time window'], fields: ['tu_gio', 'den_gio', 'thu_trong_tuan'] },
    { title: ['Áp dụng', 'Applies to'], fields: ['ma_nhom_vt', 'ma_vt', 'ck', 'gia_ban', 'trang_thai'] },
  ],
  keyFields: ['ma_gio_vang'],
  listColumns: [
    'ma_gio_vang',
    'ten_gio_vang',
    'tu_ngay',
    'den_ngay',
    'tu_gio',
    'den_gio',
    'ck',
    'trang_thai',
  ],
  filters: ['ma_gio_vang', 'ma_nhom_vt', 'ma_vt', 'trang_thai', 'ma_dvcs'],
  search: ['ma_gio_vang', 'ten_gio_vang'],
  defaultSort: ['-tu_ngay', 'ma_gio_vang'],
  /** The validity ends on or after its start, and the daily window ends after it starts. */
  check: (row) => validityCheck(row) ?? orderCheck('tu_gio', 'den_gio', 'DATE_RANGE_INVALID', true)(row),
});
