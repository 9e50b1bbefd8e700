import type { HttpClient } from '@sen/api';
import type { TillPricingRules } from '@sen/domain/pricing';
import type { PosDatabase } from '../outbox/local-db';

/**
 * Bringing a branch's pricing rules onto the device (GET sales/retail-orders/till-pricing): the pricing flags, the
 * approved discounts and promotions, the golden hours and the percents of customer groups and card types — what
 * the server's rule reads to price a retail order — read again only when the server's pricing version moves.
 */

export type PricingHttp = Pick<HttpClient, 'get'>;

/** The name a branch's rules are kept under (in `lists`). */
export const pricingKey = (branch: string) => `pricing:${branch}`;

/**
 * Brings the branch's rules up to date with the server's pricing `version`; answers whether they were read. Throws
 * when the server cannot be reached; what is kept stays as it was.
 */
export const syncPricing = async (
  db: PosDatabase,
  http: PricingHttp,
  { version, branch }: { version: string; branch: string },
): Promise<boolean> => {
  if ((await db.get('lists', pricingKey(branch)))?.version === version) return false;
  const { rules } = await http.get<{ rules: TillPricingRules }>('/sales/retail-orders/till-pricing', {
    ma_dvcs: branch,
  });
  await db.put('lists', {
    name: pricingKey(branch),
    rows: [],
    version,
    savedAt: Date.now(),
    meta: { rules },
  });
  return true;
};

/** The branch's rules as kept, if any. */
export const keptPricing = async (db: PosDatabase, branch: string): Promise<TillPricingRules | undefined> =>
  (await db.get('lists', pricingKey(branch)))?.meta?.rules as TillPricingRules | undefined;
