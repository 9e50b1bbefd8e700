import { pushTokenResultSchema, pushTokenSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { staffOf, tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { recordChange } from '../../services/audit-log.js';
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
          'failures are logged and do not fail the call. A registration that changes anything is recorded in ' +
          "system/logs (resource 'notifications/tokens': device_id, os_type and only the token's last 6 characters).",
        security: bearerSecurity,
        headers: signedInHeaders,
        body: pushTokenSchema,
        response: { 200: pushTokenResultSchema },
      },
    },
    async (request) => {
      const { user } = staffOf(request);
      return registerPushToken(
        deps.db,
        tenantOf(request),
        user.id,
        request.body,
        request.log,
        (trx, change) =>
          recordChange(trx, request, {
            action: change.before ? 'update' : 'create',
            resource: 'notifications/tokens',
            resourceName: 'push-tokens',
            recordId: user.id,
            recordKey: `${user.user_name}/${change.after.device_id}`,
            before: change.before,
            after: { ...change.after, removed_from_other_users: change.removedFromOthers },
          }),
      );
    },
  );
};
