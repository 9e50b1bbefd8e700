import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared } from '../shared-fields.js';

/** Product sets (bộ sản phẩm): one row per component of a bundle sold as one product, e.g. a gift box. */
export const productSets = defineResource({
  name: 'product-sets',
  route: '/stock/product-sets',
  table: 'stock_product_sets',
  title: ['Bộ sản phẩm', 'Product sets'],
  fields: {
    ma_bo: f.lookup(['Mã bộ', 'Set'], 'products', { required: true, fills: { ten_bo: 'ten_vt' } }),
    ten_bo: f.text(['Tên bộ', 'Set name'], { max: 200 }),
    ma_vt: f.lookup(['Mã hàng thành phần', 'Component'], 'products', {
      required: true,
      fills: { ten_vt: 'ten_vt', dvt: 'dvt' },
    }),
    ten_vt: f.text(['Tên hàng thành phần', 'Component name'], { max: 200 }),
    ...shared('dvt'),
    so_luong: f.quantity(['Số lượng', 'Quantity'], { required: true, defaultValue: 1 }),
    gia: f.money(['Giá phân bổ', 'Allocated price'], { defaultValue: 0 }),
    ...shared('ghi_chu'),
  },
  keyFields: ['ma_bo', 'ma_vt'],
  listColumns: ['ma_bo', 'ten_bo', 'ma_vt', 'ten_vt', 'dvt', 'so_luong', 'gia'],
  filters: ['ma_bo', 'ma_vt'],
  search: ['ma_bo', 'ten_bo', 'ma_vt', 'ten_vt'],
  defaultSort: ['ma_bo', 'ma_vt'],
  /** A set does not contain itself. */
  check: (row) =>
    row.ma_bo && row.ma_bo === row.ma_vt ? { code: 'VALIDATION_FAILED', field: 'ma_vt' } : undefined,
});
