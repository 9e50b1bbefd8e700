import { notificationHistoryQuerySchema, notificationHistorySchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { staffOf, tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { notificationHistory } from '../../services/notifications.js';

/** GET notifications/histories. */
export const registerNotificationHistoryRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/notifications/histories',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's notifications, newest first",
        description:
          '`total` counts the notifications of the filter (all, or only unread with unread=true); ' +
          '`total_unread` always counts every unread one.',
        security: bearerSecurity,
        headers: signedInHeaders,
        querystring: notificationHistoryQuerySchema,
        response: { 200: notificationHistorySchema },
      },
    },
    async (request) =>
      notificationHistory(deps.db, tenantOf(request).id, staffOf(request).user.id, {
        page: request.query.page,
        limit: request.query.limit,
        unreadOnly: request.query.unread === 'true',
      }),
  );
};
