import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { voucherStatuses } from '../options.js';
import { voucherMachine } from '../voucher-approval.js';
import { withVoucherTotals } from '../voucher-totals.js';
import { customerAndSalerFields, paymentCardField, saleLineFields, saleTotalFields } from './sale-lines.js';

/**
 * Returns (trả hàng): goods a customer brings back within sale_return_days of the bill, taken back into a
 * warehouse and refunded; approved before they post.
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
    // The bill it returns goods of (checked on the server: return-rule.ts), its date and customer filled in.
    so_ct_hd: f.lookup(['Số hóa đơn gốc', 'Original bill number'], 'bills', {
      required: true,
      valueField: 'so_ct',
      max: 32,
      // The bill's salesperson too: a return takes back the commission the bill earned them.
      fills: {
        ngay_ct_hd: 'ngay_ct',
        ma_kh: 'ma_kh',
        ten_kh: 'ten_kh',
        ma_nvbh: 'ma_nvbh',
        ten_nvbh: 'ten_nvbh',
        ma_the: 'ma_the',
      },
      // The bill's goods, as sold: the cashier lowers what is not brought back (the server refuses more).
      fillsLines: Object.fromEntries(
        ['ma_vt', 'ten_vt', 'dvt', 'loai_vt', 'so_luong', 'gia', 'ck', 'thue_suat'].map((name) => [
          name,
          name,
        ]),
      ),
    }),
    ngay_ct_hd: f.date(['Ngày hóa đơn gốc', 'Original bill date']),
    ma_kho: f.lookup(['Kho nhập', 'Warehouse'], 'warehouses', { required: true }),
    ma_httt: f.lookup(['Hình thức hoàn tiền', 'Refund by'], 'payment-types'),
    // The bill's prepaid card, which a refund may go back to (all of it when the refund type is the card).
    ma_the: paymentCardField(),
    tien_the: f.money(['Hoàn vào thẻ', 'Refunded to card'], { defaultValue: 0 }),
    ly_do: f.text(['Lý do trả hàng', 'Reason'], { required: true, max: 500 }),
    trang_thai: f.enum(['Trạng thái', 'Status'], voucherStatuses, { defaultValue: '0' }),
    ...saleTotalFields(),
    // Priced from the bill's lines by the server, with their share of what the bill took off (tien_giam).
    chi_tiet: f.lines(['Hàng trả lại', 'Returned goods'], {
      ...saleLineFields(),
      tien_giam: f.money(['Giảm thêm', 'Amount off'], { readOnly: true }),
    }),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: ['so_ct', 'ngay_ct', 'so_ct_hd', 'ma_kh', 'ten_kh', 'ly_do', 't_tt', 'trang_thai', 'ma_dvcs'],
  filters: ['ma_kh', 'ma_nvbh', 'ma_kho', 'so_ct_hd', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'so_ct_hd', 'ma_kh', 'ten_kh', 'ly_do'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: [
        'so_ct',
        'ngay_ct',
        'ma_dvcs',
        'so_ct_hd',
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
  derive: (record) => withVoucherTotals(record),
  statuses: voucherMachine,
});
