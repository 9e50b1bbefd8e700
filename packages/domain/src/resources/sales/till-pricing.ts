import { businessToday } from '../../format/business-time.js';
import type {
  DiscountRule,
  GoldenHourRule,
  PricedProduct,
  PricingContext,
  PricingFlags,
  ProductPromotionRule,
  RevenuePromotionRule,
} from './pricing.js';

/**
 * What the prices-at-entry rule (pricing.ts) reads, split so that a till with no network reads it from the device
 * and prices a cart exactly as the server will when the order arrives. The server reads the same things from its
 * tables (apps/server/src/pricing/price-at-entry.ts) and picks the customer's terms with the same function here;
 * the till keeps the branch's rules and the customers (with their cards) on the device under the server's versions
 * and builds the same context. Pure, and free of schemas: the till loads it without zod.
 */

/** A membership card of a customer that is in use (trang_thai '1'), as pricing reads it. */
export type PricingCard = {
  ma_the: string;
  ma_loai_the: string | null;
  /** 'YYYY-MM-DD'. */
  ngay_phat_hanh: string | null;
  ngay_het_han: string | null;
};

/** What pricing knows of a customer: their group and their membership cards in use. */
export type PricingCustomer = { ma_nhom_kh: string | null; the: readonly PricingCard[] };

/** The discount percent of each customer group and card type in use, by code (one not in use: none). */
export type PricingPercents = {
  groups: Readonly<Record<string, number>>;
  cardTypes: Readonly<Record<string, number>>;
};

/**
 * The rules of a branch a till keeps to price with no network: the flags, the approved discounts and promotions
 * and the golden hours not over yet (pricing checks each one's days and hours itself), and the percents of the
 * customer groups and card types.
 */
export type TillPricingRules = PricingPercents & {
  flags: PricingFlags;
  discounts: DiscountRule[];
  goldenHours: GoldenHourRule[];
  productPromotions: ProductPromotionRule[];
  revenuePromotions: RevenuePromotionRule[];
};

const percentOf = (table: Readonly<Record<string, number>>, code: string | null): number => {
  if (!code || !Object.hasOwn(table, code)) return 0;
  const value = table[code];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/**
 * The membership card a sale on `day` counts: issued on or before the day and not expired, the most recently
 * issued first (equals: the lowest card number).
 */
export const cardOnDay = (cards: readonly PricingCard[], day: string): PricingCard | undefined => {
  let best: PricingCard | undefined;
  for (const card of cards) {
    const issued = card.ngay_phat_hanh;
    if (!issued || issued > day || (card.ngay_het_han !== null && card.ngay_het_han < day)) continue;
    if (
      !best ||
      issued > best.ngay_phat_hanh! ||
      (issued === best.ngay_phat_hanh && card.ma_the < best.ma_the)
    )
      best = card;
  }
  return best;
};

/**
 * A customer's terms on a day: their group and its percent, the type of the card the day counts and its percent.
 * No customer (a walk-in sale, a code not found): no terms.
 */
export const customerTermsOf = (
  customer: PricingCustomer | null | undefined,
  percents: PricingPercents,
  day: string,
): PricingContext['customer'] => {
  if (!customer) return { ma_nhom_kh: null, ck_nhom: 0, ma_loai_the: null, ck_the: 0 };
  const ma_loai_the = cardOnDay(customer.the, day)?.ma_loai_the ?? null;
  return {
    ma_nhom_kh: customer.ma_nhom_kh,
    ck_nhom: percentOf(percents.groups, customer.ma_nhom_kh),
    ma_loai_the,
    ck_the: percentOf(percents.cardTypes, ma_loai_the),
  };
};

/** An item of the till's catalogue as pricing reads it (its kind: goods or a service). */
export type TillPricedItem = {
  kind: 'products' | 'services';
  ma_vt: string;
  ten_vt: string;
  dvt: string | null;
  loai_vt: string | null;
  ma_nhom_vt: string | null;
  gia_ban: number;
  ma_thue: string | null;
};

/**
 * An item of the till's catalogue as the server reads a product to price it: a service is of kind 'DV', its tax
 * rate that of its tax code (none: null).
 */
export const pricedProductOf = (
  item: TillPricedItem,
  taxRate: (ma_thue: string) => number | undefined,
): PricedProduct => ({
  ma_vt: item.ma_vt,
  ten_vt: item.ten_vt,
  dvt: item.dvt,
  loai_vt: item.kind === 'services' ? 'DV' : item.loai_vt,
  ma_nhom_vt: item.ma_nhom_vt,
  gia_ban: item.gia_ban,
  thue_suat: item.ma_thue ? (taxRate(item.ma_thue) ?? null) : null,
});

/** The product codes pricing reads for lines of these codes: theirs and every gift a rule may give. */
export const pricedCodesOf = (
  lineCodes: Iterable<string>,
  rules: Pick<TillPricingRules, 'productPromotions' | 'revenuePromotions'>,
): Set<string> => {
  const codes = new Set([...lineCodes].filter(Boolean));
  for (const rule of rules.productPromotions)
    for (const line of rule.lines) if (line.ma_vt_km) codes.add(line.ma_vt_km);
  for (const rule of rules.revenuePromotions)
    for (const band of rule.bands) if (band.ma_vt_km) codes.add(band.ma_vt_km);
  return codes;
};

/**
 * The context a till prices a retail cart in with no network: the branch's rules kept on the device, the
 * customer's terms, the products the lines and gifts name (`productOf`: the device's catalogue), the day and the
 * time in Vietnam ('HH:mm'). A till's order names no discount code.
 */
export const tillPricingContext = (input: {
  rules: TillPricingRules;
  customer: PricingCustomer | null | undefined;
  productOf: (code: string) => PricedProduct | undefined;
  lineCodes: Iterable<string>;
  date: string;
  time: string;
}): PricingContext => {
  const { rules, date } = input;
  const products: Record<string, PricedProduct> = {};
  for (const code of pricedCodesOf(input.lineCodes, rules)) {
    const product = input.productOf(code);
    if (product) products[code] = product;
  }
  return {
    flags: rules.flags,
    lines: 'goods',
    date,
    time: input.time,
    customer: customerTermsOf(input.customer, rules, date),
    products,
    discounts: rules.discounts,
    goldenHours: rules.goldenHours,
    productPromotions: rules.productPromotions,
    revenuePromotions: rules.revenuePromotions,
    code: null,
  };
};

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The moment a UUIDv7 was made (ms since the epoch, its first 48 bits); undefined for anything else. */
export const uuidV7Time = (id: unknown): number | undefined =>
  typeof id === 'string' && UUID_V7.test(id) ? parseInt(id.slice(0, 8) + id.slice(9, 13), 16) : undefined;

/**
 * When a new voucher was entered, the time its golden hours are judged at: now, or — for a voucher made under its
 * own UUIDv7 (a till's order, taken on the device and perhaps sent much later) — the moment that id was made, when
 * it is not after now and falls on the voucher's day (`ngay_ct`, Vietnam time). An order taken in a golden hour
 * keeps that hour's prices however late it arrives; an id of another day or of the future counts for nothing.
 */
export const enteredAtOf = (id: unknown, day: unknown, now: Date): Date => {
  const made = uuidV7Time(id);
  if (made === undefined || made > now.getTime()) return now;
  const at = new Date(made);
  return businessToday(at) === day ? at : now;
};
