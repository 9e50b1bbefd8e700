import { defineReport } from '../define-view.js';

/** Done appointments per performing employee: how many and how many minutes (source: tasks, by ngay_hen). */
export const employeeReport = defineReport({
  name: 'reports-employee',
  route: '/crm/reports/employee',
  title: ['Báo cáo nhân viên', 'By employee'],
  source: 'tasks',
  groupBy: ['ma_nv', 'ten_nv'],
  fixedFilters: { trang_thai: '3' },
  measures: [
    { aggregate: 'count', label: ['Lịch hẹn hoàn thành', 'Appointments done'], as: 'so_lh' },
    {
      field: 'thoi_luong',
      aggregate: 'sum',
      label: ['Tổng thời lượng (phút)', 'Total minutes'],
      as: 't_thoi_luong',
    },
  ],
  chart: { kind: 'ranking', category: 'ma_nv', name: 'ten_nv', measures: ['so_lh'] },
});

/** Campaigns by channel and source: budget, cost, leads and revenue (source: campaigns, by ngay_bd). */
export const marketingReport = defineReport({
  name: 'reports-marketing',
  route: '/crm/reports/marketing',
  title: ['Báo cáo marketing', 'Marketing'],
  source: 'campaigns',
  groupBy: ['kenh', 'ma_nguon'],
  measures: [
    { aggregate: 'count', label: ['Số chiến dịch', 'Campaigns'], as: 'so_cd' },
    { field: 'ngan_sach', aggregate: 'sum', label: ['Ngân sách', 'Budget'], as: 't_ngan_sach' },
    { field: 'chi_phi', aggregate: 'sum', label: ['Chi phí thực tế', 'Actual cost'], as: 't_chi_phi' },
    { field: 'so_kh_dat', aggregate: 'sum', label: ['Khách hàng đạt được', 'Leads reached'], as: 't_so_kh' },
    { field: 'doanh_thu', aggregate: 'sum', label: ['Doanh thu', 'Revenue'], as: 't_doanh_thu' },
  ],
  defaultSort: ['-t_doanh_thu'],
  chart: { kind: 'share', category: 'kenh', measures: ['t_doanh_thu'] },
});

/** Calls per telesale and direction: count, total and average length (source: call logs, by ngay_ct). */
export const telesaleReport = defineReport({
  name: 'reports-telesale',
  route: '/crm/reports/telesale',
  title: ['Báo cáo telesale', 'Telesale'],
  source: 'call-logs',
  groupBy: ['ma_nvbh', 'ten_nvbh', 'chieu_goi'],
  measures: [
    { aggregate: 'count', label: ['Số cuộc gọi', 'Calls'], as: 'so_cuoc_goi' },
    {
      field: 'thoi_luong',
      aggregate: 'sum',
      label: ['Tổng thời lượng (giây)', 'Total seconds'],
      as: 't_thoi_luong',
    },
    {
      field: 'thoi_luong',
      aggregate: 'avg',
      label: ['Thời lượng trung bình (giây)', 'Average seconds'],
      as: 'tb_thoi_luong',
    },
  ],
  chart: { kind: 'ranking', category: 'ma_nvbh', name: 'ten_nvbh', measures: ['so_cuoc_goi'] },
});

/** Answered outbound calls per telesale: the KPI of talk count and talk time. */
export const telesaleKpisReport = defineReport({
  name: 'reports-telesale-kpis',
  route: '/crm/reports/telesale-kpis',
  title: ['KPI telesale', 'Telesale KPIs'],
  source: 'call-logs',
  groupBy: ['ma_nvbh', 'ten_nvbh'],
  fixedFilters: { chieu_goi: 'OUT', ket_qua: 'ANSWERED' },
  measures: [
    { aggregate: 'count', label: ['Cuộc gọi đi nghe máy', 'Answered outbound calls'], as: 'so_cuoc_goi' },
    {
      field: 'thoi_luong',
      aggregate: 'sum',
      label: ['Tổng thời lượng (giây)', 'Total seconds'],
      as: 't_thoi_luong',
    },
    {
      field: 'thoi_luong',
      aggregate: 'avg',
      label: ['Thời lượng trung bình (giây)', 'Average seconds'],
      as: 'tb_thoi_luong',
    },
    {
      field: 'thoi_luong',
      aggregate: 'max',
      label: ['Cuộc gọi dài nhất (giây)', 'Longest call (seconds)'],
      as: 'max_thoi_luong',
    },
  ],
  chart: { kind: 'ranking', category: 'ma_nvbh', name: 'ten_nvbh', measures: ['so_cuoc_goi'] },
});

/** How customers stood after the calls (interested, booked, not interested…) per telesale. */
export const telesaleStatusReport = defineReport({
  name: 'reports-telesale-status',
  route: '/crm/reports/telesale-status',
  title: ['Trạng thái telesale', 'Telesale status'],
  source: 'call-logs',
  groupBy: ['tinh_trang', 'ma_nvbh', 'ten_nvbh'],
  measures: [{ aggregate: 'count', label: ['Số cuộc gọi', 'Calls'], as: 'so_cuoc_goi' }],
  defaultSort: ['tinh_trang', '-so_cuoc_goi'],
  chart: { kind: 'share', category: 'tinh_trang', measures: ['so_cuoc_goi'] },
});

/** Consultants' tickets by status and the value they expect from them (source: tickets, by due day). */
export const consultantReport = defineReport({
  name: 'reports-consultant',
  route: '/crm/reports/consultant',
  title: ['Báo cáo tư vấn', 'Consultants'],
  source: 'tickets',
  groupBy: ['ma_nv', 'ten_nv', 'trang_thai'],
  measures: [
    { aggregate: 'count', label: ['Số ticket', 'Tickets'], as: 'so_ticket' },
    {
      field: 'tien_du_kien',
      aggregate: 'sum',
      label: ['Giá trị dự kiến', 'Expected value'],
      as: 't_tien_du_kien',
    },
  ],
  chart: { kind: 'ranking', category: 'ma_nv', name: 'ten_nv', measures: ['so_ticket'] },
});

/** Page duty: contacts taken per channel (Facebook, Zalo, hotline…) and per employee on duty (source: tickets). */
export const contactReport = defineReport({
  name: 'reports-contact',
  route: '/crm/reports/contact',
  title: ['Trực page', 'Page duty'],
  source: 'tickets',
  groupBy: ['kenh', 'ma_nv', 'ten_nv'],
  measures: [{ aggregate: 'count', label: ['Số liên hệ', 'Contacts'], as: 'so_lien_he' }],
  defaultSort: ['kenh', '-so_lien_he'],
  chart: { kind: 'share', category: 'kenh', measures: ['so_lien_he'] },
});

/** To-dos: appointments by status and type (source: tasks, by ngay_hen). */
export const todoReport = defineReport({
  name: 'reports-todo',
  route: '/crm/reports/todo',
  title: ['Công việc', 'To-dos'],
  source: 'tasks',
  groupBy: ['trang_thai', 'ma_loai_lh'],
  measures: [
    { aggregate: 'count', label: ['Số lịch hẹn', 'Appointments'], as: 'so_lh' },
    {
      field: 'thoi_luong',
      aggregate: 'sum',
      label: ['Tổng thời lượng (phút)', 'Total minutes'],
      as: 't_thoi_luong',
    },
  ],
  defaultSort: ['trang_thai', '-so_lh'],
  chart: { kind: 'share', category: 'trang_thai', measures: ['so_lh'] },
});

/** Targets per salesperson over the months of the period (source: targets, by the month's first day). */
export const targetReport = defineReport({
  name: 'reports-target',
  route: '/crm/reports/target',
  title: ['Báo cáo chỉ tiêu', 'Targets'],
  source: 'targets',
  groupBy: ['ma_nvbh', 'ten_nvbh'],
  measures: [
    {
      field: 'doanh_so_mt',
      aggregate: 'sum',
      label: ['Doanh số chỉ tiêu', 'Revenue target'],
      as: 't_doanh_so_mt',
    },
    {
      field: 'so_kh_moi_mt',
      aggregate: 'sum',
      label: ['Khách hàng mới', 'New customers'],
      as: 't_so_kh_moi_mt',
    },
    { field: 'so_lh_mt', aggregate: 'sum', label: ['Số lịch hẹn', 'Appointments'], as: 't_so_lh_mt' },
    { field: 'so_cuoc_goi_mt', aggregate: 'sum', label: ['Số cuộc gọi', 'Calls'], as: 't_so_cuoc_goi_mt' },
  ],
  chart: { kind: 'ranking', category: 'ma_nvbh', name: 'ten_nvbh', measures: ['t_doanh_so_mt'] },
});

/** Every CRM report, in menu order. */
export const crmReports = [
  employeeReport,
  marketingReport,
  telesaleReport,
  telesaleKpisReport,
  telesaleStatusReport,
  consultantReport,
  contactReport,
  todoReport,
  targetReport,
];
