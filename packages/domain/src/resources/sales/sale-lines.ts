import { f, type LabelInput } from '../fields.js';
import { productKinds } from '../options.js';
import { shared, sharedField } from '../shared-fields.js';
import { priceRuleKinds, type PricingFlags } from './pricing.js';

/**
 * The amounts `withVoucherTotals` computes on a priced line: tien = so_luong × gia, the discount and tax taken from
 * it, and the line total (thanh_tien). `amount` names the first where the line sells something else (services).
 */
export const lineAmountFields = (amount: LabelInput = ['Tiền hàng', 'Amount']) => ({
  tien: f.money(amount, { readOnly: true }),
  tien_ck: f.money(['Tiền chiết khấu', 'Discount'], { readOnly: true }),
  tien_thue: f.money(['Tiền thuế', 'Tax'], { readOnly: true }),
  thanh_tien: f.money(['Thành tiền', 'Line total'], { readOnly: true }),
});

/**
 * The priced line of a sales-style voucher (orders, gift orders, returns, e-invoices): a product or service,
 * quantity, price, discount and tax percents, and the amounts `withVoucherTotals` computes. A priced voucher
 * (bills, retail orders) passes its flags of `pricingFlagNames`, under which its price, discount and tax may be typed
 * (`editableWhen`).
 */
export const saleLineFields = (
  manual: Partial<
    Pick<Record<keyof PricingFlags, string>, 'priceManual' | 'discountManual' | 'taxManual'>
  > = {},
) => ({
  ma_vt: f.lookup(['Mã hàng', 'Product'], 'products', {
    required: true,
    fills: { ten_vt: 'ten_vt', dvt: 'dvt', gia: 'gia_ban', loai_vt: 'loai_vt' },
  }),
  ...shared('ten_vt'),
  loai_vt: f.enum(['Loại', 'Kind'], productKinds),
  ...shared('dvt'),
  so_luong: f.quantity(['Số lượng', 'Quantity'], { required: true }),
  gia: f.money(['Đơn giá', 'Price'], {
    required: true,
    ...(manual.priceManual ? { editableWhen: manual.priceManual } : {}),
  }),
  ck: f.percent(['% Chiết khấu', 'Discount %'], {
    defaultValue: 0,
    ...(manual.discountManual ? { editableWhen: manual.discountManual } : {}),
  }),
  thue_suat: f.percent(['% Thuế', 'Tax %'], {
    defaultValue: 0,
    ...(manual.taxManual ? { editableWhen: manual.taxManual } : {}),
  }),
  ...lineAmountFields(),
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
  label: Parameters<typeof f.lookup>[0] = ['Thẻ trả trước', 'Prepaid card'],
) =>
  f.lookup(label, 'payment-cards', {
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

/**
 * What prices at entry (pricing.ts) record on a line of a bill, retail order or service voucher: the amount taken
 * off beyond the percent, the kind and code of the rule that priced it, and whether it is a promotion's gift.
 */
export const pricedLineFields = () => ({
  tien_giam: f.money(['Giảm thêm', 'Amount off'], { readOnly: true }),
  loai_km: f.enum(['Áp dụng', 'Rule'], priceRuleKinds, { readOnly: true }),
  ma_km: f.text(['Mã khuyến mại', 'Rule code'], { readOnly: true, max: 32 }),
  hang_km: f.boolean(['Hàng tặng', 'Gift'], { readOnly: true }),
});

/** The header of a priced voucher: the discount code the customer gives, the revenue promotion and bill discount. */
export const pricedHeaderFields = () => ({
  ma_ck: f.lookup(['Mã giảm giá', 'Discount code'], 'discount-codes', { labelField: 'ten_ck' }),
  ma_km_hd: f.text(['Khuyến mại doanh số', 'Revenue promotion'], { readOnly: true, max: 32 }),
  tien_ck_hd: f.money(['Chiết khấu hóa đơn', 'Bill discount'], { readOnly: true }),
});
