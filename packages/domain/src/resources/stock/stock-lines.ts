import { f } from '../fields.js';

/**
 * The line of a stock voucher: product, unit, warehouse, batch and expiry (when the product is tracked by batch,
 * config stock_product_batch), quantity, unit cost and amount (tien = so_luong × gia, computed).
 */
export const stockLineFields = (priceFrom: 'gia_von' | 'gia_ban' = 'gia_von') => ({
  ma_vt: f.lookup(['Mã hàng', 'Product'], 'products', {
    required: true,
    fills: { ten_vt: 'ten_vt', dvt: 'dvt', gia: priceFrom },
  }),
  ten_vt: f.text(['Tên hàng', 'Product name'], { max: 200 }),
  dvt: f.lookup(['Đơn vị tính', 'Unit'], 'units'),
  ma_kho: f.lookup(['Kho', 'Warehouse'], 'warehouses'),
  ma_lo: f.lookup(['Số lô', 'Batch'], 'product-batches', { valueField: 'ma_lo' }),
  han_sd: f.date(['Hạn sử dụng', 'Expiry date']),
  so_luong: f.quantity(['Số lượng', 'Quantity'], { required: true }),
  gia: f.money(['Đơn giá', 'Unit cost'], { defaultValue: 0 }),
  tien: f.money(['Thành tiền', 'Amount'], { readOnly: true }),
  ghi_chu: f.text(['Ghi chú', 'Note'], { max: 500 }),
});
