import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { voucherStatuses } from '../options.js';
import { withVoucherTotals } from '../voucher-totals.js';
import { withCardCount, withTopUpAmounts } from './derive.js';
import { cardTransactionKinds } from './options.js';
import { lineAmountFields, saleTotalFields } from './sale-lines.js';
import { shared, sharedField } from '../shared-fields.js';
import { postingDescriptionField } from './posting-descriptions.js';

/** A card line of a transfer or a receipt: the card and its type and face value. */
const cardLine = () => ({
  ma_the: f.lookup(['Mã thẻ', 'Card number'], 'no-name-cards', {
    required: true,
    fills: { ma_loai_the: 'ma_loai_the', menh_gia: 'menh_gia' },
  }),
  ma_loai_the: f.lookup(['Loại thẻ', 'Card type'], 'no-name-types'),
  menh_gia: f.money(['Mệnh giá', 'Face value'], { defaultValue: 0 }),
  ghi_chu: sharedField('ghi_chu', { max: 500, multiline: undefined }),
});

/** No-name card sales (bán thẻ vô danh): anonymous cards sold at their price, less the no-name discount. */
export const noNameOrders = defineResource({
  name: 'no-name-orders',
  route: '/sales/no-name-orders',
  table: 'sales_no_name_orders',
  title: ['Bán thẻ vô danh', 'No-name card sales'],
  voucher: { ma_ct: 'BTV', prefix: 'BV' },
  branchScope: 'selected',
  fields: {
    ...shared('ma_kh'),
    ten_kh: f.text(['Tên người mua', 'Buyer name'], { max: 200 }),
    ...shared('ma_nvbh'),
    ...shared('ten_nvbh'),
    ma_httt: f.lookup(['Hình thức thanh toán', 'Payment type'], 'payment-types'),
    ...shared('dien_giai'),
    trang_thai: f.enum(['Trạng thái', 'Status'], voucherStatuses, { defaultValue: '0' }),
    ...saleTotalFields(),
    chi_tiet: f.lines(['Thẻ bán', 'Cards sold'], {
      ma_the: f.lookup(['Mã thẻ', 'Card number'], 'no-name-cards', {
        required: true,
        fills: { ma_loai_the: 'ma_loai_the', menh_gia: 'menh_gia' },
      }),
      ma_loai_the: f.lookup(['Loại thẻ', 'Card type'], 'no-name-types', { fills: { gia: 'gia_ban' } }),
      menh_gia: f.money(['Mệnh giá', 'Face value'], { defaultValue: 0 }),
      so_luong: f.quantity(['Số lượng', 'Quantity'], { required: true, precision: 0, defaultValue: 1 }),
      gia: f.money(['Giá bán', 'Price'], { required: true }),
      ck: f.percent(['% Chiết khấu', 'Discount %'], { defaultValue: 0 }),
      thue_suat: f.percent(['% Thuế', 'Tax %'], { defaultValue: 0 }),
      ...lineAmountFields(),
    }),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: [
    'so_ct',
    'ngay_ct',
    'ma_kh',
    'ten_kh',
    'ten_nvbh',
    'ma_httt',
    't_tt',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_kh', 'ma_nvbh', 'ma_httt', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_kh', 'ten_kh', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_kh', 'ten_kh', 'ma_nvbh', 'ten_nvbh', 'ma_httt'],
    },
    { title: ['Thẻ bán', 'Cards sold'], fields: ['chi_tiet'] },
    {
      title: ['Tổng cộng', 'Totals'],
      fields: ['t_tien', 't_ck', 't_thue', 't_tt', 'dien_giai', 'trang_thai'],
    },
  ],
  ownerField: 'ma_nvbh',
  derive: (record) => withVoucherTotals(record),
});

/** No-name deposits (nạp tiền thẻ vô danh): money loaded onto an anonymous card, with discount and bonus. */
export const noNameDeposits = defineResource({
  name: 'no-name-deposits',
  route: '/sales/no-name-deposits',
  table: 'sales_no_name_deposits',
  title: ['Nạp tiền thẻ vô danh', 'No-name deposits'],
  voucher: { ma_ct: 'NTV', prefix: 'NV' },
  branchScope: 'selected',
  fields: {
    ma_the: f.lookup(['Mã thẻ', 'Card number'], 'no-name-cards', { required: true }),
    so_tien: f.money(['Số tiền nạp', 'Top-up amount'], { required: true }),
    ck: f.percent(['% Chiết khấu', 'Discount %'], { defaultValue: 0 }),
    tien_ck: f.money(['Tiền chiết khấu', 'Discount'], { readOnly: true }),
    t_tt: f.money(['Khách trả', 'Paid'], { readOnly: true }),
    tien_thuong: f.money(['Tiền thưởng', 'Bonus'], { defaultValue: 0 }),
    so_du_nap: f.money(['Cộng vào số dư', 'Added to balance'], { readOnly: true }),
    ma_httt: f.lookup(['Hình thức thanh toán', 'Payment type'], 'payment-types'),
    ma_nvbh: f.lookup(['Nhân viên bán hàng', 'Salesperson'], 'salers'),
    ...shared('dien_giai'),
    trang_thai: f.enum(['Trạng thái', 'Status'], voucherStatuses, { defaultValue: '0' }),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: [
    'so_ct',
    'ngay_ct',
    'ma_the',
    'so_tien',
    'tien_ck',
    't_tt',
    'so_du_nap',
    'ma_httt',
    'trang_thai',
  ],
  filters: ['ma_the', 'ma_httt', 'ma_nvbh', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_the', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    { title: ['Chứng từ', 'Voucher'], fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_the', 'ma_nvbh'] },
    {
      title: ['Nạp tiền', 'Top-up'],
      fields: [
        'so_tien',
        'ck',
        'tien_ck',
        't_tt',
        'tien_thuong',
        'so_du_nap',
        'ma_httt',
        'dien_giai',
        'trang_thai',
      ],
    },
  ],
  ownerField: 'ma_nvbh',
  derive: withTopUpAmounts,
});

/** No-name transfers (chuyển thẻ vô danh): cards sent from this branch's stock to another branch. */
export const noNameTransfers = defineResource({
  name: 'no-name-transfers',
  route: '/sales/no-name-transfers',
  table: 'sales_no_name_transfers',
  title: ['Chuyển thẻ vô danh', 'No-name transfers'],
  voucher: { ma_ct: 'CTV', prefix: 'CV' },
  branchScope: 'selected',
  fields: {
    // Cards cannot be sent to the branch they leave.
    ma_dvcs_nhan: f.lookup(['Đơn vị nhận', 'To branch'], 'branchs', {
      required: true,
      valueField: 'ma_dvcs',
      differentFrom: 'ma_dvcs',
    }),
    nguoi_giao: f.text(['Người giao', 'Sent by'], { max: 200 }),
    ...shared('dien_giai'),
    trang_thai: f.enum(['Trạng thái', 'Status'], voucherStatuses, { defaultValue: '0' }),
    so_luong_the: f.number(['Số thẻ', 'Cards'], { readOnly: true }),
    chi_tiet: f.lines(['Thẻ chuyển', 'Cards'], cardLine()),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_dvcs_nhan', 'so_luong_the', 'nguoi_giao', 'trang_thai'],
  filters: ['ma_dvcs', 'ma_dvcs_nhan', 'trang_thai'],
  search: ['so_ct', 'nguoi_giao', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    { title: ['Chứng từ', 'Voucher'], fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_dvcs_nhan', 'nguoi_giao'] },
    { title: ['Thẻ chuyển', 'Cards'], fields: ['chi_tiet'] },
    { title: ['Khác', 'Other'], fields: ['so_luong_the', 'dien_giai', 'trang_thai'] },
  ],
  derive: (record) => withCardCount(record),
});

/** No-name receipts (nhận thẻ vô danh): cards a branch receives from another branch's transfer. */
export const noNameReceives = defineResource({
  name: 'no-name-receives',
  route: '/sales/no-name-receives',
  table: 'sales_no_name_receives',
  title: ['Nhận thẻ vô danh', 'No-name receipts'],
  voucher: { ma_ct: 'NHV', prefix: 'NH' },
  branchScope: 'selected',
  fields: {
    ma_dvcs_chuyen: f.lookup(['Đơn vị chuyển', 'From branch'], 'branchs', {
      required: true,
      valueField: 'ma_dvcs',
    }),
    so_ct_chuyen: f.text(['Số phiếu chuyển', 'Transfer number'], { required: true, max: 32 }),
    nguoi_nhan: f.text(['Người nhận', 'Received by'], { max: 200 }),
    ...shared('dien_giai'),
    trang_thai: f.enum(['Trạng thái', 'Status'], voucherStatuses, { defaultValue: '0' }),
    so_luong_the: f.number(['Số thẻ', 'Cards'], { readOnly: true }),
    chi_tiet: f.lines(['Thẻ nhận', 'Cards'], cardLine()),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: [
    'so_ct',
    'ngay_ct',
    'ma_dvcs',
    'ma_dvcs_chuyen',
    'so_ct_chuyen',
    'so_luong_the',
    'trang_thai',
  ],
  filters: ['ma_dvcs', 'ma_dvcs_chuyen', 'so_ct_chuyen', 'trang_thai'],
  search: ['so_ct', 'so_ct_chuyen', 'nguoi_nhan', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_dvcs_chuyen', 'so_ct_chuyen', 'nguoi_nhan'],
    },
    { title: ['Thẻ nhận', 'Cards'], fields: ['chi_tiet'] },
    { title: ['Khác', 'Other'], fields: ['so_luong_the', 'dien_giai', 'trang_thai'] },
  ],
  derive: (record) => withCardCount(record),
});

/** No-name history (lịch sử thẻ vô danh): every sale, top-up, payment and transfer of an anonymous card. */
export const noNameHistories = defineResource({
  name: 'no-name-histories',
  route: '/sales/no-name-histories',
  table: 'sales_no_name_histories',
  title: ['Lịch sử thẻ vô danh', 'No-name history'],
  voucher: { ma_ct: 'LTV', prefix: 'LV' },
  branchScope: 'selected',
  fields: {
    ma_the: f.lookup(['Mã thẻ', 'Card number'], 'no-name-cards', { required: true }),
    loai_gd: f.enum(['Loại giao dịch', 'Transaction'], cardTransactionKinds, { required: true }),
    so_tien: f.money(['Số tiền', 'Amount'], { required: true, allowNegative: true }),
    so_du_sau: f.money(['Số dư sau giao dịch', 'Balance after'], { readOnly: true, allowNegative: true }),
    so_ct_goc: f.text(['Chứng từ gốc', 'Source voucher'], { max: 32 }),
    ...shared('dien_giai'),
    // What the posting layer wrote the entry for (a payment, a refund…), read in the viewer's language.
    ma_dien_giai: postingDescriptionField(),
  },
  sections: [
    { title: ['Chứng từ', 'Voucher'], fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_the'] },
    { title: ['Giao dịch', 'Transaction'], fields: ['loai_gd', 'so_tien', 'so_ct_goc', 'dien_giai'] },
  ],
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: ['so_ct', 'ngay_ct', 'ma_the', 'loai_gd', 'so_tien', 'so_du_sau', 'so_ct_goc', 'ma_dvcs'],
  filters: ['ma_the', 'loai_gd', 'ma_dvcs'],
  search: ['so_ct', 'ma_the', 'so_ct_goc', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
});
