import { notificationViewResultSchema, notificationViewSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { staffOf, tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { markNotificationsRead } from '../../services/notifications.js';

/** PUT notifications/view and notifications/view-all. */
export const registerNotificationViewRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.put(
    '/api/notifications/view',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['notifications'],
        summary: "Marks some of the signed-in user's notifications read",
        description:
          'Ids of other users, unknown ids and ids that are not UUIDs are ignored (`updated` counts only the ' +
          "caller's notifications that became read). When anything changed, the user's realtime hub " +
          'connections receive `unread` with the new count.',
        security: bearerSecurity,
        headers: signedInHeaders,
        body: notificationViewSchema,
        response: { 200: notificationViewResultSchema },
      },
    },
    async (request) =>
      markNotificationsRead(deps, tenantOf(request).id, staffOf(request).user.id, request.body.ids),
  );

  typed.put(
    '/api/notifications/view-all',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['notifications'],
        summary: "Marks all of the signed-in user's notifications read",
        description:
          "The user's realtime hub connections receive `unread` ({ total_unread: 0 }) when any changed.",
        security: bearerSecurity,
        headers: signedInHeaders,
        response: { 200: notificationViewResultSchema },
      },
    },
    async (request) => markNotificationsRead(deps, tenantOf(request).id, staffOf(request).user.id, 'all'),
  );
};
