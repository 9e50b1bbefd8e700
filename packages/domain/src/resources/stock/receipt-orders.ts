import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { voucherStatuses } from '../options.js';
import { stockLineFields } from './stock-lines.js';
import { withStockTotals } from './stock-totals.js';
import { shared } from '../shared-fields.js';

/** Why goods come into a warehouse. */
export const receiptKinds = [
  ['1', 'Nhập mua hàng', 'Purchase'],
  ['2', 'Nhập hàng bán bị trả lại', 'Customer return'],
  ['3', 'Nhập thành phẩm, sơ chế', 'Own production'],
  ['9', 'Nhập khác', 'Other'],
] as const;

/** Goods receipts (phiếu nhập kho, NK): cosmetics, consumables and drinks received into a branch warehouse. */
export const receiptOrders = defineResource({
  name: 'receipt-orders',
  route: '/stock/receipt-orders',
  table: 'stock_receipts',
  title: ['Phiếu nhập kho', 'Goods receipts'],
  voucher: { ma_ct: 'NK', prefix: 'NK' },
  branchScope: 'selected',
  fields: {
    loai_nhap: f.enum(['Loại nhập', 'Receipt kind'], receiptKinds, { defaultValue: '1', required: true }),
    ma_ncc: f.lookup(['Nhà cung cấp', 'Supplier'], 'suppliers', { fills: { ten_ncc: 'ten_ncc' } }),
    ten_ncc: f.text(['Tên nhà cung cấp', 'Supplier name'], { max: 200 }),
    nguoi_giao: f.text(['Người giao hàng', 'Delivered by'], { max: 200 }),
    // The purchase order received (order-receipts.ts): its supplier, warehouse and goods filled in.
    so_dh: f.lookup(['Số đơn mua hàng', 'Purchase order no.'], 'domestic-orders', {
      valueField: 'so_ct',
      max: 32,
      narrowBy: { ma_ncc: 'ma_ncc' },
      fills: { ma_ncc: 'ma_ncc', ten_ncc: 'ten_ncc', ma_kho: 'ma_kho' },
      // The order's goods as ordered: the storekeeper lowers what did not come (the server refuses more).
      fillsLines: Object.fromEntries(
        ['ma_vt', 'ten_vt', 'dvt', 'ma_kho', 'so_luong', 'gia'].map((name) => [name, name]),
      ),
    }),
    so_hd: f.text(['Số hóa đơn', 'Invoice no.'], { max: 32 }),
    ngay_hd: f.date(['Ngày hóa đơn', 'Invoice date']),
    ma_kho: f.lookup(['Kho nhập', 'Warehouse'], 'warehouses', { required: true }),
    ...shared('dien_giai'),
    trang_thai: f.enum(['Trạng thái', 'Status'], voucherStatuses, { defaultValue: '0' }),
    t_so_luong: f.number(['Tổng số lượng', 'Total quantity'], { readOnly: true, precision: 3 }),
    t_tien: f.money(['Tổng tiền', 'Total amount'], { readOnly: true }),
    chi_tiet: f.lines(['Chi tiết', 'Lines'], stockLineFields('gia_von')),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: [
    'so_ct',
    'ngay_ct',
    'loai_nhap',
    'ma_ncc',
    'ten_ncc',
    'ma_kho',
    't_tien',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['loai_nhap', 'ma_ncc', 'ma_kho', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_ncc', 'ten_ncc', 'so_hd', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'loai_nhap', 'ma_kho', 'ma_ncc', 'ten_ncc', 'nguoi_giao'],
    },
    { title: ['Hóa đơn', 'Invoice'], fields: ['so_dh', 'so_hd', 'ngay_hd'] },
    { title: ['Chi tiết', 'Lines'], fields: ['chi_tiet'] },
    { title: ['Tổng cộng', 'Totals'], fields: ['t_so_luong', 't_tien', 'dien_giai', 'trang_thai'] },
  ],
  derive: (record) => withStockTotals(record),
});
