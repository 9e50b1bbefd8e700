import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { cardStatuses, customerCardEvents } from './options.js';
import { orderCheck } from './rules.js';
import { shared } from '../shared-fields.js';
import { postingDescriptionField } from './posting-descriptions.js';

/** Customer card series (dải thẻ khách hàng): a printed run of membership cards, prefix and number range. */
export const customerCardSeries = defineResource({
  name: 'customer-card-series',
  route: '/sales/customer-card-series',
  table: 'sales_customer_card_series',
  title: ['Dải thẻ khách hàng', 'Customer card series'],
  branchScope: 'selected',
  fields: {
    ma_dai_the: f.code(['Mã dải thẻ', 'Series code'], { required: true, unique: true, max: 32 }),
    ten_dai_the: f.text(['Tên dải thẻ', 'Series name'], { required: true, max: 200 }),
    ma_loai_the: f.lookup(['Loại thẻ', 'Card type'], 'card-types', { required: true }),
    tien_to: f.code(['Tiền tố', 'Prefix'], { max: 10 }),
    so_bd: f.number(['Từ số', 'From number'], { required: true, min: 0 }),
    so_kt: f.number(['Đến số', 'To number'], { required: true, min: 0 }),
    do_dai: f.number(['Độ dài số', 'Digits'], { min: 1, max: 20, defaultValue: 6 }),
    ngay_phat_hanh: f.date(['Ngày phát hành', 'Issue date']),
    ...shared('ghi_chu'),
  },
  sections: [
    {
      title: ['Dải thẻ', 'Series'],
      fields: ['ma_dai_the', 'ten_dai_the', 'ma_loai_the', 'ma_dvcs', 'ngay_phat_hanh'],
    },
    { title: ['Dải số', 'Numbers'], fields: ['tien_to', 'so_bd', 'so_kt', 'do_dai', 'ghi_chu'] },
  ],
  keyFields: ['ma_dai_the'],
  listColumns: [
    'ma_dai_the',
    'ten_dai_the',
    'ma_loai_the',
    'tien_to',
    'so_bd',
    'so_kt',
    'ngay_phat_hanh',
    'ma_dvcs',
  ],
  filters: ['ma_dai_the', 'ma_loai_the', 'ma_dvcs'],
  search: ['ma_dai_the', 'ten_dai_the', 'tien_to'],
  defaultSort: ['-ngay_phat_hanh', 'ma_dai_the'],
  /** The range ends on or after its first number. */
  check: (row) =>
    typeof row.so_bd === 'number' && typeof row.so_kt === 'number' && row.so_kt < row.so_bd
      ? { code: 'VALIDATION_FAILED', field: 'so_kt' }
      : undefined,
});

/** Customer cards (thẻ khách hàng): membership cards given to customers, collecting points and a level. */
export const customerCards = defineResource({
  name: 'customer-cards',
  route: '/sales/customer-cards',
  table: 'sales_customer_cards',
  title: ['Thẻ khách hàng', 'Customer cards'],
  branchScope: 'selected',
  fields: {
    ma_the: f.code(['Mã thẻ', 'Card number'], { required: true, unique: true, max: 32 }),
    ma_kh: f.lookup(['Khách hàng', 'Customer'], 'partners', {
      required: true,
      fills: { ten_kh: 'ten_kh', dien_thoai: 'dien_thoai' },
    }),
    ...shared('ten_kh'),
    ...shared('dien_thoai'),
    ma_loai_the: f.lookup(['Loại thẻ', 'Card type'], 'card-types', { required: true }),
    ma_dai_the: f.lookup(['Dải thẻ', 'Card series'], 'customer-card-series'),
    ngay_phat_hanh: f.date(['Ngày phát hành', 'Issue date'], { required: true }),
    ngay_het_han: f.date(['Ngày hết hạn', 'Expiry date']),
    diem: f.number(['Điểm tích lũy', 'Points'], { readOnly: true }),
    ma_nvbh: f.lookup(['Nhân viên bán hàng', 'Salesperson'], 'salers'),
    trang_thai: f.enum(['Trạng thái', 'Status'], cardStatuses, { defaultValue: '1' }),
    ...shared('ghi_chu'),
  },
  keyFields: ['ma_the'],
  listColumns: [
    'ma_the',
    'ma_kh',
    'ten_kh',
    'dien_thoai',
    'ma_loai_the',
    'ngay_het_han',
    'diem',
    'trang_thai',
  ],
  filters: ['ma_the', 'ma_kh', 'ma_loai_the', 'ma_dai_the', 'ma_nvbh', 'trang_thai', 'ma_dvcs'],
  search: ['ma_the', 'ma_kh', 'ten_kh', 'dien_thoai'],
  defaultSort: ['-ngay_phat_hanh', 'ma_the'],
  ownerField: 'ma_nvbh',
  check: orderCheck('ngay_phat_hanh', 'ngay_het_han', 'VALIDITY_RANGE_INVALID'),
  sections: [
    {
      title: ['Thẻ', 'Card'],
      fields: [
        'ma_the',
        'ma_loai_the',
        'ma_dai_the',
        'ngay_phat_hanh',
        'ngay_het_han',
        'trang_thai',
        'ma_dvcs',
      ],
    },
    { title: ['Khách hàng', 'Customer'], fields: ['ma_kh', 'ten_kh', 'dien_thoai', 'ma_nvbh', 'ghi_chu'] },
  ],
});

/** Customer card history (lịch sử thẻ khách hàng): issue, points earned or redeemed, upgrades, locks, numbered. */
export const customerCardHistories = defineResource({
  name: 'customer-card-histories',
  route: '/sales/customer-card-histories',
  table: 'sales_customer_card_histories',
  title: ['Lịch sử thẻ khách hàng', 'Customer card history'],
  voucher: { ma_ct: 'LTK', prefix: 'LK' },
  branchScope: 'selected',
  fields: {
    ma_the: f.lookup(['Mã thẻ', 'Card number'], 'customer-cards', {
      required: true,
      fills: { ma_kh: 'ma_kh' },
    }),
    ...shared('ma_kh'),
    ...shared('ten_kh'),
    loai_gd: f.enum(['Nghiệp vụ', 'Event'], customerCardEvents, { required: true }),
    diem: f.number(['Điểm', 'Points'], { defaultValue: 0 }),
    so_ct_goc: f.text(['Chứng từ gốc', 'Source voucher'], { max: 32 }),
    ...shared('dien_giai'),
    // What the posting layer wrote the entry for (a payment, a refund…), read in the viewer's language.
    ma_dien_giai: postingDescriptionField(),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: ['so_ct', 'ngay_ct', 'ma_the', 'ma_kh', 'ten_kh', 'loai_gd', 'diem', 'so_ct_goc', 'dien_giai'],
  filters: ['ma_the', 'ma_kh', 'loai_gd', 'ma_dvcs'],
  search: ['so_ct', 'ma_the', 'ma_kh', 'ten_kh', 'so_ct_goc'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    { title: ['Chứng từ', 'Voucher'], fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_the', 'ma_kh', 'ten_kh'] },
    { title: ['Nghiệp vụ', 'Event'], fields: ['loai_gd', 'diem', 'so_ct_goc', 'dien_giai'] },
  ],
});
