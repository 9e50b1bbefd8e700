import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared } from '../shared-fields.js';

/** Product types (loại hàng): a second, free classification beside groups, e.g. Hàng bán lẻ, Vật tư tiêu hao. */
export const productTypes = defineResource({
  name: 'product-types',
  route: '/stock/product-types',
  table: 'product_types',
  title: ['Loại hàng', 'Product types'],
  fields: {
    ma_loai_vt: f.code(['Mã loại', 'Type code'], { required: true, unique: true, max: 32 }),
    ten_loai_vt: f.text(['Tên loại', 'Type name'], { required: true, max: 200 }),
    ten_loai_vt_en: f.text(['Tên tiếng Anh', 'English name'], { max: 200 }),
    stt: f.number(['Thứ tự', 'Order'], { min: 0, defaultValue: 0 }),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_loai_vt'],
  listColumns: ['ma_loai_vt', 'ten_loai_vt', 'ten_loai_vt_en', 'stt', 'trang_thai'],
  filters: ['ma_loai_vt', 'trang_thai'],
  search: ['ma_loai_vt', 'ten_loai_vt', 'ten_loai_vt_en'],
  defaultSort: ['stt', 'ma_loai_vt'],
});
