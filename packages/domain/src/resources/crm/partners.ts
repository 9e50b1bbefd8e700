import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { genders } from '../options.js';
import { shared } from '../shared-fields.js';

/** Customers (partners) of a spa, clinic, hotel or restaurant, each cared for by a salesperson (ma_nvbh). */
export const partners = defineResource({
  name: 'partners',
  route: '/crm/partners',
  table: 'customers',
  title: ['Khách hàng', 'Customers'],
  fields: {
    ma_kh: f.code(['Mã khách hàng', 'Customer code'], { required: true, unique: true, max: 32 }),
    ten_kh: f.text(['Tên khách hàng', 'Customer name'], { required: true, max: 200 }),
    dien_thoai: f.phone(['Điện thoại', 'Phone'], { requiredWhen: 'crm_partner_require_phone' }),
    ...shared('email'),
    ngay_sinh: f.date(['Ngày sinh', 'Date of birth']),
    gioi_tinh: f.enum(['Giới tính', 'Gender'], genders),
    ...shared('dia_chi'),
    tinh_thanh: f.text(['Tỉnh/Thành phố', 'Province/City'], { max: 100 }),
    // The province and ward of the address, picked from the address lists (GET /api/cities, …/wards) as the client
    // portal does: the codes are stored, their names shown; a pick fills tinh_thanh with the province's name (kept
    // for imports, the views' columns and the customers who have no code yet; off the form, where it would say the
    // same twice). The list filters on the province's code (ma_tinh: 'customers in Hà Nội'), not the free text.
    ma_tinh: f.lookup(['Tỉnh/thành', 'Province'], 'cities', {
      max: 10,
      code: true,
      nameOnly: true,
      fills: { tinh_thanh: 'ten_tinh' },
    }),
    ma_xa: f.lookup(['Phường/xã', 'Ward'], 'wards', {
      max: 10,
      code: true,
      nameOnly: true,
      narrowBy: { ma_tinh: 'ma_tinh' },
    }),
    website: f.text(['Website', 'Website'], { max: 200 }),
    ma_nhom_kh: f.lookup(['Nhóm khách hàng', 'Customer group'], 'customer-groups'),
    ma_nguon: f.lookup(['Nguồn khách hàng', 'Source'], 'source-types'),
    ma_nguon_ct: f.lookup(['Chi tiết nguồn', 'Source option'], 'source-type-options'),
    ma_hang: f.lookup(['Hạng khách hàng', 'Customer level'], 'levels'),
    ma_nhan: f.lookup(['Nhãn', 'Tag'], 'tags'),
    ...shared('ma_nvbh'),
    ...shared('ten_nvbh'),
    ...shared('ghi_chu'),
  },
  keyFields: ['ma_kh'],
  listColumns: [
    'ma_kh',
    'ten_kh',
    'dien_thoai',
    'ngay_sinh',
    'ma_nhom_kh',
    'ma_hang',
    'ma_nvbh',
    'ten_nvbh',
    'ma_dvcs',
  ],
  filters: [
    'ma_kh',
    'ma_dvcs',
    'ma_nhom_kh',
    'ma_nguon',
    'ma_nguon_ct',
    'ma_hang',
    'ma_nhan',
    'ma_nvbh',
    'gioi_tinh',
    'ma_tinh',
  ],
  derivedFilters: {
    // The dashboard's 'Khách mua hôm nay' opens this list filtered to the day: the customers it counts.
    ngay_mua: {
      field: f.date(['Mua hàng ngày', 'Bought on']),
      meaning:
        'Customers who bought on that day (YYYY-MM-DD): a posted bill or retail order of theirs dated that day in ' +
        'the selected branches (Branchs), as the dashboard counts them',
    },
  },
  search: ['ma_kh', 'ten_kh', 'dien_thoai', 'email'],
  defaultSort: ['ma_kh'],
  sections: [
    {
      title: ['Thông tin chung', 'General'],
      fields: ['ma_kh', 'ten_kh', 'dien_thoai', 'email', 'ngay_sinh', 'gioi_tinh'],
    },
    { title: ['Liên hệ', 'Contact'], fields: ['dia_chi', 'ma_tinh', 'ma_xa', 'website'] },
    {
      title: ['Chăm sóc', 'Care'],
      fields: [
        'ma_dvcs',
        'ma_nhom_kh',
        'ma_hang',
        'ma_nhan',
        'ma_nguon',
        'ma_nguon_ct',
        'ma_nvbh',
        'ten_nvbh',
        'ghi_chu',
      ],
    },
  ],
  branchScope: 'selected',
  ownerField: 'ma_nvbh',
});
