import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { productKinds } from '../options.js';
import { shared } from '../shared-fields.js';

/** Product and service groups (nhóm hàng): Chăm sóc da, Mỹ phẩm, Đồ uống ..., nested under a parent group. */
export const productGroups = defineResource({
  name: 'product-groups',
  route: '/stock/product-groups',
  table: 'product_groups',
  title: ['Nhóm hàng', 'Product groups'],
  fields: {
    ma_nhom_vt: f.code(['Mã nhóm', 'Group code'], { required: true, unique: true, max: 32 }),
    ten_nhom_vt: f.text(['Tên nhóm', 'Group name'], { required: true, max: 200 }),
    ten_nhom_vt_en: f.text(['Tên tiếng Anh', 'English name'], { max: 200 }),
    nhom_me: f.lookup(['Nhóm mẹ', 'Parent group'], 'product-groups'),
    loai_vt: f.enum(['Loại', 'Kind'], productKinds, { defaultValue: 'HH' }),
    tk_vt: f.lookup(['Tài khoản kho', 'Stock account'], 'accounts'),
    tk_dt: f.lookup(['Tài khoản doanh thu', 'Revenue account'], 'accounts'),
    stt: f.number(['Thứ tự', 'Order'], { min: 0, defaultValue: 0 }),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_nhom_vt'],
  listColumns: ['ma_nhom_vt', 'ten_nhom_vt', 'nhom_me', 'loai_vt', 'stt', 'trang_thai'],
  filters: ['ma_nhom_vt', 'nhom_me', 'loai_vt', 'trang_thai'],
  search: ['ma_nhom_vt', 'ten_nhom_vt', 'ten_nhom_vt_en'],
  defaultSort: ['stt', 'ma_nhom_vt'],
  sections: [
    {
      title: ['Thông tin chung', 'General'],
      fields: ['ma_nhom_vt', 'ten_nhom_vt', 'ten_nhom_vt_en', 'nhom_me', 'loai_vt'],
    },
    { title: ['Hạch toán', 'Accounts'], fields: ['tk_vt', 'tk_dt'] },
    { title: ['Khác', 'Other'], fields: ['stt', 'ghi_chu', 'trang_thai'] },
  ],
});
