import { nthCodeOf } from './demo-codes.js';

/** The demo's drinks group (curatedNames['product-groups'][4], 'Đồ uống'): the lounge's bar prints it. */
const DRINKS = nthCodeOf('ma_nhom_vt', 4);

/**
 * The demo's kitchen and bar printers at CN01 (fixed rows of `printers`): the bar prints the drinks, the kitchen
 * every other group. Both are on this machine's loopback address at ports nothing listens on, so a ticket sent in
 * the demo fails at once with 'Không kết nối được máy in' instead of reaching out to a network: an administrator
 * puts the printers' real addresses in (or runs `nc -l 9100 > ticket.bin` to catch the bytes).
 */
export const demoPrinters = [
  {
    ma_may_in: 'BEP01',
    ten_may_in: 'Máy in bếp',
    ma_dvcs: 'CN01',
    bo_phan: 'BEP',
    dia_chi_ip: '127.0.0.1',
    cong: 9100,
    kho_giay: '80',
    nhom_vt: null,
    ghi_chu: null,
    trang_thai: true,
  },
  {
    ma_may_in: 'BAR01',
    ten_may_in: 'Máy in quầy bar',
    ma_dvcs: 'CN01',
    bo_phan: 'BAR',
    dia_chi_ip: '127.0.0.1',
    cong: 9101,
    kho_giay: '58',
    nhom_vt: DRINKS,
    ghi_chu: null,
    trang_thai: true,
  },
];
