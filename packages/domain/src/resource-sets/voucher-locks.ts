import { defineResource } from '../resources/define-resource.js';
import { f } from '../resources/fields.js';
import { branchOf, keyCode, startUpTable } from './start-up.js';

/** Lock (closing) dates per branch and voucher type: nothing on or before ngay_ks may change. */
export const voucherLocksSet = defineResource({
  ...startUpTable,
  name: 'voucher-locks',
  route: '/accounting/voucher-locks',
  path: 'system/voucher-locks',
  table: 'voucher_locks',
  title: ['Khóa sổ', 'Period closing'],
  fields: {
    ma_dvcs: branchOf(),
    ma_ct: keyCode(['Mã chứng từ', 'Voucher type'], 16),
    ngay_ks: f.date(['Ngày khóa sổ', 'Locked up to'], { required: true }),
  },
  keyFields: ['ma_dvcs', 'ma_ct'],
  branchScope: 'selected',
  readAccess: 'staff',
  search: ['ma_ct'],
  filters: ['ma_dvcs', 'ma_ct'],
  defaultSort: ['ma_dvcs', 'ma_ct'],
  extras: ['find'],
  pagedByDefault: false,
  storedSearch: false,
});
