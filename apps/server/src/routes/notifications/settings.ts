import { notificationSettingsSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { staffOf, tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { recordChange } from '../../services/audit-log.js';
import { readNotificationSettings, saveNotificationSettings } from '../../services/notification-settings.js';
import { syncPushSubscription } from '../../services/push-tokens.js';

/** GET and PUT notifications/settings: the signed-in user's own settings. */
export const registerNotificationSettingsRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/notifications/settings',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's notification settings",
        description: 'A user who never saved settings gets the defaults: in_app, push and sound all true.',
        security: bearerSecurity,
        headers: signedInHeaders,
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => readNotificationSettings(deps.db, tenantOf(request).id, staffOf(request).user.id),
  );

  typed.put(
    '/api/notifications/settings',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['notifications'],
        summary: "Saves the signed-in user's notification settings",
        description:
          'in_app off: notifications are still stored in the history but not sent over the realtime hub. push ' +
          "off: the user's device tokens are unsubscribed from the tenant topic and get no push (on subscribes them again). " +
          "A save that changes anything is recorded in system/logs (resource 'notifications/settings', before and after).",
        security: bearerSecurity,
        headers: signedInHeaders,
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { user } = staffOf(request);
      const { before, saved } = await deps.db.transaction().execute(async (trx) => {
        const before = await readNotificationSettings(trx, tenant.id, user.id);
        const saved = await saveNotificationSettings(trx, tenant.id, user.id, request.body);
        const changed = (['in_app', 'push', 'sound'] as const).some((key) => before[key] !== saved[key]);
        if (changed) {
          await recordChange(trx, request, {
            action: 'update',
            resource: 'notifications/settings',
            resourceName: 'notification-settings',
            recordId: user.id,
            recordKey: user.user_name,
            before: { ...before },
            after: { ...saved },
          });
        }
        return { before, saved };
      });
      if (before.push !== saved.push)
        await syncPushSubscription(deps.db, tenant, user.id, saved.push, request.log);
      return saved;
    },
  );
};
