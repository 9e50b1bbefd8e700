import { z } from 'zod';
import { defineResourceSet } from './define.js';
import { activeField, codeField, integerField, nameField, optionalText } from './fields.js';

/** Free catalogue 1 (danh mục tự do 1): codes a tenant defines for its own reporting, e.g. customer sources. */
export const custom1Set = defineResourceSet({
  name: 'custom1',
  path: 'system/custom1',
  table: 'custom1',
  title: { vi: 'Danh mục tự do 1', en: 'Custom catalogue 1' },
  menuId: 'system.custom1',
  record: z.object({
    ma: codeField(32),
    ten: nameField(200),
    ten_en: optionalText(200),
    ghi_chu: optionalText(),
    stt: integerField(0).default(0).describe('Order'),
    trang_thai: activeField().describe('In use'),
  }),
  keyFields: ['ma'],
  searchFields: ['ma', 'ten', 'ten_en', 'ghi_chu'],
  filterFields: ['ma', 'trang_thai'],
  defaultSort: ['stt', 'ma'],
  extras: ['find', 'upsert'],
  storedSearch: true,
});
