import { defineResource } from '../resources/define-resource.js';
import { f } from '../resources/fields.js';
import { branchOf, integer, keyCode, startUpTable } from './start-up.js';

/** Voucher numbering: the last number used per branch, voucher type and year. */
export const sttSet = defineResource({
  ...startUpTable,
  name: 'stt',
  path: 'system/stt',
  menuId: 'accounting.vouchers',
  table: 'stt',
  title: ['Đánh số chứng từ', 'Voucher numbering'],
  fields: {
    ma_dvcs: branchOf(),
    ma_ct: keyCode(['Mã chứng từ', 'Voucher type'], 16),
    nam: f.number(['Năm', 'Year'], { required: true, min: 2000, max: 2100, grouping: false }),
    tien_to: f.text(['Tiền tố', 'Prefix'], { max: 16, defaultValue: '', help: 'e.g. HD' }),
    so_hien_tai: integer(['Số hiện tại', 'Last number used'], { defaultValue: 0 }),
    do_dai: integer(['Độ dài', 'Digits of the number'], { min: 1, max: 12, defaultValue: 6 }),
  },
  keyFields: ['ma_dvcs', 'ma_ct', 'nam'],
  branchScope: 'selected',
  readAccess: 'staff',
  search: ['ma_ct', 'tien_to'],
  filters: ['ma_dvcs', 'ma_ct', 'nam'],
  defaultSort: ['ma_dvcs', 'ma_ct', 'nam'],
  extras: ['find', 'upsert', 'bulk'],
  pagedByDefault: false,
  storedSearch: false,
});
