import { z } from 'zod';
import { defineResourceSet } from './define.js';
import { codeField, nameField, optionalText } from './fields.js';

/** Branches (đơn vị cơ sở). The list holds the branches the user may work with (all for an admin). */
export const branchsSet = defineResourceSet({
  name: 'branchs',
  path: 'system/branchs',
  table: 'branches',
  title: { vi: 'Đơn vị', en: 'Branches' },
  menuId: 'system.branchs',
  record: z.object({
    ma_dvcs: codeField(16),
    ten_dvcs: nameField(200),
    dia_chi: optionalText(300),
    dien_thoai: optionalText(20),
  }),
  keyFields: ['ma_dvcs'],
  readAccess: 'staff',
  searchFields: ['ma_dvcs', 'ten_dvcs', 'dia_chi'],
  defaultSort: ['ma_dvcs'],
  pagedByDefault: false,
});
