import { defineReport } from '../define-view.js';

/**
 * Cash book (sổ quỹ tiền mặt): the posted cash receipts of the period, one row per receipt by day. A report reads
 * one source, so the payments (spend-invoices) and the running balance wait for reports that combine sources.
 */
export const cashBook = defineReport({
  name: 'cash-book',
  route: '/accounting/reports/cash-book',
  title: ['Sổ quỹ tiền mặt', 'Cash book'],
  source: 'receive-invoices',
  groupBy: ['ngay_ct', 'so_ct', 'tk_no', 'ten_kh', 'dien_giai'],
  measures: [{ field: 't_tien', aggregate: 'sum', label: ['Số tiền thu', 'Received'], as: 'tien_thu' }],
  fixedFilters: { trang_thai: '1' },
  defaultSort: ['ngay_ct', 'so_ct'],
});
