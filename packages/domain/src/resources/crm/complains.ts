import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { handlingStatuses, severities } from './options.js';
import { dateOrderCheck } from './rules.js';
import { shared, sharedField } from '../shared-fields.js';

/** Kinds of complaint (chất lượng dịch vụ, thái độ nhân viên, thời gian chờ, giá…). */
export const complainTypes = defineResource({
  name: 'complain-types',
  route: '/crm/complain-types',
  table: 'crm_complain_types',
  title: ['Loại khiếu nại', 'Complaint types'],
  fields: {
    ma_loai_kn: f.code(['Mã loại khiếu nại', 'Type code'], { required: true, unique: true, max: 32 }),
    ten_loai_kn: f.text(['Tên loại khiếu nại', 'Type name'], { required: true, max: 200 }),
    muc_do: f.enum(['Mức độ', 'Severity'], severities, { defaultValue: '1' }),
    so_ngay_xl: f.number(['Thời hạn xử lý (ngày)', 'Handling time (days)'], {
      min: 0,
      max: 365,
      defaultValue: 3,
    }),
    ghi_chu: sharedField('ghi_chu', { max: 500 }),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_loai_kn'],
  listColumns: ['ma_loai_kn', 'ten_loai_kn', 'muc_do', 'so_ngay_xl', 'trang_thai'],
  filters: ['ma_loai_kn', 'muc_do', 'trang_thai'],
  search: ['ma_loai_kn', 'ten_loai_kn'],
  defaultSort: ['ma_loai_kn'],
});

/**
 * Complaints (khiếu nại): what a customer complained about (a service, an employee), who handles it by when,
 * and how it ended (with any compensation). Received on ngay_ct; the handling deadline may not be before it.
 */
export const complains = defineResource({
  name: 'complains',
  route: '/crm/complains',
  table: 'crm_complains',
  title: ['Khiếu nại', 'Complaints'],
  voucher: { ma_ct: 'KN', prefix: 'KN' },
  branchScope: 'selected',
  fields: {
    ma_kh: f.lookup(['Khách hàng', 'Customer'], 'partners', {
      required: true,
      fills: { ten_kh: 'ten_kh', dien_thoai: 'dien_thoai' },
    }),
    ...shared('ten_kh'),
    ...shared('dien_thoai'),
    ma_loai_kn: f.lookup(['Loại khiếu nại', 'Complaint type'], 'complain-types', { required: true }),
    muc_do: f.enum(['Mức độ', 'Severity'], severities, { defaultValue: '1' }),
    noi_dung: f.text(['Nội dung khiếu nại', 'Complaint'], { required: true, max: 2000, multiline: true }),
    ma_vt: f.lookup(['Dịch vụ liên quan', 'Service concerned'], 'stock-services', {
      fills: { ten_vt: 'ten_vt' },
    }),
    ten_vt: f.text(['Tên dịch vụ', 'Service name'], { max: 200 }),
    ma_nv_lq: f.lookup(['Nhân viên liên quan', 'Employee concerned'], 'employees', {
      fills: { ten_nv_lq: 'ten_nv' },
    }),
    ten_nv_lq: f.text(['Tên nhân viên liên quan', 'Employee concerned (name)'], { max: 200 }),
    // A complaint about an employee is not handled by that employee.
    ma_nv: f.lookup(['Nhân viên xử lý', 'Handled by'], 'employees', {
      fills: { ten_nv: 'ten_nv' },
      differentFrom: 'ma_nv_lq',
    }),
    ten_nv: f.text(['Tên nhân viên xử lý', 'Handled by (name)'], { max: 200 }),
    han_xl: f.date(['Hạn xử lý', 'Due date']),
    ngay_xl: f.date(['Ngày xử lý xong', 'Resolved on']),
    ket_qua: f.text(['Kết quả xử lý', 'Resolution'], { max: 2000, multiline: true }),
    tien_boi_thuong: f.money(['Tiền bồi thường', 'Compensation'], { defaultValue: 0 }),
    trang_thai: f.enum(['Trạng thái', 'Status'], handlingStatuses, { defaultValue: '0' }),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: [
    'so_ct',
    'ngay_ct',
    'ma_kh',
    'ten_kh',
    'ma_loai_kn',
    'muc_do',
    'ten_nv',
    'han_xl',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_kh', 'ma_loai_kn', 'muc_do', 'ma_vt', 'ma_nv_lq', 'ma_nv', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_kh', 'ten_kh', 'dien_thoai', 'noi_dung'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Khiếu nại', 'Complaint'],
      fields: [
        'so_ct',
        'ngay_ct',
        'ma_dvcs',
        'ma_kh',
        'ten_kh',
        'dien_thoai',
        'ma_loai_kn',
        'muc_do',
        'noi_dung',
      ],
    },
    { title: ['Liên quan', 'Concerning'], fields: ['ma_vt', 'ten_vt', 'ma_nv_lq', 'ten_nv_lq'] },
    {
      title: ['Xử lý', 'Handling'],
      fields: ['ma_nv', 'ten_nv', 'han_xl', 'ngay_xl', 'ket_qua', 'tien_boi_thuong', 'trang_thai'],
    },
  ],
  ownerField: 'ma_nv',
  check: dateOrderCheck('ngay_ct', 'han_xl', 'DATE_RANGE_INVALID'),
});
