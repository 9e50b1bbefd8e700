import { defineReport } from '../define-view.js';

/**
 * Stock on hand (tồn kho) per warehouse and product. A report reads one source, so until reports can combine
 * sources with a sign (receipts +, issues −, transfers − from ma_kho / + into ma_kho_n) this one sums the received
 * quantities and values of goods receipts (NK) that are done.
 */
export const productBalances = defineReport({
  name: 'product-balances',
  route: '/stock/product-balances',
  title: ['Tồn kho', 'Stock on hand'],
  source: 'receipt-orders',
  overLines: true,
  groupBy: ['ma_kho', 'ma_vt', 'ten_vt', 'dvt'],
  measures: [
    { field: 'so_luong', aggregate: 'sum', label: ['Số lượng nhập', 'Quantity received'], as: 'sl_nhap' },
    { field: 'tien', aggregate: 'sum', label: ['Giá trị nhập', 'Value received'], as: 'tien_nhap' },
    { field: 'gia', aggregate: 'avg', label: ['Đơn giá bình quân', 'Average cost'], as: 'gia_bq' },
  ],
  fixedFilters: { trang_thai: '1' },
  defaultSort: ['ma_kho', 'ma_vt'],
});

/** Batch history (lịch sử lô hàng): every receipt line of a batch, with its warehouse, expiry and quantity. */
export const productBatchHistories = defineReport({
  name: 'product-batch-histories',
  route: '/stock/product-batch-histories',
  title: ['Lịch sử lô hàng', 'Batch history'],
  source: 'receipt-orders',
  overLines: true,
  groupBy: ['ma_lo', 'ma_vt', 'ten_vt', 'han_sd', 'ma_kho', 'ngay_ct', 'so_ct'],
  measures: [
    { field: 'so_luong', aggregate: 'sum', label: ['Số lượng', 'Quantity'], as: 'so_luong' },
    { field: 'tien', aggregate: 'sum', label: ['Thành tiền', 'Amount'], as: 'tien' },
  ],
  fixedFilters: { trang_thai: '1' },
  defaultSort: ['ma_lo', '-ngay_ct'],
});
