import { lineAmounts, roundVnd } from '../voucher-totals.js';

/**
 * Prices at entry (giá và khuyến mại khi nhập): the rule that sets each line's price, discount and tax of a bill,
 * retail order or service voucher from the business's rules, and records which rule applied. Pure: the server runs
 * it on every write with the rules it reads (apps/server/src/pricing), the back office and the POS run it to show
 * the result while the voucher is entered. The client's price, discount and tax are kept only where the tenant
 * lets them be typed.
 *
 * - **Price**: the product's list price (`gia_ban`); a product without one is priced on the voucher. With the
 *   manual-price flag, a price typed on the line (above 0) replaces it.
 * - **Line discount**: the rule that takes the most off the line wins, and the line records its kind (`loai_km`)
 *   and code (`ma_km`): a product promotion once the line buys enough (KMSP: a discount or a promotion price), a
 *   golden hour at the voucher's time (GV, with `sale_golden_hour`: a percent or a golden-hour price), an approved
 *   discount for the customer's group or card type (CK: the product's line, else its group's; a percent or an
 *   amount off each unit), the customer's card type (THE) or group (NHOM). With the manual-discount flag, a percent
 *   typed on the line (above 0) replaces the rules' (TAY).
 * - **Tax**: the product's rate; with the manual-tax flag, a rate typed on the line.
 * - **Gifts**: a product promotion gives `so_luong_km` of its gift for every `so_luong_mua` bought, a revenue band
 *   its gift: lines of price 0 marked `hang_km`, made anew on every write; only a gift the voucher's lines can
 *   hold (goods on a bill, services on a service voucher).
 * - **Bill discount** (`tien_ck_hd`): the revenue promotion band the bill reaches (KMDS, a percent or an amount),
 *   then the discount code (`ma_ck`) on what is left; spread over the lines in proportion to what each still costs
 *   (largest remainder, so the shares add up to the VND), as each line's `tien_giam`.
 */

type Row = Readonly<Record<string, unknown>>;

export type PricingFlags = {
  priceManual: boolean;
  discountManual: boolean;
  taxManual: boolean;
  goldenHour: boolean;
};

/** What each priced resource's lines hold. */
export const pricedLineKinds: Readonly<Record<string, PricingContext['lines']>> = {
  bills: 'goods',
  'retail-orders': 'goods',
  'sales-services': 'services',
};

/** The config flags of each priced resource (bills and retail orders share the bill's). */
export const pricingFlagNames: Readonly<Record<string, Record<keyof PricingFlags, string>>> = {
  bills: {
    priceManual: 'sale_bill_price_manual',
    discountManual: 'sale_bill_discount_manual',
    taxManual: 'sale_bill_tax_manual',
    goldenHour: 'sale_golden_hour',
  },
  'retail-orders': {
    priceManual: 'sale_bill_price_manual',
    discountManual: 'sale_bill_discount_manual',
    taxManual: 'sale_bill_tax_manual',
    goldenHour: 'sale_golden_hour',
  },
  'sales-services': {
    priceManual: 'sale_service_price_manual',
    discountManual: 'sale_service_discount_manual',
    taxManual: 'sale_service_tax_manual',
    goldenHour: 'sale_golden_hour',
  },
};

/** The kinds of rule a line's price or discount came from. */
export const priceRuleKinds = [
  ['KMSP', 'Khuyến mại sản phẩm', 'Product promotion'],
  ['KMDS', 'Khuyến mại doanh số', 'Revenue promotion'],
  ['GV', 'Giờ vàng', 'Golden hour'],
  ['CK', 'Chiết khấu', 'Discount'],
  ['THE', 'Chiết khấu thẻ', 'Card discount'],
  ['NHOM', 'Chiết khấu nhóm khách', 'Customer group discount'],
  ['TAY', 'Nhập tay', 'Typed'],
] as const;
export type PriceRuleKind = (typeof priceRuleKinds)[number][0];

export type PricedProduct = {
  ma_vt: string;
  ten_vt: string;
  dvt: string | null;
  loai_vt: string | null;
  ma_nhom_vt: string | null;
  gia_ban: number;
  /** The rate of its tax code; null without one. */
  thue_suat: number | null;
};

/** A validity window and who it is for (null: every customer). */
type Window = { tu_ngay: string; den_ngay: string | null; ma_nhom_kh: string | null };

export type DiscountRule = Window & {
  so_ct: string;
  ma_loai_the: string | null;
  lines: { ma_vt: string | null; ma_nhom_vt: string | null; ck: number; tien_ck: number }[];
};

export type GoldenHourRule = {
  ma_gio_vang: string;
  tu_ngay: string;
  den_ngay: string | null;
  /** 'HH:mm'. */
  tu_gio: string;
  den_gio: string;
  /** Weekdays 2–8 (8 = Sunday), comma separated; empty: every day. */
  thu_trong_tuan: string | null;
  ma_nhom_vt: string | null;
  ma_vt: string | null;
  ck: number;
  gia_ban: number;
};

export type ProductPromotionRule = Window & {
  so_ct: string;
  lines: {
    ma_vt: string;
    so_luong_mua: number;
    ma_vt_km: string | null;
    so_luong_km: number;
    ck: number;
    gia_km: number;
  }[];
};

export type RevenuePromotionRule = Window & {
  so_ct: string;
  bands: {
    doanh_so_tu: number;
    doanh_so_den: number | null;
    ck: number;
    tien_ck: number;
    ma_vt_km: string | null;
    so_luong_km: number;
  }[];
};

/** A discount code (mã chiết khấu) the voucher names, already found valid for its branch, day and uses. */
export type DiscountCodeRule = { ma_ck: string; ty_le_ck: number | null; tien_ck: number | null };

export type PricingContext = {
  flags: PricingFlags;
  /** What the voucher's lines hold: a gift that is not of that kind is not given (a lip balm on a massage). */
  lines: 'goods' | 'services';
  /** The voucher's day ('YYYY-MM-DD') and the time it is entered ('HH:mm', local). */
  date: string;
  time: string;
  customer: {
    ma_nhom_kh: string | null;
    /** The card type of the customer's membership card. */
    ma_loai_the: string | null;
    /** The percent of their group and of their card type. */
    ck_nhom: number;
    ck_the: number;
  };
  products: Readonly<Record<string, PricedProduct>>;
  discounts: readonly DiscountRule[];
  goldenHours: readonly GoldenHourRule[];
  productPromotions: readonly ProductPromotionRule[];
  revenuePromotions: readonly RevenuePromotionRule[];
  code: DiscountCodeRule | null;
};

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const inWindow = (w: Window, date: string, group: string | null): boolean =>
  w.tu_ngay <= date &&
  (w.den_ngay === null || date <= w.den_ngay) &&
  (!w.ma_nhom_kh || w.ma_nhom_kh === group);

/** Vietnamese weekday numbering: Monday 2 … Saturday 7, Sunday 8. */
export const vietnameseWeekday = (date: string): number => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 8 : day + 1;
};

/** Whether a golden hour holds on the day at the time. */
export const goldenHourHolds = (rule: GoldenHourRule, date: string, time: string): boolean => {
  if (rule.tu_ngay > date || (rule.den_ngay !== null && date > rule.den_ngay)) return false;
  if (time < rule.tu_gio || time >= rule.den_gio) return false;
  const days = (rule.thu_trong_tuan ?? '')
    .split(/[,\s]+/)
    .filter(Boolean)
    .map(Number);
  return days.length === 0 || days.includes(vietnameseWeekday(date));
};

/** One way a line could be priced: its unit price, percent and amount off each unit, and the rule. */
type Offer = { gia: number; ck: number; perUnit: number; kind: PriceRuleKind | null; code: string | null };

/** What an offer leaves the line costing before tax. */
const costOf = (offer: Offer, quantity: number): number => {
  const tien = roundVnd(quantity * offer.gia);
  return tien - roundVnd((tien * offer.ck) / 100) - roundVnd(quantity * offer.perUnit);
};

const offersOf = (
  ctx: PricingContext,
  product: PricedProduct | undefined,
  productCode: string,
  quantity: number,
  base: number,
): Offer[] => {
  const group = product?.ma_nhom_vt ?? null;
  const { ma_nhom_kh, ma_loai_the, ck_nhom, ck_the } = ctx.customer;
  const offers: Offer[] = [];
  const at = (kind: PriceRuleKind, code: string | null, values: Partial<Offer>) =>
    offers.push({ gia: base, ck: 0, perUnit: 0, kind, code, ...values });
  for (const rule of ctx.productPromotions) {
    if (!inWindow(rule, ctx.date, ma_nhom_kh)) continue;
    for (const line of rule.lines) {
      if (line.ma_vt !== productCode || quantity < Math.max(line.so_luong_mua, 0)) continue;
      if (line.gia_km > 0 && line.gia_km < base) at('KMSP', rule.so_ct, { gia: line.gia_km });
      if (line.ck > 0) at('KMSP', rule.so_ct, { ck: line.ck });
    }
  }
  if (ctx.flags.goldenHour)
    for (const rule of ctx.goldenHours) {
      const applies = rule.ma_vt ? rule.ma_vt === productCode : !rule.ma_nhom_vt || rule.ma_nhom_vt === group;
      if (!applies || !goldenHourHolds(rule, ctx.date, ctx.time)) continue;
      const gia = rule.gia_ban > 0 && rule.gia_ban < base ? rule.gia_ban : base;
      at('GV', rule.ma_gio_vang, { gia, ck: rule.ck });
    }
  for (const rule of ctx.discounts) {
    if (!inWindow(rule, ctx.date, ma_nhom_kh)) continue;
    if (rule.ma_loai_the && rule.ma_loai_the !== ma_loai_the) continue;
    const line =
      rule.lines.find((l) => l.ma_vt === productCode) ??
      rule.lines.find((l) => !l.ma_vt && l.ma_nhom_vt && l.ma_nhom_vt === group) ??
      rule.lines.find((l) => !l.ma_vt && !l.ma_nhom_vt);
    if (line) at('CK', rule.so_ct, { ck: line.ck, perUnit: Math.min(line.tien_ck, base) });
  }
  if (ck_the > 0) at('THE', ma_loai_the, { ck: ck_the });
  if (ck_nhom > 0) at('NHOM', ma_nhom_kh, { ck: ck_nhom });
  return offers;
};

/** The offer that takes the most off the line (the first of equals, in the order above); none: the base price. */
const bestOffer = (offers: readonly Offer[], quantity: number, base: number): Offer =>
  offers.reduce<Offer>((best, offer) => (costOf(offer, quantity) < costOf(best, quantity) ? offer : best), {
    gia: base,
    ck: 0,
    perUnit: 0,
    kind: null,
    code: null,
  });

type Line = Record<string, unknown>;

/** Whether the voucher's lines can hold the product (services on a service voucher, goods on a bill). */
const holds = (ctx: PricingContext, code: string): boolean => {
  const product = ctx.products[code];
  return product !== undefined && (product.loai_vt === 'DV') === (ctx.lines === 'services');
};

/** A gift line of a promotion: the product at price 0. */
const giftLine = (ctx: PricingContext, code: string, quantity: number, kind: PriceRuleKind, rule: string) => {
  const product = ctx.products[code];
  return {
    ma_vt: code,
    ten_vt: product?.ten_vt ?? code,
    dvt: product?.dvt ?? null,
    loai_vt: product?.loai_vt ?? null,
    so_luong: quantity,
    gia: 0,
    ck: 0,
    thue_suat: 0,
    tien_giam: 0,
    hang_km: true,
    loai_km: kind,
    ma_km: rule,
  };
};

/** Splits `amount` over `weights` in proportion, whole VND, the remainders to the largest fractions. */
export const allocate = (amount: number, weights: readonly number[]): number[] => {
  const total = weights.reduce((t, w) => t + Math.max(w, 0), 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * Math.max(w, 0)) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((t, s) => t + s, 0);
  const order = exact
    .map((e, i) => [e - Math.floor(e), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
};

/** The revenue band a bill of `total` reaches that takes the most off, with its reduction. */
const bestBand = (ctx: PricingContext, total: number) => {
  let best: { rule: string; off: number; band: RevenuePromotionRule['bands'][number] } | null = null;
  for (const rule of ctx.revenuePromotions) {
    if (!inWindow(rule, ctx.date, ctx.customer.ma_nhom_kh)) continue;
    for (const band of rule.bands) {
      if (total < band.doanh_so_tu || (band.doanh_so_den && total > band.doanh_so_den)) continue;
      const off = Math.min(total, band.tien_ck + roundVnd((total * band.ck) / 100));
      if (!best || off > best.off) best = { rule: rule.so_ct, off, band };
    }
  }
  return best;
};

/** What a discount code takes off what is left to pay. */
const codeReduction = (code: DiscountCodeRule | null, total: number): number => {
  if (!code || total <= 0) return 0;
  if (code.ty_le_ck !== null && code.ty_le_ck > 0) return roundVnd((total * code.ty_le_ck) / 100);
  return Math.min(total, Math.max(num(code.tien_ck), 0));
};

/**
 * The voucher with its lines priced by the rules: price, discount and tax set, the rule recorded, the gift lines
 * made anew and the bill discount spread over the lines. Lines paid by a package session (`ma_lt`) are left as
 * they are. Totals are for the resource's `derive` to compute.
 */
export const priceVoucher = (
  record: Row,
  ctx: PricingContext,
  linesField = 'chi_tiet',
): Record<string, unknown> => {
  const sold = (withoutGiftLines(record, linesField)[linesField] as Line[] | undefined) ?? [];
  const priced = sold.map((line): Line => {
    if (text(line.ma_lt)) return { ...line, tien_giam: 0, loai_km: null, ma_km: null, hang_km: false };
    const code = String(line.ma_vt ?? '');
    const product = ctx.products[code];
    const quantity = num(line.so_luong);
    const typedPrice = num(line.gia);
    const listPrice = product?.gia_ban ?? 0;
    const base = (ctx.flags.priceManual && typedPrice > 0) || listPrice <= 0 ? typedPrice : listPrice;
    let offer = bestOffer(offersOf(ctx, product, code, quantity, base), quantity, base);
    const typedDiscount = num(line.ck);
    if (ctx.flags.discountManual && typedDiscount > 0 && typedDiscount !== offer.ck)
      offer = { gia: base, ck: typedDiscount, perUnit: 0, kind: 'TAY', code: null };
    const taxRate =
      ctx.flags.taxManual && line.thue_suat != null ? num(line.thue_suat) : (product?.thue_suat ?? 0);
    return {
      ...line,
      // The kind is the product's, not the client's (the package ledger reads it).
      loai_vt: product?.loai_vt ?? line.loai_vt ?? null,
      gia: offer.gia,
      ck: offer.ck,
      tien_giam: roundVnd(quantity * offer.perUnit),
      thue_suat: taxRate,
      loai_km: offer.kind,
      ma_km: offer.code,
      hang_km: false,
    };
  });
  const gifts: Line[] = [];
  for (const line of priced) {
    if (text(line.ma_lt)) continue;
    const quantity = num(line.so_luong);
    for (const rule of ctx.productPromotions) {
      if (!inWindow(rule, ctx.date, ctx.customer.ma_nhom_kh)) continue;
      for (const promo of rule.lines) {
        if (
          promo.ma_vt !== line.ma_vt ||
          !promo.ma_vt_km ||
          promo.so_luong_km <= 0 ||
          promo.so_luong_mua <= 0
        )
          continue;
        const times = Math.floor(quantity / promo.so_luong_mua);
        if (times > 0 && holds(ctx, promo.ma_vt_km))
          gifts.push(giftLine(ctx, promo.ma_vt_km, times * promo.so_luong_km, 'KMSP', rule.so_ct));
      }
    }
  }
  // What each line still costs before tax, the base of the bill discount.
  const remaining = priced.map((line) => {
    const amounts = lineAmounts(line);
    return amounts.tien - amounts.tien_ck;
  });
  const total = remaining.reduce((t, r) => t + r, 0);
  const band = bestBand(ctx, total);
  if (band?.band.ma_vt_km && band.band.so_luong_km > 0 && holds(ctx, band.band.ma_vt_km))
    gifts.push(giftLine(ctx, band.band.ma_vt_km, band.band.so_luong_km, 'KMDS', band.rule));
  const promotionOff = band?.off ?? 0;
  const codeOff = codeReduction(ctx.code, total - promotionOff);
  const billOff = Math.min(total, promotionOff + codeOff);
  const shares = allocate(billOff, remaining);
  return {
    ...record,
    ma_km_hd: band && band.off > 0 ? band.rule : null,
    ma_ck: ctx.code?.ma_ck ?? null,
    tien_ck_hd: billOff,
    [linesField]: [
      ...priced.map((line, i) => ({ ...line, tien_giam: num(line.tien_giam) + shares[i]! })),
      ...gifts,
    ],
  };
};

/** The voucher without its promotions' gift lines: the server makes those anew on every write. */
export const withoutGiftLines = <T extends Record<string, unknown>>(record: T, linesField = 'chi_tiet'): T =>
  Array.isArray(record[linesField])
    ? { ...record, [linesField]: (record[linesField] as Line[]).filter((line) => line.hang_km !== true) }
    : record;
