import { defineReport } from '../define-view.js';

/**
 * Stock on hand (tồn kho) per warehouse and product, read from the stock ledger (every posted voucher: receipts,
 * returns and transfers in; sales, issues and transfers out): the quantity on hand before fromDate, what came in
 * and went out within the dates, and the quantity and value on hand at toDate.
 */
export const productBalances = defineReport({
  name: 'product-balances',
  route: '/stock/product-balances',
  title: ['Tồn kho', 'Stock on hand'],
  source: 'stock-ledger',
  groupBy: ['ma_kho', 'ma_vt', 'ten_vt', 'dvt'],
  measures: [
    {
      field: 'so_luong',
      aggregate: 'sum',
      label: ['Tồn đầu', 'Opening'],
      as: 'sl_dau',
      period: 'before',
    },
    { field: 'sl_nhap', aggregate: 'sum', label: ['Nhập', 'In'], as: 'sl_nhap' },
    { field: 'sl_xuat', aggregate: 'sum', label: ['Xuất', 'Out'], as: 'sl_xuat' },
    {
      field: 'so_luong',
      aggregate: 'sum',
      label: ['Tồn cuối', 'Closing'],
      as: 'sl_ton',
      period: 'through',
    },
    {
      field: 'tien',
      aggregate: 'sum',
      label: ['Giá trị tồn', 'Value on hand'],
      as: 'tien_ton',
      period: 'through',
    },
  ],
  defaultSort: ['ma_kho', 'ma_vt'],
});

/**
 * Batch history (lịch sử lô hàng): every movement of a batch from the stock ledger, one row per voucher and
 * warehouse, with its expiry: in (+), out (−).
 */
export const productBatchHistories = defineReport({
  name: 'product-batch-histories',
  route: '/stock/product-batch-histories',
  title: ['Lịch sử lô hàng', 'Batch history'],
  source: 'stock-ledger',
  groupBy: ['ma_lo', 'ma_vt', 'ten_vt', 'han_sd', 'ma_kho', 'ngay_ct', 'so_ct'],
  // Goods held outside any batch are no batch's history.
  withValue: ['ma_lo'],
  measures: [
    { field: 'so_luong', aggregate: 'sum', label: ['Số lượng', 'Quantity'], as: 'so_luong' },
    { field: 'tien', aggregate: 'sum', label: ['Thành tiền', 'Amount'], as: 'tien' },
  ],
  defaultSort: ['ma_lo', '-ngay_ct'],
});
