import { z } from 'zod';
import { defineResourceSet } from './define.js';
import { codeField, integerField, nameField, optionalText } from './fields.js';

/**
 * The statuses a voucher type goes through (draft, approved, cancelled...), their names and colours and whether a
 * voucher in that status may still be edited or deleted. Addressed as accounting/voucher-infos/{ma_ct}/{status}.
 */
export const voucherInfosSet = defineResourceSet({
  name: 'voucher-infos',
  path: 'accounting/voucher-infos',
  table: 'voucher_infos',
  title: { vi: 'Thông tin chứng từ', en: 'Voucher infos' },
  menuId: 'accounting.voucher-infos',
  record: z.object({
    ma_ct: codeField(16).describe('Voucher type, e.g. HD'),
    status: codeField(8).describe("Status code, e.g. '0' draft, '1' approved"),
    ten_trang_thai: nameField(100),
    ten_trang_thai_en: optionalText(100),
    mau_sac: z
      .string()
      .regex(/^#[0-9A-Fa-f]{6}$/, '#RRGGBB')
      .nullable()
      .optional()
      .describe('Badge colour #RRGGBB'),
    cho_sua: z.boolean().default(true).describe('A voucher in this status may be edited'),
    cho_xoa: z.boolean().default(true).describe('A voucher in this status may be deleted'),
    mac_dinh: z.boolean().default(false).describe('Status of a new voucher'),
    stt: integerField(0).default(0).describe('Order'),
  }),
  keyFields: ['ma_ct', 'status'],
  addressBy: 'key',
  searchFields: ['ma_ct', 'ten_trang_thai', 'ten_trang_thai_en'],
  filterFields: ['ma_ct', 'status'],
  defaultSort: ['ma_ct', 'stt', 'status'],
  storedSearch: true,
});
