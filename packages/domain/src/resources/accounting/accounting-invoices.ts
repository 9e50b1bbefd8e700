import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { cashVoucherStatus } from './cash-fields.js';
import { journalTotals, withJournalTotals } from './voucher-amounts.js';
import { shared } from '../shared-fields.js';

/** Accounting vouchers (phiếu kế toán, PK): general journal entries, e.g. accruals, allocations, corrections. */
export const accountingInvoices = defineResource({
  name: 'accounting-invoices',
  route: '/accounting/accounting-invoices',
  table: 'accounting_journal_vouchers',
  title: ['Phiếu kế toán', 'Accounting vouchers'],
  voucher: { ma_ct: 'PK', prefix: 'PK' },
  branchScope: 'selected',
  fields: {
    dien_giai: f.text(['Diễn giải', 'Description'], { required: true, max: 500 }),
    chung_tu_goc: f.text(['Kèm theo chứng từ gốc', 'Attached documents'], { max: 200 }),
    trang_thai: cashVoucherStatus(),
    t_ps_no: f.money(['Tổng phát sinh nợ', 'Total debit'], { readOnly: true }),
    t_ps_co: f.money(['Tổng phát sinh có', 'Total credit'], { readOnly: true }),
    chi_tiet: f.lines(['Chi tiết', 'Lines'], {
      tk: f.lookup(['Tài khoản', 'Account'], 'accounts', { required: true }),
      ma_kh: f.lookup(['Khách hàng', 'Customer'], 'partners'),
      ma_ncc: f.lookup(['Nhà cung cấp', 'Supplier'], 'suppliers'),
      ma_phi: f.lookup(['Khoản mục chi phí', 'Expense item'], 'expenses'),
      ps_no: f.money(['Phát sinh nợ', 'Debit'], { defaultValue: 0 }),
      ps_co: f.money(['Phát sinh có', 'Credit'], { defaultValue: 0 }),
      ...shared('dien_giai'),
    }),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: ['so_ct', 'ngay_ct', 'dien_giai', 't_ps_no', 't_ps_co', 'trang_thai', 'ma_dvcs'],
  filters: ['trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    { title: ['Chứng từ', 'Voucher'], fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'dien_giai', 'chung_tu_goc'] },
    { title: ['Chi tiết', 'Lines'], fields: ['chi_tiet'] },
    { title: ['Tổng cộng', 'Totals'], fields: ['t_ps_no', 't_ps_co', 'trang_thai'] },
  ],
  /** Double entry: the debits of the lines equal their credits. */
  check: (row) => {
    const { t_ps_no, t_ps_co } = journalTotals(row);
    return t_ps_no === t_ps_co ? undefined : { code: 'VALIDATION_FAILED', field: 'chi_tiet' };
  },
  derive: (record) => withJournalTotals(record),
});
