import { defineResource } from '../resources/define-resource.js';
import { f } from '../resources/fields.js';
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
    // Where customers transfer to: the till draws a VietQR code of it with the amount due.
    nh_bin: f.code(['Mã BIN ngân hàng nhận chuyển khoản', 'Bank BIN for transfers'], {
      max: 6,
      help: 'The bank’s 6-digit NAPAS BIN, e.g. 970436 Vietcombank, 970407 Techcombank',
    }),
    so_tk_nh: f.code(['Số tài khoản nhận chuyển khoản', 'Account number for transfers'], { max: 19 }),
    ten_tk_nh: optionalText(['Tên chủ tài khoản', 'Account holder'], 100),
    // Opening hours: the booking calendar shows them and the server books appointments within them.
    gio_mo: f.time(['Giờ mở cửa', 'Opens at']),
    gio_dong: f.time(['Giờ đóng cửa', 'Closes at']),
  },
  keyFields: ['ma_dvcs'],
  readAccess: 'staff',
  search: ['ma_dvcs', 'ten_dvcs', 'dia_chi'],
  defaultSort: ['ma_dvcs'],
  extras: [],
  pagedByDefault: false,
  storedSearch: false,
});
