import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { ledgerOptions } from '../ledger-options.js';
import { shared } from '../shared-fields.js';

/**
 * The stock ledger (sổ kho): every movement a posted voucher makes, written only by the server's posting layer
 * (rule: stock-posting.ts; table: apps/server/migrations/0016_stock_ledger.sql). No screen or route of its own: the
 * stock reports (product balances, batch history) read it, under their own menu ids.
 */
export const stockLedger = defineResource({
  name: 'stock-ledger',
  path: 'stock/stock-ledger',
  menuId: 'stock.product-balances',
  table: 'stock_ledger',
  title: ['Sổ kho', 'Stock ledger'],
  ...ledgerOptions,
  fields: {
    ma_ct: f.code(['Loại chứng từ', 'Voucher type'], { max: 16 }),
    so_ct: f.text(['Số chứng từ', 'Voucher number'], { max: 32 }),
    ngay_ct: f.date(['Ngày chứng từ', 'Voucher date'], { required: true }),
    ma_kho: f.lookup(['Kho', 'Warehouse'], 'warehouses', { required: true }),
    ma_vt: f.lookup(['Mã hàng', 'Product'], 'products', {
      required: true,
      fills: { ten_vt: 'ten_vt', dvt: 'dvt' },
    }),
    ...shared('ten_vt'),
    ...shared('dvt'),
    ma_lo: f.text(['Số lô', 'Batch'], { max: 32 }),
    han_sd: f.date(['Hạn sử dụng', 'Expiry date']),
    sl_nhap: f.quantity(['Số lượng nhập', 'Quantity in']),
    sl_xuat: f.quantity(['Số lượng xuất', 'Quantity out']),
    so_luong: f.number(['Số lượng', 'Quantity'], { precision: 3 }),
    tien: f.money(['Giá trị', 'Value']),
  },
  keyFields: ['ma_dvcs', 'ma_kho', 'ma_vt', 'so_ct'],
  search: ['so_ct', 'ma_vt', 'ten_vt'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  dateField: 'ngay_ct',
});
