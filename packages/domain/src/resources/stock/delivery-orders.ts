import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { voucherStatuses } from '../options.js';
import { stockLineFields } from './stock-lines.js';
import { withStockTotals } from './stock-totals.js';
import { shared } from '../shared-fields.js';

/** Why goods leave a warehouse. */
export const deliveryKinds = [
  ['1', 'Xuất dùng cho dịch vụ', 'Used by services'],
  ['2', 'Xuất bán', 'Sale'],
  ['3', 'Xuất trả nhà cung cấp', 'Return to supplier'],
  ['4', 'Xuất hủy', 'Write-off'],
  ['5', 'Xuất dùng nội bộ', 'Internal use'],
  ['9', 'Xuất khác', 'Other'],
] as const;

/** Goods issues (phiếu xuất kho, XK): materials used by treatments, goods sold, returned or written off. */
export const deliveryOrders = defineResource({
  name: 'delivery-orders',
  route: '/stock/delivery-orders',
  table: 'stock_deliveries',
  title: ['Phiếu xuất kho', 'Goods issues'],
  voucher: { ma_ct: 'XK', prefix: 'XK' },
  branchScope: 'selected',
  fields: {
    loai_xuat: f.enum(['Loại xuất', 'Issue kind'], deliveryKinds, { defaultValue: '1', required: true }),
    ...shared('ma_kh'),
    ...shared('ten_kh'),
    ma_ncc: f.lookup(['Nhà cung cấp', 'Supplier'], 'suppliers', { fills: { ten_ncc: 'ten_ncc' } }),
    ten_ncc: f.text(['Tên nhà cung cấp', 'Supplier name'], { max: 200 }),
    ma_bp: f.lookup(['Bộ phận nhận', 'Receiving department'], 'departments'),
    nguoi_nhan: f.text(['Người nhận hàng', 'Received by'], { max: 200 }),
    ma_kho: f.lookup(['Kho xuất', 'Warehouse'], 'warehouses', { required: true }),
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
    'loai_xuat',
    'ma_kho',
    'ten_kh',
    'nguoi_nhan',
    't_tien',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['loai_xuat', 'ma_kh', 'ma_ncc', 'ma_bp', 'ma_kho', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_kh', 'ten_kh', 'nguoi_nhan', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'loai_xuat', 'ma_kho', 'ma_bp', 'nguoi_nhan'],
    },
    { title: ['Đối tượng', 'Counterparty'], fields: ['ma_kh', 'ten_kh', 'ma_ncc', 'ten_ncc'] },
    { title: ['Chi tiết', 'Lines'], fields: ['chi_tiet'] },
    { title: ['Tổng cộng', 'Totals'], fields: ['t_so_luong', 't_tien', 'dien_giai', 'trang_thai'] },
  ],
  derive: (record) => withStockTotals(record),
});
