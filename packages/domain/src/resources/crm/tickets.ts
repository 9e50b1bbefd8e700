import { defineResource } from '../define-resource.js';
import { defineView } from '../define-view.js';
import { f } from '../fields.js';
import { contactChannels, handlingStatuses, priorities } from './options.js';
import { shared, sharedField } from '../shared-fields.js';

/** Kinds of ticket (yêu cầu tư vấn, đổi lịch, bảo hành dịch vụ, hỏi giá…) with the hours allowed to handle them. */
export const ticketTypes = defineResource({
  name: 'ticket-types',
  route: '/crm/ticket/types',
  table: 'crm_ticket_types',
  title: ['Loại ticket', 'Ticket types'],
  fields: {
    ma_loai_tk: f.code(['Mã loại ticket', 'Type code'], { required: true, unique: true, max: 32 }),
    ten_loai_tk: f.text(['Tên loại ticket', 'Type name'], { required: true, max: 200 }),
    so_gio_xl: f.number(['Thời hạn xử lý (giờ)', 'Handling time (hours)'], {
      min: 0,
      max: 8760,
      defaultValue: 24,
    }),
    uu_tien: f.enum(['Mức ưu tiên', 'Priority'], priorities, { defaultValue: '2' }),
    mau_sac: f.text(['Màu sắc', 'Colour'], { max: 7, help: 'Calendar colour #RRGGBB' }),
    ghi_chu: sharedField('ghi_chu', { max: 500 }),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_loai_tk'],
  listColumns: ['ma_loai_tk', 'ten_loai_tk', 'so_gio_xl', 'uu_tien', 'mau_sac', 'trang_thai'],
  filters: ['ma_loai_tk', 'uu_tien', 'trang_thai'],
  search: ['ma_loai_tk', 'ten_loai_tk'],
  defaultSort: ['ma_loai_tk'],
});

/**
 * Tickets: a customer's request (consultation, price question, rescheduling, after-care) taken from a channel,
 * owned by an employee until handled by its due day (ngay_hen, gio_hen).
 */
export const tickets = defineResource({
  name: 'tickets',
  route: '/crm/tickets',
  table: 'crm_tickets',
  title: ['Ticket', 'Tickets'],
  voucher: { ma_ct: 'TKT', prefix: 'TK' },
  branchScope: 'selected',
  fields: {
    tieu_de: f.text(['Tiêu đề', 'Subject'], { required: true, max: 200 }),
    ma_loai_tk: f.lookup(['Loại ticket', 'Ticket type'], 'ticket-types'),
    ma_kh: f.lookup(['Khách hàng', 'Customer'], 'partners', {
      fills: { ten_kh: 'ten_kh', dien_thoai: 'dien_thoai' },
    }),
    ...shared('ten_kh'),
    ...shared('dien_thoai'),
    kenh: f.enum(['Kênh tiếp nhận', 'Channel'], contactChannels),
    ma_nguon: f.lookup(['Nguồn khách hàng', 'Source'], 'source-types'),
    ma_vt: f.lookup(['Dịch vụ quan tâm', 'Service of interest'], 'stock-services', {
      fills: { ten_vt: 'ten_vt' },
    }),
    ten_vt: f.text(['Tên dịch vụ', 'Service name'], { max: 200 }),
    noi_dung: f.text(['Nội dung', 'Details'], { max: 2000, multiline: true }),
    ma_nv: f.lookup(['Nhân viên phụ trách', 'Owner'], 'employees', { fills: { ten_nv: 'ten_nv' } }),
    ten_nv: f.text(['Tên nhân viên phụ trách', 'Owner name'], { max: 200 }),
    ngay_hen: f.date(['Hạn xử lý', 'Due date'], { required: true }),
    gio_hen: f.time(['Giờ hẹn xử lý', 'Due time']),
    uu_tien: f.enum(['Mức ưu tiên', 'Priority'], priorities, { defaultValue: '2' }),
    tien_du_kien: f.money(['Giá trị dự kiến', 'Expected value'], { defaultValue: 0 }),
    trang_thai: f.enum(['Trạng thái', 'Status'], handlingStatuses, { defaultValue: '0' }),
    ket_qua: f.text(['Kết quả xử lý', 'Outcome'], { max: 1000, multiline: true }),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: [
    'so_ct',
    'ngay_ct',
    'tieu_de',
    'ten_kh',
    'dien_thoai',
    'kenh',
    'ten_nv',
    'ngay_hen',
    'uu_tien',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_loai_tk', 'ma_kh', 'kenh', 'ma_nguon', 'ma_nv', 'uu_tien', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'tieu_de', 'ma_kh', 'ten_kh', 'dien_thoai', 'noi_dung'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Ticket', 'Ticket'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'tieu_de', 'ma_loai_tk', 'kenh', 'ma_nguon', 'uu_tien'],
    },
    {
      title: ['Khách hàng', 'Customer'],
      fields: ['ma_kh', 'ten_kh', 'dien_thoai', 'ma_vt', 'ten_vt', 'tien_du_kien', 'noi_dung'],
    },
    {
      title: ['Xử lý', 'Handling'],
      fields: ['ma_nv', 'ten_nv', 'ngay_hen', 'gio_hen', 'trang_thai', 'ket_qua'],
    },
  ],
  ownerField: 'ma_nv',
  dateField: 'ngay_hen',
  /**
   * A ticket is taken by its owner, resolved, then closed once the customer agrees; a resolved or closed ticket is
   * reopened when the customer comes back about it. Cancelled (a duplicate, a mistake) only before it is resolved.
   */
  statuses: {
    field: 'trang_thai',
    initial: '0',
    createdAs: ['1'],
    transitions: [
      { name: 'start', label: ['Nhận xử lý', 'Start'], from: ['0'], to: '1' },
      { name: 'resolve', label: ['Đã xử lý', 'Resolve'], from: ['0', '1'], to: '2' },
      { name: 'close', label: ['Đóng ticket', 'Close'], from: ['2'], to: '3' },
      { name: 'reopen', label: ['Mở lại', 'Reopen'], from: ['2', '3'], to: '1' },
      { name: 'cancel', label: ['Hủy ticket', 'Cancel'], from: ['0', '1'], to: '9' },
    ],
  },
});

/**
 * The ticket calendar: tickets by their due day and time (a ticket without a time on its day), tinted by status,
 * taken and closed from the calendar; dragging one moves its due time.
 */
export const ticketCalendar = defineView({
  name: 'ticket-calendar',
  route: '/crm/ticket/calendar',
  title: ['Lịch ticket', 'Ticket calendar'],
  resource: 'tickets',
  listColumns: ['ngay_hen', 'gio_hen', 'tieu_de', 'ten_kh', 'dien_thoai', 'ten_nv', 'uu_tien', 'trang_thai'],
  defaultSort: ['ngay_hen', 'gio_hen'],
  readOnly: false,
  actions: ['start', 'resolve', 'close', 'reopen', 'cancel'],
  layout: {
    type: 'calendar',
    start: 'ngay_hen',
    startTime: 'gio_hen',
    title: 'tieu_de',
    details: ['ten_kh', 'ten_nv'],
    status: 'trang_thai',
    tones: { '0': 'warning', '1': 'info', '2': 'success', '3': 'neutral', '9': 'neutral' },
    form: ['tieu_de', 'ma_kh', 'ma_nv', 'ngay_hen', 'gio_hen', 'noi_dung'],
  },
});
