import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { voucherStatuses } from '../options.js';
import { voucherMachine } from '../voucher-approval.js';
import { withVoucherTotals } from '../voucher-totals.js';
import { withDebt, withServiceWages } from './derive.js';
import { withPackageLines } from './package-posting.js';
import { pricingFlagNames } from './pricing.js';

/** The flags under which a service line's price, discount and tax may be typed. */
const serviceFlags = pricingFlagNames['sales-services']!;
import {
  customerAndSalerFields,
  lineAmountFields,
  paymentCardField,
  pricedHeaderFields,
  pricedLineFields,
  saleTotalFields,
} from './sale-lines.js';
import { shared } from '../shared-fields.js';

/**
 * Service vouchers (phiếu dịch vụ): services performed for a customer, often in a room, each line by a
 * technician who earns a wage per turn (sale_service_wage_auto); approved when sale_service_require_approve.
 */
export const salesServices = defineResource({
  name: 'sales-services',
  route: '/sales/services',
  table: 'sales_services',
  title: ['Phiếu dịch vụ', 'Service bills'],
  voucher: { ma_ct: 'PDV', prefix: 'DV', approve: true },
  branchScope: 'selected',
  fields: {
    ...customerAndSalerFields(),
    ma_phong: f.lookup(['Phòng', 'Room'], 'rooms', { requiredWhen: 'sale_service_use_room' }),
    // Where the services' materials come from (sale_service_comsume: consumption norms); else the branch's first.
    ma_kho: f.lookup(['Kho vật tư', 'Materials warehouse'], 'warehouses'),
    gio_vao: f.time(['Giờ vào', 'Check-in time']),
    gio_ra: f.time(['Giờ ra', 'Check-out time']),
    ma_httt: f.lookup(['Hình thức thanh toán', 'Payment type'], 'payment-types'),
    ma_the: paymentCardField(),
    ...pricedHeaderFields(),
    ...shared('dien_giai'),
    trang_thai: f.enum(['Trạng thái', 'Status'], voucherStatuses, { defaultValue: '0' }),
    ...saleTotalFields(),
    da_tt: f.money(['Đã thanh toán', 'Paid'], { defaultValue: 0 }),
    tien_the: f.money(['Trả bằng thẻ', 'Paid by card'], { defaultValue: 0 }),
    // A no-name card pays part of it where the tenant allows it (no-name-posting.ts).
    ma_the_vd: f.lookup(['Thẻ vô danh', 'No-name card'], 'no-name-cards', {
      editableWhen: 'sale_service_use_noname',
    }),
    tien_the_vd: f.money(['Trả bằng thẻ vô danh', 'Paid by no-name card'], {
      defaultValue: 0,
      editableWhen: 'sale_service_use_noname',
    }),
    con_no: f.money(['Còn nợ', 'Debt'], { readOnly: true }),
    t_cong: f.money(['Tổng tiền công', 'Total wages'], { readOnly: true }),
    // Set by the customer's one-time code (sale_package_require_otp): the package sessions they confirmed.
    lt_xac_nhan: f.text(['Liệu trình khách đã xác nhận', 'Package sessions confirmed'], {
      readOnly: true,
      max: 500,
    }),
    chi_tiet: f.lines(
      ['Dịch vụ', 'Services'],
      {
        // A session of one of the customer's packages: the service it gives, nothing more to pay (package-posting.ts).
        ma_lt: f.lookup(['Liệu trình', 'Package'], 'customer-packages', {
          labelField: 'ten_goi',
          narrowBy: { ma_kh: 'ma_kh' },
          fills: { ma_vt: 'ma_dv', ten_vt: 'ten_dv' },
        }),
        ma_vt: f.lookup(['Mã dịch vụ', 'Service'], 'stock-services', {
          required: true,
          fills: { ten_vt: 'ten_vt', dvt: 'dvt', gia: 'gia_ban', don_gia_cong: 'tien_cong' },
        }),
        ten_vt: f.text(['Tên dịch vụ', 'Service name'], { max: 200 }),
        ...shared('dvt'),
        so_luong: f.quantity(['Số lượng', 'Quantity'], { required: true, defaultValue: 1 }),
        gia: f.money(['Đơn giá', 'Price'], { required: true, editableWhen: serviceFlags.priceManual }),
        ck: f.percent(['% Chiết khấu', 'Discount %'], {
          defaultValue: 0,
          editableWhen: serviceFlags.discountManual,
        }),
        thue_suat: f.percent(['% Thuế', 'Tax %'], {
          defaultValue: 0,
          editableWhen: serviceFlags.taxManual,
        }),
        ...lineAmountFields(['Tiền dịch vụ', 'Amount']),
        ma_nv: f.lookup(['Kỹ thuật viên', 'Technician'], 'employees', { fills: { ten_nv: 'ten_nv' } }),
        ten_nv: f.text(['Tên kỹ thuật viên', 'Technician name'], { max: 200 }),
        ma_phong: f.lookup(['Phòng', 'Room'], 'rooms'),
        don_gia_cong: f.money(['Tiền công / lượt', 'Wage per turn'], { defaultValue: 0 }),
        tien_cong: f.money(['Tiền công', 'Wage'], { readOnly: true }),
        ...pricedLineFields(),
      },
      {
        columns: [
          'ma_lt',
          'ma_vt',
          'ten_vt',
          'so_luong',
          'gia',
          'ck',
          'thue_suat',
          'thanh_tien',
          'ma_nv',
          'ma_phong',
          'don_gia_cong',
          'loai_km',
        ],
      },
    ),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: [
    'so_ct',
    'ngay_ct',
    'ma_kh',
    'ten_kh',
    'ma_phong',
    'ten_nvbh',
    't_tt',
    'con_no',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_kh', 'ma_nvbh', 'ma_phong', 'ma_httt', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_kh', 'ten_kh', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_kh', 'ten_kh', 'ma_nvbh', 'ten_nvbh'],
    },
    { title: ['Phòng', 'Room'], fields: ['ma_phong', 'gio_vao', 'gio_ra', 'ma_kho'] },
    { title: ['Dịch vụ', 'Services'], fields: ['chi_tiet'] },
    {
      title: ['Thanh toán', 'Payment'],
      fields: [
        'ma_httt',
        'ma_the',
        'tien_the',
        'ma_the_vd',
        'tien_the_vd',
        'ma_ck',
        'ma_km_hd',
        't_tien',
        'tien_ck_hd',
        't_ck',
        't_thue',
        't_tt',
        'da_tt',
        'con_no',
        't_cong',
        'lt_xac_nhan',
        'dien_giai',
        'trang_thai',
      ],
    },
  ],
  ownerField: 'ma_nvbh',
  /** Lines paid by a package cost nothing more; line amounts and totals, each technician's wage, what is owed. */
  derive: (record) => withDebt(withServiceWages(withVoucherTotals(withPackageLines(record)))),
  statuses: voucherMachine,
});
