import { callCenterSet } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { staffOf, tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { listRows } from './set-query.js';

const set = callCenterSet;

/** GET call-center/providers: the read-only provider list the apps use, for every signed-in staff user. */
export const registerCallCenterProvidersRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/call-center/providers',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['call-center'],
        summary: 'Call-center providers of the tenant (read-only; managed under crm/call-center)',
        security: bearerSecurity,
        headers: signedInHeaders,
        response: { 200: callCenterSet.listSchema },
      },
    },
    async (request) => {
      staffOf(request);
      const list = await listRows(
        deps.db as never,
        { ...set, pagedByDefault: false },
        { tenantId: tenantOf(request).id },
        { filters: {} },
      );
      return list as never;
    },
  );
};
