import { errorSchema, loginRequestSchema, loginResponseSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { tenantOf } from '../../http/context-access.js';
import { tenantHeaders } from '../../http/documented-headers.js';
import { signIn } from '../../services/sign-in.js';

export const registerLoginRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/login',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a password (staff) or a one-time code (customers, system_type client)',
        description:
          'Failed sign-ins are limited per user name and IP (5 in 15 minutes), per user name (20) and per IP (50): 429 LOGIN_RATE_LIMITED.',
        headers: tenantHeaders,
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request) =>
      signIn(deps, tenantOf(request), request.body, { deviceId: request.ctx.deviceId, ip: request.ip }),
  );
};
