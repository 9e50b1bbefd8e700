import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared } from '../shared-fields.js';

/** Rating levels (đánh giá) customers give a product or service after a visit: Rất hài lòng (5) … Không hài lòng (1). */
export const rates = defineResource({
  name: 'rates',
  route: '/stock/rates',
  table: 'stock_rates',
  title: ['Đánh giá', 'Ratings'],
  fields: {
    ma_danh_gia: f.code(['Mã đánh giá', 'Rating code'], { required: true, unique: true, max: 16 }),
    ten_danh_gia: f.text(['Tên đánh giá', 'Rating name'], { required: true, max: 200 }),
    ten_danh_gia_en: f.text(['Tên tiếng Anh', 'English name'], { max: 200 }),
    diem: f.number(['Điểm', 'Score'], { required: true, min: 0, max: 10, precision: 1 }),
    can_cham_soc: f.boolean(['Cần chăm sóc lại', 'Needs follow-up'], { defaultValue: false }),
    stt: f.number(['Thứ tự', 'Order'], { min: 0, defaultValue: 0 }),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_danh_gia'],
  listColumns: ['ma_danh_gia', 'ten_danh_gia', 'diem', 'can_cham_soc', 'stt', 'trang_thai'],
  filters: ['ma_danh_gia', 'can_cham_soc', 'trang_thai'],
  search: ['ma_danh_gia', 'ten_danh_gia', 'ten_danh_gia_en'],
  defaultSort: ['stt', '-diem'],
});
