import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { monthBounds } from './rules.js';
import { shared, sharedField } from '../shared-fields.js';

/**
 * Targets (chỉ tiêu): what a salesperson should reach in a month at a branch: revenue, new customers,
 * appointments and calls. The month's first and last days (ngay_bd, ngay_kt) are derived from nam/thang so
 * reports can pick targets by date.
 */
export const targets = defineResource({
  name: 'targets',
  route: '/crm/targets',
  table: 'crm_targets',
  title: ['Chỉ tiêu', 'Targets'],
  branchScope: 'selected',
  fields: {
    ma_nvbh: f.lookup(['Nhân viên bán hàng', 'Salesperson'], 'salers', {
      required: true,
      fills: { ten_nvbh: 'ten_nvbh' },
    }),
    ...shared('ten_nvbh'),
    nam: f.number(['Năm', 'Year'], { required: true, min: 2000, max: 2100, grouping: false }),
    thang: f.number(['Tháng', 'Month'], { required: true, min: 1, max: 12 }),
    ngay_bd: f.date(['Từ ngày', 'From'], { readOnly: true }),
    ngay_kt: f.date(['Đến ngày', 'To'], { readOnly: true }),
    doanh_so_mt: f.money(['Doanh số chỉ tiêu', 'Revenue target'], { required: true, defaultValue: 0 }),
    so_kh_moi_mt: f.number(['Khách hàng mới', 'New customers'], { min: 0, defaultValue: 0 }),
    so_lh_mt: f.number(['Số lịch hẹn', 'Appointments'], { min: 0, defaultValue: 0 }),
    so_cuoc_goi_mt: f.number(['Số cuộc gọi', 'Calls'], { min: 0, defaultValue: 0 }),
    ghi_chu: sharedField('ghi_chu', { max: 500 }),
  },
  keyFields: ['ma_dvcs', 'ma_nvbh', 'nam', 'thang'],
  listColumns: [
    'nam',
    'thang',
    'ma_nvbh',
    'ten_nvbh',
    'doanh_so_mt',
    'so_kh_moi_mt',
    'so_lh_mt',
    'so_cuoc_goi_mt',
    'ma_dvcs',
  ],
  filters: ['ma_nvbh', 'nam', 'thang', 'ma_dvcs'],
  search: ['ma_nvbh', 'ten_nvbh', 'ghi_chu'],
  defaultSort: ['-nam', '-thang', 'ma_nvbh'],
  sections: [
    {
      title: ['Kỳ chỉ tiêu', 'Period'],
      fields: ['ma_dvcs', 'ma_nvbh', 'ten_nvbh', 'nam', 'thang', 'ngay_bd', 'ngay_kt'],
    },
    {
      title: ['Chỉ tiêu', 'Targets'],
      fields: ['doanh_so_mt', 'so_kh_moi_mt', 'so_lh_mt', 'so_cuoc_goi_mt', 'ghi_chu'],
    },
  ],
  ownerField: 'ma_nvbh',
  dateField: 'ngay_bd',
  derive: (record) => ({ ...record, ...monthBounds(record.nam, record.thang) }),
});
