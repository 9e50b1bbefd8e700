import { listOf, sttSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { branchScopeOf, tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';

export const registerSttRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/system/stt',
    {
      schema: {
        tags: ['system'],
        summary: 'Voucher numbering per branch, voucher type and year (branches of the Branchs scope)',
        security: bearerSecurity,
        headers: signedInHeaders,
        response: { 200: listOf(sttSchema) },
      },
    },
    async (request) => {
      const items = await deps.db
        .selectFrom('stt')
        .select(['ma_dvcs', 'ma_ct', 'nam', 'tien_to', 'so_hien_tai', 'do_dai'])
        .where('tenant_id', '=', tenantOf(request).id)
        .where('ma_dvcs', 'in', branchScopeOf(request))
        .orderBy('ma_dvcs')
        .orderBy('ma_ct')
        .orderBy('nam')
        .execute();
      return { items, total: items.length };
    },
  );
};
