import { defineResource } from '../define-resource.js';
import { defineView } from '../define-view.js';
import { f } from '../fields.js';
import { noNameCardStatuses } from './options.js';
import { orderCheck, validityCheck } from './rules.js';
import { shared, sharedField } from '../shared-fields.js';

/** No-name card types (loại thẻ vô danh): face value, sale price and validity of anonymous prepaid cards. */
export const noNameTypes = defineResource({
  name: 'no-name-types',
  route: '/sales/no-name-types',
  table: 'sales_no_name_types',
  title: ['Loại thẻ vô danh', 'No-name card types'],
  fields: {
    ma_loai_the: f.code(['Mã loại thẻ', 'Card type code'], { required: true, unique: true, max: 32 }),
    ten_loai_the: f.text(['Tên loại thẻ', 'Card type name'], { required: true, max: 200 }),
    menh_gia: f.money(['Mệnh giá', 'Face value'], { required: true, defaultValue: 0 }),
    gia_ban: f.money(['Giá bán', 'Sale price'], { required: true, defaultValue: 0 }),
    so_thang_hieu_luc: f.number(['Số tháng hiệu lực', 'Valid for (months)'], {
      min: 0,
      max: 120,
      defaultValue: 12,
    }),
    cho_nap_them: f.boolean(['Cho nạp thêm', 'Can be topped up'], { defaultValue: true }),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_loai_the'],
  listColumns: [
    'ma_loai_the',
    'ten_loai_the',
    'menh_gia',
    'gia_ban',
    'so_thang_hieu_luc',
    'cho_nap_them',
    'trang_thai',
  ],
  filters: ['ma_loai_the', 'cho_nap_them', 'trang_thai'],
  search: ['ma_loai_the', 'ten_loai_the'],
  defaultSort: ['menh_gia', 'ma_loai_the'],
});

/** No-name cards (danh sách thẻ vô danh): anonymous cards of a series, in stock, in transit or sold, with balance. */
export const noNameCards = defineResource({
  name: 'no-name-cards',
  route: '/sales/no-name-cards',
  table: 'sales_no_name_cards',
  title: ['Danh sách thẻ vô danh', 'No-name cards'],
  branchScope: 'selected',
  fields: {
    ma_the: f.code(['Mã thẻ', 'Card number'], { required: true, unique: true, max: 32 }),
    so_seri: f.text(['Số seri', 'Serial number'], { max: 32 }),
    ma_loai_the: f.lookup(['Loại thẻ', 'Card type'], 'no-name-types', {
      required: true,
      fills: { menh_gia: 'menh_gia' },
    }),
    menh_gia: f.money(['Mệnh giá', 'Face value'], { defaultValue: 0 }),
    so_du: f.money(['Số dư', 'Balance'], { readOnly: true }),
    ngay_phat_hanh: f.date(['Ngày phát hành', 'Issue date']),
    ngay_het_han: f.date(['Ngày hết hạn', 'Expiry date']),
    trang_thai: f.enum(['Trạng thái', 'Status'], noNameCardStatuses, { defaultValue: '0' }),
    ...shared('ghi_chu'),
  },
  sections: [
    { title: ['Thẻ', 'Card'], fields: ['ma_the', 'so_seri', 'ma_loai_the', 'menh_gia', 'ma_dvcs'] },
    { title: ['Hiệu lực', 'Validity'], fields: ['ngay_phat_hanh', 'ngay_het_han', 'trang_thai', 'ghi_chu'] },
  ],
  keyFields: ['ma_the'],
  listColumns: [
    'ma_the',
    'so_seri',
    'ma_loai_the',
    'menh_gia',
    'so_du',
    'ngay_het_han',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_the', 'ma_loai_the', 'trang_thai', 'ma_dvcs'],
  search: ['ma_the', 'so_seri'],
  defaultSort: ['ma_the'],
  check: orderCheck('ngay_phat_hanh', 'ngay_het_han', 'VALIDITY_RANGE_INVALID'),
});

/** No-name lookup (tra cứu thẻ vô danh): find a card by number or serial and see its status and balance. */
export const noNameLookup = defineView({
  name: 'no-name-lookup',
  route: '/sales/no-name-lookup',
  title: ['Tra cứu thẻ vô danh', 'No-name lookup'],
  resource: 'no-name-cards',
  listColumns: ['ma_the', 'so_seri', 'ma_loai_the', 'so_du', 'ngay_het_han', 'trang_thai', 'ma_dvcs'],
});

/** No-name discounts (chiết khấu thẻ vô danh): the discount given when selling or topping up no-name cards. */
export const noNameDiscounts = defineResource({
  name: 'no-name-discounts',
  route: '/sales/no-name-discounts',
  table: 'sales_no_name_discounts',
  title: ['Chiết khấu thẻ vô danh', 'No-name discounts'],
  fields: {
    ma_ck: f.code(['Mã chiết khấu', 'Discount code'], { required: true, unique: true, max: 32 }),
    ten_ck: f.text(['Tên chiết khấu', 'Discount name'], { required: true, max: 200 }),
    ma_loai_the: f.lookup(['Loại thẻ', 'Card type'], 'no-name-types'),
    so_tien_tu: f.money(['Số tiền từ', 'Amount from'], { defaultValue: 0 }),
    ck: f.percent(['% Chiết khấu', 'Discount %'], { defaultValue: 0 }),
    tien_ck: f.money(['Tiền chiết khấu', 'Discount amount'], { defaultValue: 0 }),
    tu_ngay: f.date(['Từ ngày', 'From'], { required: true }),
    den_ngay: f.date(['Đến ngày', 'To']),
    ...shared('ghi_chu'),
    trang_thai: sharedField('trang_thai', { label: ['Đang áp dụng', 'Active'] }),
  },
  keyFields: ['ma_ck'],
  listColumns: [
    'ma_ck',
    'ten_ck',
    'ma_loai_the',
    'so_tien_tu',
    'ck',
    'tien_ck',
    'tu_ngay',
    'den_ngay',
    'trang_thai',
  ],
  filters: ['ma_ck', 'ma_loai_the', 'trang_thai'],
  search: ['ma_ck', 'ten_ck'],
  defaultSort: ['-tu_ngay', 'ma_ck'],
  check: validityCheck,
});
