import { defineResource } from '../resources/define-resource.js';
import { sharedField, shared } from '../resources/shared-fields.js';
import { integer, keyCode, optionalText, requiredName, startUpTable } from './start-up.js';

/** Free catalogue 1 (danh mục tự do 1): codes a tenant defines for its own reporting, e.g. customer sources. */
export const custom1Set = defineResource({
  ...startUpTable,
  name: 'custom1',
  route: '/system/custom1',
  table: 'custom1',
  title: ['Danh mục tự do 1', 'Custom catalogue 1'],
  fields: {
    ma: keyCode(['Mã', 'Code'], 32),
    ten: requiredName(['Tên', 'Name']),
    ten_en: optionalText(['Tên tiếng Anh', 'English name'], 200),
    ghi_chu: sharedField('ghi_chu', { max: 500 }),
    stt: integer(['Thứ tự', 'Order'], { defaultValue: 0 }),
    ...shared('trang_thai'),
  },
  keyFields: ['ma'],
  listColumns: ['ma', 'ten', 'ten_en', 'stt', 'trang_thai'],
  search: ['ma', 'ten', 'ten_en', 'ghi_chu'],
  filters: ['ma', 'trang_thai'],
  defaultSort: ['stt', 'ma'],
  extras: ['find', 'upsert'],
});
