import { configSchema, listOf } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { tenantOf } from '../../http/context-access.js';
import { optionalBearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { tenantConfigs } from '../../services/tenant-configs.js';

/** Values only signed-in staff may read (the rest is needed by the apps before sign-in). */
const secretConfigs = new Set(['call_center.access_key']);

export const registerConfigsRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/system/configs',
    {
      config: { auth: 'optional', customers: true, branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: 'Configuration flags of the tenant (booleans are t/f)',
        description:
          'Readable before sign-in (start-up sequence); secret values are blank unless a staff user is signed in.',
        security: optionalBearerSecurity,
        headers: signedInHeaders,
        response: { 200: listOf(configSchema) },
      },
    },
    async (request) => {
      const staff = request.ctx.subject?.type === 'staff';
      const items = (await tenantConfigs(deps.db, tenantOf(request).id)).map((c) =>
        staff || !secretConfigs.has(`${c.group}.${c.name}`) ? c : { ...c, value: '' },
      );
      return { items, total: items.length };
    },
  );
};
