import { pushTokenResultSchema, pushTokenSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { staffOf, tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { registerPushToken } from '../../services/push-tokens.js';

/** POST notifications/tokens/register. */
export const registerPushTokenRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/notifications/tokens/register',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['notifications'],
        summary: "Registers this device's push token for the signed-in user",
        description:
          'One token per user and device (a new token replaces the old one, which is unsubscribed); the same ' +
          "device or token of another user of the tenant is removed. When the user's settings allow push, the " +
          "token is subscribed to the tenant topic ('tenant_<code>') through the tenant's push provider (configs " +
          "group 'push': provider 'none' (default) or 'http', endpoint, topic_endpoint, server_key). Provider " +
          'failures are logged and do not fail the call.',
        security: bearerSecurity,
        headers: signedInHeaders,
        body: pushTokenSchema,
        response: { 200: pushTokenResultSchema },
      },
    },
    async (request) =>
      registerPushToken(deps.db, tenantOf(request), staffOf(request).user.id, request.body, request.log),
  );
};
