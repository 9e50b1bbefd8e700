import { logoutRequestSchema } from '@sen/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { tenantOf } from '../../http/context-access.js';
import { optionalBearerSecurity, tenantHeaders } from '../../http/documented-headers.js';
import { verifyAccessToken } from '../../security/access-token.js';
import { findRefreshToken, revokeFamily } from '../../services/sessions.js';

/** The session (family) of the bearer token, when one is sent and its signature holds (expired is fine). */
const bearerSessionId = async (
  deps: AppDeps,
  request: FastifyRequest,
  tenantCode: string,
): Promise<string | undefined> => {
  const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return undefined;
  try {
    const claims = await verifyAccessToken(token, deps.config.jwtSecret);
    return claims.tenant === tenantCode ? claims.sid : undefined;
  } catch {
    return undefined;
  }
};

export const registerLogoutRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/logout',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: "Sign out: revokes the refresh token's family and the bearer token's session",
        description:
          'Always answers 200 so a client can clear its credentials even with an expired or unknown token.',
        security: optionalBearerSecurity,
        headers: tenantHeaders,
        body: logoutRequestSchema.nullish(),
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const families = new Set<string>();
      const refreshToken = request.body?.refresh_token;
      if (refreshToken) {
        const row = await findRefreshToken(deps, tenant.id, refreshToken);
        if (row) families.add(row.family_id);
      }
      const sid = await bearerSessionId(deps, request, tenant.code);
      if (sid) families.add(sid);
      for (const family of families) await revokeFamily(deps, tenant.id, family);
      return { success: true as const };
    },
  );
};
