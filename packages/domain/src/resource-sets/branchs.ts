import { defineResource } from '../resources/define-resource.js';
import { keyCode, optionalText, requiredName, startUpTable } from './start-up.js';

/** Branches (đơn vị cơ sở). The list holds the branches the user may work with (all for an admin). */
export const branchsSet = defineResource({
  ...startUpTable,
  name: 'branchs',
  route: '/system/branchs',
  table: 'branches',
  title: ['Đơn vị', 'Branches'],
  fields: {
    ma_dvcs: keyCode(['Mã đơn vị', 'Branch code'], 16),
    ten_dvcs: requiredName(['Tên đơn vị', 'Branch name']),
    dia_chi: optionalText(['Địa chỉ', 'Address'], 300),
    dien_thoai: optionalText(['Điện thoại', 'Phone'], 20),
  },
  keyFields: ['ma_dvcs'],
  readAccess: 'staff',
  search: ['ma_dvcs', 'ten_dvcs', 'dia_chi'],
  defaultSort: ['ma_dvcs'],
  extras: [],
  pagedByDefault: false,
  storedSearch: false,
});
