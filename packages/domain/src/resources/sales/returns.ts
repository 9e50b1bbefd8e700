import { defineResource } from '../define-resource.js';
import { f, type LabelInput } from '../fields.js';
import { sharedField } from '../shared-fields.js';
import { voucherStatuses } from '../options.js';
import { voucherMachine } from '../voucher-approval.js';
import { withVoucherTotals } from '../voucher-totals.js';
import { returnOriginalCheck } from './return-rule.js';
import { customerAndSalerFields, paymentCardField, saleLineFields, saleTotalFields } from './sale-lines.js';

/** The lines of an original a return fills in as sold: the cashier lowers what is not brought back. */
const soldLines = Object.fromEntries(
  ['ma_vt', 'ten_vt', 'dvt', 'loai_vt', 'so_luong', 'gia', 'ck', 'thue_suat'].map((name) => [name, name]),
);

/**
 * The lookup of an original voucher (a bill, a retail order): its number in the branch; picked, its date, customer,
 * salesperson (a return takes back the commission it earned them) and card fill the return, and its goods the lines
 * (the server refuses more than is left to return).
 */
const originalLookup = (label: LabelInput, resource: string, fills: Record<string, string> = {}) =>
  f.lookup(label, resource, {
    valueField: 'so_ct',
    max: 32,
    fills: {
      ngay_ct_hd: 'ngay_ct',
      ma_kh: 'ma_kh',
      ten_kh: 'ten_kh',
      ma_nvbh: 'ma_nvbh',
      ten_nvbh: 'ten_nvbh',
      ma_the: 'ma_the',
      ...fills,
    },
    fillsLines: soldLines,
  });

/**
 * Returns (trả hàng): goods a customer brings back within sale_return_days of the bill or retail order they were
 * sold on, taken back into a warehouse and refunded; approved before they post where the tenant asks for it.
 */
export const returns = defineResource({
  name: 'returns',
  route: '/sales/returns',
  table: 'sales_returns',
  title: ['Trả hàng', 'Returns'],
  voucher: { ma_ct: 'TLB', prefix: 'TL', approve: true },
  branchScope: 'selected',
  fields: {
    ...customerAndSalerFields(),
    // A walk-in sale at the till has no customer: a return takes its original's (the server fills it in).
    ma_kh: sharedField('ma_kh'),
    // Its original voucher, one of two (return-rule.ts, checked on the server): the bill it returns goods of, or
    // the till's retail order. Picked, it fills the date, customer, salesperson and card, and the lines as sold.
    so_ct_hd: originalLookup(['Số hóa đơn gốc', 'Original bill number'], 'bills'),
    so_ct_bl: originalLookup(['Số đơn bán lẻ gốc', 'Original retail order number'], 'retail-orders', {
      ma_kho: 'ma_kho',
    }),
    ngay_ct_hd: f.date(['Ngày chứng từ gốc', 'Original voucher date']),
    ma_kho: f.lookup(['Kho nhập', 'Warehouse'], 'warehouses', { required: true }),
    ma_httt: f.lookup(['Hình thức hoàn tiền', 'Refund by'], 'payment-types'),
    // The original's prepaid card, which a refund may go back to (all of it when the refund type is the card).
    ma_the: paymentCardField(),
    tien_the: f.money(['Hoàn vào thẻ', 'Refunded to card'], { defaultValue: 0 }),
    ly_do: f.text(['Lý do trả hàng', 'Reason'], { required: true, max: 500 }),
    // The till's cashier shift it was refunded in (pos-shifts `_id`, set by the server from the refunding device):
    // its money counts as paid out of that shift.
    ma_ca_tn: f.text(['Ca thu ngân', 'Cashier shift'], { readOnly: true, max: 40 }),
    trang_thai: f.enum(['Trạng thái', 'Status'], voucherStatuses, { defaultValue: '0' }),
    ...saleTotalFields(),
    // Priced from the original's lines by the server, with their share of what it took off (tien_giam).
    chi_tiet: f.lines(['Hàng trả lại', 'Returned goods'], {
      ...saleLineFields(),
      tien_giam: f.money(['Giảm thêm', 'Amount off'], { readOnly: true }),
    }),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: [
    'so_ct',
    'ngay_ct',
    'so_ct_hd',
    'so_ct_bl',
    'ma_kh',
    'ten_kh',
    'ly_do',
    't_tt',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_kh', 'ma_nvbh', 'ma_kho', 'so_ct_hd', 'so_ct_bl', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'so_ct_hd', 'so_ct_bl', 'ma_kh', 'ten_kh', 'ly_do'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: [
        'so_ct',
        'ngay_ct',
        'ma_dvcs',
        'so_ct_hd',
        'so_ct_bl',
        'ngay_ct_hd',
        'ma_kh',
        'ten_kh',
        'ma_nvbh',
        'ten_nvbh',
      ],
    },
    { title: ['Hàng trả lại', 'Returned goods'], fields: ['chi_tiet'] },
    {
      title: ['Hoàn tiền', 'Refund'],
      fields: [
        'ma_kho',
        'ma_httt',
        'ma_the',
        'tien_the',
        't_tien',
        't_ck',
        't_thue',
        't_tt',
        'ly_do',
        'trang_thai',
      ],
    },
  ],
  ownerField: 'ma_nvbh',
  check: returnOriginalCheck,
  derive: (record) => withVoucherTotals(record),
  statuses: voucherMachine,
});
