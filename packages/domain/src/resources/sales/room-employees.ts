import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { orderCheck } from './rules.js';

const roomRoles = [
  ['KTV', 'Kỹ thuật viên', 'Technician'],
  ['PV', 'Phục vụ', 'Attendant'],
  ['DP', 'Dọn phòng', 'Housekeeping'],
  ['QL', 'Quản lý phòng', 'Room manager'],
] as const;

/** Room employees (nhân viên phòng): who works in which room, in what role, from when (room_order_change_room_employee). */
export const roomEmployees = defineResource({
  name: 'room-employees',
  route: '/sales/room-employees',
  table: 'sales_room_employees',
  title: ['Nhân viên phòng', 'Room employees'],
  branchScope: 'selected',
  fields: {
    ma_phong: f.lookup(['Phòng', 'Room'], 'rooms', { required: true, fills: { ten_phong: 'ten_phong' } }),
    ten_phong: f.text(['Tên phòng', 'Room name'], { max: 200 }),
    ma_nv: f.lookup(['Nhân viên', 'Employee'], 'employees', { required: true, fills: { ten_nv: 'ten_nv' } }),
    ten_nv: f.text(['Tên nhân viên', 'Employee name'], { max: 200 }),
    vai_tro: f.enum(['Vai trò', 'Role'], roomRoles, { required: true, defaultValue: 'KTV' }),
    tu_ngay: f.date(['Từ ngày', 'From'], { required: true }),
    den_ngay: f.date(['Đến ngày', 'To']),
    ghi_chu: f.text(['Ghi chú', 'Note'], { max: 1000, multiline: true }),
    trang_thai: f.boolean(['Đang phân công', 'Assigned'], { defaultValue: true }),
  },
  check: orderCheck('tu_ngay', 'den_ngay', 'DATE_RANGE_INVALID'),
  sections: [
    {
      title: ['Phân công', 'Assignment'],
      fields: ['ma_dvcs', 'ma_phong', 'ten_phong', 'ma_nv', 'ten_nv', 'vai_tro'],
    },
    { title: ['Thời gian', 'Period'], fields: ['tu_ngay', 'den_ngay', 'ghi_chu', 'trang_thai'] },
  ],
  keyFields: ['ma_phong', 'ma_nv', 'tu_ngay'],
  listColumns: ['ma_phong', 'ten_phong', 'ma_nv', 'ten_nv', 'vai_tro', 'tu_ngay', 'den_ngay', 'trang_thai'],
  filters: ['ma_dvcs', 'ma_phong', 'ma_nv', 'vai_tro', 'trang_thai'],
  search: ['ma_phong', 'ten_phong', 'ma_nv', 'ten_nv'],
  defaultSort: ['ma_phong', 'ma_nv'],
});

const shifts = [
  ['S', 'Ca sáng', 'Morning'],
  ['C', 'Ca chiều', 'Afternoon'],
  ['T', 'Ca tối', 'Evening'],
  ['D', 'Cả ngày', 'Full day'],
] as const;

/** Room employee schedules (lịch nhân viên phòng): the shifts an employee works in a room, day by day. */
export const roomEmployeeSchedules = defineResource({
  name: 'room-employee-schedules',
  route: '/sales/room-employee-schedules',
  table: 'sales_room_employee_schedules',
  title: ['Lịch nhân viên phòng', 'Room employee schedules'],
  branchScope: 'selected',
  fields: {
    ngay: f.date(['Ngày', 'Date'], { required: true }),
    ca: f.enum(['Ca làm việc', 'Shift'], shifts, { required: true, defaultValue: 'S' }),
    gio_bd: f.time(['Giờ bắt đầu', 'Start time'], { required: true }),
    gio_kt: f.time(['Giờ kết thúc', 'End time'], { required: true }),
    ma_phong: f.lookup(['Phòng', 'Room'], 'rooms', { required: true, fills: { ten_phong: 'ten_phong' } }),
    ten_phong: f.text(['Tên phòng', 'Room name'], { max: 200 }),
    ma_nv: f.lookup(['Nhân viên', 'Employee'], 'employees', { required: true, fills: { ten_nv: 'ten_nv' } }),
    ten_nv: f.text(['Tên nhân viên', 'Employee name'], { max: 200 }),
    ghi_chu: f.text(['Ghi chú', 'Note'], { max: 1000, multiline: true }),
  },
  sections: [
    { title: ['Ca làm việc', 'Shift'], fields: ['ma_dvcs', 'ngay', 'ca', 'gio_bd', 'gio_kt'] },
    { title: ['Phân công', 'Assignment'], fields: ['ma_phong', 'ten_phong', 'ma_nv', 'ten_nv', 'ghi_chu'] },
  ],
  keyFields: ['ma_dvcs', 'ngay', 'ca', 'ma_nv'],
  listColumns: ['ngay', 'ca', 'gio_bd', 'gio_kt', 'ma_phong', 'ten_phong', 'ma_nv', 'ten_nv'],
  filters: ['ma_dvcs', 'ngay', 'ca', 'ma_phong', 'ma_nv'],
  search: ['ma_phong', 'ten_phong', 'ma_nv', 'ten_nv', 'ghi_chu'],
  defaultSort: ['-ngay', 'gio_bd', 'ma_phong'],
  dateField: 'ngay',
  /** A shift ends after it starts. */
  check: orderCheck('gio_bd', 'gio_kt', 'DATE_RANGE_INVALID', true),
});
