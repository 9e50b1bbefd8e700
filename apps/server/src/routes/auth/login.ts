import { errorSchema, loginRequestSchema, loginResponseSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { tenantOf } from '../../http/context-access.js';
import { noStoreHook } from '../../http/cache-control.js';
import { tenantHeaders } from '../../http/documented-headers.js';
import { signIn } from '../../services/sign-in.js';

export const registerLoginRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/login',
    {
      config: { auth: 'public' },
      onRequest: noStoreHook,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a password (staff) or a one-time code (customers, system_type client)',
        description: [
          'Each attempt is counted before the password or code is checked, so concurrent attempts count each other.',
          'Failures are limited per user name and IP (5 in 15 minutes) and per IP (50 in 15 minutes); beyond 20',
          'failures of a user name within 24 hours, attempts from an IP or Device-Id that never signed in as that',
          'user wait 1, 2, 4 ... at most 60 minutes after its latest failure, while its known devices and addresses',
          'are not held back: 429 LOGIN_RATE_LIMITED with the minutes to wait. Answers are `Cache-Control: no-store`.',
        ].join(' '),
        headers: tenantHeaders,
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request) =>
      signIn(deps, tenantOf(request), request.body, { deviceId: request.ctx.deviceId, ip: request.ip }),
  );
};
