import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { voucherStatuses } from '../options.js';
import { withVoucherTotals } from '../voucher-totals.js';
import { withDebt } from './derive.js';
import { deriveRetailOrder } from './retail-derive.js';
import {
  customerAndSalerFields,
  paymentCardField,
  pricedHeaderFields,
  pricedLineFields,
  saleLineFields,
  saleTotalFields,
} from './sale-lines.js';
import { pricingFlagNames } from './pricing.js';
import { shared, sharedField } from '../shared-fields.js';

/** Sale orders (đơn bán hàng): what a customer ordered, with a delivery date and a deposit, before the bill. */
export const saleOrders = defineResource({
  name: 'sale-orders',
  route: '/sales/sale-orders',
  table: 'sales_orders',
  title: ['Đơn bán hàng', 'Sale orders'],
  voucher: { ma_ct: 'DHB', prefix: 'DH' },
  branchScope: 'selected',
  fields: {
    ...customerAndSalerFields(),
    ...shared('dien_thoai'),
    dia_chi: f.text(['Địa chỉ giao hàng', 'Delivery address'], { max: 300 }),
    ngay_giao: f.date(['Ngày giao', 'Delivery date']),
    ma_kho: f.lookup(['Kho xuất', 'Warehouse'], 'warehouses'),
    ma_httt: f.lookup(['Hình thức thanh toán', 'Payment type'], 'payment-types'),
    ...shared('dien_giai'),
    trang_thai: f.enum(['Trạng thái', 'Status'], voucherStatuses, { defaultValue: '0' }),
    ...saleTotalFields(),
    da_tt: f.money(['Tiền đặt cọc', 'Deposit'], { defaultValue: 0 }),
    con_no: f.money(['Còn phải thu', 'Balance due'], { readOnly: true }),
    chi_tiet: f.lines(['Chi tiết', 'Lines'], saleLineFields()),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: [
    'so_ct',
    'ngay_ct',
    'ma_kh',
    'ten_kh',
    'ngay_giao',
    'ten_nvbh',
    't_tt',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_kh', 'ma_nvbh', 'ma_kho', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_kh', 'ten_kh', 'dien_thoai', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_kh', 'ten_kh', 'dien_thoai', 'ma_nvbh', 'ten_nvbh'],
    },
    { title: ['Giao hàng', 'Delivery'], fields: ['dia_chi', 'ngay_giao', 'ma_kho', 'ma_httt'] },
    { title: ['Chi tiết', 'Lines'], fields: ['chi_tiet'] },
    {
      title: ['Tổng cộng', 'Totals'],
      fields: ['t_tien', 't_ck', 't_thue', 't_tt', 'da_tt', 'con_no', 'dien_giai', 'trang_thai'],
    },
  ],
  ownerField: 'ma_nvbh',
  derive: (record) => withDebt(withVoucherTotals(record)),
});

/** Retail orders (đơn bán lẻ): walk-in sales of the retail cashier, paid at the counter. */
export const retailOrders = defineResource({
  name: 'retail-orders',
  route: '/sales/retail-orders',
  table: 'sales_retail_orders',
  title: ['Đơn bán lẻ', 'Retail orders'],
  voucher: { ma_ct: 'DBL', prefix: 'BL' },
  branchScope: 'selected',
  // The POS writes each order under the id it made offline (its outbox's idempotency key).
  clientIds: true,
  fields: {
    ...customerAndSalerFields(),
    // A walk-in customer (khách lẻ) is no customer: only a sale left owing needs one (the ledger's rule).
    ma_kh: sharedField('ma_kh'),
    ma_kho: f.lookup(['Kho xuất', 'Warehouse'], 'warehouses'),
    ma_httt: f.lookup(['Hình thức thanh toán', 'Payment type'], 'payment-types'),
    ma_the: paymentCardField(),
    // An order kept open at a restaurant table or in a room until it is paid (the POS's floor and room boards).
    ma_ban: f.lookup(['Bàn', 'Table'], 'restaurant-tables'),
    ma_phong: f.lookup(['Phòng', 'Room'], 'rooms'),
    ...pricedHeaderFields(),
    ...shared('dien_giai'),
    trang_thai: f.enum(['Trạng thái', 'Status'], voucherStatuses, { defaultValue: '0' }),
    ...saleTotalFields(),
    da_tt: f.money(['Khách trả', 'Paid'], { defaultValue: 0 }),
    tien_the: f.money(['Trả bằng thẻ', 'Paid by card'], { defaultValue: 0 }),
    // Part of what the card leaves paid by a second payment type (cash and a transfer for the rest).
    ma_httt2: f.lookup(['Hình thức thanh toán 2', 'Second payment type'], 'payment-types'),
    tien_httt2: f.money(['Trả bằng hình thức 2', 'Paid by the second type'], { defaultValue: 0 }),
    con_no: f.money(['Còn nợ', 'Debt'], { readOnly: true }),
    // The till's cashier shift (pos-shifts `_id`) and its running number of the day on the device (a gap shows).
    ma_ca_tn: f.text(['Ca thu ngân', 'Cashier shift'], { max: 40 }),
    so_don_may: f.number(['Số đơn trên máy', 'Till order no.'], { min: 1, max: 1_000_000 }),
    // Set by the server from the customer's one-time code (sale_package_require_otp): the package sessions and
    // prepaid card spending they confirmed for this order (package-posting.ts `prepaidSpendSignature`).
    lt_xac_nhan: f.text(['Khách đã xác nhận (OTP)', 'Confirmed by the customer (code)'], {
      readOnly: true,
      max: 500,
    }),
    chi_tiet: f.lines(
      ['Chi tiết', 'Lines'],
      {
        ...saleLineFields(pricingFlagNames.bills),
        // The till sells goods and services: a line names a product or a service.
        ma_vt: f.lookup(['Mã hàng', 'Product'], 'products', {
          required: true,
          fills: { ten_vt: 'ten_vt', dvt: 'dvt', gia: 'gia_ban', loai_vt: 'loai_vt' },
          orResource: 'stock-services',
        }),
        ...pricedLineFields(),
        // A session of one of the customer's packages pays a service line: nothing more to pay for it
        // (package-posting.ts: the same rules as a service voucher's).
        ma_lt: f.lookup(['Liệu trình', 'Package'], 'customer-packages', {
          labelField: 'ten_goi',
          narrowBy: { ma_kh: 'ma_kh' },
          fills: { ma_vt: 'ma_dv', ten_vt: 'ten_dv' },
        }),
        // How much of the line the kitchen or bar has been sent (a table's order sends only what is new).
        sl_bep: f.number(['Đã gửi bếp', 'Sent to kitchen'], { min: 0, defaultValue: 0 }),
      },
      {
        columns: [
          'ma_vt',
          'ten_vt',
          'dvt',
          'so_luong',
          'gia',
          'ck',
          'thue_suat',
          'thanh_tien',
          'ma_lt',
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
    'ten_nvbh',
    'ma_httt',
    't_tt',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_kh', 'ma_nvbh', 'ma_kho', 'ma_httt', 'ma_ban', 'ma_phong', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_kh', 'ten_kh', 'dien_giai'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: [
        'so_ct',
        'ngay_ct',
        'ma_dvcs',
        'ma_kh',
        'ten_kh',
        'ma_nvbh',
        'ten_nvbh',
        'ma_kho',
        'ma_ban',
        'ma_phong',
        'ma_ca_tn',
        'so_don_may',
      ],
    },
    { title: ['Chi tiết', 'Lines'], fields: ['chi_tiet'] },
    {
      title: ['Thanh toán', 'Payment'],
      fields: [
        'ma_httt',
        'ma_the',
        'ma_ck',
        'ma_km_hd',
        't_tien',
        'tien_ck_hd',
        't_ck',
        't_thue',
        't_tt',
        'da_tt',
        'tien_the',
        'ma_httt2',
        'tien_httt2',
        'con_no',
        'lt_xac_nhan',
        'dien_giai',
        'trang_thai',
      ],
    },
  ],
  ownerField: 'ma_nvbh',
  /** Lines paid by a package session cost nothing more; line amounts and totals, what is owed. */
  derive: deriveRetailOrder,
});

/** Gift orders (đơn quà tặng): products given to a customer (birthday, promotion), issued from a warehouse. */
export const giftOrders = defineResource({
  name: 'gift-orders',
  route: '/sales/gift-orders',
  table: 'sales_gift_orders',
  title: ['Đơn quà tặng', 'Gift orders'],
  voucher: { ma_ct: 'DQT', prefix: 'QT' },
  branchScope: 'selected',
  fields: {
    ...customerAndSalerFields(),
    ma_ctkm: f.lookup(['Chương trình khuyến mại', 'Promotion'], 'promotions'),
    ma_kho: f.lookup(['Kho xuất', 'Warehouse'], 'warehouses'),
    ly_do: f.text(['Lý do tặng', 'Reason'], { max: 500 }),
    trang_thai: f.enum(['Trạng thái', 'Status'], voucherStatuses, { defaultValue: '0' }),
    ...saleTotalFields(),
    chi_tiet: f.lines(['Quà tặng', 'Gifts'], saleLineFields()),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: ['so_ct', 'ngay_ct', 'ma_kh', 'ten_kh', 'ma_ctkm', 't_tt', 'trang_thai', 'ma_dvcs'],
  filters: ['ma_kh', 'ma_nvbh', 'ma_ctkm', 'ma_kho', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_kh', 'ten_kh', 'ly_do'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Chứng từ', 'Voucher'],
      fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_kh', 'ten_kh', 'ma_nvbh', 'ten_nvbh', 'ma_ctkm', 'ma_kho'],
    },
    { title: ['Quà tặng', 'Gifts'], fields: ['chi_tiet'] },
    { title: ['Tổng cộng', 'Totals'], fields: ['t_tien', 't_ck', 't_thue', 't_tt', 'ly_do', 'trang_thai'] },
  ],
  ownerField: 'ma_nvbh',
  derive: (record) => withVoucherTotals(record),
});
