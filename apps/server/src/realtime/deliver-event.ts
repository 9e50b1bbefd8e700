import { notificationHubMethods } from '@sen/domain';
import { branchScope } from '@sen/auth';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { notificationItemOf, unreadCount } from '../services/notifications.js';
import type { HubRegistry } from './hub-registry.js';
import type { RealtimeEvent } from './realtime-bus.js';

/**
 * The users among `userIds` who work with the branch: administrators, and the others granted it (no branch: all).
 * Read from the database at delivery, so a grant withdrawn since the user connected counts.
 */
const usersOfBranch = async (
  db: Kysely<Database>,
  tenantId: string,
  userIds: readonly string[],
  branch: string | null,
): Promise<string[]> => {
  const users = await db
    .selectFrom('users')
    .select(['id', 'is_admin', 'branchs'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', userIds)
    .execute();
  return users
    .filter(
      (user) =>
        branch === null ||
        branchScope({ isAdmin: Boolean(user.is_admin), branchs: user.branchs }, [branch]).length > 0,
    )
    .map((user) => user.id);
};

/**
 * Sends one realtime event to this instance's hub connections: the batch's notifications to their recipients
 * connected here (re-read from the database; recipients whose settings.in_app is off are skipped), the user's new
 * unread count, or a live resource's row change to the connected users of the row's branch.
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
  if (event.kind === 'record') {
    const { kind: _kind, tenant_id: tenantId, ...change } = event;
    for (const userId of await usersOfBranch(db, tenantId, users, change.ma_dvcs))
      hubs.connectionsOf(tenantId, userId).forEach((c) => c.invoke(notificationHubMethods.record, [change]));
    return;
  }
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
