import { defineResource } from '../resources/define-resource.js';
import { f } from '../resources/fields.js';
import { integer, keyCode, requiredName, startUpTable } from './start-up.js';

/** Dictionary entries (genders, statuses, payment methods...) the apps load at start-up. */
export const dictionariesSet = defineResource({
  ...startUpTable,
  name: 'dictionaries',
  path: 'system/dictionaries',
  menuId: 'system.settings',
  table: 'dictionaries',
  title: ['Từ điển', 'Dictionaries'],
  fields: {
    loai: keyCode(['Loại', 'Kind'], 32, "e.g. 'gender'"),
    ma_tudien: keyCode(['Mã', 'Code'], 32),
    ten_tudien: requiredName(['Tên', 'Name']),
    ten_tudien_en: f.text(['Tên tiếng Anh', 'English name'], { max: 200, defaultValue: '' }),
    stt: integer(['Thứ tự', 'Order'], { defaultValue: 0, help: 'Order within the kind' }),
  },
  keyFields: ['loai', 'ma_tudien'],
  readAccess: 'anyone',
  search: ['ma_tudien', 'ten_tudien', 'ten_tudien_en'],
  filters: ['loai', 'ma_tudien'],
  defaultSort: ['loai', 'stt', 'ma_tudien'],
  extras: [],
  pagedByDefault: false,
  storedSearch: false,
});
