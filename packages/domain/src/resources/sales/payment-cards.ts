import { defineResource } from '../define-resource.js';
import { defineView } from '../define-view.js';
import { f } from '../fields.js';
import { cardStatuses } from './options.js';
import { orderCheck } from './rules.js';
import { shared } from '../shared-fields.js';

/**
 * Payment cards (thẻ thanh toán / thẻ trả trước): stored-value cards of a customer, topped up and spent on
 * bills and services; the balance and its totals are kept by the card ledger (payment card history).
 */
export const paymentCards = defineResource({
  name: 'payment-cards',
  route: '/sales/payment-cards',
  table: 'sales_payment_cards',
  title: ['Thẻ thanh toán', 'Payment cards'],
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
    ma_chinh_sach: f.lookup(['Chính sách thẻ', 'Card policy'], 'payment-card-policies'),
    ngay_phat_hanh: f.date(['Ngày phát hành', 'Issue date'], { required: true }),
    ngay_het_han: f.date(['Ngày hết hạn', 'Expiry date']),
    so_du_dau: f.money(['Số dư ban đầu', 'Opening balance'], { defaultValue: 0 }),
    tien_nap: f.money(['Tổng tiền nạp', 'Total topped up'], { readOnly: true }),
    tien_thuong: f.money(['Tổng tiền thưởng', 'Total bonus'], { readOnly: true }),
    tien_da_dung: f.money(['Tổng đã dùng', 'Total spent'], { readOnly: true }),
    so_du: f.money(['Số dư', 'Balance'], { readOnly: true }),
    ...shared('ma_nvbh'),
    ...shared('ten_nvbh'),
    trang_thai: f.enum(['Trạng thái', 'Status'], cardStatuses, { defaultValue: '0' }),
    ly_do_khoa: f.text(['Lý do khóa', 'Lock reason'], { max: 500 }),
    ...shared('ghi_chu'),
  },
  keyFields: ['ma_the'],
  listColumns: [
    'ma_the',
    'ma_kh',
    'ten_kh',
    'dien_thoai',
    'ma_loai_the',
    'so_du',
    'ngay_het_han',
    'trang_thai',
  ],
  filters: ['ma_the', 'ma_kh', 'ma_loai_the', 'ma_chinh_sach', 'ma_nvbh', 'trang_thai', 'ma_dvcs'],
  search: ['ma_the', 'ma_kh', 'ten_kh', 'dien_thoai'],
  defaultSort: ['-ngay_phat_hanh', 'ma_the'],
  ownerField: 'ma_nvbh',
  /** The client portal: a customer's own cards, without the salesperson, policy, lock reason and notes. */
  customerAccess: {
    field: 'ma_kh',
    fields: [
      'ma_the',
      'ma_kh',
      'ten_kh',
      'dien_thoai',
      'ma_loai_the',
      'ngay_phat_hanh',
      'ngay_het_han',
      'so_du_dau',
      'tien_nap',
      'tien_thuong',
      'tien_da_dung',
      'so_du',
      'trang_thai',
      'ma_dvcs',
      'ngay_tao',
    ],
  },
  check: orderCheck('ngay_phat_hanh', 'ngay_het_han', 'VALIDITY_RANGE_INVALID'),
  /**
   * A card is issued (or issued and activated at the counter), activated, locked with a reason (lost, disputed)
   * and unlocked again, or marked expired. Locked and expired cards take no entries (card-ledger.ts).
   */
  statuses: {
    field: 'trang_thai',
    initial: '0',
    createdAs: ['1'],
    transitions: [
      { name: 'activate', label: ['Kích hoạt', 'Activate'], from: ['0'], to: '1' },
      { name: 'lock', label: ['Khóa thẻ', 'Lock'], from: ['1'], to: '2', reason: 'ly_do_khoa' },
      { name: 'unlock', label: ['Mở khóa', 'Unlock'], from: ['2'], to: '1', stamps: { ly_do_khoa: 'clear' } },
      { name: 'expire', label: ['Đánh dấu hết hạn', 'Mark expired'], from: ['1', '2'], to: '3' },
    ],
  },
  sections: [
    {
      title: ['Thẻ', 'Card'],
      fields: ['ma_the', 'ma_loai_the', 'ma_chinh_sach', 'ngay_phat_hanh', 'ngay_het_han', 'ma_dvcs'],
    },
    { title: ['Khách hàng', 'Customer'], fields: ['ma_kh', 'ten_kh', 'dien_thoai', 'ma_nvbh', 'ten_nvbh'] },
    {
      title: ['Số dư', 'Balance'],
      fields: ['so_du_dau', 'tien_nap', 'tien_thuong', 'tien_da_dung', 'so_du'],
    },
    { title: ['Trạng thái', 'Status'], fields: ['trang_thai', 'ly_do_khoa', 'ghi_chu'] },
  ],
});

const cardColumns = [
  'ma_the',
  'ma_kh',
  'ten_kh',
  'dien_thoai',
  'ma_loai_the',
  'ngay_het_han',
  'so_du',
  'trang_thai',
];

/** Update cards (cập nhật thẻ): edit cards' holder, type, policy and expiry; activate new ones. */
export const paymentCardsUpdate = defineView({
  name: 'payment-cards-update',
  route: '/sales/payment-cards/update',
  title: ['Cập nhật thẻ', 'Update cards'],
  resource: 'payment-cards',
  listColumns: ['ma_the', 'ma_kh', 'ten_kh', 'ma_loai_the', 'ma_chinh_sach', 'ngay_het_han', 'trang_thai'],
  readOnly: false,
  actions: ['activate'],
});

/** Card lookup (tra cứu thẻ): find a card by number, customer or phone and see its status and balance. */
export const paymentCardsLookup = defineView({
  name: 'payment-cards-lookup',
  route: '/sales/payment-cards/lookup',
  /** Not under payment-cards/: `sales/payment-cards/lookup` is the cards' own picker search. */
  path: 'sales/payment-card-lookup',
  title: ['Tra cứu thẻ', 'Card lookup'],
  resource: 'payment-cards',
  listColumns: cardColumns,
});

/** Unlock cards (mở khóa thẻ): the locked cards, each opened again by an action. */
export const paymentCardsUnlock = defineView({
  name: 'payment-cards-unlock',
  route: '/sales/payment-cards/unlock',
  title: ['Mở khóa thẻ', 'Unlock cards'],
  resource: 'payment-cards',
  fixedFilters: { trang_thai: '2' },
  listColumns: ['ma_the', 'ma_kh', 'ten_kh', 'dien_thoai', 'so_du', 'ly_do_khoa'],
  actions: ['unlock'],
});

/** Lock cards (khóa thẻ): the active cards, each locked by an action (lost card, dispute). */
export const paymentCardsLock = defineView({
  name: 'payment-cards-lock',
  route: '/sales/payment-cards/lock',
  title: ['Khóa thẻ', 'Lock cards'],
  resource: 'payment-cards',
  fixedFilters: { trang_thai: '1' },
  listColumns: cardColumns,
  actions: ['lock'],
});

/** Card balances (số dư thẻ): every card's top-ups, bonus, spending and balance, largest balance first. */
export const paymentCardsBalances = defineView({
  name: 'payment-cards-balances',
  route: '/sales/payment-cards/balances',
  title: ['Số dư thẻ', 'Card balances'],
  resource: 'payment-cards',
  listColumns: ['ma_the', 'ma_kh', 'ten_kh', 'so_du_dau', 'tien_nap', 'tien_thuong', 'tien_da_dung', 'so_du'],
  defaultSort: ['-so_du', 'ma_the'],
});
