import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { cardTransactionKinds, periodStatuses } from './options.js';
import { periodCheck, validityCheck } from './rules.js';
import { shared, sharedField } from '../shared-fields.js';
import { postingDescriptionField } from './posting-descriptions.js';

/** Payment card periods (kỳ thẻ thanh toán): periods whose card balances are closed and carried forward. */
export const paymentCardPeriods = defineResource({
  name: 'payment-card-periods',
  route: '/sales/payment-card-periods',
  table: 'sales_payment_card_periods',
  title: ['Kỳ thẻ thanh toán', 'Payment card periods'],
  branchScope: 'selected',
  fields: {
    ma_ky: f.code(['Mã kỳ', 'Period code'], { required: true, max: 32 }),
    ten_ky: f.text(['Tên kỳ', 'Period name'], { required: true, max: 200 }),
    tu_ngay: f.date(['Từ ngày', 'From'], { required: true }),
    den_ngay: f.date(['Đến ngày', 'To'], { required: true }),
    trang_thai: f.enum(['Trạng thái', 'Status'], periodStatuses, { defaultValue: '0' }),
    ...shared('ghi_chu'),
  },
  sections: [
    {
      title: ['Kỳ', 'Period'],
      fields: ['ma_ky', 'ten_ky', 'ma_dvcs', 'tu_ngay', 'den_ngay', 'trang_thai', 'ghi_chu'],
    },
  ],
  keyFields: ['ma_dvcs', 'ma_ky'],
  listColumns: ['ma_ky', 'ten_ky', 'tu_ngay', 'den_ngay', 'trang_thai', 'ma_dvcs'],
  filters: ['ma_dvcs', 'ma_ky', 'trang_thai'],
  search: ['ma_ky', 'ten_ky'],
  defaultSort: ['-tu_ngay'],
  check: periodCheck,
});

/** Payment card policies (chính sách thẻ): top-up bonus by amount band and the validity a top-up gives. */
export const paymentCardPolicies = defineResource({
  name: 'payment-card-policies',
  route: '/sales/payment-card-policies',
  table: 'sales_payment_card_policies',
  title: ['Chính sách thẻ', 'Payment card policies'],
  fields: {
    ma_chinh_sach: f.code(['Mã chính sách', 'Policy code'], { required: true, unique: true, max: 32 }),
    ten_chinh_sach: f.text(['Tên chính sách', 'Policy name'], { required: true, max: 200 }),
    ma_loai_the: f.lookup(['Loại thẻ', 'Card type'], 'card-types'),
    tien_nap_tu: f.money(['Nạp từ', 'Top-up from'], { required: true, defaultValue: 0 }),
    tien_nap_den: f.money(['Nạp đến', 'Top-up up to']),
    ty_le_thuong: f.percent(['% Thưởng nạp', 'Bonus %'], { defaultValue: 0 }),
    tien_thuong: f.money(['Tiền thưởng', 'Bonus amount'], { defaultValue: 0 }),
    so_thang_hieu_luc: f.number(['Số tháng hiệu lực', 'Valid for (months)'], {
      min: 0,
      max: 120,
      defaultValue: 12,
    }),
    tu_ngay: f.date(['Từ ngày', 'From'], { required: true }),
    den_ngay: f.date(['Đến ngày', 'To']),
    ...shared('ghi_chu'),
    trang_thai: sharedField('trang_thai', { label: ['Đang áp dụng', 'Active'] }),
  },
  keyFields: ['ma_chinh_sach'],
  listColumns: [
    'ma_chinh_sach',
    'ten_chinh_sach',
    'ma_loai_the',
    'tien_nap_tu',
    'ty_le_thuong',
    'tien_thuong',
    'tu_ngay',
    'den_ngay',
  ],
  filters: ['ma_chinh_sach', 'ma_loai_the', 'trang_thai'],
  search: ['ma_chinh_sach', 'ten_chinh_sach'],
  defaultSort: ['ma_loai_the', 'tien_nap_tu'],
  check: validityCheck,
  sections: [
    {
      title: ['Thông tin chung', 'General'],
      fields: ['ma_chinh_sach', 'ten_chinh_sach', 'ma_loai_the', 'tu_ngay', 'den_ngay'],
    },
    {
      title: ['Ưu đãi nạp', 'Top-up bonus'],
      fields: [
        'tien_nap_tu',
        'tien_nap_den',
        'ty_le_thuong',
        'tien_thuong',
        'so_thang_hieu_luc',
        'ghi_chu',
        'trang_thai',
      ],
    },
  ],
});

/** Payment card history (lịch sử thẻ thanh toán): every top-up, payment, refund and bonus of a card, numbered. */
export const paymentCardHistories = defineResource({
  name: 'payment-card-histories',
  route: '/sales/payment-card-histories',
  table: 'sales_payment_card_histories',
  title: ['Lịch sử thẻ thanh toán', 'Payment card history'],
  voucher: { ma_ct: 'LTT', prefix: 'LT' },
  branchScope: 'selected',
  fields: {
    ma_the: f.lookup(['Mã thẻ', 'Card number'], 'payment-cards', {
      required: true,
      fills: { ma_kh: 'ma_kh', ten_kh: 'ten_kh' },
    }),
    ...shared('ma_kh'),
    ...shared('ten_kh'),
    loai_gd: f.enum(['Loại giao dịch', 'Transaction'], cardTransactionKinds, { required: true }),
    so_tien: f.money(['Số tiền', 'Amount'], { required: true, allowNegative: true }),
    so_du_sau: f.money(['Số dư sau giao dịch', 'Balance after'], { readOnly: true, allowNegative: true }),
    ma_httt: f.lookup(['Hình thức thanh toán', 'Payment type'], 'payment-types'),
    so_ct_goc: f.text(['Chứng từ gốc', 'Source voucher'], { max: 32 }),
    ...shared('dien_giai'),
    // What the posting layer wrote the entry for (a payment, a refund…), read in the viewer's language.
    ma_dien_giai: postingDescriptionField(),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: ['so_ct', 'ngay_ct', 'ma_the', 'ten_kh', 'loai_gd', 'so_tien', 'so_du_sau', 'so_ct_goc'],
  filters: ['ma_the', 'ma_kh', 'loai_gd', 'ma_dvcs'],
  search: ['so_ct', 'ma_the', 'ma_kh', 'ten_kh', 'so_ct_goc', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  /** The client portal: the entries of a customer's own cards (whoever the entry names), without the staff stamps. */
  customerAccess: {
    field: 'ma_the',
    fields: [
      'stt_rec',
      'ma_ct',
      'so_ct',
      'ngay_ct',
      'ma_dvcs',
      'ma_the',
      'ma_kh',
      'ten_kh',
      'loai_gd',
      'so_tien',
      'so_du_sau',
      'ma_httt',
      'so_ct_goc',
      'dien_giai',
      'ngay_tao',
    ],
  },
  sections: [
    { title: ['Chứng từ', 'Voucher'], fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_the', 'ma_kh', 'ten_kh'] },
    {
      title: ['Giao dịch', 'Transaction'],
      fields: ['loai_gd', 'so_tien', 'ma_httt', 'so_ct_goc', 'dien_giai'],
    },
  ],
});
