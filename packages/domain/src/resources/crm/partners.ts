import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { genders } from '../options.js';

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
    email: f.email(['Email', 'Email']),
    ngay_sinh: f.date(['Ngày sinh', 'Date of birth']),
    gioi_tinh: f.enum(['Giới tính', 'Gender'], genders),
    dia_chi: f.text(['Địa chỉ', 'Address'], { max: 300 }),
    website: f.text(['Website', 'Website'], { max: 200 }),
    ma_nhom_kh: f.lookup(['Nhóm khách hàng', 'Customer group'], 'customer-groups'),
    ma_nguon: f.lookup(['Nguồn khách hàng', 'Source'], 'source-types'),
    ma_nvbh: f.lookup(['Nhân viên bán hàng', 'Salesperson'], 'salers', { fills: { ten_nvbh: 'ten_nvbh' } }),
    ten_nvbh: f.text(['Tên nhân viên bán hàng', 'Salesperson name'], { max: 200 }),
    ghi_chu: f.text(['Ghi chú', 'Note'], { max: 1000, multiline: true }),
  },
  keyFields: ['ma_kh'],
  listColumns: ['ma_kh', 'ten_kh', 'dien_thoai', 'ngay_sinh', 'ma_nhom_kh', 'ma_nvbh', 'ten_nvbh', 'ma_dvcs'],
  filters: ['ma_kh', 'ma_dvcs', 'ma_nhom_kh', 'ma_nguon', 'ma_nvbh', 'gioi_tinh'],
  search: ['ma_kh', 'ten_kh', 'dien_thoai', 'email'],
  defaultSort: ['ma_kh'],
  sections: [
    {
      title: ['Thông tin chung', 'General'],
      fields: ['ma_kh', 'ten_kh', 'dien_thoai', 'email', 'ngay_sinh', 'gioi_tinh'],
    },
    { title: ['Liên hệ', 'Contact'], fields: ['dia_chi', 'website'] },
    {
      title: ['Chăm sóc', 'Care'],
      fields: ['ma_dvcs', 'ma_nhom_kh', 'ma_nguon', 'ma_nvbh', 'ten_nvbh', 'ghi_chu'],
    },
  ],
  branchScope: 'selected',
  ownerField: 'ma_nvbh',
});
