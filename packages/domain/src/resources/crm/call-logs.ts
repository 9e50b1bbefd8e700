import { defineResource } from '../define-resource.js';
import { defineView } from '../define-view.js';
import { f } from '../fields.js';
import { callDirections, callOrigins, callResults, callStatuses } from './options.js';
import { shared } from '../shared-fields.js';

/**
 * Call logs (nhật ký cuộc gọi): every inbound or outbound call on its day (ngay_ct) and hour, with its customer,
 * telesale, extension, duration, result and the customer's interest after it. Calls of the call center carry
 * nguon_goi 'PBX' and a recording; a follow-up appointment is required while crm_calllog_force_task is on.
 */
export const callLogs = defineResource({
  name: 'call-logs',
  route: '/crm/call-logs',
  table: 'crm_call_logs',
  title: ['Nhật ký cuộc gọi', 'Call logs'],
  voucher: { ma_ct: 'CG', prefix: 'CG' },
  branchScope: 'selected',
  fields: {
    gio_goi: f.time(['Giờ gọi', 'Call time'], { required: true }),
    chieu_goi: f.enum(['Chiều gọi', 'Direction'], callDirections, { required: true, defaultValue: 'OUT' }),
    dien_thoai: f.phone(['Số điện thoại', 'Phone number'], { required: true }),
    ma_kh: f.lookup(['Khách hàng', 'Customer'], 'partners', {
      fills: { ten_kh: 'ten_kh', dien_thoai: 'dien_thoai' },
    }),
    ...shared('ten_kh'),
    ma_nvbh: f.lookup(['Nhân viên gọi', 'Telesale'], 'salers', { fills: { ten_nvbh: 'ten_nvbh' } }),
    ten_nvbh: f.text(['Tên nhân viên gọi', 'Telesale name'], { max: 200 }),
    so_may_le: f.text(['Số máy lẻ', 'Extension'], { max: 20 }),
    thoi_luong: f.number(['Thời lượng (giây)', 'Duration (seconds)'], {
      min: 0,
      max: 86400,
      defaultValue: 0,
    }),
    ket_qua: f.enum(['Kết quả cuộc gọi', 'Call result'], callResults, {
      required: true,
      defaultValue: 'ANSWERED',
    }),
    tinh_trang: f.enum(['Tình trạng khách hàng', 'Customer status'], callStatuses, { defaultValue: 'NEW' }),
    noi_dung: f.text(['Nội dung trao đổi', 'Conversation'], { max: 2000, multiline: true }),
    so_lh: f.lookup(['Lịch hẹn tiếp theo', 'Follow-up appointment'], 'tasks', {
      valueField: 'so_ct',
      labelField: 'ten_kh',
      requiredWhen: 'crm_calllog_force_task',
    }),
    nguon_goi: f.enum(['Nguồn ghi nhận', 'Recorded by'], callOrigins, { defaultValue: 'MANUAL' }),
    ma_cuoc_goi: f.text(['Mã cuộc gọi tổng đài', 'Call-center call id'], { max: 100 }),
    link_ghi_am: f.text(['Link ghi âm', 'Recording link'], { max: 500 }),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: [
    'ngay_ct',
    'gio_goi',
    'chieu_goi',
    'dien_thoai',
    'ten_kh',
    'ten_nvbh',
    'thoi_luong',
    'ket_qua',
    'tinh_trang',
    'ma_dvcs',
  ],
  filters: ['chieu_goi', 'ma_kh', 'ma_nvbh', 'ket_qua', 'tinh_trang', 'nguon_goi', 'so_may_le', 'ma_dvcs'],
  search: ['so_ct', 'dien_thoai', 'ma_kh', 'ten_kh', 'noi_dung'],
  defaultSort: ['-ngay_ct', '-gio_goi'],
  sections: [
    {
      title: ['Cuộc gọi', 'Call'],
      fields: ['so_ct', 'ngay_ct', 'gio_goi', 'ma_dvcs', 'chieu_goi', 'dien_thoai', 'ma_kh', 'ten_kh'],
    },
    {
      title: ['Kết quả', 'Result'],
      fields: ['ma_nvbh', 'ten_nvbh', 'thoi_luong', 'ket_qua', 'tinh_trang', 'noi_dung', 'so_lh'],
    },
    { title: ['Tổng đài', 'Call center'], fields: ['nguon_goi', 'so_may_le', 'ma_cuoc_goi', 'link_ghi_am'] },
  ],
  ownerField: 'ma_nvbh',
});

/** The "make a call" screen (until the softphone layout): outbound calls, logged as they are made. */
export const callLogsCall = defineView({
  name: 'call-logs-call',
  route: '/crm/call-logs/call',
  title: ['Gọi điện', 'Make a call'],
  resource: 'call-logs',
  fixedFilters: { chieu_goi: 'OUT' },
  listColumns: ['ngay_ct', 'gio_goi', 'dien_thoai', 'ten_kh', 'thoi_luong', 'ket_qua', 'tinh_trang', 'so_lh'],
  defaultSort: ['-ngay_ct', '-gio_goi'],
  readOnly: false,
});

/** Calls written by the call center (nguon_goi 'PBX'), with extension and recording; read only. */
export const callCenterCallLogs = defineView({
  name: 'call-center-call-logs',
  route: '/crm/call-center/call-logs',
  title: ['Nhật ký tổng đài', 'Call-center logs'],
  resource: 'call-logs',
  fixedFilters: { nguon_goi: 'PBX' },
  listColumns: [
    'ngay_ct',
    'gio_goi',
    'chieu_goi',
    'dien_thoai',
    'ten_kh',
    'so_may_le',
    'ten_nvbh',
    'thoi_luong',
    'ket_qua',
    'ma_cuoc_goi',
    'link_ghi_am',
  ],
  defaultSort: ['-ngay_ct', '-gio_goi'],
});
