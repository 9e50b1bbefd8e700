import { defineResource } from '../define-resource.js';
import { defineView } from '../define-view.js';
import { f } from '../fields.js';
import { withVoucherTotals } from '../voucher-totals.js';
import { servingStatuses } from './options.js';
import { saleLineFields, saleTotalFields } from './sale-lines.js';

const meals = [
  ['S', 'Bữa sáng', 'Breakfast'],
  ['T', 'Bữa trưa', 'Lunch'],
  ['C', 'Bữa chiều', 'Afternoon'],
  ['O', 'Bữa tối', 'Dinner'],
] as const;

const diners = [
  ['KH', 'Khách hàng', 'Guest'],
  ['NV', 'Nhân viên', 'Staff'],
] as const;

/** Meal tickets (phiếu ăn): meals ordered for guests or staff, waiting to be issued to the kitchen. */
export const servings = defineResource({
  name: 'servings',
  route: '/sales/servings',
  table: 'sales_servings',
  title: ['Phiếu ăn', 'Meal tickets'],
  voucher: { ma_ct: 'PAN', prefix: 'PA' },
  branchScope: 'selected',
  fields: {
    doi_tuong: f.enum(['Đối tượng', 'For'], diners, { required: true, defaultValue: 'KH' }),
    ma_kh: f.lookup(['Khách hàng', 'Customer'], 'partners', { fills: { ten_kh: 'ten_kh' } }),
    ten_kh: f.text(['Tên khách hàng', 'Customer name'], { max: 200 }),
    ma_nv: f.lookup(['Nhân viên', 'Employee'], 'employees'),
    ma_phong: f.lookup(['Phòng', 'Room'], 'rooms'),
    ngay_an: f.date(['Ngày ăn', 'Meal date'], { required: true }),
    bua_an: f.enum(['Bữa ăn', 'Meal'], meals, { required: true, defaultValue: 'T' }),
    so_suat: f.number(['Số suất', 'Servings'], { min: 1, defaultValue: 1 }),
    ma_kho: f.lookup(['Kho xuất', 'Warehouse'], 'warehouses'),
    ghi_chu: f.text(['Ghi chú', 'Note'], { max: 1000, multiline: true }),
    trang_thai: f.enum(['Trạng thái', 'Status'], servingStatuses, { defaultValue: '0' }),
    ...saleTotalFields(),
    chi_tiet: f.lines(['Món ăn', 'Dishes'], saleLineFields()),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: [
    'so_ct',
    'ngay_ct',
    'ngay_an',
    'bua_an',
    'doi_tuong',
    'ten_kh',
    'so_suat',
    't_tt',
    'trang_thai',
  ],
  filters: ['doi_tuong', 'ma_kh', 'ma_nv', 'ma_phong', 'bua_an', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_kh', 'ten_kh', 'ghi_chu'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'doi_tuong', 'ma_kh', 'ten_kh', 'ma_nv', 'ma_phong'],
    },
    { title: ['Bữa ăn', 'Meal'], fields: ['ngay_an', 'bua_an', 'so_suat', 'ma_kho'] },
    { title: ['Món ăn', 'Dishes'], fields: ['chi_tiet'] },
    { title: ['Tổng cộng', 'Totals'], fields: ['t_tien', 't_ck', 't_thue', 't_tt', 'ghi_chu', 'trang_thai'] },
  ],
  derive: (record) => withVoucherTotals(record),
  /** A meal ticket waits, is issued to the kitchen, then served (used); cancelled before it is used. */
  statuses: {
    field: 'trang_thai',
    initial: '0',
    transitions: [
      { name: 'issue', label: ['Xuất phiếu', 'Issue'], from: ['0'], to: '1' },
      { name: 'use', label: ['Đã dùng', 'Mark used'], from: ['1'], to: '2' },
      { name: 'cancel', label: ['Hủy phiếu', 'Cancel'], from: ['0', '1'], to: '9' },
    ],
  },
});

/** Issue meal tickets (xuất phiếu ăn): the tickets still waiting, each issued to the kitchen with one action. */
export const serviceProcess = defineView({
  name: 'service-process',
  route: '/sales/service-process',
  title: ['Xuất phiếu ăn', 'Issue meal tickets'],
  resource: 'servings',
  fixedFilters: { trang_thai: '0' },
  listColumns: ['so_ct', 'ngay_an', 'bua_an', 'doi_tuong', 'ten_kh', 'ma_phong', 'so_suat', 'ghi_chu'],
  defaultSort: ['ngay_an', 'bua_an', 'so_ct'],
  actions: ['issue', 'cancel'],
});
