import type { NotificationSettings } from '@sen/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Settings of a user who never saved any: everything on. */
export const defaultNotificationSettings: NotificationSettings = { in_app: true, push: true, sound: true };

export const readNotificationSettings = async (
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
): Promise<NotificationSettings> =>
  (await db
    .selectFrom('notification_settings')
    .select(['in_app', 'push', 'sound'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst()) ?? defaultNotificationSettings;

export const saveNotificationSettings = async (
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> =>
  db
    .insertInto('notification_settings')
    .values({ tenant_id: tenantId, user_id: userId, ...settings, updated_at: new Date() })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'user_id']).doUpdateSet({ ...settings, updated_at: new Date() }),
    )
    .returning(['in_app', 'push', 'sound'])
    .executeTakeFirstOrThrow();
