import { dashboardSummarySchema, errorSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.js';
import { branchScopeOf, staffOf, tenantOf } from '../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../http/documented-headers.js';
import { cacheStoreOf } from '../services/cache-store.js';
import { dashboardSummary } from '../services/dashboard-summary.js';

/** Seconds the figures of one user and branch selection are cached (GET system/clear-cache recomputes them). */
const SUMMARY_TTL_SECONDS = 30;

export const registerDashboardRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard/analytics',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          "Figures of the tenant's analytics dashboard, customers limited to the Branchs and employee scope",
        description:
          'users_online counts staff users holding a live session (an unused, unrevoked, unexpired refresh token). The figures of each user and branch selection are cached for 30 seconds; GET system/clear-cache recomputes them.',
        security: bearerSecurity,
        headers: signedInHeaders,
        response: { 200: dashboardSummarySchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { user } = staffOf(request);
      const branchs = branchScopeOf(request);
      const key = `dashboard.summary:${user.id}:${[...branchs].sort().join(',')}`;
      return cacheStoreOf(deps.db).getOrCompute(tenantOf(request).id, key, SUMMARY_TTL_SECONDS, () =>
        dashboardSummary(deps.db, user, branchs),
      );
    },
  );
};
