import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { expenseKinds, responsibilityRoles } from './options.js';
import { dateOrderCheck } from './rules.js';
import { shared, sharedField } from '../shared-fields.js';

/**
 * The CRM side of a service (dịch vụ): how long a session takes, after how many days the customer should be
 * called back (care cycle), how many sessions a course needs, and the consultant's script.
 */
export const crmServices = defineResource({
  name: 'crm-services',
  route: '/crm/services',
  table: 'crm_services',
  title: ['Dịch vụ', 'Services'],
  fields: {
    ma_vt: f.lookup(['Dịch vụ', 'Service'], 'stock-services', {
      required: true,
      fills: { ten_vt: 'ten_vt' },
    }),
    ten_vt: f.text(['Tên dịch vụ', 'Service name'], { max: 200 }),
    ma_loai_lh: f.lookup(['Loại lịch hẹn', 'Appointment type'], 'task-types'),
    thoi_luong: f.number(['Thời lượng (phút)', 'Duration (minutes)'], {
      min: 0,
      max: 1440,
      defaultValue: 60,
    }),
    so_buoi: f.number(['Số buổi liệu trình', 'Sessions per course'], { min: 0, max: 999, defaultValue: 1 }),
    so_ngay_nhac: f.number(['Nhắc chăm sóc sau (ngày)', 'Care reminder after (days)'], {
      min: 0,
      max: 3650,
      defaultValue: 30,
    }),
    kich_ban: f.text(['Kịch bản tư vấn', 'Consultation script'], { max: 4000, multiline: true }),
    ghi_chu: sharedField('ghi_chu', { max: 500 }),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_vt'],
  listColumns: ['ma_vt', 'ten_vt', 'ma_loai_lh', 'thoi_luong', 'so_buoi', 'so_ngay_nhac', 'trang_thai'],
  filters: ['ma_vt', 'ma_loai_lh', 'trang_thai'],
  search: ['ma_vt', 'ten_vt'],
  defaultSort: ['ma_vt'],
  sections: [
    { title: ['Dịch vụ', 'Service'], fields: ['ma_vt', 'ten_vt', 'ma_loai_lh', 'thoi_luong', 'so_buoi'] },
    { title: ['Chăm sóc', 'Care'], fields: ['so_ngay_nhac', 'kich_ban', 'ghi_chu', 'trang_thai'] },
  ],
});

/** What one session of a service costs a branch, item by item (consumables, technician labour, equipment). */
export const serviceExpenses = defineResource({
  name: 'service-expenses',
  route: '/crm/service/expenses',
  table: 'crm_service_expenses',
  title: ['Chi phí dịch vụ', 'Service expenses'],
  branchScope: 'selected',
  fields: {
    ma_vt: f.lookup(['Dịch vụ', 'Service'], 'stock-services', {
      required: true,
      fills: { ten_vt: 'ten_vt' },
    }),
    ten_vt: f.text(['Tên dịch vụ', 'Service name'], { max: 200 }),
    ma_cp: f.code(['Mã chi phí', 'Expense code'], { required: true, max: 32 }),
    ten_cp: f.text(['Tên chi phí', 'Expense name'], { required: true, max: 200 }),
    loai_cp: f.enum(['Loại chi phí', 'Expense kind'], expenseKinds, {
      required: true,
      defaultValue: 'MATERIAL',
    }),
    tien: f.money(['Số tiền / lần', 'Amount per session'], { defaultValue: 0 }),
    ty_le: f.percent(['Tỷ lệ trên giá bán', '% of price'], { defaultValue: 0 }),
    ghi_chu: sharedField('ghi_chu', { max: 500 }),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_dvcs', 'ma_vt', 'ma_cp'],
  listColumns: ['ma_vt', 'ten_vt', 'ma_cp', 'ten_cp', 'loai_cp', 'tien', 'ty_le', 'trang_thai', 'ma_dvcs'],
  filters: ['ma_vt', 'ma_cp', 'loai_cp', 'trang_thai', 'ma_dvcs'],
  search: ['ma_vt', 'ten_vt', 'ma_cp', 'ten_cp'],
  defaultSort: ['ma_vt', 'ma_cp'],
  sections: [
    { title: ['Dịch vụ', 'Service'], fields: ['ma_dvcs', 'ma_vt', 'ten_vt'] },
    {
      title: ['Chi phí', 'Expense'],
      fields: ['ma_cp', 'ten_cp', 'loai_cp', 'tien', 'ty_le', 'ghi_chu', 'trang_thai'],
    },
  ],
});

/**
 * Employee responsibilities (phân công phụ trách): which employee leads, assists or consults on which service
 * at a branch, and from when to when (the end may not be before the start).
 */
export const serviceEmployeeResponsibilities = defineResource({
  name: 'service-employee-responsibilities',
  route: '/crm/service/employee-responsibilities',
  table: 'crm_employee_responsibilities',
  title: ['Phân công phụ trách', 'Employee responsibilities'],
  branchScope: 'selected',
  fields: {
    ma_nv: f.lookup(['Nhân viên', 'Employee'], 'employees', { required: true, fills: { ten_nv: 'ten_nv' } }),
    ten_nv: f.text(['Tên nhân viên', 'Employee name'], { max: 200 }),
    ma_vt: f.lookup(['Dịch vụ', 'Service'], 'stock-services', {
      required: true,
      fills: { ten_vt: 'ten_vt' },
    }),
    ten_vt: f.text(['Tên dịch vụ', 'Service name'], { max: 200 }),
    vai_tro: f.enum(['Vai trò', 'Role'], responsibilityRoles, { required: true, defaultValue: 'MAIN' }),
    ngay_hl_tu: f.date(['Hiệu lực từ', 'Valid from']),
    ngay_hl_den: f.date(['Hiệu lực đến', 'Valid until']),
    ghi_chu: sharedField('ghi_chu', { max: 500 }),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_dvcs', 'ma_nv', 'ma_vt'],
  listColumns: [
    'ma_nv',
    'ten_nv',
    'ma_vt',
    'ten_vt',
    'vai_tro',
    'ngay_hl_tu',
    'ngay_hl_den',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_nv', 'ma_vt', 'vai_tro', 'trang_thai', 'ma_dvcs'],
  search: ['ma_nv', 'ten_nv', 'ma_vt', 'ten_vt'],
  defaultSort: ['ma_nv', 'ma_vt'],
  sections: [
    {
      title: ['Phân công', 'Assignment'],
      fields: ['ma_dvcs', 'ma_nv', 'ten_nv', 'ma_vt', 'ten_vt', 'vai_tro'],
    },
    { title: ['Hiệu lực', 'Validity'], fields: ['ngay_hl_tu', 'ngay_hl_den', 'ghi_chu', 'trang_thai'] },
  ],
  ownerField: 'ma_nv',
  check: dateOrderCheck('ngay_hl_tu', 'ngay_hl_den', 'VALIDITY_RANGE_INVALID'),
});
