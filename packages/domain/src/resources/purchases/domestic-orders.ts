import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { lineAmountFields } from '../sales/sale-lines.js';
import { withVoucherTotals } from '../voucher-totals.js';
import { shared } from '../shared-fields.js';

/**
 * Purchase order statuses: draft, sent to the supplier, partly received, fully received, cancelled. The received
 * ones follow the order's goods receipts (order-receipts.ts).
 */
export const purchaseOrderStatuses = [
  ['0', 'Lập đơn', 'Draft'],
  ['1', 'Đã gửi nhà cung cấp', 'Sent'],
  ['2', 'Nhận một phần', 'Partly received'],
  ['3', 'Đã nhận đủ', 'Received'],
  ['9', 'Hủy', 'Cancelled'],
] as const;

/** Domestic purchase orders (đơn mua hàng trong nước, DMH): goods ordered from a supplier for a branch warehouse. */
export const domesticOrders = defineResource({
  name: 'domestic-orders',
  route: '/purchases/domestic-orders',
  table: 'purchase_orders',
  title: ['Đơn mua hàng trong nước', 'Domestic purchase orders'],
  voucher: { ma_ct: 'DMH', prefix: 'MH' },
  branchScope: 'selected',
  fields: {
    ma_ncc: f.lookup(['Nhà cung cấp', 'Supplier'], 'suppliers', {
      required: true,
      fills: { ten_ncc: 'ten_ncc', ma_dk: 'ma_dk' },
    }),
    ten_ncc: f.text(['Tên nhà cung cấp', 'Supplier name'], { max: 200 }),
    nguoi_lien_he: f.text(['Người liên hệ', 'Contact person'], { max: 200 }),
    ma_nv: f.lookup(['Nhân viên mua hàng', 'Buyer'], 'employees', { fills: { ten_nv: 'ten_nv' } }),
    ten_nv: f.text(['Tên nhân viên mua hàng', 'Buyer name'], { max: 200 }),
    ma_kho: f.lookup(['Kho nhận', 'Receiving warehouse'], 'warehouses'),
    ngay_giao: f.date(['Ngày giao dự kiến', 'Expected delivery']),
    ma_dk: f.lookup(['Điều khoản thanh toán', 'Payment terms'], 'transaction-terms'),
    ...shared('dien_giai'),
    trang_thai: f.enum(['Trạng thái', 'Status'], purchaseOrderStatuses, { defaultValue: '0' }),
    t_tien: f.money(['Tiền hàng', 'Amount'], { readOnly: true }),
    t_ck: f.money(['Chiết khấu', 'Discount'], { readOnly: true }),
    t_thue: f.money(['Tiền thuế', 'Tax'], { readOnly: true }),
    t_tt: f.money(['Tổng thanh toán', 'Total to pay'], { readOnly: true }),
    chi_tiet: f.lines(
      ['Chi tiết', 'Lines'],
      {
        ma_vt: f.lookup(['Mã hàng', 'Product'], 'products', {
          required: true,
          fills: { ten_vt: 'ten_vt', dvt: 'dvt', gia: 'gia_von' },
        }),
        ...shared('ten_vt'),
        ...shared('dvt'),
        ma_kho: f.lookup(['Kho nhận', 'Warehouse'], 'warehouses'),
        so_luong: f.quantity(['Số lượng', 'Quantity'], { required: true }),
        // What the order's done goods receipts brought in (order-receipts.ts), kept by the server.
        sl_nhan: f.quantity(['Đã nhận', 'Received'], { readOnly: true }),
        gia: f.money(['Đơn giá', 'Price'], { required: true }),
        ck: f.percent(['% Chiết khấu', 'Discount %'], { defaultValue: 0 }),
        thue_suat: f.percent(['% Thuế', 'Tax %'], { defaultValue: 0 }),
        ...lineAmountFields(),
      },
      // What a buyer reads across: the amounts in between are the line total's parts.
      { columns: ['ma_vt', 'ten_vt', 'dvt', 'so_luong', 'sl_nhan', 'gia', 'ck', 'thue_suat', 'thanh_tien'] },
    ),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: ['so_ct', 'ngay_ct', 'ma_ncc', 'ten_ncc', 'ngay_giao', 't_tt', 'trang_thai', 'ma_dvcs'],
  filters: ['ma_ncc', 'ma_nv', 'ma_kho', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_ncc', 'ten_ncc', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_ncc', 'ten_ncc', 'nguoi_lien_he', 'ma_nv', 'ten_nv'],
    },
    { title: ['Giao hàng', 'Delivery'], fields: ['ma_kho', 'ngay_giao', 'ma_dk'] },
    { title: ['Chi tiết', 'Lines'], fields: ['chi_tiet'] },
    {
      title: ['Tổng cộng', 'Totals'],
      fields: ['t_tien', 't_ck', 't_thue', 't_tt', 'dien_giai', 'trang_thai'],
    },
  ],
  derive: (record) => withVoucherTotals(record),
});
