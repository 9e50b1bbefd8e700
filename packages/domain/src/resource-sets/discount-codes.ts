import { defineResource } from '../resources/define-resource.js';
import { f } from '../resources/fields.js';
import { sharedField, shared } from '../resources/shared-fields.js';
import { branchOf, integer, keyCode, requiredName, startUpTable } from './start-up.js';

/**
 * Discount codes (mã chiết khấu) given at the till: a percentage (ty_le_ck) or an amount (tien_ck), valid from
 * ngay_hl_tu to ngay_hl_den (open-ended when empty) at one branch.
 */
export const discountCodesSet = defineResource({
  ...startUpTable,
  name: 'discount-codes',
  route: '/sales/vouchers',
  path: 'sales/discount-codes',
  table: 'discount_codes',
  title: ['Mã chiết khấu', 'Discount codes'],
  fields: {
    ma_ck: keyCode(['Mã chiết khấu', 'Discount code'], 32, 'Unique in the tenant, e.g. KM8-3'),
    ten_ck: requiredName(['Tên chiết khấu', 'Discount name']),
    ma_dvcs: branchOf(),
    ty_le_ck: f.percent(['Tỷ lệ chiết khấu (%)', 'Discount (%)']),
    tien_ck: f.number(['Tiền chiết khấu', 'Discount amount'], {
      min: 0,
      max: 1_000_000_000_000,
      precision: 2,
    }),
    ngay_hl_tu: f.date(['Hiệu lực từ ngày', 'Valid from'], { required: true }),
    ngay_hl_den: f.date(['Hiệu lực đến ngày', 'Valid until'], { help: 'Open-ended when empty' }),
    so_lan_toi_da: integer(['Số lần tối đa', 'Maximum uses'], { min: 1 }),
    ghi_chu: sharedField('ghi_chu', { max: 500 }),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_ck'],
  branchScope: 'selected',
  listColumns: [
    'ma_ck',
    'ten_ck',
    'ma_dvcs',
    'ty_le_ck',
    'tien_ck',
    'ngay_hl_tu',
    'ngay_hl_den',
    'trang_thai',
  ],
  search: ['ma_ck', 'ten_ck'],
  filters: ['ma_ck', 'ma_dvcs', 'trang_thai'],
  defaultSort: ['-ngay_hl_tu', 'ma_ck'],
  extras: ['find', 'upsert'],
  check: (row) => {
    const percent = row.ty_le_ck ?? null;
    const amount = row.tien_ck ?? null;
    if ((percent === null) === (amount === null))
      return { code: 'DISCOUNT_VALUE_REQUIRED', field: 'ty_le_ck' };
    const from = row.ngay_hl_tu as string;
    const until = (row.ngay_hl_den as string | null | undefined) ?? null;
    if (until !== null && until < from) return { code: 'VALIDITY_RANGE_INVALID', field: 'ngay_hl_den' };
    return undefined;
  },
});
