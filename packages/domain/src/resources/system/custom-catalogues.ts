import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared, sharedField } from '../shared-fields.js';

/** The fields of a free catalogue, the same as the start-up set custom1: ma, ten, ten_en, ghi_chu, stt, trang_thai. */
const customFields = () => ({
  ma: f.code(['Mã', 'Code'], { required: true, unique: true, max: 32 }),
  ten: f.text(['Tên', 'Name'], { required: true, max: 200 }),
  ten_en: f.text(['Tên tiếng Anh', 'English name'], { max: 200 }),
  ghi_chu: sharedField('ghi_chu', { max: 500 }),
  stt: f.number(['Thứ tự', 'Order'], { min: 0, defaultValue: 0 }),
  ...shared('trang_thai'),
});

const list = {
  keyFields: ['ma'],
  listColumns: ['ma', 'ten', 'ten_en', 'stt', 'trang_thai'],
  filters: ['ma', 'trang_thai'],
  search: ['ma', 'ten', 'ten_en', 'ghi_chu'],
  defaultSort: ['stt', 'ma'],
} as const;

/** Free catalogue 2 (danh mục tự do 2): codes a tenant defines for its own reporting. */
export const custom2 = defineResource({
  name: 'custom2',
  route: '/system/custom2',
  table: 'custom2',
  title: ['Danh mục tự do 2', 'Custom catalogue 2'],
  fields: customFields(),
  ...list,
});

/** Free catalogue 3 (danh mục tự do 3): codes a tenant defines for its own reporting. */
export const custom3 = defineResource({
  name: 'custom3',
  route: '/system/custom3',
  table: 'custom3',
  title: ['Danh mục tự do 3', 'Custom catalogue 3'],
  fields: customFields(),
  ...list,
});
