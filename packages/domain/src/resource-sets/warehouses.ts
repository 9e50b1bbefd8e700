import { z } from 'zod';
import { defineResourceSet } from './define.js';
import { activeField, codeField, nameField, optionalText } from './fields.js';

/** Warehouses (kho) of each branch: products, consumables, linen. */
export const warehousesSet = defineResourceSet({
  name: 'warehouses',
  path: 'stock/warehouses',
  table: 'warehouses',
  title: { vi: 'Kho hàng', en: 'Warehouses' },
  menuId: 'stock.warehouses',
  record: z.object({
    ma_kho: codeField(16).describe('Warehouse code, unique in the tenant'),
    ten_kho: nameField(200),
    ma_dvcs: codeField(16).describe('Branch of the warehouse'),
    dia_chi: optionalText(300),
    dien_thoai: optionalText(20),
    thu_kho: optionalText(100).describe('Storekeeper (thủ kho)'),
    ghi_chu: optionalText(),
    trang_thai: activeField().describe('In use'),
  }),
  keyFields: ['ma_kho'],
  branchScope: 'selected',
  searchFields: ['ma_kho', 'ten_kho', 'dia_chi', 'thu_kho'],
  filterFields: ['ma_kho', 'ma_dvcs', 'trang_thai'],
  defaultSort: ['ma_dvcs', 'ma_kho'],
  extras: ['search'],
  storedSearch: true,
});
