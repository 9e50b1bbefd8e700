import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { voucherMachine } from '../voucher-approval.js';
import { voucherStatuses } from '../options.js';
import { validityCheck } from './rules.js';
import { shared, sharedField } from '../shared-fields.js';

const promotionKinds = [
  ['SP', 'Khuyến mại sản phẩm', 'Product promotion'],
  ['DS', 'Khuyến mại doanh số', 'Revenue promotion'],
  ['CK', 'Chiết khấu', 'Discount'],
  ['QT', 'Quà tặng', 'Gift'],
] as const;

/** Promotions (chương trình khuyến mại): a named campaign with dates and customer group, detailed by the rules below. */
export const promotions = defineResource({
  name: 'promotions',
  route: '/sales/promotions',
  table: 'sales_promotions',
  title: ['Chương trình khuyến mại', 'Promotions'],
  fields: {
    ma_ctkm: f.code(['Mã chương trình', 'Promotion code'], { required: true, unique: true, max: 32 }),
    ten_ctkm: f.text(['Tên chương trình', 'Promotion name'], { required: true, max: 200 }),
    loai_km: f.enum(['Hình thức', 'Kind'], promotionKinds, { required: true, defaultValue: 'SP' }),
    tu_ngay: f.date(['Từ ngày', 'From'], { required: true }),
    den_ngay: f.date(['Đến ngày', 'To'], { required: true }),
    ma_nhom_kh: f.lookup(['Nhóm khách hàng', 'Customer group'], 'customer-groups'),
    ngan_sach: f.money(['Ngân sách', 'Budget'], { defaultValue: 0 }),
    dien_giai: f.text(['Nội dung', 'Description'], { max: 1000, multiline: true }),
    trang_thai: sharedField('trang_thai', { label: ['Đang áp dụng', 'Active'] }),
  },
  keyFields: ['ma_ctkm'],
  listColumns: [
    'ma_ctkm',
    'ten_ctkm',
    'loai_km',
    'tu_ngay',
    'den_ngay',
    'ma_nhom_kh',
    'ngan_sach',
    'trang_thai',
  ],
  filters: ['ma_ctkm', 'loai_km', 'ma_nhom_kh', 'trang_thai'],
  search: ['ma_ctkm', 'ten_ctkm', 'dien_giai'],
  defaultSort: ['-tu_ngay', 'ma_ctkm'],
  check: validityCheck,
});

/** The header every promotion rule voucher shares: its promotion, validity window and customer group. */
const ruleHeader = () => ({
  ma_ctkm: f.lookup(['Chương trình khuyến mại', 'Promotion'], 'promotions', {
    fills: { ten_ctkm: 'ten_ctkm' },
  }),
  ten_ctkm: f.text(['Tên chương trình', 'Promotion name'], { max: 200 }),
  tu_ngay: f.date(['Từ ngày', 'From'], { required: true }),
  den_ngay: f.date(['Đến ngày', 'To']),
  ma_nhom_kh: f.lookup(['Nhóm khách hàng', 'Customer group'], 'customer-groups'),
  ...shared('dien_giai'),
  trang_thai: f.enum(['Trạng thái', 'Status'], voucherStatuses, { defaultValue: '0' }),
});

const ruleHeaderSection = {
  title: ['Chương trình', 'Promotion'],
  fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_ctkm', 'ten_ctkm', 'tu_ngay', 'den_ngay', 'ma_nhom_kh'],
} as const;

/** Product promotions (khuyến mại sản phẩm): buy N of a product, get a gift product or a discount; approved. */
export const promotionProducts = defineResource({
  name: 'promotion-products',
  route: '/sales/promotion-products',
  table: 'sales_promotion_products',
  title: ['Khuyến mại sản phẩm', 'Product promotions'],
  voucher: { ma_ct: 'KMSP', prefix: 'KS', approve: true },
  branchScope: 'selected',
  fields: {
    ...ruleHeader(),
    chi_tiet: f.lines(['Điều kiện', 'Rules'], {
      ma_vt: f.lookup(['Hàng mua', 'Product bought'], 'products', {
        required: true,
        fills: { ten_vt: 'ten_vt' },
      }),
      ten_vt: f.text(['Tên hàng mua', 'Product name'], { max: 200 }),
      so_luong_mua: f.quantity(['Số lượng mua', 'Quantity bought'], { required: true }),
      ma_vt_km: f.lookup(['Hàng tặng', 'Gift product'], 'products', { fills: { ten_vt_km: 'ten_vt' } }),
      ten_vt_km: f.text(['Tên hàng tặng', 'Gift name'], { max: 200 }),
      so_luong_km: f.quantity(['Số lượng tặng', 'Gift quantity'], { defaultValue: 0 }),
      ck: f.percent(['% Chiết khấu', 'Discount %'], { defaultValue: 0 }),
      gia_km: f.money(['Giá khuyến mại', 'Promotion price'], { defaultValue: 0 }),
    }),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: ['so_ct', 'ngay_ct', 'ma_ctkm', 'ten_ctkm', 'tu_ngay', 'den_ngay', 'ma_nhom_kh', 'trang_thai'],
  filters: ['ma_ctkm', 'ma_nhom_kh', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_ctkm', 'ten_ctkm', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    ruleHeaderSection,
    { title: ['Điều kiện', 'Rules'], fields: ['chi_tiet'] },
    { title: ['Khác', 'Other'], fields: ['dien_giai', 'trang_thai'] },
  ],
  check: validityCheck,
  statuses: voucherMachine,
});

/** Revenue promotions (khuyến mại doanh số): a bill total band earns a discount or a gift; approved. */
export const promotionRevenue = defineResource({
  name: 'promotion-revenue',
  route: '/sales/promotion-revenue',
  table: 'sales_promotion_revenue',
  title: ['Khuyến mại doanh số', 'Revenue promotions'],
  voucher: { ma_ct: 'KMDS', prefix: 'KD', approve: true },
  branchScope: 'selected',
  fields: {
    ...ruleHeader(),
    chi_tiet: f.lines(['Mức doanh số', 'Bands'], {
      doanh_so_tu: f.money(['Doanh số từ', 'Total from'], { required: true }),
      doanh_so_den: f.money(['Doanh số đến', 'Total up to']),
      ck: f.percent(['% Chiết khấu', 'Discount %'], { defaultValue: 0 }),
      tien_ck: f.money(['Tiền chiết khấu', 'Discount amount'], { defaultValue: 0 }),
      ma_vt_km: f.lookup(['Hàng tặng', 'Gift product'], 'products', { fills: { ten_vt_km: 'ten_vt' } }),
      ten_vt_km: f.text(['Tên hàng tặng', 'Gift name'], { max: 200 }),
      so_luong_km: f.quantity(['Số lượng tặng', 'Gift quantity'], { defaultValue: 0 }),
    }),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: ['so_ct', 'ngay_ct', 'ma_ctkm', 'ten_ctkm', 'tu_ngay', 'den_ngay', 'ma_nhom_kh', 'trang_thai'],
  filters: ['ma_ctkm', 'ma_nhom_kh', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_ctkm', 'ten_ctkm', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    ruleHeaderSection,
    { title: ['Mức doanh số', 'Bands'], fields: ['chi_tiet'] },
    { title: ['Khác', 'Other'], fields: ['dien_giai', 'trang_thai'] },
  ],
  check: validityCheck,
  statuses: voucherMachine,
});
