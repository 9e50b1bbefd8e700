import { errorSchema, sessionSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { noStoreHook } from '../../http/cache-control.js';
import { staffOf, tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { issueSession } from '../../services/sessions.js';

/**
 * `POST /api/auth/handover`: a signed-in staff member's app opens another app of theirs (the back office's cashier
 * routes open the POS) without a second sign-in. The answer is a new session of the same user — a refresh token of
 * its own family — for the other app to take from its address: the two apps then rotate their refresh tokens
 * apart, and signing out of one leaves the other signed in.
 */
export const registerHandoverRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/handover',
    {
      onRequest: noStoreHook,
      config: { branchs: 'ignore' },
      schema: {
        tags: ['auth'],
        summary: 'A new session of the signed-in staff member, for another app to open without a sign-in',
        description:
          'Staff only (a customer session: 403 FORBIDDEN). The session is a new refresh-token family of the same user; the other app takes it from ?access_token=&refresh_token= and removes them from its address. Answers are `Cache-Control: no-store`.',
        security: bearerSecurity,
        headers: signedInHeaders,
        body: z.object({}).nullish(),
        response: { 200: z.object({ session: sessionSchema }), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { user } = staffOf(request);
      const session = await issueSession(
        deps,
        tenantOf(request),
        { type: 'staff', id: user.id, userName: user.user_name },
        { deviceId: request.ctx.deviceId, ip: request.ip },
      );
      return { session };
    },
  );
};
