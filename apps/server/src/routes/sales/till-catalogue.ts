import { createHash } from 'node:crypto';
import { businessToday, errorSchema } from '@sen/domain';
import { resourceNamed } from '@sen/domain/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { noStoreHook } from '../../http/cache-control.js';
import { tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { goldenHoursOf, priceRulesOf, pricingFlagsOf } from '../../pricing/price-at-entry.js';
import { tenantConfigs } from '../../services/tenant-configs.js';
import { requireBranch, requireRight } from '../resource-sets/set-access.js';
import { scopeOf } from '../resource-sets/set-scope.js';

/**
 * The tables a till keeps on the device to sell with no network (apps/pos, modules/catalogue): goods, services,
 * their groups, units and taxes, and the payment types.
 */
export const TILL_CATALOGUE_TABLES = [
  'products',
  'stock_services',
  'product_groups',
  'units',
  'taxes',
  'sales_payment_types',
] as const;

/** The tables of the customers a till keeps (till-customers.ts): the customers and their membership cards. */
export const TILL_CUSTOMER_TABLES = ['customers', 'sales_customer_cards'] as const;

/**
 * The tables of the pricing rules a till keeps (`till-pricing` below): discounts, promotions and golden hours, the
 * percents of customer groups and card types, and the configs (the pricing flags among them).
 */
export const TILL_PRICING_TABLES = [
  'sales_discounts',
  'sales_discounts_lines',
  'sales_promotion_products',
  'sales_promotion_products_lines',
  'sales_promotion_revenue',
  'sales_promotion_revenue_lines',
  'sales_golden_hours',
  'sales_customer_groups',
  'sales_card_types',
  'configs',
] as const;

/** A digest of each table's row count and its newest row version, for a tenant (a query). */
const partsOf = (tables: readonly string[], tenantId: string) =>
  sql<string>`concat_ws('/', ${sql.join(
    tables.map(
      (table) =>
        sql<string>`(select count(*)::text || '.' || coalesce(max(xmin::text::bigint), 0)::text from ${sql.table(table)} where tenant_id = ${tenantId})`,
    ),
  )})`;

const digest = (parts: string) => createHash('sha256').update(parts).digest('base64url').slice(0, 16);

/** The versions of what a till keeps: its catalogue, the customers and the pricing rules. */
export type TillVersions = { version: string; customers: string; pricing: string };

/**
 * The versions of a tenant's till data: a digest of each table's row count and its newest row version (the `xmin`
 * of the last transaction that wrote a row, as row-version.ts reads it). Any row added, changed or deleted changes
 * its part's version, so a till compares each with the one it keeps and reloads only what differs.
 */
export const tillVersions = async (deps: AppDeps, tenantId: string): Promise<TillVersions> => {
  const { rows } = await sql<{ catalogue: string; customers: string; pricing: string }>`
    select ${partsOf(TILL_CATALOGUE_TABLES, tenantId)} as catalogue,
      ${partsOf(TILL_CUSTOMER_TABLES, tenantId)} as customers,
      ${partsOf(TILL_PRICING_TABLES, tenantId)} as pricing`.execute(deps.db);
  const row = rows[0];
  return {
    version: digest(row?.catalogue ?? ''),
    customers: digest(row?.customers ?? ''),
    pricing: digest(row?.pricing ?? ''),
  };
};

const percent = z.number().describe('%');
const day = z.string().describe('YYYY-MM-DD');
const window = {
  so_ct: z.string(),
  tu_ngay: day,
  den_ngay: day.nullable(),
  ma_nhom_kh: z.string().nullable(),
};

/** The rules a till keeps (TillPricingRules of @sen/domain), as the pricing rule reads them. */
const tillPricingRules = z.object({
  flags: z.object({
    priceManual: z.boolean(),
    discountManual: z.boolean(),
    taxManual: z.boolean(),
    goldenHour: z.boolean(),
  }),
  discounts: z.array(
    z.object({
      ...window,
      ma_loai_the: z.string().nullable(),
      lines: z.array(
        z.object({
          ma_vt: z.string().nullable(),
          ma_nhom_vt: z.string().nullable(),
          ck: percent,
          tien_ck: z.number(),
        }),
      ),
    }),
  ),
  goldenHours: z.array(
    z.object({
      ma_gio_vang: z.string(),
      tu_ngay: day,
      den_ngay: day.nullable(),
      tu_gio: z.string().describe('HH:mm'),
      den_gio: z.string().describe('HH:mm'),
      thu_trong_tuan: z.string().nullable(),
      ma_nhom_vt: z.string().nullable(),
      ma_vt: z.string().nullable(),
      ck: percent,
      gia_ban: z.number(),
    }),
  ),
  productPromotions: z.array(
    z.object({
      ...window,
      lines: z.array(
        z.object({
          ma_vt: z.string(),
          so_luong_mua: z.number(),
          ma_vt_km: z.string().nullable(),
          so_luong_km: z.number(),
          ck: percent,
          gia_km: z.number(),
        }),
      ),
    }),
  ),
  revenuePromotions: z.array(
    z.object({
      ...window,
      bands: z.array(
        z.object({
          doanh_so_tu: z.number(),
          doanh_so_den: z.number().nullable(),
          ck: percent,
          tien_ck: z.number(),
          ma_vt_km: z.string().nullable(),
          so_luong_km: z.number(),
        }),
      ),
    }),
  ),
  groups: z.record(z.string(), percent).describe('The percent of each customer group in use'),
  cardTypes: z.record(z.string(), percent).describe('The percent of each card type in use'),
});

/** The percents of the customer groups and card types in use. */
const percentsOf = async (deps: AppDeps, tenantId: string) => {
  const { rows } = await sql<{ kind: 'group' | 'card'; code: string; ck: number }>`
    SELECT 'group' AS kind, ma_nhom_kh AS code, coalesce(ck, 0)::float8 AS ck FROM sales_customer_groups
    WHERE tenant_id = ${tenantId} AND coalesce(trang_thai, true)
    UNION ALL
    SELECT 'card', ma_loai_the, coalesce(ck, 0)::float8 FROM sales_card_types
    WHERE tenant_id = ${tenantId} AND coalesce(trang_thai, true)`.execute(deps.db);
  const of = (kind: 'group' | 'card') =>
    Object.fromEntries(rows.filter((row) => row.kind === kind).map((row) => [row.code, row.ck]));
  return { groups: of('group'), cardTypes: of('card') };
};

/**
 * `GET sales/retail-orders/catalogue-version`: the versions above, for a till (read right on retail orders) to
 * tell whether what it keeps is still the tenant's; `GET sales/retail-orders/till-pricing`: the branch's rules it
 * keeps to price a cart with no network.
 */
export const registerTillCatalogueRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const orders = resourceNamed('retail-orders')!;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    `/api/${orders.path}/catalogue-version`,
    {
      onRequest: noStoreHook,
      config: { branchs: 'ignore' },
      schema: {
        tags: [orders.path],
        summary: 'The versions of what a till keeps: its catalogue, the customers, the pricing rules',
        description: [
          'Each changes whenever a row of its tables is added, changed or deleted; a till reloads what it keeps',
          'when it differs. `version`: goods, services, groups, units, taxes, payment types; `customers`:',
          'customers and their membership cards; `pricing`: discounts, promotions, golden hours, customer groups,',
          'card types and configs. Read right on retail orders.',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        response: {
          200: z.object({
            version: z.string().describe('Opaque; compare for equality'),
            customers: z.string().describe('Opaque; compare for equality'),
            pricing: z.string().describe('Opaque; compare for equality'),
          }),
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      await requireRight(deps, request, orders.menuId, 'read');
      return tillVersions(deps, tenantOf(request).id);
    },
  );

  typed.get(
    `/api/${orders.path}/till-pricing`,
    {
      onRequest: noStoreHook,
      config: { branchs: 'check' },
      schema: {
        tags: [orders.path],
        summary: "The branch's pricing rules a till keeps to price a cart with no network",
        description: [
          'What prices at entry read for a retail order at the branch (`ma_dvcs`, else the first branch of the',
          'selection): the pricing flags, the approved discounts and product and revenue promotions and the golden',
          'hours in use that are not over by yesterday (the rule checks each one’s days and hours), and the',
          'percents of the customer groups and card types in use. Read right on retail orders.',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        querystring: z.object({ ma_dvcs: z.string().max(16).optional() }),
        response: {
          200: z.object({ ma_dvcs: z.string(), from: day, rules: tillPricingRules }),
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      await requireRight(deps, request, orders.menuId, 'read');
      const scope = await scopeOf(deps, request, orders, 'read');
      const branch = request.query.ma_dvcs || scope.branches?.[0];
      requireBranch(scope.branches, branch);
      const tenantId = scope.tenantId;
      // From yesterday in Vietnam: a till whose clock or day is a little behind still finds its rules.
      const from = businessToday(new Date(Date.now() - 86_400_000));
      const days = { day: from, mode: 'from' } as const;
      const [rules, goldenHours, configs, percents] = await Promise.all([
        priceRulesOf(deps.db, tenantId, branch!, days),
        goldenHoursOf(deps.db, tenantId, branch!, days),
        tenantConfigs(deps.db, tenantId),
        percentsOf(deps, tenantId),
      ]);
      return {
        ma_dvcs: branch!,
        from,
        rules: {
          flags: pricingFlagsOf(configs, orders.name),
          ...rules,
          goldenHours,
          ...percents,
        },
      };
    },
  );
};
