import { listOf, voucherLockSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import { branchScopeOf, tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';

export const registerVoucherLocksRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/system/voucher-locks',
    {
      schema: {
        tags: ['system'],
        summary: 'Lock (closing) dates per branch and voucher type; ngay_ks is YYYY-MM-DD',
        security: bearerSecurity,
        headers: signedInHeaders,
        response: { 200: listOf(voucherLockSchema) },
      },
    },
    async (request) => {
      const items = await deps.db
        .selectFrom('voucher_locks')
        .select(['ma_dvcs', 'ma_ct', sql<string>`to_char(ngay_ks, 'YYYY-MM-DD')`.as('ngay_ks')])
        .where('tenant_id', '=', tenantOf(request).id)
        .where('ma_dvcs', 'in', branchScopeOf(request))
        .orderBy('ma_dvcs')
        .orderBy('ma_ct')
        .execute();
      return { items, total: items.length };
    },
  );
};
