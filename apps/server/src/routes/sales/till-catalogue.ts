import { createHash } from 'node:crypto';
import { errorSchema } from '@sen/domain';
import { resourceNamed } from '@sen/domain/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { noStoreHook } from '../../http/cache-control.js';
import { tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { requireRight } from '../resource-sets/set-access.js';

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

/**
 * The version of a tenant's till catalogue: a digest of each table's row count and its newest row version (the
 * `xmin` of the last transaction that wrote a row, as row-version.ts reads it). Any row added, changed or deleted
 * changes it, so a till compares it with the one it keeps and reloads only when they differ.
 */
export const tillCatalogueVersion = async (deps: AppDeps, tenantId: string): Promise<string> => {
  const parts = TILL_CATALOGUE_TABLES.map(
    (table) =>
      sql<string>`(select count(*)::text || '.' || coalesce(max(xmin::text::bigint), 0)::text from ${sql.table(table)} where tenant_id = ${tenantId})`,
  );
  const { rows } = await sql<{ parts: string }>`select concat_ws('/', ${sql.join(parts)}) as parts`.execute(
    deps.db,
  );
  return createHash('sha256')
    .update(rows[0]?.parts ?? '')
    .digest('base64url')
    .slice(0, 16);
};

/**
 * `GET sales/retail-orders/catalogue-version`: the version above, for a till (read right on retail orders) to
 * tell whether the catalogue it keeps is still the tenant's.
 */
export const registerTillCatalogueRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const orders = resourceNamed('retail-orders')!;
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api/${orders.path}/catalogue-version`,
    {
      onRequest: noStoreHook,
      config: { branchs: 'ignore' },
      schema: {
        tags: [orders.path],
        summary: "The version of the till's catalogue (goods, services, groups, units, taxes, payment types)",
        description:
          'Changes whenever a row of those is added, changed or deleted; a till reloads what it keeps when it differs. Read right on retail orders.',
        security: bearerSecurity,
        headers: signedInHeaders,
        response: {
          200: z.object({ version: z.string().describe('Opaque; compare for equality') }),
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      await requireRight(deps, request, orders.menuId, 'read');
      return { version: await tillCatalogueVersion(deps, tenantOf(request).id) };
    },
  );
};
