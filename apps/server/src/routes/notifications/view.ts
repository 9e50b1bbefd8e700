import { notificationViewResultSchema, notificationViewSchema } from '@sen/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import { staffOf, tenantOf } from '../../http/context-access.js';
import type { Database } from '../../db/schema.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { recordChange } from '../../services/audit-log.js';
import { markNotificationsRead, type ReadChange } from '../../services/notifications.js';

/**
 * Records one audit entry per call that marked anything read (resource 'notifications/view'): the unread count
 * before and after, how many became read and, for PUT notifications/view, their ids.
 */
const recordRead =
  (request: FastifyRequest, all: boolean) =>
  async (trx: Transaction<Database>, change: ReadChange): Promise<void> => {
    const { user } = staffOf(request);
    await recordChange(trx, request, {
      action: 'update',
      resource: 'notifications/view',
      resourceName: 'notifications',
      recordId: user.id,
      recordKey: user.user_name,
      before: { total_unread: change.unread_before },
      after: {
        total_unread: change.total_unread,
        marked_read: change.updated,
        ...(all ? { all: true } : { ids: change.ids }),
      },
    });
  };

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
          'connections receive `unread` with the new count. A call that marks anything read is recorded in ' +
          "system/logs (resource 'notifications/view': unread count before and after, the ids marked read).",
        security: bearerSecurity,
        headers: signedInHeaders,
        body: notificationViewSchema,
        response: { 200: notificationViewResultSchema },
      },
    },
    async (request) =>
      markNotificationsRead(
        deps,
        tenantOf(request).id,
        staffOf(request).user.id,
        request.body.ids,
        recordRead(request, false),
      ),
  );

  typed.put(
    '/api/notifications/view-all',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['notifications'],
        summary: "Marks all of the signed-in user's notifications read",
        description:
          "The user's realtime hub connections receive `unread` ({ total_unread: 0 }) when any changed. A call " +
          "that marks anything read is recorded in system/logs (resource 'notifications/view', with the count).",
        security: bearerSecurity,
        headers: signedInHeaders,
        response: { 200: notificationViewResultSchema },
      },
    },
    async (request) =>
      markNotificationsRead(
        deps,
        tenantOf(request).id,
        staffOf(request).user.id,
        'all',
        recordRead(request, true),
      ),
  );
};
