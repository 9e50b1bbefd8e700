import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { ledgerOptions } from '../ledger-options.js';

/**
 * The package ledger (sổ liệu trình): every package a posted sale created (sessions and value sold) and every
 * session a posted service voucher used, written only by the posting layer (rule: package-posting.ts; table: apps/server/migrations/0020_package_ledger.sql). The package
 * revenue reports read it.
 */
export const packageLedger = defineResource({
  name: 'package-ledger',
  path: 'sales/package-ledger',
  menuId: 'sales.reports.package-revenue',
  table: 'package_ledger',
  title: ['Sổ liệu trình', 'Package ledger'],
  ...ledgerOptions,
  fields: {
    ma_ct: f.code(['Loại chứng từ', 'Voucher type'], { max: 16 }),
    so_ct: f.text(['Số chứng từ', 'Voucher number'], { max: 32 }),
    ngay_ct: f.date(['Ngày chứng từ', 'Voucher date'], { required: true }),
    ma_kh: f.lookup(['Khách hàng', 'Customer'], 'partners'),
    ten_kh: f.text(['Tên khách hàng', 'Customer name'], { max: 200 }),
    ma_lt: f.text(['Mã liệu trình', 'Package code'], { max: 64 }),
    ma_goi: f.lookup(['Gói liệu trình', 'Package'], 'products'),
    ten_goi: f.text(['Tên gói', 'Package name'], { max: 200 }),
    ma_dv: f.lookup(['Dịch vụ', 'Service'], 'stock-services'),
    so_buoi_ban: f.number(['Số buổi bán', 'Sessions sold']),
    so_buoi_dung: f.number(['Số buổi dùng', 'Sessions used']),
    tien_ban: f.money(['Doanh thu bán gói', 'Package sales']),
    tien_dung: f.money(['Giá trị đã dùng', 'Value used']),
  },
  keyFields: ['ma_dvcs', 'ma_lt', 'so_ct'],
  search: ['so_ct', 'ma_lt', 'ma_kh', 'ten_kh', 'ten_goi'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  dateField: 'ngay_ct',
});
