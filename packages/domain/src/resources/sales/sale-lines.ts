import { f } from '../fields.js';
import { productKinds } from '../options.js';
import { shared, sharedField } from '../shared-fields.js';

/**
 * The priced line of a sales-style voucher (orders, gift orders, returns, e-invoices): a product or service,
 * quantity, price, discount and tax percents, and the amounts `withVoucherTotals` computes.
 */
export const saleLineFields = () => ({
  ma_vt: f.lookup(['Mã hàng', 'Product'], 'products', {
    required: true,
    fills: { ten_vt: 'ten_vt', dvt: 'dvt', gia: 'gia_ban', loai_vt: 'loai_vt' },
  }),
  ...shared('ten_vt'),
  loai_vt: f.enum(['Loại', 'Kind'], productKinds),
  ...shared('dvt'),
  so_luong: f.quantity(['Số lượng', 'Quantity'], { required: true }),
  gia: f.money(['Đơn giá', 'Price'], { required: true }),
  ck: f.percent(['% Chiết khấu', 'Discount %'], { defaultValue: 0 }),
  thue_suat: f.percent(['% Thuế', 'Tax %'], { defaultValue: 0 }),
  tien: f.money(['Tiền hàng', 'Amount'], { readOnly: true }),
  tien_ck: f.money(['Tiền chiết khấu', 'Discount'], { readOnly: true }),
  tien_thue: f.money(['Tiền thuế', 'Tax'], { readOnly: true }),
  thanh_tien: f.money(['Thành tiền', 'Line total'], { readOnly: true }),
});

/** The header totals `withVoucherTotals` computes: t_tien, t_ck, t_thue, t_tt. */
export const saleTotalFields = () => ({
  t_tien: f.money(['Tiền hàng', 'Amount'], { readOnly: true }),
  t_ck: f.money(['Chiết khấu', 'Discount'], { readOnly: true }),
  t_thue: f.money(['Tiền thuế', 'Tax'], { readOnly: true }),
  t_tt: f.money(['Tổng thanh toán', 'Total to pay'], { readOnly: true }),
});

/**
 * The prepaid card a sales voucher is paid with: one of its customer's own cards, the only ones its picker offers
 * (the server refuses another). Picked first, it fills the customer.
 */
export const paymentCardField = (
  options: Omit<NonNullable<Parameters<typeof f.lookup>[2]>, 'narrowBy' | 'fills'> = {},
) =>
  f.lookup(['Thẻ trả trước', 'Prepaid card'], 'payment-cards', {
    labelField: 'ten_kh',
    narrowBy: { ma_kh: 'ma_kh' },
    fills: { ma_kh: 'ma_kh', ten_kh: 'ten_kh' },
    ...options,
  });

/** The customer and salesperson of a sales voucher, with the names their lookups fill. */
export const customerAndSalerFields = () => ({
  ma_kh: sharedField('ma_kh', { required: true }),
  ...shared('ten_kh'),
  ...shared('ma_nvbh'),
  ...shared('ten_nvbh'),
});
