import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { productKinds } from '../options.js';
import { shared } from '../shared-fields.js';

/** Products: retail goods (mỹ phẩm, đồ uống), services, materials consumed by services and packages. */
export const products = defineResource({
  name: 'products',
  route: '/stock/products',
  table: 'products',
  title: ['Hàng hóa', 'Products'],
  fields: {
    ma_vt: f.code(['Mã hàng', 'Product code'], { required: true, unique: true, max: 32 }),
    ten_vt: f.text(['Tên hàng', 'Product name'], { required: true, max: 200 }),
    loai_vt: f.enum(['Loại', 'Kind'], productKinds, { defaultValue: 'HH' }),
    dvt: f.lookup(['Đơn vị tính', 'Unit'], 'units', { required: true }),
    ma_nhom_vt: f.lookup(['Nhóm hàng', 'Product group'], 'product-groups'),
    ma_loai_vt: f.lookup(['Loại hàng', 'Product type'], 'product-types'),
    ma_vach: f.text(['Mã vạch', 'Barcode'], { max: 64 }),
    gia_ban: f.money(['Giá bán', 'Sale price'], { defaultValue: 0 }),
    gia_von: f.money(['Giá vốn', 'Cost price'], { defaultValue: 0 }),
    ma_thue: f.lookup(['Thuế suất', 'Tax'], 'taxs'),
    theo_doi_lo: f.boolean(['Theo dõi lô', 'Tracked by batch'], { defaultValue: false }),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_vt'],
  listColumns: ['ma_vt', 'ten_vt', 'loai_vt', 'dvt', 'ma_nhom_vt', 'gia_ban', 'trang_thai'],
  filters: ['ma_vt', 'loai_vt', 'dvt', 'ma_nhom_vt', 'ma_loai_vt', 'trang_thai'],
  search: ['ma_vt', 'ten_vt', 'ma_vach'],
  defaultSort: ['ma_vt'],
  sections: [
    {
      title: ['Thông tin chung', 'General'],
      fields: ['ma_vt', 'ten_vt', 'loai_vt', 'dvt', 'ma_nhom_vt', 'ma_loai_vt', 'ma_vach'],
    },
    { title: ['Giá', 'Prices'], fields: ['gia_ban', 'gia_von', 'ma_thue'] },
    { title: ['Khác', 'Other'], fields: ['theo_doi_lo', 'ghi_chu', 'trang_thai'] },
  ],
});
