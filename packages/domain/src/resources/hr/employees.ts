import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { genders } from '../options.js';
import { staffLevels } from '../sales/options.js';
import { shared } from '../shared-fields.js';

/** Employees (nhân viên): receptionists, technicians, doctors, cashiers and managers of each branch. */
export const employees = defineResource({
  name: 'employees',
  route: '/hr/employees',
  table: 'hr_employees',
  title: ['Nhân viên', 'Employees'],
  branchScope: 'selected',
  fields: {
    ma_nv: f.code(['Mã nhân viên', 'Employee code'], { required: true, unique: true, max: 32 }),
    ten_nv: f.text(['Tên nhân viên', 'Employee name'], { required: true, max: 200 }),
    gioi_tinh: f.enum(['Giới tính', 'Gender'], genders),
    ngay_sinh: f.date(['Ngày sinh', 'Date of birth']),
    so_cccd: f.text(['Số CCCD', 'ID card no.'], { max: 20 }),
    ...shared('dien_thoai'),
    ...shared('email'),
    ...shared('dia_chi'),
    ma_bp: f.lookup(['Phòng ban', 'Department'], 'departments', { fills: { ten_bp: 'ten_bp' } }),
    ten_bp: f.text(['Tên phòng ban', 'Department name'], { max: 200 }),
    chuc_vu: f.text(['Chức vụ', 'Position'], { max: 100 }),
    // The level wages are paid at (sales/wages.ts, sale_service_wage_auto).
    cap_bac: f.enum(['Cấp bậc', 'Level'], staffLevels, { defaultValue: '2' }),
    ma_ca: f.lookup(['Ca làm việc', 'Shift'], 'shifts'),
    ngay_vao_lam: f.date(['Ngày vào làm', 'Start date']),
    ngay_nghi_viec: f.date(['Ngày nghỉ việc', 'Leaving date']),
    luong_co_ban: f.money(['Lương cơ bản', 'Base salary'], { defaultValue: 0 }),
    so_tk_nh: f.text(['Số tài khoản ngân hàng', 'Bank account no.'], { max: 32 }),
    ten_ngan_hang: f.text(['Ngân hàng', 'Bank'], { max: 200 }),
    ...shared('ghi_chu'),
    trang_thai: f.boolean(['Đang làm việc', 'Active'], { defaultValue: true }),
  },
  keyFields: ['ma_nv'],
  listColumns: [
    'ma_nv',
    'ten_nv',
    'ten_bp',
    'chuc_vu',
    'dien_thoai',
    'ngay_vao_lam',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_nv', 'ma_bp', 'ma_ca', 'gioi_tinh', 'trang_thai', 'ma_dvcs'],
  search: ['ma_nv', 'ten_nv', 'dien_thoai', 'email', 'so_cccd'],
  defaultSort: ['ma_nv'],
  sections: [
    {
      title: ['Thông tin chung', 'General'],
      fields: ['ma_nv', 'ten_nv', 'gioi_tinh', 'ngay_sinh', 'so_cccd', 'dien_thoai', 'email', 'dia_chi'],
    },
    {
      title: ['Công việc', 'Work'],
      fields: [
        'ma_dvcs',
        'ma_bp',
        'ten_bp',
        'chuc_vu',
        'cap_bac',
        'ma_ca',
        'ngay_vao_lam',
        'ngay_nghi_viec',
        'trang_thai',
      ],
    },
    { title: ['Lương', 'Pay'], fields: ['luong_co_ban', 'so_tk_nh', 'ten_ngan_hang', 'ghi_chu'] },
  ],
  /** Nobody leaves before they start. */
  check: (row) =>
    row.ngay_vao_lam && row.ngay_nghi_viec && (row.ngay_nghi_viec as string) < (row.ngay_vao_lam as string)
      ? { code: 'DATE_RANGE_INVALID', field: 'ngay_nghi_viec' }
      : undefined,
});
