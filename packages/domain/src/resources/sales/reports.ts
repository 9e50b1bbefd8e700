import { defineReport } from '../define-view.js';

const count = (as: string, vi: string, en: string) => ({
  aggregate: 'count' as const,
  label: [vi, en] as const,
  as,
});
/** How many sales: the numbers of the bills and retail orders (a return's rows have none, so count nothing). */
const countSales = {
  field: 'so_ct',
  aggregate: 'count' as const,
  label: ['Số hóa đơn', 'Bills'] as const,
  as: 'so_hd',
};

/**
 * Sales revenue counts every posted sale (bills and retail orders: done, and approved where the tenant asks) less
 * every posted return; drafts, cancelled and unapproved vouchers count nothing.
 */
const salesSources = (overLines = false) => [
  { source: 'retail-orders', posted: true, overLines },
  {
    source: 'returns',
    posted: true,
    overLines,
    sign: -1 as const,
    fields: { so_ct: overLines ? 'so_ct' : null },
  },
];
const sum = (field: string, vi: string, en: string, as = field) => ({
  field,
  aggregate: 'sum' as const,
  label: [vi, en] as const,
  as,
});

const billTotals = [
  sum('t_tien', 'Tiền hàng', 'Amount'),
  sum('t_ck', 'Chiết khấu', 'Discount'),
  sum('t_thue', 'Tiền thuế', 'Tax'),
  sum('t_tt', 'Doanh thu', 'Revenue'),
];
const lineAmounts = [
  sum('so_luong', 'Số lượng', 'Quantity'),
  sum('tien', 'Tiền hàng', 'Amount'),
  sum('tien_ck', 'Chiết khấu', 'Discount'),
  sum('thanh_tien', 'Doanh thu', 'Revenue'),
];

/** Service revenue by branch: posted service vouchers per branch. */
export const branchServiceRevenue = defineReport({
  name: 'reports-branch-service-revenue',
  route: '/sales/reports/branch-service-revenue',
  title: ['Doanh thu dịch vụ theo đơn vị', 'Service revenue by branch'],
  source: 'sales-services',
  groupBy: ['ma_dvcs'],
  posted: true,
  measures: [count('so_phieu', 'Số phiếu', 'Vouchers'), ...billTotals, sum('con_no', 'Còn nợ', 'Debt')],
  defaultSort: ['-t_tt'],
  chart: { kind: 'share', category: 'ma_dvcs', measures: ['t_tt'] },
});

/** What the employee ledger measures of commissions: the revenue they were earned on and the commission. */
const commissionMeasures = [
  sum('doanh_thu', 'Doanh thu', 'Revenue'),
  sum('so_tien', 'Hoa hồng', 'Commission', 'tien_hh'),
];

/**
 * Employee commission: each salesperson's commission as the employee ledger has it — every posted bill, retail
 * order and service voucher, less what returns took back.
 */
export const employeeCommission = defineReport({
  name: 'reports-employee-commission',
  route: '/sales/reports/employee-commission',
  title: ['Hoa hồng nhân viên', 'Employee commission'],
  source: 'employee-ledger',
  groupBy: ['ma_nvbh', 'ten_nvbh'],
  fixedFilters: { loai: 'HH' },
  measures: commissionMeasures,
  defaultSort: ['-tien_hh'],
  chart: { kind: 'ranking', category: 'ma_nvbh', name: 'ten_nvbh', measures: ['tien_hh'] },
  drill: { resource: 'bills' },
});

/** Employee commission detail: per salesperson, voucher and line, with the commission rule that applied. */
export const employeeCommissionDetail = defineReport({
  name: 'reports-employee-commission-detail',
  route: '/sales/reports/employee-commission-detail',
  title: ['Chi tiết hoa hồng', 'Employee commission detail'],
  source: 'employee-ledger',
  groupBy: ['ma_nvbh', 'ten_nvbh', 'ngay_ct', 'so_ct', 'ten_kh', 'ma_vt', 'ten_vt', 'ma_hh'],
  fixedFilters: { loai: 'HH' },
  measures: [sum('so_luong', 'Số lượng', 'Quantity'), ...commissionMeasures],
  defaultSort: ['ma_nvbh', 'ngay_ct', 'so_ct'],
  chart: { kind: 'ranking', category: 'ma_nvbh', name: 'ten_nvbh', measures: ['tien_hh'] },
  drill: { resource: 'bills' },
});

/** Employee revenue: posted sales less returns, per salesperson. */
export const employeeRevenue = defineReport({
  name: 'reports-employee-revenue',
  route: '/sales/reports/employee-revenue',
  title: ['Doanh thu nhân viên', 'Employee revenue'],
  source: 'bills',
  sources: salesSources(),
  groupBy: ['ma_nvbh', 'ten_nvbh'],
  posted: true,
  measures: [countSales, ...billTotals],
  defaultSort: ['-t_tt'],
  chart: { kind: 'ranking', category: 'ma_nvbh', name: 'ten_nvbh', measures: ['t_tt'] },
});

/** Employee revenue by level: posted bills (which carry the salesperson's level) per level, then salesperson. */
export const employeeRevenueLevel = defineReport({
  name: 'reports-employee-revenue-level',
  route: '/sales/reports/employee-revenue-level',
  title: ['Doanh thu theo cấp bậc', 'Employee revenue by level'],
  source: 'bills',
  groupBy: ['cap_bac', 'ma_nvbh', 'ten_nvbh'],
  posted: true,
  measures: [count('so_hd', 'Số hóa đơn', 'Bills'), sum('t_tt', 'Doanh thu', 'Revenue')],
  defaultSort: ['cap_bac', '-t_tt'],
  chart: { kind: 'share', category: 'cap_bac', measures: ['t_tt'] },
});

/** What the package ledger measures: sessions and value sold, sessions and value used. */
const packageMeasures = [
  sum('so_buoi_ban', 'Số buổi bán', 'Sessions sold'),
  sum('tien_ban', 'Doanh thu bán gói', 'Package sales'),
  sum('so_buoi_dung', 'Số buổi đã dùng', 'Sessions used'),
  sum('tien_dung', 'Giá trị đã dùng', 'Value used'),
];

/**
 * Package revenue (doanh thu liệu trình): per package product, what posted sales sold (sessions, value) and what
 * posted service vouchers used of it in the period, as the package ledger has it.
 */
export const packageRevenue = defineReport({
  name: 'reports-package-revenue',
  route: '/sales/reports/package-revenue',
  title: ['Doanh thu liệu trình', 'Package revenue'],
  source: 'package-ledger',
  groupBy: ['ma_goi'],
  measures: packageMeasures,
  defaultSort: ['-tien_ban'],
  chart: { kind: 'ranking', category: 'ma_goi', measures: ['tien_ban'] },
});

/** Package revenue detail: every package sold and every session used, by day, voucher, customer and package. */
export const packageDetailRevenue = defineReport({
  name: 'reports-package-detail-revenue',
  route: '/sales/reports/package-detail-revenue',
  title: ['Chi tiết doanh thu liệu trình', 'Package revenue detail'],
  source: 'package-ledger',
  groupBy: ['ngay_ct', 'so_ct', 'ma_kh', 'ma_goi'],
  measures: packageMeasures,
  defaultSort: ['ngay_ct', 'so_ct'],
  chart: { kind: 'trend', category: 'ngay_ct', measures: ['tien_ban', 'tien_dung'] },
  drill: { resource: 'bills' },
});

/**
 * Sales debt (công nợ bán hàng): each customer's receivable (131) as the account ledger has it — what they owed
 * before the period (opening balances and earlier sales), what the period's sales added, what receipts, card and
 * cash payments and returns took off, and what they owe at its end.
 */
export const saleDebtRevenue = defineReport({
  name: 'reports-sale-debt-revenue',
  route: '/sales/reports/sale-debt-revenue',
  title: ['Công nợ bán hàng', 'Sales debt'],
  source: 'account-ledger',
  fixedFilters: { tk: '131' },
  groupBy: ['ma_kh'],
  measures: [
    { field: 'so_tien', aggregate: 'sum', label: ['Nợ đầu kỳ', 'Opening'], as: 'no_dau', period: 'before' },
    sum('ps_no', 'Phát sinh nợ', 'Billed'),
    sum('ps_co', 'Đã thu', 'Paid'),
    { field: 'so_tien', aggregate: 'sum', label: ['Còn nợ', 'Debt'], as: 'con_no', period: 'through' },
  ],
  defaultSort: ['-con_no'],
  chart: { kind: 'ranking', category: 'ma_kh', measures: ['con_no'] },
  drill: { resource: 'bills' },
});

/** Sales revenue detail: every line of posted bills and retail orders, and of returns (negative). */
export const saleDetailRevenue = defineReport({
  name: 'reports-sale-detail-revenue',
  route: '/sales/reports/sale-detail-revenue',
  title: ['Chi tiết doanh thu', 'Sales revenue detail'],
  source: 'bills',
  overLines: true,
  sources: salesSources(true),
  groupBy: ['ngay_ct', 'so_ct', 'ma_kh', 'ten_kh', 'ma_vt', 'ten_vt', 'dvt'],
  posted: true,
  measures: [...lineAmounts, sum('tien_thue', 'Tiền thuế', 'Tax')],
  defaultSort: ['ngay_ct', 'so_ct'],
  chart: { kind: 'ranking', category: 'ma_vt', name: 'ten_vt', measures: ['thanh_tien'] },
});

/** Sales revenue: posted bills and retail orders less posted returns, per day. */
export const saleRevenue = defineReport({
  name: 'reports-sale-revenue',
  route: '/sales/reports/sale-revenue',
  title: ['Doanh thu bán hàng', 'Sales revenue'],
  source: 'bills',
  sources: salesSources(),
  groupBy: ['ngay_ct'],
  posted: true,
  measures: [countSales, ...billTotals],
  defaultSort: ['ngay_ct'],
  chart: { kind: 'trend', category: 'ngay_ct', measures: ['t_tt'] },
});

/** Service sales: services sold on posted bills, per service. */
export const saleService = defineReport({
  name: 'reports-sale-service',
  route: '/sales/reports/sale-service',
  title: ['Bán hàng dịch vụ', 'Service sales'],
  source: 'bills',
  overLines: true,
  groupBy: ['ma_vt', 'ten_vt'],
  posted: true,
  fixedFilters: { loai_vt: 'DV' },
  measures: lineAmounts,
  defaultSort: ['-thanh_tien'],
  chart: { kind: 'ranking', category: 'ma_vt', name: 'ten_vt', measures: ['thanh_tien'] },
});

/** Service detail: every service line performed, with its technician (wages: service turns by employee). */
export const serviceDetail = defineReport({
  name: 'reports-service-detail',
  route: '/sales/reports/service-detail',
  title: ['Chi tiết dịch vụ', 'Service detail'],
  source: 'sales-services',
  overLines: true,
  groupBy: ['ngay_ct', 'so_ct', 'ma_kh', 'ten_kh', 'ma_vt', 'ten_vt', 'ma_nv', 'ten_nv'],
  posted: true,
  measures: lineAmounts,
  defaultSort: ['ngay_ct', 'so_ct'],
  chart: { kind: 'ranking', category: 'ma_nv', name: 'ten_nv', measures: ['thanh_tien'] },
});

/** Bill receipts detail: what was collected on each posted bill and by which payment type. */
export const billReceiptDetail = defineReport({
  name: 'reports-bill-receipt-detail',
  route: '/sales/reports/bill-receipt-detail',
  title: ['Chi tiết thu tiền hóa đơn', 'Bill receipts detail'],
  source: 'bills',
  groupBy: ['ngay_ct', 'so_ct', 'ma_kh', 'ten_kh', 'ma_httt'],
  posted: true,
  measures: [
    sum('t_tt', 'Phải thu', 'Billed'),
    sum('da_tt', 'Đã thu', 'Paid'),
    sum('con_no', 'Còn nợ', 'Debt'),
  ],
  defaultSort: ['ngay_ct', 'so_ct'],
  chart: { kind: 'share', category: 'ma_httt', measures: ['da_tt'] },
});

/** Service receipts by employee: what each salesperson collected on posted service vouchers, by payment type. */
export const serviceReceiptEmployee = defineReport({
  name: 'reports-service-receipt-employee',
  route: '/sales/reports/service-receipt-employee',
  title: ['Thu tiền dịch vụ theo nhân viên', 'Service receipts by employee'],
  source: 'sales-services',
  groupBy: ['ma_nvbh', 'ten_nvbh', 'ma_httt'],
  posted: true,
  measures: [
    count('so_phieu', 'Số phiếu', 'Vouchers'),
    sum('t_tt', 'Phải thu', 'Billed'),
    sum('da_tt', 'Đã thu', 'Paid'),
    sum('con_no', 'Còn nợ', 'Debt'),
  ],
  defaultSort: ['-da_tt'],
  chart: { kind: 'share', category: 'ma_httt', measures: ['da_tt'] },
});

/**
 * Service turns by employee: how many services each technician performed on posted service vouchers, and the
 * wages they earned, as the employee ledger has it.
 */
export const serviceTurnEmployee = defineReport({
  name: 'reports-service-turn-employee',
  route: '/sales/reports/service-turn-employee',
  title: ['Tua dịch vụ theo nhân viên', 'Service turns by employee'],
  source: 'employee-ledger',
  groupBy: ['ma_nv', 'ten_nv'],
  fixedFilters: { loai: 'CONG' },
  measures: [
    count('so_tua', 'Số tua', 'Turns'),
    sum('so_luong', 'Số lượng', 'Quantity'),
    sum('doanh_thu', 'Doanh thu', 'Revenue'),
    sum('so_tien', 'Tiền công', 'Wages', 'tien_cong'),
  ],
  defaultSort: ['-so_tua'],
  chart: { kind: 'ranking', category: 'ma_nv', name: 'ten_nv', measures: ['so_tua'] },
});

/** Service revenue: posted service vouchers per service. */
export const serviceRevenue = defineReport({
  name: 'reports-service-revenue',
  route: '/sales/reports/service-revenue',
  title: ['Doanh thu dịch vụ', 'Service revenue'],
  source: 'sales-services',
  overLines: true,
  groupBy: ['ma_vt', 'ten_vt'],
  posted: true,
  measures: [count('so_tua', 'Số tua', 'Turns'), ...lineAmounts],
  defaultSort: ['-thanh_tien'],
  chart: { kind: 'ranking', category: 'ma_vt', name: 'ten_vt', measures: ['thanh_tien'] },
});

/** Every sales report. */
export const salesReports = [
  branchServiceRevenue,
  employeeCommission,
  employeeCommissionDetail,
  employeeRevenue,
  employeeRevenueLevel,
  packageRevenue,
  packageDetailRevenue,
  saleDebtRevenue,
  saleDetailRevenue,
  saleRevenue,
  saleService,
  serviceDetail,
  billReceiptDetail,
  serviceReceiptEmployee,
  serviceTurnEmployee,
  serviceRevenue,
];
