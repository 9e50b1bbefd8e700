import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared, sharedField } from '../shared-fields.js';

/**
 * Customer packages (liệu trình của khách): the sessions of a service a customer bought. A bill or retail order
 * selling a package product (loai_vt GOI) creates one per line when it posts (code `<branch>.<bill>.<line>`); each
 * service voucher line that names it uses sessions, a return of the bill gives unused ones back (rule:
 * package-posting.ts). Sessions used, returned and left are kept by the posting layer; a package may also be entered by hand (one bought before the software), with no bill.
 */
export const customerPackages = defineResource({
  name: 'customer-packages',
  route: '/sales/customer-packages',
  table: 'sales_customer_packages',
  title: ['Liệu trình khách hàng', 'Customer packages'],
  branchScope: 'selected',
  fields: {
    ma_lt: f.code(['Mã liệu trình', 'Package code'], { required: true, unique: true, max: 64 }),
    ma_kh: sharedField('ma_kh', { required: true }),
    ...shared('ten_kh'),
    ma_goi: f.lookup(['Gói liệu trình', 'Package'], 'products', {
      required: true,
      fills: { ten_goi: 'ten_vt', ma_dv: 'ma_dv_chinh', so_buoi: 'so_buoi', tien_goi: 'gia_ban' },
    }),
    ten_goi: f.text(['Tên gói', 'Package name'], { max: 200 }),
    ma_dv: f.lookup(['Dịch vụ', 'Service'], 'stock-services', {
      required: true,
      fills: { ten_dv: 'ten_vt' },
    }),
    ten_dv: f.text(['Tên dịch vụ', 'Service name'], { max: 200 }),
    so_buoi: f.number(['Số buổi', 'Sessions'], { required: true, min: 1, max: 10_000 }),
    so_buoi_dung: f.number(['Đã dùng', 'Used'], { readOnly: true, defaultValue: 0 }),
    so_buoi_tra: f.number(['Đã trả lại', 'Returned'], { readOnly: true, defaultValue: 0 }),
    so_buoi_con: f.number(['Còn lại', 'Left'], { readOnly: true }),
    tien_goi: f.money(['Giá trị gói', 'Package value'], { defaultValue: 0 }),
    con_no: f.money(['Còn nợ khi mua', 'Owed at purchase'], { defaultValue: 0 }),
    ngay_mua: f.date(['Ngày mua', 'Bought on'], { required: true }),
    ngay_het_han: f.date(['Hạn dùng', 'Expires on']),
    so_ct_ban: f.text(['Hóa đơn bán', 'Sold on bill'], { readOnly: true, max: 32 }),
    ...shared('ghi_chu'),
  },
  keyFields: ['ma_lt'],
  listColumns: ['ma_lt', 'ma_kh', 'ten_goi', 'so_buoi', 'so_buoi_dung', 'so_buoi_con', 'ngay_het_han'],
  filters: ['ma_lt', 'ma_kh', 'ma_goi', 'ma_dv', 'ma_dvcs'],
  search: ['ma_lt', 'ten_goi', 'ma_kh', 'ten_kh'],
  defaultSort: ['-ngay_mua', 'ma_lt'],
  dateField: 'ngay_mua',
  sections: [
    {
      title: ['Liệu trình', 'Package'],
      fields: ['ma_lt', 'ma_goi', 'ten_goi', 'ma_dv', 'ten_dv', 'ma_dvcs'],
    },
    { title: ['Khách hàng', 'Customer'], fields: ['ma_kh', 'ten_kh'] },
    {
      title: ['Buổi', 'Sessions'],
      fields: ['so_buoi', 'so_buoi_dung', 'so_buoi_tra', 'so_buoi_con', 'ngay_mua', 'ngay_het_han'],
    },
    { title: ['Thanh toán', 'Payment'], fields: ['tien_goi', 'con_no', 'so_ct_ban', 'ghi_chu'] },
  ],
  /** The client portal: a customer's own packages and the sessions left. */
  customerAccess: {
    field: 'ma_kh',
    fields: [
      'ma_lt',
      'ma_kh',
      'ten_kh',
      'ma_goi',
      'ten_goi',
      'ma_dv',
      'ten_dv',
      'so_buoi',
      'so_buoi_dung',
      'so_buoi_tra',
      'so_buoi_con',
      'tien_goi',
      'con_no',
      'ngay_mua',
      'ngay_het_han',
      'ma_dvcs',
    ],
  },
  /** Sessions left: bought less used and returned (the posting layer keeps `so_buoi_dung` and `so_buoi_tra`). */
  derive: (record) => ({
    ...record,
    so_buoi_con:
      Number(record.so_buoi ?? 0) - Number(record.so_buoi_dung ?? 0) - Number(record.so_buoi_tra ?? 0),
  }),
});
