import { callCenterProviderSchema, listOf } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.js';
import { tenantOf } from '../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../http/documented-headers.js';

export const registerCallCenterProvidersRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/call-center/providers',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['call-center'],
        summary: 'Call-center providers of the tenant',
        security: bearerSecurity,
        headers: signedInHeaders,
        response: { 200: listOf(callCenterProviderSchema) },
      },
    },
    async (request) => {
      const items = await deps.db
        .selectFrom('call_center_providers')
        .select(['provider', 'ten_ncc', 'enable', 'endpoint'])
        .where('tenant_id', '=', tenantOf(request).id)
        .orderBy('provider')
        .execute();
      return { items, total: items.length };
    },
  );
};
