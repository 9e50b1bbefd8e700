import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';

/** Sets config flags of the demo tenant (group 'sale' unless said), as the settings screen would. */
export const setDemoFlags = async (
  db: Kysely<Database>,
  flags: Readonly<Record<string, string>>,
  group = 'sale',
) => {
  for (const [name, value] of Object.entries(flags))
    await sql`INSERT INTO configs (tenant_id, name, grp, value)
      SELECT id, ${name}, ${group}, ${value} FROM tenants WHERE code = 'demo'
      ON CONFLICT (tenant_id, grp, name) DO UPDATE SET value = EXCLUDED.value`.execute(db);
};

/**
 * Prices, discounts and taxes typed on bills, retail orders and service vouchers are kept (prices at entry):
 * for tests of what the engine derives from the values a voucher is given, not of the tenant's price rules.
 */
export const typedPrices: Readonly<Record<string, string>> = {
  sale_bill_price_manual: 't',
  sale_bill_discount_manual: 't',
  sale_bill_tax_manual: 't',
  sale_service_price_manual: 't',
  sale_service_discount_manual: 't',
  sale_service_tax_manual: 't',
};

/**
 * Withdraws the approval of the demo's promotions and discounts (seed/demo-prices.ts) and ends its golden hours:
 * for tests of other rules whose bills fall in the demo's year at CN01.
 */
export const withoutDemoPriceRules = async (db: Kysely<Database>) => {
  for (const table of ['sales_discounts', 'sales_promotion_products', 'sales_promotion_revenue'])
    await sql`UPDATE ${sql.table(table)} h SET ngay_duyet = NULL, nguoi_duyet = NULL, trang_thai = '0'
      FROM tenants t WHERE t.id = h.tenant_id AND t.code = 'demo'`.execute(db);
  await sql`UPDATE sales_golden_hours g SET trang_thai = false
    FROM tenants t WHERE t.id = g.tenant_id AND t.code = 'demo'`.execute(db);
};
