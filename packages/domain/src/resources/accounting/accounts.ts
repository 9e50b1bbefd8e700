import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared } from '../shared-fields.js';

/** Account classes of the Vietnamese chart of accounts (TT200 / TT133): the first digit of the account number. */
export const accountClasses = [
  ['1', 'Tài sản ngắn hạn', 'Current assets'],
  ['2', 'Tài sản dài hạn', 'Non-current assets'],
  ['3', 'Nợ phải trả', 'Liabilities'],
  ['4', 'Vốn chủ sở hữu', "Owners' equity"],
  ['5', 'Doanh thu', 'Revenue'],
  ['6', 'Chi phí sản xuất, kinh doanh', 'Operating costs'],
  ['7', 'Thu nhập khác', 'Other income'],
  ['8', 'Chi phí khác', 'Other expenses'],
  ['9', 'Xác định kết quả kinh doanh', 'Profit and loss'],
] as const;

/** Whether an account normally carries a debit, a credit or either balance. */
export const balanceSides = [
  ['N', 'Dư nợ', 'Debit'],
  ['C', 'Dư có', 'Credit'],
  ['L', 'Lưỡng tính', 'Either'],
] as const;

/** Chart of accounts (hệ thống tài khoản): 1111 Tiền mặt, 1121 Tiền gửi ngân hàng, 131 Phải thu khách hàng … */
export const accounts = defineResource({
  name: 'accounts',
  route: '/accounting/accounts',
  table: 'accounting_accounts',
  title: ['Hệ thống tài khoản', 'Chart of accounts'],
  fields: {
    tk: f.code(['Số tài khoản', 'Account no.'], { required: true, unique: true, max: 16 }),
    ten_tk: f.text(['Tên tài khoản', 'Account name'], { required: true, max: 200 }),
    ten_tk_en: f.text(['Tên tiếng Anh', 'English name'], { max: 200 }),
    tk_me: f.lookup(['Tài khoản mẹ', 'Parent account'], 'accounts'),
    loai: f.enum(['Loại tài khoản', 'Account class'], accountClasses, { required: true }),
    tinh_chat: f.enum(['Tính chất', 'Balance side'], balanceSides, { defaultValue: 'N' }),
    cap: f.number(['Cấp', 'Level'], { min: 1, max: 5, defaultValue: 1 }),
    theo_doi_cong_no: f.boolean(['Theo dõi công nợ', 'Tracks receivables/payables'], { defaultValue: false }),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  keyFields: ['tk'],
  listColumns: ['tk', 'ten_tk', 'tk_me', 'loai', 'tinh_chat', 'cap', 'theo_doi_cong_no', 'trang_thai'],
  filters: ['tk', 'tk_me', 'loai', 'tinh_chat', 'theo_doi_cong_no', 'trang_thai'],
  search: ['tk', 'ten_tk', 'ten_tk_en'],
  defaultSort: ['tk'],
  sections: [
    { title: ['Thông tin chung', 'General'], fields: ['tk', 'ten_tk', 'ten_tk_en', 'tk_me', 'cap'] },
    {
      title: ['Tính chất', 'Nature'],
      fields: ['loai', 'tinh_chat', 'theo_doi_cong_no', 'ghi_chu', 'trang_thai'],
    },
  ],
  /** An account is not its own parent. */
  check: (row) =>
    row.tk_me && row.tk_me === row.tk ? { code: 'VALIDATION_FAILED', field: 'tk_me' } : undefined,
});
