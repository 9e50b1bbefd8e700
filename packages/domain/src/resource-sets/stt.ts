import { z } from 'zod';
import { defineResourceSet } from './define.js';
import { codeField, integerField } from './fields.js';

/** Voucher numbering: the last number used per branch, voucher type and year. */
export const sttSet = defineResourceSet({
  name: 'stt',
  path: 'system/stt',
  table: 'stt',
  title: { vi: 'Đánh số chứng từ', en: 'Voucher numbering' },
  menuId: 'accounting.vouchers',
  record: z.object({
    ma_dvcs: codeField(16),
    ma_ct: codeField(16),
    nam: z.number().int().min(2000).max(2100),
    tien_to: z.string().trim().max(16).default('').describe('Prefix, e.g. HD'),
    so_hien_tai: integerField(0).default(0).describe('Last number used'),
    do_dai: z.number().int().min(1).max(12).default(6).describe('Digits of the number'),
  }),
  keyFields: ['ma_dvcs', 'ma_ct', 'nam'],
  branchScope: 'selected',
  readAccess: 'staff',
  searchFields: ['ma_ct', 'tien_to'],
  filterFields: ['ma_dvcs', 'ma_ct', 'nam'],
  defaultSort: ['ma_dvcs', 'ma_ct', 'nam'],
  extras: ['find', 'upsert', 'bulk'],
  pagedByDefault: false,
});
