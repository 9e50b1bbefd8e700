import { defineReport } from '../define-view.js';
import type { LabelInput } from '../fields.js';

/**
 * A fund book: one fund account of each branch as the account ledger has it, every posted receipt, payment and
 * sale paid from or into it. Per branch an opening row (the fund before fromDate), then each entry in date order
 * with what it took in (thu), paid out (chi) and the fund after it (tồn); the totals row gives the period's thu and
 * chi and the closing fund.
 */
const fundBook = (config: {
  name: string;
  route: string;
  title: LabelInput;
  tk: string;
  balance: LabelInput;
}) =>
  defineReport({
    name: config.name,
    route: config.route,
    title: config.title,
    source: 'account-ledger',
    fixedFilters: { tk: config.tk },
    fields: { tien_thu: 'ps_no', tien_chi: 'ps_co', tien_ton: 'so_tien' },
    groupBy: ['ma_dvcs', 'ngay_ct', 'so_ct', 'ten_kh', 'dien_giai'],
    measures: [
      { field: 'tien_thu', aggregate: 'sum', label: ['Số tiền thu', 'Received'], as: 'tien_thu' },
      { field: 'tien_chi', aggregate: 'sum', label: ['Số tiền chi', 'Paid'], as: 'tien_chi' },
      { field: 'tien_ton', aggregate: 'sum', label: config.balance, as: 'tien_ton', period: 'running' },
    ],
    running: { by: ['ma_dvcs'], label: { field: 'dien_giai', title: ['Số dư đầu kỳ', 'Opening balance'] } },
    defaultSort: ['ma_dvcs', 'ngay_ct', 'so_ct'],
    chart: { kind: 'trend', category: 'ngay_ct', measures: ['tien_thu', 'tien_chi'] },
  });

/** Cash book (sổ quỹ tiền mặt): the cash fund, 1111. */
export const cashBook = fundBook({
  name: 'cash-book',
  route: '/accounting/reports/cash-book',
  title: ['Sổ quỹ tiền mặt', 'Cash book'],
  tk: '1111',
  balance: ['Tồn quỹ', 'Balance'],
});

/** Bank book (sổ tiền gửi ngân hàng): the bank deposits, 1121 — bank receipts and payments, sales paid by transfer. */
export const bankBook = fundBook({
  name: 'bank-book',
  route: '/accounting/reports/bank-book',
  title: ['Sổ tiền gửi ngân hàng', 'Bank book'],
  tk: '1121',
  balance: ['Số dư', 'Balance'],
});
