import { f } from '../fields.js';
import { shared, sharedField } from '../shared-fields.js';

/**
 * The line of a stock voucher: product, unit, warehouse, batch and expiry (when the product is tracked by batch,
 * config stock_product_batch), quantity, unit cost and amount (tien = so_luong × gia, computed).
 */
export const stockLineFields = (priceFrom: 'gia_von' | 'gia_ban' = 'gia_von') => ({
  ma_vt: f.lookup(['Mã hàng', 'Product'], 'products', {
    required: true,
    fills: { ten_vt: 'ten_vt', dvt: 'dvt', gia: priceFrom },
  }),
  ...shared('ten_vt'),
  ...shared('dvt'),
  ...shared('ma_kho'),
  ma_lo: f.lookup(['Số lô', 'Batch'], 'product-batches', { valueField: 'ma_lo' }),
  han_sd: f.date(['Hạn sử dụng', 'Expiry date']),
  so_luong: f.quantity(['Số lượng', 'Quantity'], { required: true }),
  gia: f.money(['Đơn giá', 'Unit cost'], { defaultValue: 0 }),
  tien: f.money(['Thành tiền', 'Amount'], { readOnly: true }),
  ghi_chu: sharedField('ghi_chu', { max: 500, multiline: undefined }),
});
