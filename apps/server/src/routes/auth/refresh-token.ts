import { errorSchema, refreshRequestSchema, sessionSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { tenantOf } from '../../http/context-access.js';
import { noStoreHook } from '../../http/cache-control.js';
import { tenantHeaders } from '../../http/documented-headers.js';
import { issueSession, spendRefreshToken } from '../../services/sessions.js';

/** The user name a rotated access token carries, read again so renamed or deleted subjects are caught. */
const subjectUserName = async (deps: AppDeps, tenantId: string, type: 'staff' | 'customer', id: string) => {
  if (type === 'customer') {
    const customer = await deps.db
      .selectFrom('customers')
      .select(['dien_thoai', 'ma_kh'])
      .where('tenant_id', '=', tenantId)
      .where('_id', '=', id)
      .executeTakeFirst();
    return customer ? (customer.dien_thoai ?? customer.ma_kh) : undefined;
  }
  const user = await deps.db
    .selectFrom('users')
    .select(['user_name', 'locked'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return user && !user.locked ? user.user_name : undefined;
};

export const registerRefreshTokenRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/refresh-token',
    {
      config: { auth: 'public' },
      onRequest: noStoreHook,
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new session',
        description:
          'Each refresh token works once. Presenting a used one revokes every token of its family (401 REFRESH_TOKEN_REUSED); unknown, expired or revoked tokens answer 401 REFRESH_TOKEN_INVALID. Answers are `Cache-Control: no-store`.',
        headers: tenantHeaders,
        body: refreshRequestSchema,
        response: { 200: sessionSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const spent = await spendRefreshToken(deps, tenant, request.body.refresh_token);
      const userName = await subjectUserName(deps, tenant.id, spent.subject_type, spent.subject_id);
      if (!userName) throw new ApiError(401, 'REFRESH_TOKEN_INVALID');
      return issueSession(
        deps,
        tenant,
        { type: spent.subject_type, id: spent.subject_id, userName },
        { deviceId: request.ctx.deviceId, ip: request.ip },
        spent.family_id,
      );
    },
  );
};
