import { z } from 'zod';
import { defineResourceSet } from './define.js';
import { activeField, codeField, nameField, optionalText } from './fields.js';

/** Units of measure of products and services (Cái, Hộp, Chai, Lần, Buổi, Gói). */
export const unitsSet = defineResourceSet({
  name: 'units',
  path: 'stock/units',
  table: 'units',
  title: { vi: 'Đơn vị tính', en: 'Units' },
  menuId: 'stock.units',
  record: z.object({
    ma_dvt: codeField(16).describe('Unit code, e.g. HOP'),
    ten_dvt: nameField(100).describe('Unit name, e.g. Hộp'),
    ten_dvt_en: optionalText(100).describe('English name'),
    ghi_chu: optionalText(),
    trang_thai: activeField().describe('In use'),
  }),
  keyFields: ['ma_dvt'],
  searchFields: ['ma_dvt', 'ten_dvt', 'ten_dvt_en'],
  filterFields: ['ma_dvt', 'trang_thai'],
  defaultSort: ['ma_dvt'],
  extras: ['find', 'upsert', 'lookup'],
  storedSearch: true,
});
