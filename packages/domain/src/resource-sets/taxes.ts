import { defineResource } from '../resources/define-resource.js';
import { f } from '../resources/fields.js';
import { sharedField, shared } from '../resources/shared-fields.js';
import { keyCode, optionalText, requiredName, startUpTable } from './start-up.js';

/** VAT rates (0%, 5%, 8%, 10%) used on sales and service bills. */
export const taxesSet = defineResource({
  ...startUpTable,
  name: 'taxes',
  route: '/accounting/taxs',
  table: 'taxes',
  title: ['Thuế suất', 'Tax rates'],
  fields: {
    ma_thue: keyCode(['Mã thuế', 'Tax code'], 16, 'e.g. VAT10'),
    ten_thue: requiredName(['Tên thuế', 'Tax name'], 100, 'e.g. Thuế GTGT 10%'),
    thue_suat: f.percent(['Thuế suất (%)', 'Rate (%)'], { required: true }),
    tk_thue: optionalText(['Tài khoản thuế', 'Tax account'], 32, 'e.g. 33311'),
    ghi_chu: sharedField('ghi_chu', { max: 500 }),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_thue'],
  listColumns: ['ma_thue', 'ten_thue', 'thue_suat', 'tk_thue', 'trang_thai'],
  search: ['ma_thue', 'ten_thue'],
  filters: ['ma_thue', 'thue_suat', 'trang_thai'],
  defaultSort: ['thue_suat', 'ma_thue'],
  extras: ['find', 'upsert'],
});
