import {
  businessClock,
  priceVoucher,
  pricedProductOf,
  tillPricingContext,
  withVoucherTotals,
  type PricedProduct,
  type TillPricingRules,
} from '@sen/domain/pricing';
import type { Line } from '@sen/records';
import type { CatalogueIndex, CatalogueItem } from '../catalogue/catalogue-search';
import type { LocalCustomer } from '../catalogue/customer-search';
import { saleLineOf } from './payment';

/**
 * A cart priced on the device, by the server's own rule (@sen/domain/pricing) over what the till keeps: the
 * branch's pricing rules, the customer's group and cards, the catalogue's prices and tax rates. With nothing
 * changed since the till last read them, it is what the server stores when the order arrives. Loaded the first
 * time a cart is priced (it is not part of the till's first screen).
 */

export type DeviceQuote = {
  t_tt: number;
  t_thue: number;
  t_ck: number;
  chi_tiet: Line[];
};

/** Each catalogue's items by code, goods before services (the server reads a product's own row first). */
const byCodeOf = new WeakMap<CatalogueIndex, Map<string, CatalogueItem>>();
const itemsByCode = (index: CatalogueIndex) => {
  let map = byCodeOf.get(index);
  if (!map) {
    map = new Map();
    for (const item of index.items) if (item.kind === 'products') map.set(item.ma_vt, item);
    for (const item of index.items) if (!map.has(item.ma_vt)) map.set(item.ma_vt, item);
    byCodeOf.set(index, map);
  }
  return map;
};

/** The products pricing reads, from the catalogue kept and the tax rates by code. */
export const catalogueProducts =
  (index: CatalogueIndex, taxRate: ReadonlyMap<string, number>) =>
  (code: string): PricedProduct | undefined => {
    const item = itemsByCode(index).get(code);
    return item ? pricedProductOf(item, (ma_thue) => taxRate.get(ma_thue)) : undefined;
  };

/**
 * The cart priced as the server prices a retail order of the branch on `date` at `at` (its golden hours in
 * Vietnam time): each line's price, discount, tax and rule, the gifts, the bill discount, the totals.
 */
export const deviceQuote = (input: {
  lines: readonly Line[];
  ma_kh: string | null;
  customer: LocalCustomer | undefined;
  rules: TillPricingRules;
  productOf: (code: string) => PricedProduct | undefined;
  date: string;
  at: Date;
}): DeviceQuote => {
  const chi_tiet = input.lines.map(saleLineOf);
  const context = tillPricingContext({
    rules: input.rules,
    customer: input.customer,
    productOf: input.productOf,
    lineCodes: chi_tiet.map((line) => String(line.ma_vt ?? '')),
    date: input.date,
    time: businessClock(input.at),
  });
  const priced = withVoucherTotals(
    priceVoucher({ ngay_ct: input.date, ma_kh: input.ma_kh, chi_tiet }, context),
  );
  return {
    t_tt: priced.t_tt,
    t_thue: priced.t_thue,
    t_ck: priced.t_ck,
    chi_tiet: priced.chi_tiet as Line[],
  };
};
