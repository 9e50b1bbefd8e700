import { defineReport } from '../define-view.js';

/**
 * Cash book (sổ quỹ tiền mặt): the posted cash receipts (thu) and payments (chi) of the period, one row per voucher
 * by day, with what it adds to the fund (tồn quỹ: thu − chi); the totals row gives the period's thu, chi and net.
 * A payment's cash account is its tk_co, its counterparty the supplier's name.
 */
export const cashBook = defineReport({
  name: 'cash-book',
  route: '/accounting/reports/cash-book',
  title: ['Sổ quỹ tiền mặt', 'Cash book'],
  source: 'receive-invoices',
  fields: { tien_thu: 't_tien', tien_chi: null, tien_ton: 't_tien' },
  sources: [
    {
      source: 'spend-invoices',
      sign: -1,
      fixedFilters: { trang_thai: '1' },
      fields: {
        tk_no: 'tk_co',
        ten_kh: 'ten_ncc',
        tien_thu: null,
        tien_chi: { field: 't_tien', sign: 1 },
        tien_ton: 't_tien',
      },
    },
  ],
  groupBy: ['ngay_ct', 'so_ct', 'tk_no', 'ten_kh', 'dien_giai'],
  measures: [
    { field: 'tien_thu', aggregate: 'sum', label: ['Số tiền thu', 'Received'], as: 'tien_thu' },
    { field: 'tien_chi', aggregate: 'sum', label: ['Số tiền chi', 'Paid'], as: 'tien_chi' },
    {
      field: 'tien_ton',
      aggregate: 'sum',
      label: ['Tồn quỹ (thu − chi)', 'Balance (in − out)'],
      as: 'tien_ton',
    },
  ],
  fixedFilters: { trang_thai: '1' },
  defaultSort: ['ngay_ct', 'so_ct'],
});
