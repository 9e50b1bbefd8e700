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

/**
 * Marketing by channel and source: what the campaigns (by their start day) cost against the contacts that came in
 * through the same channel and source (tickets, by due day, as page duty counts them) and the revenue the
 * campaigns reached; the cost as a share of that revenue. (The leads a campaign's owner typed stay on the
 * campaign: the contacts received are counted.)
 */
export const marketingReport = defineReport({
  name: 'reports-marketing',
  route: '/crm/reports/marketing',
  title: ['Báo cáo marketing', 'Marketing'],
  source: 'campaigns',
  fields: { lien_he: null },
  sources: [
    {
      source: 'tickets',
      fields: {
        lien_he: 'so_ct',
        ma_cd: null,
        ngan_sach: null,
        chi_phi: null,
        doanh_thu: null,
      },
    },
  ],
  groupBy: ['kenh', 'ma_nguon'],
  measures: [
    { field: 'ma_cd', aggregate: 'count', label: ['Số chiến dịch', 'Campaigns'], as: 'so_cd' },
    { field: 'ngan_sach', aggregate: 'sum', label: ['Ngân sách', 'Budget'], as: 't_ngan_sach' },
    { field: 'chi_phi', aggregate: 'sum', label: ['Chi phí thực tế', 'Actual cost'], as: 't_chi_phi' },
    {
      field: 'lien_he',
      aggregate: 'count',
      label: ['Liên hệ nhận được', 'Contacts received'],
      as: 'so_lien_he',
    },
    { field: 'doanh_thu', aggregate: 'sum', label: ['Doanh thu', 'Revenue'], as: 't_doanh_thu' },
    {
      aggregate: 'ratio',
      of: ['t_chi_phi', 't_doanh_thu'],
      label: ['Chi phí / doanh thu', 'Cost / revenue'],
      as: 'tl_chi_phi',
    },
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

/** The fields of the targets report a source of what was reached has none of (the targets'). */
const noTargets = { doanh_so_mt: null, so_lh_mt: null, so_cuoc_goi_mt: null };
/** What a source of the targets report reached (one of doanh_so, lich_hen, cuoc_goi), the others none. */
const reached = (fields: Partial<Record<'doanh_so' | 'lich_hen' | 'cuoc_goi', string>>) => ({
  doanh_so: null,
  lich_hen: null,
  cuoc_goi: null,
  ...noTargets,
  ...fields,
});

/**
 * Targets against what was reached, per salesperson: the targets of the months of the period (by the month's
 * first day) beside the revenue of their posted sales less returns (as employee revenue counts it), the
 * appointments they booked that were done, and the calls they made, on the days of the period; the revenue
 * reached as a percentage of its target. (A month's target of new customers stays on the targets list: a customer
 * is not counted as any salesperson's new one.)
 */
export const targetReport = defineReport({
  name: 'reports-target',
  route: '/crm/reports/target',
  title: ['Báo cáo chỉ tiêu', 'Targets'],
  source: 'targets',
  fields: { doanh_so: null, lich_hen: null, cuoc_goi: null },
  sources: [
    { source: 'bills', posted: true, fields: reached({ doanh_so: 't_tt' }) },
    { source: 'retail-orders', posted: true, fields: reached({ doanh_so: 't_tt' }) },
    { source: 'returns', posted: true, sign: -1, fields: reached({ doanh_so: 't_tt' }) },
    { source: 'tasks', fixedFilters: { trang_thai: '3' }, fields: reached({ lich_hen: 'so_ct' }) },
    { source: 'call-logs', fields: reached({ cuoc_goi: 'so_ct' }) },
  ],
  // By the salesperson's code alone (the page names it): a call or sale written without the name stays theirs.
  groupBy: ['ma_nvbh'],
  // A sale nobody sold (a walk-in at the till) is no salesperson's.
  withValue: ['ma_nvbh'],
  measures: [
    {
      field: 'doanh_so_mt',
      aggregate: 'sum',
      label: ['Chỉ tiêu doanh số', 'Revenue target'],
      as: 't_doanh_so_mt',
    },
    { field: 'doanh_so', aggregate: 'sum', label: ['Doanh số đạt', 'Revenue reached'], as: 't_doanh_so' },
    {
      aggregate: 'ratio',
      of: ['t_doanh_so', 't_doanh_so_mt'],
      label: ['% đạt doanh số', '% of revenue target'],
      as: 'tl_doanh_so',
    },
    {
      field: 'so_lh_mt',
      aggregate: 'sum',
      label: ['Chỉ tiêu lịch hẹn', 'Appointments target'],
      as: 't_so_lh_mt',
    },
    {
      field: 'lich_hen',
      aggregate: 'count',
      label: ['Lịch hẹn hoàn thành', 'Appointments done'],
      as: 'so_lh',
    },
    {
      field: 'so_cuoc_goi_mt',
      aggregate: 'sum',
      label: ['Chỉ tiêu cuộc gọi', 'Calls target'],
      as: 't_so_cuoc_goi_mt',
    },
    { field: 'cuoc_goi', aggregate: 'count', label: ['Cuộc gọi đã gọi', 'Calls made'], as: 'so_cuoc_goi' },
  ],
  defaultSort: ['-t_doanh_so'],
  chart: { kind: 'ranking', category: 'ma_nvbh', measures: ['t_doanh_so', 't_doanh_so_mt'] },
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
