import { notificationHubMethods } from '@sen/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { notificationItemOf, unreadCount } from '../services/notifications.js';
import type { HubRegistry } from './hub-registry.js';
import type { RealtimeEvent } from './realtime-bus.js';

/**
 * Sends one realtime event to this instance's hub connections: the batch's notifications to their recipients
 * connected here (re-read from the database; recipients whose settings.in_app is off are skipped), or the
 * user's new unread count.
 */
export const deliverRealtimeEvent = async (
  db: Kysely<Database>,
  hubs: HubRegistry,
  event: RealtimeEvent,
): Promise<void> => {
  if (event.kind === 'unread') {
    const connections = hubs.connectionsOf(event.tenant_id, event.user_id);
    if (connections.length === 0) return;
    const total = await unreadCount(db, event.tenant_id, event.user_id);
    connections.forEach((c) => c.invoke(notificationHubMethods.unread, [{ total_unread: total }]));
    return;
  }
  const users = hubs.usersOf(event.tenant_id);
  if (users.length === 0) return;
  const rows = await db
    .selectFrom('notifications as n')
    .leftJoin('notification_settings as s', (join) =>
      join.onRef('s.tenant_id', '=', 'n.tenant_id').onRef('s.user_id', '=', 'n.user_id'),
    )
    .selectAll('n')
    .where('n.tenant_id', '=', event.tenant_id)
    .where('n.batch_id', '=', event.batch_id)
    .where('n.user_id', 'in', users)
    .where((eb) => eb.or([eb('s.in_app', 'is', null), eb('s.in_app', '=', true)]))
    .execute();
  for (const row of rows) {
    const item = notificationItemOf(row);
    hubs
      .connectionsOf(row.tenant_id, row.user_id)
      .forEach((c) => c.invoke(notificationHubMethods.notification, [item]));
  }
};
