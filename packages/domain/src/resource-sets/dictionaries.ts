import { z } from 'zod';
import { defineResourceSet } from './define.js';
import { codeField, integerField, nameField } from './fields.js';

/** Dictionary entries (genders, statuses, payment methods...) the apps load at start-up. */
export const dictionariesSet = defineResourceSet({
  name: 'dictionaries',
  path: 'system/dictionaries',
  table: 'dictionaries',
  title: { vi: 'Từ điển', en: 'Dictionaries' },
  menuId: 'system.settings',
  record: z.object({
    loai: codeField(32).describe("Dictionary kind, e.g. 'gender'"),
    ma_tudien: codeField(32),
    ten_tudien: nameField(200),
    ten_tudien_en: z.string().trim().max(200).default(''),
    stt: integerField(0).default(0).describe('Order within the kind'),
  }),
  keyFields: ['loai', 'ma_tudien'],
  readAccess: 'anyone',
  searchFields: ['ma_tudien', 'ten_tudien', 'ten_tudien_en'],
  filterFields: ['loai', 'ma_tudien'],
  defaultSort: ['loai', 'stt', 'ma_tudien'],
  pagedByDefault: false,
});
