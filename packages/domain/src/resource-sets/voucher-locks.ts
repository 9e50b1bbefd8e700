import { defineResourceSet } from './define.js';
import { codeField, dateField } from './fields.js';
import { z } from 'zod';

/** Lock (closing) dates per branch and voucher type: nothing on or before ngay_ks may change. */
export const voucherLocksSet = defineResourceSet({
  name: 'voucher-locks',
  path: 'system/voucher-locks',
  table: 'voucher_locks',
  title: { vi: 'Khóa sổ', en: 'Period closing' },
  menuId: 'accounting.voucher-locks',
  record: z.object({
    ma_dvcs: codeField(16),
    ma_ct: codeField(16),
    ngay_ks: dateField().describe('Lock date YYYY-MM-DD'),
  }),
  keyFields: ['ma_dvcs', 'ma_ct'],
  branchScope: 'selected',
  readAccess: 'staff',
  searchFields: ['ma_ct'],
  filterFields: ['ma_dvcs', 'ma_ct'],
  defaultSort: ['ma_dvcs', 'ma_ct'],
  dateFields: ['ngay_ks'],
  extras: ['find'],
  pagedByDefault: false,
});
