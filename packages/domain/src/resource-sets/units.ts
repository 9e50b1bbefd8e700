import { defineResource } from '../resources/define-resource.js';
import { sharedField, shared } from '../resources/shared-fields.js';
import { keyCode, optionalText, requiredName, startUpTable } from './start-up.js';

/** Units of measure of products and services (Cái, Hộp, Chai, Lần, Buổi, Gói). */
export const unitsSet = defineResource({
  ...startUpTable,
  name: 'units',
  route: '/stock/units',
  table: 'units',
  title: ['Đơn vị tính', 'Units'],
  fields: {
    ma_dvt: keyCode(['Mã đơn vị tính', 'Unit code'], 16, 'e.g. HOP'),
    ten_dvt: requiredName(['Tên đơn vị tính', 'Unit name'], 100, 'e.g. Hộp'),
    ten_dvt_en: optionalText(['Tên tiếng Anh', 'English name'], 100),
    ghi_chu: sharedField('ghi_chu', { max: 500 }),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_dvt'],
  listColumns: ['ma_dvt', 'ten_dvt', 'ten_dvt_en', 'trang_thai'],
  search: ['ma_dvt', 'ten_dvt', 'ten_dvt_en'],
  filters: ['ma_dvt', 'trang_thai'],
  defaultSort: ['ma_dvt'],
  extras: ['find', 'upsert', 'lookup'],
});
