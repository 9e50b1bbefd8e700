import { defineReport, type ReportSourceConfig } from '../define-view.js';

const done = { trang_thai: '1' } as const;

/**
 * The stock movements of done vouchers, as extra sources of a stock report whose main source is the goods
 * receipts' lines: issues (XK) leave their line's warehouse (−), a transfer (DC) leaves its ma_kho (−) and enters
 * its ma_kho_n (+). `moved` maps the report fields only some movements have (quantities in and out).
 */
const stockMovements = (moved: {
  into: Record<string, string | null>;
  outOf: Record<string, string | { field: string; sign: 1 } | null>;
}): ReportSourceConfig[] => [
  { source: 'delivery-orders', overLines: true, sign: -1, fixedFilters: done, fields: moved.outOf },
  { source: 'transfer-orders', overLines: true, sign: -1, fixedFilters: done, fields: moved.outOf },
  {
    source: 'transfer-orders',
    overLines: true,
    fixedFilters: done,
    fields: { ...moved.into, ma_kho: 'ma_kho_n' },
  },
];

/**
 * Stock on hand (tồn kho) per warehouse and product within the dates: quantities received (goods receipts and
 * transfers in), issued (goods issues and transfers out), on hand (received − issued) and its value, over done
 * vouchers.
 */
export const productBalances = defineReport({
  name: 'product-balances',
  route: '/stock/product-balances',
  title: ['Tồn kho', 'Stock on hand'],
  source: 'receipt-orders',
  overLines: true,
  fields: { sl_nhap: 'so_luong', sl_xuat: null },
  sources: stockMovements({
    into: { sl_nhap: 'so_luong', sl_xuat: null },
    outOf: { sl_nhap: null, sl_xuat: { field: 'so_luong', sign: 1 } },
  }),
  groupBy: ['ma_kho', 'ma_vt', 'ten_vt', 'dvt'],
  measures: [
    { field: 'sl_nhap', aggregate: 'sum', label: ['Số lượng nhập', 'Quantity received'], as: 'sl_nhap' },
    { field: 'sl_xuat', aggregate: 'sum', label: ['Số lượng xuất', 'Quantity issued'], as: 'sl_xuat' },
    { field: 'so_luong', aggregate: 'sum', label: ['Số lượng tồn', 'Quantity on hand'], as: 'sl_ton' },
    { field: 'tien', aggregate: 'sum', label: ['Giá trị tồn', 'Value on hand'], as: 'tien_ton' },
  ],
  fixedFilters: done,
  defaultSort: ['ma_kho', 'ma_vt'],
});

/**
 * Batch history (lịch sử lô hàng): every movement of a batch, one row per voucher and warehouse, with its expiry:
 * receipts and transfers in (+), issues and transfers out (−).
 */
export const productBatchHistories = defineReport({
  name: 'product-batch-histories',
  route: '/stock/product-batch-histories',
  title: ['Lịch sử lô hàng', 'Batch history'],
  source: 'receipt-orders',
  overLines: true,
  sources: stockMovements({ into: {}, outOf: {} }),
  groupBy: ['ma_lo', 'ma_vt', 'ten_vt', 'han_sd', 'ma_kho', 'ngay_ct', 'so_ct'],
  measures: [
    { field: 'so_luong', aggregate: 'sum', label: ['Số lượng', 'Quantity'], as: 'so_luong' },
    { field: 'tien', aggregate: 'sum', label: ['Thành tiền', 'Amount'], as: 'tien' },
  ],
  fixedFilters: done,
  defaultSort: ['ma_lo', '-ngay_ct'],
});
