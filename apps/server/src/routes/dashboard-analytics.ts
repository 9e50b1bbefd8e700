import { dashboardSummarySchema, errorSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.js';
import { branchScopeOf, staffOf } from '../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../http/documented-headers.js';
import { dashboardSummary } from '../services/dashboard-summary.js';

export const registerDashboardRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard/analytics',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          "Figures of the tenant's analytics dashboard, customers limited to the Branchs and employee scope",
        description:
          'users_online counts staff users holding a live session (an unused, unrevoked, unexpired refresh token).',
        security: bearerSecurity,
        headers: signedInHeaders,
        response: { 200: dashboardSummarySchema, 403: errorSchema },
      },
    },
    async (request) => dashboardSummary(deps.db, staffOf(request).user, branchScopeOf(request)),
  );
};
