import { notificationBroadcastResultSchema, notificationBroadcastSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { staffOf, tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { recordChange } from '../../services/audit-log.js';
import { notifyUsers } from '../../services/notifications.js';

/** The realtime hub, described here because its routes are not part of the OpenAPI document. */
const hubDescription =
  'Realtime delivery: SignalR JSON hub protocol at /api/hubs/notification?tenant=<tenant code>. ' +
  'POST /api/hubs/notification/negotiate?negotiateVersion=1&tenant=<code> with Authorization: Bearer <access ' +
  "token> answers { negotiateVersion: 1, connectionId, connectionToken, availableTransports: [{ transport: 'WebSockets', " +
  "transferFormats: ['Text'] }] }; then a WebSocket to /api/hubs/notification?tenant=<code>&id=<connectionToken>" +
  '&access_token=<access token> (or an Authorization header). Messages are JSON ended by 0x1E: the handshake ' +
  '{"protocol":"json","version":1} is answered by {}; the server pings (type 6) every 15 s, closes (type 7) when the ' +
  "access token expires (allowReconnect) or the server stops, and invokes the client methods 'notification' " +
  "(arguments [NotificationItem]) and 'unread' (arguments [{ total_unread }]). Client invocations are answered by a " +
  'completion with an error (the hub has no server methods).';

/** POST notifications/broadcast. */
export const registerBroadcastRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/notifications/broadcast',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['notifications'],
        summary: 'Sends a notification to users of the tenant (administrators only)',
        description:
          "Creates one notification (type 'broadcast', sender the administrator's user_name) per target user: " +
          'every user of the tenant who is not locked, or the users named in user_names (any unknown name: 400 ' +
          'NOTIFICATION_RECIPIENTS_UNKNOWN, nothing is sent). Each is published on the realtime hub to the ' +
          "user's connections on every server instance (unless the user's settings.in_app is off) and pushed " +
          "through the tenant push provider (to the tenant topic when sent to everyone, else to the recipients' " +
          'tokens whose settings.push is on); push failures are logged and do not fail the call. Recorded in ' +
          "system/logs (resource 'notifications/broadcast': title, body, link, recipient count and names). Not an " +
          `administrator: 403 ADMIN_REQUIRED. ${hubDescription}`,
        security: bearerSecurity,
        headers: signedInHeaders,
        body: notificationBroadcastSchema,
        response: { 200: notificationBroadcastResultSchema },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { user } = staffOf(request);
      if (!user.is_admin) throw new ApiError(403, 'ADMIN_REQUIRED');
      const names = [...new Set((request.body.user_names ?? []).map((n) => n.trim()).filter(Boolean))];
      let query = deps.db.selectFrom('users').select(['id', 'user_name']).where('tenant_id', '=', tenant.id);
      if (names.length > 0) {
        const lowered = names.map((n) => n.toLowerCase());
        query = query.where(sql<string>`lower(user_name)`, 'in', lowered);
      } else {
        query = query.where('locked', '=', false);
      }
      const recipients = await query.execute();
      if (names.length > 0) {
        const found = new Set(recipients.map((r) => r.user_name.toLowerCase()));
        const unknown = names.filter((n) => !found.has(n.toLowerCase()));
        if (unknown.length > 0) {
          throw new ApiError(
            400,
            'NOTIFICATION_RECIPIENTS_UNKNOWN',
            { users: unknown.join(', ') },
            { unknown },
          );
        }
      }
      const { title, body = '', link = '' } = request.body;
      const { recipients: count } = await notifyUsers(
        deps,
        tenant.id,
        recipients.map((r) => r.id),
        { ...request.body, type: 'broadcast', sender: user.user_name },
        {
          wholeTenant: names.length === 0,
          onStored: (trx, stored) =>
            recordChange(trx, request, {
              action: 'create',
              resource: 'notifications/broadcast',
              resourceName: 'broadcast',
              recordId: stored.batchId,
              after: {
                title,
                body,
                link,
                recipients: stored.recipients,
                ...(names.length > 0
                  ? { user_names: recipients.map((r) => r.user_name).sort() }
                  : { everyone: true }),
              },
            }),
        },
      );
      return { recipients: count };
    },
  );
};
