import { cacheClearedSchema, errorSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { recordChange } from '../../services/audit-log.js';
import { cacheStoreOf } from '../../services/cache-store.js';
import type { TenantKeys } from '../../services/tenant-keys.js';
import { requireAdmin, requireAnyRight } from './permission.js';

/** Who besides administrators may clear the caches: the edit right on the settings page. */
const clearCacheRights = [{ menuId: 'system.settings', right: 'edit' }] as const;

/** GET system/clear-cache and DELETE system/clear-mongodb. */
export const registerCacheRoutes = (app: FastifyInstance, deps: AppDeps, keys: TenantKeys): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const cache = cacheStoreOf(deps.db);

  typed.get(
    '/api/system/clear-cache',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: "Clear the server's caches of the tenant",
        description: [
          "The server keeps derived data (for example the analytics dashboard's figures, 30 seconds per user and",
          'branch selection) in a two-level cache: process memory, each value at most 10 seconds, and the shared',
          "`cache_entries` table read by every server instance. This call empties this instance's memory layer for",
          'the tenant, marks every live shared entry of the tenant expired (so every instance recomputes it), and',
          "forgets the tenant's unwrapped encryption key held in memory (read again on next use). Another",
          'instance may serve a value from its own memory layer for up to 10 seconds more. Business data is never',
          'touched. Answers `cleared`: how many distinct cache keys held a live value. Each call is recorded in',
          'system/logs (resource `system/clear-cache`, action `delete`, with `cleared`).',
          'Allowed to administrators and to users with the edit right on menu id `system.settings`; 403 FORBIDDEN',
          'otherwise.',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        response: { 200: cacheClearedSchema, 403: errorSchema },
      },
    },
    async (request) => {
      await requireAnyRight(deps, request, clearCacheRights);
      const tenant = tenantOf(request);
      keys.forget(tenant.id);
      return deps.db.transaction().execute(async (trx) => {
        const cleared = await cache.clearTenant(tenant.id, trx);
        await recordChange(trx, request, {
          action: 'delete',
          resource: 'system/clear-cache',
          resourceName: 'cache',
          before: { cleared },
        });
        return { cleared };
      });
    },
  );

  typed.delete(
    '/api/system/clear-mongodb',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: "Purge the tenant's cache store (administrators only)",
        description: [
          'The legacy backend kept its cache in MongoDB and this call emptied it. Here the cache store is the',
          '`cache_entries` table (key, value jsonb, expires_at, per tenant): the call DELETEs every row of the',
          "tenant in `cache_entries`, live or expired, and empties this instance's memory layer of the tenant.",
          'It never touches business data (customers, vouchers, configs, logs, sessions, jobs or anything else):',
          'cached values are only derived data and are recomputed on next use. Answers `cleared`: the rows',
          'deleted. Each call is recorded in system/logs (resource `system/clear-mongodb`, action `delete`, with',
          '`cleared`). 403 ADMIN_REQUIRED unless the caller is an administrator (is_admin).',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        response: { 200: cacheClearedSchema, 403: errorSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return deps.db.transaction().execute(async (trx) => {
        const cleared = await cache.purgeTenant(tenantOf(request).id, trx);
        await recordChange(trx, request, {
          action: 'delete',
          resource: 'system/clear-mongodb',
          resourceName: 'cache',
          before: { cleared },
        });
        return { cleared };
      });
    },
  );
};
