import { defineResource } from '../define-resource.js';
import { defineView } from '../define-view.js';
import { f } from '../fields.js';
import { periodStatuses } from './options.js';
import { periodCheck } from './rules.js';
import { shared } from '../shared-fields.js';

/**
 * Customers in sales terms (khách hàng): the CRM customers with their group, salesperson and branch. Writable, so
 * a cashier adds the walk-in customer at the till (name and phone) under the sales screen's own rights.
 */
export const salesCustomers = defineView({
  name: 'customers',
  route: '/sales/customers',
  title: ['Khách hàng', 'Customers'],
  resource: 'partners',
  readOnly: false,
  listColumns: ['ma_kh', 'ten_kh', 'dien_thoai', 'ma_nhom_kh', 'ma_nvbh', 'ten_nvbh', 'ma_dvcs'],
});

/** Customer groups (nhóm khách hàng): groups with their own discount and price list (retail, wholesale, VIP). */
export const customerGroups = defineResource({
  name: 'customer-groups',
  route: '/sales/customer-groups',
  table: 'sales_customer_groups',
  title: ['Nhóm khách hàng', 'Customer groups'],
  fields: {
    ma_nhom_kh: f.code(['Mã nhóm khách hàng', 'Group code'], { required: true, unique: true, max: 32 }),
    ten_nhom_kh: f.text(['Tên nhóm khách hàng', 'Group name'], { required: true, max: 200 }),
    ck: f.percent(['% Chiết khấu', 'Discount %'], { defaultValue: 0 }),
    doanh_so_tu: f.money(['Doanh số từ', 'Spend from'], { defaultValue: 0 }),
    ty_le_tich_diem: f.percent(['% Tích điểm', 'Points earned %'], { defaultValue: 0 }),
    stt: f.number(['Thứ tự', 'Order'], { min: 0, defaultValue: 0 }),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_nhom_kh'],
  listColumns: ['ma_nhom_kh', 'ten_nhom_kh', 'ck', 'doanh_so_tu', 'ty_le_tich_diem', 'trang_thai'],
  filters: ['ma_nhom_kh', 'trang_thai'],
  search: ['ma_nhom_kh', 'ten_nhom_kh'],
  defaultSort: ['stt', 'ma_nhom_kh'],
});

/** VIP periods (kỳ xét VIP): the periods whose spend above a threshold moves customers to the VIP group. */
export const vipPeriods = defineResource({
  name: 'vip-periods',
  route: '/sales/vip-periods',
  table: 'sales_vip_periods',
  title: ['Kỳ xét VIP', 'VIP periods'],
  fields: {
    ma_ky: f.code(['Mã kỳ', 'Period code'], { required: true, unique: true, max: 32 }),
    ten_ky: f.text(['Tên kỳ', 'Period name'], { required: true, max: 200 }),
    tu_ngay: f.date(['Từ ngày', 'From'], { required: true }),
    den_ngay: f.date(['Đến ngày', 'To'], { required: true }),
    doanh_so_toi_thieu: f.money(['Doanh số tối thiểu', 'Minimum spend'], { required: true, defaultValue: 0 }),
    ma_nhom_kh: f.lookup(['Nhóm khách hàng VIP', 'VIP customer group'], 'customer-groups'),
    trang_thai: f.enum(['Trạng thái', 'Status'], periodStatuses, { defaultValue: '0' }),
    ...shared('ghi_chu'),
  },
  keyFields: ['ma_ky'],
  listColumns: ['ma_ky', 'ten_ky', 'tu_ngay', 'den_ngay', 'doanh_so_toi_thieu', 'ma_nhom_kh', 'trang_thai'],
  filters: ['ma_ky', 'ma_nhom_kh', 'trang_thai'],
  search: ['ma_ky', 'ten_ky'],
  defaultSort: ['-tu_ngay'],
  check: periodCheck,
});
