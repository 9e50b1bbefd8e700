import { defineReport } from '../define-view.js';

/**
 * Cash book (sổ quỹ tiền mặt): the cash fund (1111) of each branch as the account ledger has it, every posted
 * receipt, payment and sale paid in cash. Per branch an opening row (the fund before fromDate), then each entry in
 * date order with what it took in (thu), paid out (chi) and the fund after it (tồn quỹ); the totals row gives the
 * period's thu and chi and the closing fund.
 */
export const cashBook = defineReport({
  name: 'cash-book',
  route: '/accounting/reports/cash-book',
  title: ['Sổ quỹ tiền mặt', 'Cash book'],
  source: 'account-ledger',
  fixedFilters: { tk: '1111' },
  fields: { tien_thu: 'ps_no', tien_chi: 'ps_co', tien_ton: 'so_tien' },
  groupBy: ['ma_dvcs', 'ngay_ct', 'so_ct', 'ten_kh', 'dien_giai'],
  measures: [
    { field: 'tien_thu', aggregate: 'sum', label: ['Số tiền thu', 'Received'], as: 'tien_thu' },
    { field: 'tien_chi', aggregate: 'sum', label: ['Số tiền chi', 'Paid'], as: 'tien_chi' },
    {
      field: 'tien_ton',
      aggregate: 'sum',
      label: ['Tồn quỹ', 'Balance'],
      as: 'tien_ton',
      period: 'running',
    },
  ],
  running: { by: ['ma_dvcs'], label: { field: 'dien_giai', title: ['Số dư đầu kỳ', 'Opening balance'] } },
  defaultSort: ['ma_dvcs', 'ngay_ct', 'so_ct'],
});
