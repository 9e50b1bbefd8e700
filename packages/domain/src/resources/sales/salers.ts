import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { staffLevels } from './options.js';
import { shared } from '../shared-fields.js';

/** Salespeople (nhân viên bán hàng): who sells and cares for customers, by branch, level and commission group. */
export const salers = defineResource({
  name: 'salers',
  route: '/sales/salers',
  table: 'sales_salers',
  title: ['Nhân viên bán hàng', 'Salespeople'],
  branchScope: 'selected',
  fields: {
    ma_nvbh: f.code(['Mã nhân viên bán hàng', 'Salesperson code'], { required: true, unique: true, max: 32 }),
    ten_nvbh: f.text(['Tên nhân viên bán hàng', 'Salesperson name'], { required: true, max: 200 }),
    ...shared('dien_thoai'),
    ...shared('email'),
    ma_nv: f.lookup(['Nhân viên', 'Employee'], 'employees', {
      fills: { ten_nvbh: 'ten_nv', dien_thoai: 'dien_thoai' },
    }),
    ma_nhom: f.lookup(['Nhóm hoa hồng', 'Commission group'], 'commisstion-groups', {
      valueField: 'ma_nhom_hh',
    }),
    cap_bac: f.enum(['Cấp bậc', 'Level'], staffLevels, { defaultValue: '2' }),
    ngay_vao_lam: f.date(['Ngày vào làm', 'Start date']),
    chi_tieu_thang: f.money(['Chỉ tiêu doanh số tháng', 'Monthly sales target'], { defaultValue: 0 }),
    ...shared('ghi_chu'),
    trang_thai: f.boolean(['Đang làm việc', 'Active'], { defaultValue: true }),
  },
  keyFields: ['ma_nvbh'],
  listColumns: ['ma_nvbh', 'ten_nvbh', 'dien_thoai', 'ma_nhom', 'cap_bac', 'ma_dvcs', 'trang_thai'],
  filters: ['ma_nvbh', 'ma_dvcs', 'ma_nhom', 'cap_bac', 'trang_thai'],
  search: ['ma_nvbh', 'ten_nvbh', 'dien_thoai', 'email'],
  defaultSort: ['ma_nvbh'],
  sections: [
    {
      title: ['Thông tin chung', 'General'],
      fields: ['ma_nvbh', 'ten_nvbh', 'dien_thoai', 'email', 'ma_nv', 'ma_dvcs'],
    },
    {
      title: ['Bán hàng', 'Sales'],
      fields: ['ma_nhom', 'cap_bac', 'ngay_vao_lam', 'chi_tieu_thang', 'ghi_chu', 'trang_thai'],
    },
  ],
});
