import { z } from 'zod';
import { defineResourceSet } from './define.js';
import {
  activeField,
  codeField,
  dateField,
  integerField,
  moneyField,
  nameField,
  optionalText,
  percentField,
} from './fields.js';

/**
 * Discount codes (mã chiết khấu) given at the till: a percentage (ty_le_ck) or an amount (tien_ck), valid from
 * ngay_hl_tu to ngay_hl_den (open-ended when empty) at one branch.
 */
export const discountCodesSet = defineResourceSet({
  name: 'discount-codes',
  path: 'sales/discount-codes',
  table: 'discount_codes',
  title: { vi: 'Mã chiết khấu', en: 'Discount codes' },
  menuId: 'sales.vouchers',
  record: z.object({
    ma_ck: codeField(32).describe('Discount code, unique in the tenant, e.g. KM8-3'),
    ten_ck: nameField(200),
    ma_dvcs: codeField(16).describe('Branch where the code applies'),
    ty_le_ck: percentField().nullable().optional().describe('Discount in percent'),
    tien_ck: moneyField().nullable().optional().describe('Discount amount in VND'),
    ngay_hl_tu: dateField().describe('Valid from (YYYY-MM-DD)'),
    ngay_hl_den: dateField()
      .nullable()
      .optional()
      .describe('Valid until (YYYY-MM-DD), open-ended when empty'),
    so_lan_toi_da: integerField(1).nullable().optional().describe('How many times it may be used'),
    ghi_chu: optionalText(),
    trang_thai: activeField().describe('In use'),
  }),
  keyFields: ['ma_ck'],
  branchScope: 'selected',
  searchFields: ['ma_ck', 'ten_ck'],
  filterFields: ['ma_ck', 'ma_dvcs', 'trang_thai'],
  defaultSort: ['-ngay_hl_tu', 'ma_ck'],
  dateFields: ['ngay_hl_tu', 'ngay_hl_den'],
  extras: ['find', 'upsert'],
  storedSearch: true,
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
