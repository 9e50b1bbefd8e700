import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared } from '../shared-fields.js';

/** Batches (lô hàng) of batch-tracked products (config stock_product_batch): production and expiry dates. */
export const productBatches = defineResource({
  name: 'product-batches',
  route: '/stock/product-batches',
  table: 'stock_product_batches',
  title: ['Lô hàng', 'Batches'],
  fields: {
    ma_vt: f.lookup(['Mã hàng', 'Product'], 'products', { required: true, fills: { ten_vt: 'ten_vt' } }),
    ...shared('ten_vt'),
    ma_lo: f.code(['Số lô', 'Batch no.'], { required: true, max: 32 }),
    ten_lo: f.text(['Tên lô', 'Batch name'], { max: 200 }),
    ngay_sx: f.date(['Ngày sản xuất', 'Manufactured on']),
    han_sd: f.date(['Hạn sử dụng', 'Expiry date']),
    ma_ncc: f.lookup(['Nhà cung cấp', 'Supplier'], 'suppliers'),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_vt', 'ma_lo'],
  listColumns: ['ma_lo', 'ten_lo', 'ma_vt', 'ten_vt', 'ngay_sx', 'han_sd', 'ma_ncc', 'trang_thai'],
  filters: ['ma_vt', 'ma_lo', 'ma_ncc', 'trang_thai'],
  search: ['ma_lo', 'ten_lo', 'ma_vt', 'ten_vt'],
  defaultSort: ['han_sd', 'ma_vt', 'ma_lo'],
  dateField: 'han_sd',
  sections: [
    { title: ['Thông tin chung', 'General'], fields: ['ma_vt', 'ten_vt', 'ma_lo', 'ten_lo', 'ma_ncc'] },
    { title: ['Hạn dùng', 'Dates'], fields: ['ngay_sx', 'han_sd', 'ghi_chu', 'trang_thai'] },
  ],
  /** A batch cannot expire before it is made. */
  check: (row) =>
    row.ngay_sx && row.han_sd && (row.han_sd as string) < (row.ngay_sx as string)
      ? { code: 'DATE_RANGE_INVALID', field: 'han_sd' }
      : undefined,
});
