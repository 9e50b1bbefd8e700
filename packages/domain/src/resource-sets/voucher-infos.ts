import { defineResource } from '../resources/define-resource.js';
import { f } from '../resources/fields.js';
import { integer, keyCode, optionalText, requiredName, startUpTable } from './start-up.js';

/**
 * The statuses a voucher type goes through (draft, approved, cancelled...), their names and colours and whether a
 * voucher in that status may still be edited or deleted. Addressed as accounting/voucher-infos/{ma_ct}/{status}.
 */
export const voucherInfosSet = defineResource({
  ...startUpTable,
  name: 'voucher-infos',
  route: '/accounting/voucher-infos',
  table: 'voucher_infos',
  title: ['Thông tin chứng từ', 'Voucher infos'],
  fields: {
    ma_ct: keyCode(['Mã chứng từ', 'Voucher type'], 16, 'e.g. HD'),
    status: keyCode(['Mã trạng thái', 'Status code'], 8, "e.g. '0' draft, '1' approved"),
    ten_trang_thai: requiredName(['Tên trạng thái', 'Status name'], 100),
    ten_trang_thai_en: optionalText(['Tên trạng thái tiếng Anh', 'English status name'], 100),
    mau_sac: f.text(['Màu sắc', 'Colour'], {
      max: 7,
      pattern: { regex: /^#[0-9A-Fa-f]{6}$/, message: '#RRGGBB' },
      help: 'Badge colour #RRGGBB',
    }),
    cho_sua: f.boolean(['Cho sửa', 'May be edited'], { defaultValue: true }),
    cho_xoa: f.boolean(['Cho xóa', 'May be deleted'], { defaultValue: true }),
    mac_dinh: f.boolean(['Mặc định', 'Default'], { defaultValue: false, help: 'Status of a new voucher' }),
    stt: integer(['Thứ tự', 'Order'], { defaultValue: 0 }),
  },
  keyFields: ['ma_ct', 'status'],
  addressBy: 'key',
  search: ['ma_ct', 'ten_trang_thai', 'ten_trang_thai_en'],
  filters: ['ma_ct', 'status'],
  defaultSort: ['ma_ct', 'stt', 'status'],
  extras: [],
});
