import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { voucherStatuses } from '../options.js';
import { stockLineFields } from './stock-lines.js';
import { withStockTotals } from './stock-totals.js';
import { shared } from '../shared-fields.js';

const { ma_kho: _lineWarehouse, ...transferLineFields } = stockLineFields('gia_von');

/** Transfers (phiếu điều chuyển, DC): goods moved from one warehouse to another, e.g. central store to a branch. */
export const transferOrders = defineResource({
  name: 'transfer-orders',
  route: '/stock/transfer-orders',
  table: 'stock_transfers',
  title: ['Phiếu điều chuyển', 'Transfers'],
  voucher: { ma_ct: 'DC', prefix: 'DC' },
  branchScope: 'selected',
  fields: {
    ma_kho: f.lookup(['Kho xuất', 'From warehouse'], 'warehouses', { required: true }),
    // Goods cannot be moved into the warehouse they leave.
    ma_kho_n: f.lookup(['Kho nhập', 'To warehouse'], 'warehouses', {
      required: true,
      differentFrom: 'ma_kho',
    }),
    nguoi_van_chuyen: f.text(['Người vận chuyển', 'Carried by'], { max: 200 }),
    nguoi_nhan: f.text(['Người nhận hàng', 'Received by'], { max: 200 }),
    ...shared('dien_giai'),
    trang_thai: f.enum(['Trạng thái', 'Status'], voucherStatuses, { defaultValue: '0' }),
    t_so_luong: f.number(['Tổng số lượng', 'Total quantity'], { readOnly: true, precision: 3 }),
    t_tien: f.money(['Tổng tiền', 'Total amount'], { readOnly: true }),
    chi_tiet: f.lines(['Chi tiết', 'Lines'], transferLineFields),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: [
    'so_ct',
    'ngay_ct',
    'ma_kho',
    'ma_kho_n',
    'nguoi_nhan',
    't_so_luong',
    't_tien',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_kho', 'ma_kho_n', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'nguoi_van_chuyen', 'nguoi_nhan', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_kho', 'ma_kho_n', 'nguoi_van_chuyen', 'nguoi_nhan'],
    },
    { title: ['Chi tiết', 'Lines'], fields: ['chi_tiet'] },
    { title: ['Tổng cộng', 'Totals'], fields: ['t_so_luong', 't_tien', 'dien_giai', 'trang_thai'] },
  ],
  derive: (record) => withStockTotals(record, { lineWarehouse: false }),
});
