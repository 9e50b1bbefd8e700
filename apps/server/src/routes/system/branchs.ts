import { branchSchema, errorSchema, listOf } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { staffOf, tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { permittedBranchCodes } from '../../services/branch-codes.js';

export const registerBranchsRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/system/branchs',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: 'Branches the user may work with (every branch for an admin), sorted by ma_dvcs',
        security: bearerSecurity,
        headers: signedInHeaders,
        response: { 200: listOf(branchSchema), 403: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { user } = staffOf(request);
      if (request.ctx.tenantBranchs.length === 0) throw new ApiError(409, 'BRANCH_NOT_CONFIGURED');
      const permitted = permittedBranchCodes(user, request.ctx.tenantBranchs);
      if (permitted.length === 0) throw new ApiError(403, 'BRANCH_NOT_GRANTED');
      const items = await deps.db
        .selectFrom('branches')
        .select(['ma_dvcs', 'ten_dvcs', 'dia_chi', 'dien_thoai'])
        .where('tenant_id', '=', tenant.id)
        .where('ma_dvcs', 'in', permitted)
        .orderBy('ma_dvcs')
        .execute();
      return { items, total: items.length };
    },
  );
};
