import { defineView } from '../define-view.js';

/** The detailed customer search (crm_partner_search_detail): every customer, more columns, nothing edited. */
export const partnersSearch = defineView({
  name: 'partners-search',
  route: '/crm/partners-search',
  title: ['Tra cứu khách hàng', 'Customer search'],
  resource: 'partners',
  listColumns: [
    'ma_kh',
    'ten_kh',
    'dien_thoai',
    'email',
    'ngay_sinh',
    'gioi_tinh',
    'tinh_thanh',
    'ma_nhom_kh',
    'ma_hang',
    'ma_nguon',
    'ten_nvbh',
    'ma_dvcs',
  ],
  defaultSort: ['ten_kh'],
});

/** Customers of the VIP level (ma_hang 'VIP', a row of /crm/levels). */
export const partnersVip = defineView({
  name: 'partners-vip',
  route: '/crm/partners-vip',
  title: ['Khách hàng VIP', 'VIP customers'],
  resource: 'partners',
  fixedFilters: { ma_hang: 'VIP' },
  listColumns: ['ma_kh', 'ten_kh', 'dien_thoai', 'ngay_sinh', 'ma_nhom_kh', 'ma_nvbh', 'ten_nvbh', 'ma_dvcs'],
});
