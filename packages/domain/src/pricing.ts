/**
 * `@sen/domain/pricing`: the prices-at-entry rule and what a till needs to run it on the device (its context, the
 * voucher totals), without the resource declarations or any schema — the POS loads it with no zod.
 */
export * from './resources/sales/pricing.js';
export * from './resources/sales/till-pricing.js';
export { businessClock, businessToday } from './format/business-time.js';
export { lineAmounts, roundVnd, withVoucherTotals, type LineAmounts } from './resources/voucher-totals.js';
