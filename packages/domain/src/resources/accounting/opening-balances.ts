import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared, sharedField } from '../shared-fields.js';

/** Opening receivables (số dư công nợ đầu kỳ): what each customer owed or had prepaid at the start of a year. */
export const customerBalances = defineResource({
  name: 'customer-balances',
  route: '/accounting/customer-balances',
  table: 'accounting_customer_balances',
  title: ['Số dư công nợ đầu kỳ', 'Opening receivables'],
  branchScope: 'selected',
  fields: {
    nam: f.number(['Năm', 'Year'], { required: true, min: 2000, max: 2100, grouping: false }),
    ma_kh: sharedField('ma_kh', { required: true }),
    ...shared('ten_kh'),
    tk: f.lookup(['Tài khoản', 'Account'], 'accounts', { required: true, defaultValue: '131' }),
    du_no: f.money(['Dư nợ đầu kỳ', 'Opening debit'], { defaultValue: 0 }),
    du_co: f.money(['Dư có đầu kỳ', 'Opening credit'], { defaultValue: 0 }),
    ...shared('ghi_chu'),
  },
  keyFields: ['ma_dvcs', 'nam', 'ma_kh', 'tk'],
  listColumns: ['nam', 'ma_kh', 'ten_kh', 'tk', 'du_no', 'du_co', 'ma_dvcs'],
  filters: ['nam', 'ma_kh', 'tk', 'ma_dvcs'],
  search: ['ma_kh', 'ten_kh'],
  defaultSort: ['-nam', 'ma_kh'],
  sections: [
    {
      title: ['Số dư', 'Balance'],
      fields: ['ma_dvcs', 'nam', 'ma_kh', 'ten_kh', 'tk', 'du_no', 'du_co', 'ghi_chu'],
    },
  ],
});

/** Opening account balances (số dư tài khoản đầu kỳ): the debit or credit balance of each account at year start. */
export const accountBalances = defineResource({
  name: 'account-balances',
  route: '/accounting/account-balances',
  table: 'accounting_account_balances',
  title: ['Số dư tài khoản đầu kỳ', 'Opening account balances'],
  branchScope: 'selected',
  fields: {
    nam: f.number(['Năm', 'Year'], { required: true, min: 2000, max: 2100, grouping: false }),
    tk: f.lookup(['Tài khoản', 'Account'], 'accounts', { required: true, fills: { ten_tk: 'ten_tk' } }),
    ten_tk: f.text(['Tên tài khoản', 'Account name'], { max: 200 }),
    du_no: f.money(['Dư nợ đầu kỳ', 'Opening debit'], { defaultValue: 0 }),
    du_co: f.money(['Dư có đầu kỳ', 'Opening credit'], { defaultValue: 0 }),
    ...shared('ghi_chu'),
  },
  keyFields: ['ma_dvcs', 'nam', 'tk'],
  listColumns: ['nam', 'tk', 'ten_tk', 'du_no', 'du_co', 'ma_dvcs'],
  filters: ['nam', 'tk', 'ma_dvcs'],
  search: ['tk', 'ten_tk'],
  defaultSort: ['-nam', 'tk'],
  sections: [
    { title: ['Số dư', 'Balance'], fields: ['ma_dvcs', 'nam', 'tk', 'ten_tk', 'du_no', 'du_co', 'ghi_chu'] },
  ],
});
