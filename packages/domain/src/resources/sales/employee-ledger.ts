import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { ledgerOptions } from '../ledger-options.js';
import { staffLevels } from './options.js';

/** What an employee ledger entry is: a salesperson's commission or a technician's wage for a turn. */
export const earningKinds = [
  ['HH', 'Hoa hồng', 'Commission'],
  ['CONG', 'Tiền công', 'Wage'],
] as const;

/**
 * The employee ledger (sổ hoa hồng và tiền công): every commission a posted sale earned its salesperson and every
 * wage a posted service voucher earned its technician, written only by the posting layer (rule:
 * earnings-posting.ts; table: apps/server/migrations/0024_employee_ledger.sql). The commission and wage reports
 * read it.
 */
export const employeeLedger = defineResource({
  name: 'employee-ledger',
  path: 'sales/employee-ledger',
  menuId: 'sales.reports.employee-commission',
  table: 'employee_ledger',
  title: ['Sổ hoa hồng và tiền công', 'Employee ledger'],
  ...ledgerOptions,
  fields: {
    ma_ct: f.code(['Loại chứng từ', 'Voucher type'], { max: 16 }),
    so_ct: f.text(['Số chứng từ', 'Voucher number'], { max: 32 }),
    ngay_ct: f.date(['Ngày chứng từ', 'Voucher date'], { required: true }),
    loai: f.enum(['Loại', 'Kind'], earningKinds, { required: true }),
    ma_nvbh: f.lookup(['Nhân viên bán hàng', 'Salesperson'], 'salers', { fills: { ten_nvbh: 'ten_nvbh' } }),
    ten_nvbh: f.text(['Tên nhân viên bán hàng', 'Salesperson name'], { max: 200 }),
    ma_nv: f.lookup(['Kỹ thuật viên', 'Technician'], 'employees'),
    ten_nv: f.text(['Tên kỹ thuật viên', 'Technician name'], { max: 200 }),
    cap_bac: f.enum(['Cấp bậc', 'Level'], staffLevels),
    ma_kh: f.lookup(['Khách hàng', 'Customer'], 'partners'),
    ten_kh: f.text(['Tên khách hàng', 'Customer name'], { max: 200 }),
    ma_vt: f.text(['Mã hàng / dịch vụ', 'Product or service'], { max: 32 }),
    ten_vt: f.text(['Tên hàng / dịch vụ', 'Name'], { max: 200 }),
    so_luong: f.quantity(['Số lượng', 'Quantity']),
    doanh_thu: f.money(['Doanh thu', 'Revenue']),
    ty_le: f.percent(['Tỷ lệ %', 'Rate %']),
    don_gia: f.money(['Đơn giá', 'Per unit']),
    so_tien: f.money(['Số tiền', 'Amount']),
    ma_hh: f.lookup(['Mã hoa hồng', 'Commission rule'], 'commisstions'),
  },
  keyFields: ['ma_dvcs', 'so_ct', 'loai'],
  search: ['so_ct', 'ma_nvbh', 'ten_nvbh', 'ma_nv', 'ten_nv', 'ten_kh', 'ten_vt'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  dateField: 'ngay_ct',
});
