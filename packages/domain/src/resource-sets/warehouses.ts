import { defineResource } from '../resources/define-resource.js';
import { sharedField, shared } from '../resources/shared-fields.js';
import { branchOf, keyCode, optionalText, requiredName, startUpTable } from './start-up.js';

/** Warehouses (kho) of each branch: products, consumables, linen. */
export const warehousesSet = defineResource({
  ...startUpTable,
  name: 'warehouses',
  route: '/stock/warehouses',
  table: 'warehouses',
  title: ['Kho hàng', 'Warehouses'],
  fields: {
    ma_kho: keyCode(['Mã kho', 'Warehouse code'], 16, 'Unique in the tenant'),
    ten_kho: requiredName(['Tên kho', 'Warehouse name']),
    ma_dvcs: branchOf(),
    dia_chi: optionalText(['Địa chỉ', 'Address'], 300),
    dien_thoai: optionalText(['Điện thoại', 'Phone'], 20),
    thu_kho: optionalText(['Thủ kho', 'Storekeeper'], 100),
    ghi_chu: sharedField('ghi_chu', { max: 500 }),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_kho'],
  branchScope: 'selected',
  listColumns: ['ma_kho', 'ten_kho', 'ma_dvcs', 'dia_chi', 'dien_thoai', 'thu_kho', 'trang_thai'],
  search: ['ma_kho', 'ten_kho', 'dia_chi', 'thu_kho'],
  filters: ['ma_kho', 'ma_dvcs', 'trang_thai'],
  defaultSort: ['ma_dvcs', 'ma_kho'],
  extras: ['search'],
});
