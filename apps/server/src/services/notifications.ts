import { randomUUID } from 'node:crypto';
import type { NotificationHistory, NotificationItem } from '@sen/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AppDeps } from '../app-deps.js';
import type { NotificationsTable } from '../db/tables/notifications.js';
import type { Database } from '../db/schema.js';
import { notificationRuntimeOf } from '../realtime/notification-runtime.js';
import { pushProviderFor, tenantTopic, type PushLogger, type PushTarget } from './push-provider.js';

/** What a notification says; link, type and sender default to '', 'system' and '' (the system). */
export type NotificationContent = {
  title: string;
  body?: string;
  link?: string;
  type?: string;
  sender?: string;
};

export type NotifyResult = { batchId: string; recipients: number };

export type NotifyOptions = {
  /** The recipients are every user of the tenant: push goes to the tenant topic instead of their tokens. */
  wholeTenant?: boolean;
  /**
   * Runs in the transaction that stores the notifications, after they are stored (e.g. to record the change in
   * the audit log): when it throws, nothing is stored and nothing is sent.
   */
  onStored?: (trx: Transaction<Database>, stored: NotifyResult) => Promise<void>;
};

/** What markNotificationsRead changed: the ids that became read now and the unread count left. */
export type ReadChange = { ids: string[]; updated: number; total_unread: number; unread_before: number };

type Row = Selectable<NotificationsTable>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The wire shape of a stored notification. */
export const notificationItemOf = (
  row: Pick<Row, 'id' | 'title' | 'body' | 'link' | 'type' | 'sender' | 'is_read' | 'created_at'>,
): NotificationItem => ({
  id: row.id,
  title: row.title,
  body: row.body,
  link: row.link,
  type: row.type,
  sender: row.sender,
  is_read: row.is_read,
  created_at: new Date(row.created_at).toISOString(),
});

export const unreadCount = async (
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
): Promise<number> => {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** One page of a user's notifications, newest first, with the count of the filter and the unread count. */
export const notificationHistory = async (
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  query: { page: number; limit: number; unreadOnly: boolean },
): Promise<NotificationHistory> => {
  let base = db.selectFrom('notifications').where('tenant_id', '=', tenantId).where('user_id', '=', userId);
  if (query.unreadOnly) base = base.where('is_read', '=', false);
  const [rows, total, totalUnread] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    unreadCount(db, tenantId, userId),
  ]);
  return { notifications: rows.map(notificationItemOf), total: Number(total.n), total_unread: totalUnread };
};

const publishUnread = async (deps: AppDeps, tenantId: string, userId: string): Promise<void> => {
  const runtime = notificationRuntimeOf(deps.db);
  await runtime?.bus
    .publish({ kind: 'unread', tenant_id: tenantId, user_id: userId })
    .catch((error: Error) => runtime.log.warn({ error: error.message }, 'realtime: publish failed'));
};

/**
 * Marks the user's notifications with these ids read. Ids of other users (or tenants), unknown ids and ids that
 * are not UUIDs are ignored. Returns how many became read now and what is left unread; the user's hub
 * connections get `unread` when anything changed. When anything changed, `onChange` runs in the transaction
 * that marks them (e.g. to record the change in the audit log); when it throws, nothing is marked.
 */
export const markNotificationsRead = async (
  deps: AppDeps,
  tenantId: string,
  userId: string,
  ids: string[] | 'all',
  onChange?: (trx: Transaction<Database>, change: ReadChange) => Promise<void>,
): Promise<{ updated: number; total_unread: number }> => {
  const wanted = ids === 'all' ? 'all' : [...new Set(ids.filter((id) => uuidPattern.test(id)))];
  const result = await deps.db.transaction().execute(async (trx) => {
    let read: string[] = [];
    if (wanted === 'all' || wanted.length > 0) {
      let update = trx
        .updateTable('notifications')
        .set({ is_read: true, read_at: new Date() })
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('is_read', '=', false);
      if (wanted !== 'all') update = update.where('id', 'in', wanted);
      read = (await update.returning('id').execute()).map((row) => row.id);
    }
    const totalUnread = await unreadCount(trx, tenantId, userId);
    if (read.length > 0 && onChange) {
      await onChange(trx, {
        ids: read,
        updated: read.length,
        total_unread: totalUnread,
        unread_before: totalUnread + read.length,
      });
    }
    return { updated: read.length, total_unread: totalUnread };
  });
  if (result.updated > 0) await publishUnread(deps, tenantId, userId);
  return result;
};

/** Push tokens of these users whose settings allow push. */
const pushTokensOf = async (db: Kysely<Database>, tenantId: string, userIds: string[]): Promise<string[]> => {
  const rows = await db
    .selectFrom('push_tokens as t')
    .leftJoin('notification_settings as s', (join) =>
      join.onRef('s.tenant_id', '=', 't.tenant_id').onRef('s.user_id', '=', 't.user_id'),
    )
    .select('t.token')
    .distinct()
    .where('t.tenant_id', '=', tenantId)
    .where('t.user_id', 'in', userIds)
    .where((eb) => eb.or([eb('s.push', 'is', null), eb('s.push', '=', true)]))
    .execute();
  return rows.map((r) => r.token);
};

const consoleLogger: PushLogger = {
  warn: (details, message) => console.warn(message, details),
  info: () => undefined,
};

/**
 * Notifies users of a tenant (for any server code: tasks, approvals, broadcasts): stores one notification per
 * user (users not of the tenant are skipped), publishes them on the realtime hub (delivered to connections of
 * users whose settings.in_app is on) and sends a push message (to the tenant topic for `wholeTenant`, else to
 * the push tokens of recipients whose settings.push is on). Realtime and push failures are logged, never thrown.
 * Storing (and `options.onStored`) is one transaction; publishing and pushing happen after it commits.
 */
export const notifyUsers = async (
  deps: AppDeps,
  tenantId: string,
  userIds: string[],
  content: NotificationContent,
  options: NotifyOptions = {},
): Promise<NotifyResult> => {
  const batchId = randomUUID();
  const wanted = [...new Set(userIds.filter((id) => uuidPattern.test(id)))];
  if (wanted.length === 0) return { batchId, recipients: 0 };
  const message = {
    title: content.title,
    body: content.body ?? '',
    link: content.link ?? '',
    type: content.type ?? 'system',
    sender: content.sender ?? '',
  };
  const users = await deps.db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', wanted)
      .execute();
    if (found.length === 0) return found;
    await trx
      .insertInto('notifications')
      .values(found.map((u) => ({ tenant_id: tenantId, user_id: u.id, batch_id: batchId, ...message })))
      .execute();
    await options.onStored?.(trx, { batchId, recipients: found.length });
    return found;
  });
  if (users.length === 0) return { batchId, recipients: 0 };

  const runtime = notificationRuntimeOf(deps.db);
  const log = runtime?.log ?? consoleLogger;
  await runtime?.bus
    .publish({ kind: 'notification', tenant_id: tenantId, batch_id: batchId })
    .catch((error: Error) => log.warn({ error: error.message }, 'realtime: publish failed'));

  const tenant = await deps.db
    .selectFrom('tenants')
    .select(['id', 'code'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  const provider = await pushProviderFor(deps.db, tenant, log);
  const target: PushTarget = options.wholeTenant
    ? { topic: tenantTopic(tenant.code) }
    : {
        tokens: await pushTokensOf(
          deps.db,
          tenantId,
          users.map((u) => u.id),
        ),
      };
  await provider.send(target, {
    title: message.title,
    body: message.body,
    data: { link: message.link, type: message.type, sender: message.sender, batch_id: batchId },
  });
  return { batchId, recipients: users.length };
};
