import { defineResource } from '../define-resource.js';
import { defineView } from '../define-view.js';
import { f } from '../fields.js';
import { taskStatuses } from './options.js';
import { shared, sharedField } from '../shared-fields.js';

/** Kinds of appointment (tư vấn, làm dịch vụ, tái khám, bảo hành…) with their usual length and reminder. */
export const taskTypes = defineResource({
  name: 'task-types',
  route: '/crm/task/types',
  table: 'crm_task_types',
  title: ['Loại lịch hẹn', 'Appointment types'],
  fields: {
    ma_loai_lh: f.code(['Mã loại lịch hẹn', 'Type code'], { required: true, unique: true, max: 32 }),
    ten_loai_lh: f.text(['Tên loại lịch hẹn', 'Type name'], { required: true, max: 200 }),
    thoi_luong: f.number(['Thời lượng (phút)', 'Duration (minutes)'], {
      min: 0,
      max: 1440,
      defaultValue: 60,
    }),
    nhac_truoc: f.number(['Nhắc trước (phút)', 'Remind before (minutes)'], {
      min: 0,
      max: 10080,
      defaultValue: 60,
    }),
    mau_sac: f.text(['Màu sắc', 'Colour'], { max: 7, help: 'Calendar colour #RRGGBB' }),
    ghi_chu: sharedField('ghi_chu', { max: 500 }),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_loai_lh'],
  listColumns: ['ma_loai_lh', 'ten_loai_lh', 'thoi_luong', 'nhac_truoc', 'mau_sac', 'trang_thai'],
  filters: ['ma_loai_lh', 'trang_thai'],
  search: ['ma_loai_lh', 'ten_loai_lh'],
  defaultSort: ['ma_loai_lh'],
});

/**
 * Appointments (lịch hẹn): a customer booked at a branch on a day and hour for a service with an employee. The
 * number (so_ct) and booking day (ngay_ct) come from the voucher header; lists and reports run on ngay_hen.
 */
export const tasks = defineResource({
  name: 'tasks',
  route: '/crm/tasks',
  table: 'crm_tasks',
  title: ['Lịch hẹn', 'Appointments'],
  voucher: { ma_ct: 'LH', prefix: 'LH' },
  branchScope: 'selected',
  fields: {
    ma_kh: f.lookup(['Khách hàng', 'Customer'], 'partners', {
      required: true,
      fills: { ten_kh: 'ten_kh', dien_thoai: 'dien_thoai' },
    }),
    ...shared('ten_kh'),
    ...shared('dien_thoai'),
    ngay_hen: f.date(['Ngày hẹn', 'Appointment date'], { required: true }),
    gio_hen: f.time(['Giờ hẹn', 'Appointment time'], { required: true }),
    thoi_luong: f.number(['Thời lượng (phút)', 'Duration (minutes)'], {
      min: 0,
      max: 1440,
      defaultValue: 60,
    }),
    ma_loai_lh: f.lookup(['Loại lịch hẹn', 'Appointment type'], 'task-types'),
    // The service's duration books the appointment's (the receptionist may change it).
    ma_vt: f.lookup(['Dịch vụ', 'Service'], 'stock-services', {
      fills: {
        ten_vt: 'ten_vt',
        thoi_luong: 'thoi_gian',
        cho_sau: 'cho_sau',
        thoi_gian_cho: 'thoi_gian_cho',
      },
    }),
    ten_vt: f.text(['Tên dịch vụ', 'Service name'], { max: 200 }),
    ma_nv: f.lookup(['Nhân viên thực hiện', 'Employee'], 'employees', { fills: { ten_nv: 'ten_nv' } }),
    ten_nv: f.text(['Tên nhân viên thực hiện', 'Employee name'], { max: 200 }),
    // The room or bed it takes for its whole length; the technician and the room are never double-booked (booking.ts).
    ma_phong: f.lookup(['Phòng / giường', 'Room or bed'], 'rooms', { fills: { ten_phong: 'ten_phong' } }),
    ten_phong: f.text(['Tên phòng', 'Room name'], { max: 200 }),
    // The service's processing time (a mask setting): `cho_sau` minutes in, the technician's hands are free for
    // `thoi_gian_cho` minutes and may take another customer meanwhile.
    cho_sau: f.number(['Chờ sau (phút)', 'Processing starts after (minutes)'], {
      min: 0,
      max: 1440,
      defaultValue: 0,
    }),
    thoi_gian_cho: f.number(['Thời gian chờ (phút)', 'Processing time (minutes)'], {
      min: 0,
      max: 1440,
      defaultValue: 0,
    }),
    ma_nvbh: f.lookup(['Nhân viên đặt lịch', 'Booked by'], 'salers', { fills: { ten_nvbh: 'ten_nvbh' } }),
    ten_nvbh: f.text(['Tên nhân viên đặt lịch', 'Booked by (name)'], { max: 200 }),
    nhac_truoc: f.number(['Nhắc trước (phút)', 'Remind before (minutes)'], { min: 0, max: 10080 }),
    noi_dung: f.text(['Nội dung', 'Details'], { max: 1000, multiline: true }),
    trang_thai: f.enum(['Trạng thái', 'Status'], taskStatuses, { defaultValue: '0' }),
    ket_qua: f.text(['Kết quả', 'Outcome'], { max: 1000, multiline: true }),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: [
    'so_ct',
    'ngay_hen',
    'gio_hen',
    'ma_kh',
    'ten_kh',
    'dien_thoai',
    'ten_vt',
    'ten_nv',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_kh', 'ma_loai_lh', 'ma_vt', 'ma_nv', 'ma_phong', 'ma_nvbh', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_kh', 'ten_kh', 'dien_thoai', 'ten_vt', 'noi_dung'],
  defaultSort: ['-ngay_hen', '-gio_hen'],
  sections: [
    {
      title: ['Lịch hẹn', 'Appointment'],
      fields: [
        'so_ct',
        'ngay_ct',
        'ma_dvcs',
        'ma_kh',
        'ten_kh',
        'dien_thoai',
        'ngay_hen',
        'gio_hen',
        'thoi_luong',
      ],
    },
    {
      title: ['Dịch vụ và nhân viên', 'Service and staff'],
      fields: [
        'ma_loai_lh',
        'ma_vt',
        'ten_vt',
        'ma_nv',
        'ten_nv',
        'ma_phong',
        'ten_phong',
        'cho_sau',
        'thoi_gian_cho',
        'ma_nvbh',
        'ten_nvbh',
      ],
    },
    { title: ['Xử lý', 'Handling'], fields: ['nhac_truoc', 'noi_dung', 'trang_thai', 'ket_qua'] },
  ],
  ownerField: 'ma_nvbh',
  dateField: 'ngay_hen',
  /**
   * An appointment's day: booked (or booked and confirmed at once on the phone), confirmed, the customer checked
   * in, served; or a no-show, or cancelled before. Done, no-show and cancelled are final: a new visit is a new
   * appointment.
   */
  statuses: {
    field: 'trang_thai',
    initial: '0',
    // Requested (5): a booking request of the client portal, waiting for the desk.
    createdAs: ['1', '5'],
    transitions: [
      { name: 'accept', label: ['Nhận lịch', 'Accept request'], from: ['5'], to: '0' },
      { name: 'confirm', label: ['Xác nhận', 'Confirm'], from: ['0'], to: '1' },
      { name: 'arrive', label: ['Khách đã đến', 'Check in'], from: ['0', '1'], to: '2' },
      { name: 'finish', label: ['Hoàn thành', 'Finish'], from: ['2'], to: '3' },
      { name: 'no-show', label: ['Khách không đến', 'No-show'], from: ['0', '1'], to: '4' },
      { name: 'cancel', label: ['Hủy lịch', 'Cancel'], from: ['0', '1', '5'], to: '9' },
    ],
  },
});

/** Row actions moving an appointment through its day: its status machine's transitions. */
const taskActions = ['accept', 'confirm', 'arrive', 'finish', 'no-show', 'cancel'];

/**
 * The appointment calendar (issue 18): the day split by technician or by room, the week, the month; an empty slot
 * books, dragging moves or lengthens, each appointment tinted by its status with the transitions it may take. The
 * server refuses a technician or a room taken twice, and times outside the branch's opening hours (booking.ts).
 */
export const taskCalendar = defineView({
  name: 'task-calendar',
  route: '/crm/task/calendar',
  title: ['Lịch hẹn', 'Appointment calendar'],
  resource: 'tasks',
  listColumns: [
    'ngay_hen',
    'gio_hen',
    'thoi_luong',
    'ten_kh',
    'dien_thoai',
    'ten_vt',
    'ten_nv',
    'trang_thai',
  ],
  defaultSort: ['ngay_hen', 'gio_hen'],
  readOnly: false,
  actions: taskActions,
  layout: {
    type: 'calendar',
    start: 'ngay_hen',
    startTime: 'gio_hen',
    duration: 'thoi_luong',
    title: 'ten_kh',
    details: ['ten_vt', 'ten_nv', 'ten_phong'],
    resources: [
      {
        field: 'ma_nv',
        label: { vi: 'Theo kỹ thuật viên', en: 'By technician' },
        narrow: { trang_thai: 'true' },
      },
      { field: 'ma_phong', label: { vi: 'Theo phòng', en: 'By room' } },
    ],
    status: 'trang_thai',
    // What needs the desk's attention stands out: booked (to confirm), the customer in, a no-show.
    // A portal request (5) is drawn in its own colour too (the calendar's sen-status-5).
    tones: {
      '0': 'warning',
      '1': 'info',
      '2': 'success',
      '3': 'neutral',
      '4': 'danger',
      '5': 'warning',
      '9': 'neutral',
    },
    form: ['ma_kh', 'ma_vt', 'ma_nv', 'ma_phong', 'ngay_hen', 'gio_hen', 'thoi_luong', 'noi_dung'],
  },
});

/** Appointment search: every appointment with its booking details, read only. */
export const tasksSearch = defineView({
  name: 'tasks-search',
  route: '/crm/tasks-search',
  title: ['Tra cứu lịch hẹn', 'Appointment search'],
  resource: 'tasks',
  listColumns: [
    'so_ct',
    'ngay_ct',
    'ngay_hen',
    'gio_hen',
    'ma_kh',
    'ten_kh',
    'dien_thoai',
    'ma_loai_lh',
    'ten_vt',
    'ten_nv',
    'ten_nvbh',
    'trang_thai',
    'ma_dvcs',
  ],
});

/** Appointments customer by customer, the latest first for each. */
export const partnerTasks = defineView({
  name: 'partner-tasks',
  route: '/crm/partner-tasks',
  title: ['Lịch hẹn theo khách hàng', 'Appointments by customer'],
  resource: 'tasks',
  listColumns: [
    'ma_kh',
    'ten_kh',
    'dien_thoai',
    'ngay_hen',
    'gio_hen',
    'ten_vt',
    'ten_nv',
    'trang_thai',
    'ket_qua',
  ],
  defaultSort: ['ma_kh', '-ngay_hen', '-gio_hen'],
});
