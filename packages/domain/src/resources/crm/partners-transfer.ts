import { defineResource } from '../define-resource.js';
import { defineView } from '../define-view.js';
import { f } from '../fields.js';
import { voucherStatuses } from '../options.js';
import { withLineCount } from './rules.js';
import { shared, sharedField } from '../shared-fields.js';

/**
 * Customer transfer (chuyển khách hàng): hands the customers of its lines from one salesperson to another. A
 * done transfer (trang_thai '1') is the history of /crm/partners-transfer-histories.
 */
export const partnersTransfer = defineResource({
  name: 'partners-transfer',
  route: '/crm/partners-transfer',
  table: 'crm_partner_transfers',
  title: ['Chuyển khách hàng', 'Customer transfer'],
  voucher: { ma_ct: 'CKH', prefix: 'CKH' },
  branchScope: 'selected',
  fields: {
    ma_nvbh_cu: f.lookup(['Nhân viên hiện tại', 'From salesperson'], 'salers', {
      required: true,
      fills: { ten_nvbh_cu: 'ten_nvbh' },
    }),
    ten_nvbh_cu: f.text(['Tên nhân viên hiện tại', 'From salesperson name'], { max: 200 }),
    // Customers are handed to someone else: the receiving salesperson is not the one giving them.
    ma_nvbh_moi: f.lookup(['Nhân viên nhận', 'To salesperson'], 'salers', {
      required: true,
      differentFrom: 'ma_nvbh_cu',
      fills: { ten_nvbh_moi: 'ten_nvbh' },
    }),
    ten_nvbh_moi: f.text(['Tên nhân viên nhận', 'To salesperson name'], { max: 200 }),
    ly_do: f.text(['Lý do chuyển', 'Reason'], { max: 500 }),
    trang_thai: f.enum(['Trạng thái', 'Status'], voucherStatuses, { defaultValue: '0' }),
    so_kh: f.number(['Số khách hàng', 'Customers'], { readOnly: true }),
    chi_tiet: f.lines(['Khách hàng chuyển', 'Customers transferred'], {
      ma_kh: f.lookup(['Khách hàng', 'Customer'], 'partners', {
        required: true,
        fills: { ten_kh: 'ten_kh', dien_thoai: 'dien_thoai' },
      }),
      ...shared('ten_kh'),
      ...shared('dien_thoai'),
      ghi_chu: sharedField('ghi_chu', { max: 500, multiline: undefined }),
    }),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  // Whose customers leave: a user limited to some employees hands over only their customers, and a salesperson
  // without read-all sees the transfers of their own customers.
  ownerField: 'ma_nvbh_cu',
  listColumns: [
    'so_ct',
    'ngay_ct',
    'ma_nvbh_cu',
    'ten_nvbh_cu',
    'ma_nvbh_moi',
    'ten_nvbh_moi',
    'so_kh',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_nvbh_cu', 'ma_nvbh_moi', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ten_nvbh_cu', 'ten_nvbh_moi', 'ly_do'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_nvbh_cu', 'ten_nvbh_cu', 'ma_nvbh_moi', 'ten_nvbh_moi'],
    },
    { title: ['Khách hàng chuyển', 'Customers transferred'], fields: ['chi_tiet'] },
    { title: ['Khác', 'Other'], fields: ['so_kh', 'ly_do', 'trang_thai'] },
  ],
  derive: (record) => withLineCount(record, 'chi_tiet', 'so_kh'),
});

/** The done transfers: who handed which customers to whom, and when. */
export const partnersTransferHistories = defineView({
  name: 'partners-transfer-histories',
  route: '/crm/partners-transfer-histories',
  title: ['Lịch sử chuyển khách hàng', 'Customer transfer history'],
  resource: 'partners-transfer',
  fixedFilters: { trang_thai: '1' },
  listColumns: ['so_ct', 'ngay_ct', 'ten_nvbh_cu', 'ten_nvbh_moi', 'so_kh', 'ly_do', 'nguoi_tao', 'ma_dvcs'],
  defaultSort: ['-ngay_ct', '-so_ct'],
});
