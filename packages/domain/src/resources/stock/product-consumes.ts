import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared } from '../shared-fields.js';

/** Consumption norms (định mức tiêu hao): materials one turn of a service uses, e.g. 5 ml serum per facial. */
export const productConsumes = defineResource({
  name: 'product-consumes',
  route: '/stock/product-consumes',
  table: 'stock_product_consumes',
  title: ['Định mức tiêu hao', 'Consumption norms'],
  fields: {
    ma_dv: f.lookup(['Mã dịch vụ', 'Service'], 'stock-services', {
      required: true,
      fills: { ten_dv: 'ten_vt' },
    }),
    ten_dv: f.text(['Tên dịch vụ', 'Service name'], { max: 200 }),
    ma_vt: f.lookup(['Mã vật tư', 'Material'], 'products', {
      required: true,
      fills: { ten_vt: 'ten_vt', dvt: 'dvt' },
    }),
    ten_vt: f.text(['Tên vật tư', 'Material name'], { max: 200 }),
    ...shared('dvt'),
    so_luong: f.quantity(['Số lượng / lần', 'Quantity per turn'], { required: true }),
    ...shared('ghi_chu'),
  },
  keyFields: ['ma_dv', 'ma_vt'],
  listColumns: ['ma_dv', 'ten_dv', 'ma_vt', 'ten_vt', 'dvt', 'so_luong'],
  filters: ['ma_dv', 'ma_vt'],
  search: ['ma_dv', 'ten_dv', 'ma_vt', 'ten_vt'],
  defaultSort: ['ma_dv', 'ma_vt'],
});
