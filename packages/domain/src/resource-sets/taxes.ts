import { z } from 'zod';
import { defineResourceSet } from './define.js';
import { activeField, codeField, nameField, optionalText, percentField } from './fields.js';

/** VAT rates (0%, 5%, 8%, 10%) used on sales and service bills. */
export const taxesSet = defineResourceSet({
  name: 'taxes',
  path: 'accounting/taxs',
  table: 'taxes',
  title: { vi: 'Thuế suất', en: 'Tax rates' },
  menuId: 'accounting.taxs',
  record: z.object({
    ma_thue: codeField(16).describe('Tax code, e.g. VAT10'),
    ten_thue: nameField(100).describe('Tax name, e.g. Thuế GTGT 10%'),
    thue_suat: percentField().describe('Rate in percent'),
    tk_thue: optionalText(32).describe('Tax account (tài khoản thuế), e.g. 33311'),
    ghi_chu: optionalText(),
    trang_thai: activeField().describe('In use'),
  }),
  keyFields: ['ma_thue'],
  searchFields: ['ma_thue', 'ten_thue'],
  filterFields: ['ma_thue', 'thue_suat', 'trang_thai'],
  defaultSort: ['thue_suat', 'ma_thue'],
  extras: ['find', 'upsert'],
  storedSearch: true,
});
