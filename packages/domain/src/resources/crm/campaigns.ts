import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { broadcastChannels, broadcastStatuses, campaignStatuses, contactChannels } from './options.js';
import { dateOrderCheck } from './rules.js';
import { shared } from '../shared-fields.js';

/**
 * Marketing campaigns (chiến dịch): a channel and source run between two days on a budget, with the customers
 * and revenue aimed at and reached. The end day may not be before the start day.
 */
export const campaigns = defineResource({
  name: 'campaigns',
  route: '/crm/campaigns',
  table: 'crm_campaigns',
  title: ['Chiến dịch', 'Campaigns'],
  branchScope: 'selected',
  fields: {
    ma_cd: f.code(['Mã chiến dịch', 'Campaign code'], { required: true, unique: true, max: 32 }),
    ten_cd: f.text(['Tên chiến dịch', 'Campaign name'], { required: true, max: 200 }),
    kenh: f.enum(['Kênh', 'Channel'], contactChannels, { required: true }),
    ma_nguon: f.lookup(['Nguồn khách hàng', 'Source'], 'source-types'),
    ngay_bd: f.date(['Ngày bắt đầu', 'Start date'], { required: true }),
    ngay_kt: f.date(['Ngày kết thúc', 'End date']),
    ngan_sach: f.money(['Ngân sách', 'Budget'], { defaultValue: 0 }),
    chi_phi: f.money(['Chi phí thực tế', 'Actual cost'], { defaultValue: 0 }),
    so_kh_mt: f.number(['Số khách hàng mục tiêu', 'Target leads'], { min: 0, defaultValue: 0 }),
    so_kh_dat: f.number(['Số khách hàng đạt được', 'Leads reached'], { min: 0, defaultValue: 0 }),
    doanh_thu_mt: f.money(['Doanh thu mục tiêu', 'Target revenue'], { defaultValue: 0 }),
    doanh_thu: f.money(['Doanh thu đạt được', 'Revenue reached'], { defaultValue: 0 }),
    ma_nv: f.lookup(['Nhân viên phụ trách', 'Owner'], 'employees', { fills: { ten_nv: 'ten_nv' } }),
    ten_nv: f.text(['Tên nhân viên phụ trách', 'Owner name'], { max: 200 }),
    muc_tieu: f.text(['Mục tiêu', 'Goal'], { max: 1000, multiline: true }),
    trang_thai: f.enum(['Trạng thái', 'Status'], campaignStatuses, { defaultValue: '0' }),
    ...shared('ghi_chu'),
  },
  keyFields: ['ma_cd'],
  listColumns: [
    'ma_cd',
    'ten_cd',
    'kenh',
    'ngay_bd',
    'ngay_kt',
    'ngan_sach',
    'chi_phi',
    'so_kh_dat',
    'doanh_thu',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_cd', 'kenh', 'ma_nguon', 'ma_nv', 'trang_thai', 'ma_dvcs'],
  search: ['ma_cd', 'ten_cd', 'muc_tieu'],
  defaultSort: ['-ngay_bd', 'ma_cd'],
  sections: [
    {
      title: ['Thông tin chung', 'General'],
      fields: [
        'ma_cd',
        'ten_cd',
        'ma_dvcs',
        'kenh',
        'ma_nguon',
        'ngay_bd',
        'ngay_kt',
        'ma_nv',
        'ten_nv',
        'trang_thai',
      ],
    },
    {
      title: ['Ngân sách và kết quả', 'Budget and results'],
      fields: ['ngan_sach', 'chi_phi', 'so_kh_mt', 'so_kh_dat', 'doanh_thu_mt', 'doanh_thu'],
    },
    { title: ['Khác', 'Other'], fields: ['muc_tieu', 'ghi_chu'] },
  ],
  ownerField: 'ma_nv',
  dateField: 'ngay_bd',
  check: dateOrderCheck('ngay_bd', 'ngay_kt', 'DATE_RANGE_INVALID'),
});

/** Advertising (quảng cáo): an SMS, Zalo or email message sent on a day to a customer segment (group, level). */
export const broadcast = defineResource({
  name: 'broadcast',
  route: '/crm/broadcast',
  table: 'crm_broadcasts',
  title: ['Quảng cáo', 'Advertising'],
  branchScope: 'selected',
  fields: {
    ma_qc: f.code(['Mã quảng cáo', 'Code'], { required: true, unique: true, max: 32 }),
    tieu_de: f.text(['Tiêu đề', 'Subject'], { required: true, max: 200 }),
    kenh: f.enum(['Kênh gửi', 'Channel'], broadcastChannels, { required: true, defaultValue: 'SMS' }),
    noi_dung: f.text(['Nội dung tin nhắn', 'Message'], { required: true, max: 2000, multiline: true }),
    ma_cd: f.lookup(['Chiến dịch', 'Campaign'], 'campaigns', { fills: { ten_cd: 'ten_cd' } }),
    ten_cd: f.text(['Tên chiến dịch', 'Campaign name'], { max: 200 }),
    ma_nhom_kh: f.lookup(['Nhóm khách hàng', 'Customer group'], 'customer-groups'),
    ma_hang: f.lookup(['Hạng khách hàng', 'Customer level'], 'levels'),
    ngay_gui: f.date(['Ngày gửi', 'Send date'], { required: true }),
    gio_gui: f.time(['Giờ gửi', 'Send time']),
    so_kh: f.number(['Số khách hàng nhận', 'Recipients'], { min: 0, defaultValue: 0 }),
    chi_phi: f.money(['Chi phí', 'Cost'], { defaultValue: 0 }),
    trang_thai: f.enum(['Trạng thái', 'Status'], broadcastStatuses, { defaultValue: '0' }),
  },
  keyFields: ['ma_qc'],
  listColumns: [
    'ma_qc',
    'tieu_de',
    'kenh',
    'ngay_gui',
    'gio_gui',
    'ma_nhom_kh',
    'ma_hang',
    'so_kh',
    'chi_phi',
    'trang_thai',
  ],
  filters: ['ma_qc', 'kenh', 'ma_cd', 'ma_nhom_kh', 'ma_hang', 'trang_thai', 'ma_dvcs'],
  search: ['ma_qc', 'tieu_de', 'noi_dung'],
  defaultSort: ['-ngay_gui', 'ma_qc'],
  sections: [
    {
      title: ['Tin quảng cáo', 'Message'],
      fields: ['ma_qc', 'tieu_de', 'ma_dvcs', 'kenh', 'noi_dung', 'ma_cd', 'ten_cd'],
    },
    { title: ['Đối tượng nhận', 'Audience'], fields: ['ma_nhom_kh', 'ma_hang', 'so_kh'] },
    { title: ['Lịch gửi', 'Schedule'], fields: ['ngay_gui', 'gio_gui', 'chi_phi', 'trang_thai'] },
  ],
  dateField: 'ngay_gui',
});
