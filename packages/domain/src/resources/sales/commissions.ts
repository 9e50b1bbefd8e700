import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { validityCheck } from './rules.js';
import { productKinds } from '../options.js';
import { shared, sharedField } from '../shared-fields.js';

/** Commission groups (nhóm hoa hồng): salespeople paid by the same commission rules. */
export const commissionGroups = defineResource({
  name: 'commisstion-groups',
  route: '/sales/commisstion-groups',
  table: 'sales_commission_groups',
  title: ['Nhóm hoa hồng', 'Commission groups'],
  fields: {
    ma_nhom_hh: f.code(['Mã nhóm hoa hồng', 'Group code'], { required: true, unique: true, max: 32 }),
    ten_nhom_hh: f.text(['Tên nhóm hoa hồng', 'Group name'], { required: true, max: 200 }),
    ty_le_hh: f.percent(['% Hoa hồng mặc định', 'Default commission %'], { defaultValue: 0 }),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_nhom_hh'],
  listColumns: ['ma_nhom_hh', 'ten_nhom_hh', 'ty_le_hh', 'trang_thai'],
  filters: ['ma_nhom_hh', 'trang_thai'],
  search: ['ma_nhom_hh', 'ten_nhom_hh'],
  defaultSort: ['ma_nhom_hh'],
});

/**
 * Commission rules (hoa hồng): what a commission group earns on a product, a product group or a kind of
 * product sold between two dates, as a percent of the line total or an amount per unit.
 */
export const commissions = defineResource({
  name: 'commisstions',
  route: '/sales/commisstions',
  table: 'sales_commissions',
  title: ['Hoa hồng', 'Commissions'],
  fields: {
    ma_hh: f.code(['Mã hoa hồng', 'Commission code'], { required: true, unique: true, max: 32 }),
    ten_hh: f.text(['Tên hoa hồng', 'Commission name'], { required: true, max: 200 }),
    ma_nhom_hh: f.lookup(['Nhóm hoa hồng', 'Commission group'], 'commisstion-groups', {
      required: true,
      fills: { ten_nhom_hh: 'ten_nhom_hh' },
    }),
    ten_nhom_hh: f.text(['Tên nhóm hoa hồng', 'Group name'], { max: 200 }),
    loai_vt: f.enum(['Loại hàng', 'Product kind'], productKinds),
    ma_nhom_vt: f.lookup(['Nhóm hàng', 'Product group'], 'product-groups'),
    ma_vt: f.lookup(['Mã hàng', 'Product'], 'products', { fills: { ten_vt: 'ten_vt' } }),
    ...shared('ten_vt'),
    ty_le_hh: f.percent(['% Hoa hồng', 'Commission %'], { defaultValue: 0 }),
    tien_hh: f.money(['Tiền hoa hồng / đơn vị', 'Commission per unit'], { defaultValue: 0 }),
    tu_ngay: f.date(['Từ ngày', 'From'], { required: true }),
    den_ngay: f.date(['Đến ngày', 'To']),
    ...shared('ghi_chu'),
    trang_thai: sharedField('trang_thai', { label: ['Đang áp dụng', 'Active'] }),
  },
  keyFields: ['ma_hh'],
  listColumns: [
    'ma_hh',
    'ten_hh',
    'ma_nhom_hh',
    'loai_vt',
    'ma_vt',
    'ty_le_hh',
    'tien_hh',
    'tu_ngay',
    'den_ngay',
  ],
  filters: ['ma_hh', 'ma_nhom_hh', 'loai_vt', 'ma_nhom_vt', 'ma_vt', 'trang_thai'],
  search: ['ma_hh', 'ten_hh', 'ma_vt', 'ten_vt'],
  defaultSort: ['ma_nhom_hh', 'ma_hh'],
  check: validityCheck,
  sections: [
    { title: ['Thông tin chung', 'General'], fields: ['ma_hh', 'ten_hh', 'ma_nhom_hh', 'ten_nhom_hh'] },
    {
      title: ['Áp dụng cho', 'Applies to'],
      fields: ['loai_vt', 'ma_nhom_vt', 'ma_vt', 'ten_vt', 'tu_ngay', 'den_ngay'],
    },
    { title: ['Mức hoa hồng', 'Rate'], fields: ['ty_le_hh', 'tien_hh', 'ghi_chu', 'trang_thai'] },
  ],
});
