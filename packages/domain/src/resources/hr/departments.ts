import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared } from '../shared-fields.js';

/** Departments (phòng ban): Lễ tân, Kỹ thuật, Bác sĩ, Kế toán, Marketing …, nested under a parent department. */
export const departments = defineResource({
  name: 'departments',
  route: '/hr/departments',
  table: 'hr_departments',
  title: ['Phòng ban', 'Departments'],
  fields: {
    ma_bp: f.code(['Mã phòng ban', 'Department code'], { required: true, unique: true, max: 32 }),
    ten_bp: f.text(['Tên phòng ban', 'Department name'], { required: true, max: 200 }),
    ten_bp_en: f.text(['Tên tiếng Anh', 'English name'], { max: 200 }),
    // A department is not its own parent.
    ma_bp_me: f.lookup(['Phòng ban cấp trên', 'Parent department'], 'departments', {
      differentFrom: 'ma_bp',
    }),
    truong_bp: f.lookup(['Trưởng phòng', 'Head'], 'employees'),
    ...shared('dien_thoai'),
    stt: f.number(['Thứ tự', 'Order'], { min: 0, defaultValue: 0 }),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_bp'],
  listColumns: ['ma_bp', 'ten_bp', 'ma_bp_me', 'truong_bp', 'dien_thoai', 'stt', 'trang_thai'],
  filters: ['ma_bp', 'ma_bp_me', 'trang_thai'],
  search: ['ma_bp', 'ten_bp', 'ten_bp_en'],
  defaultSort: ['stt', 'ma_bp'],
});
