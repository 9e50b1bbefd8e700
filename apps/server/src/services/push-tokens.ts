import type { PushTokenRegistration } from '@sen/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Tenant } from '../db/schema.js';
import { readNotificationSettings } from './notification-settings.js';
import { pushProviderFor, tenantTopic, type PushLogger } from './push-provider.js';

/** The last characters of a push token: enough to tell two tokens apart in a log, never the token itself. */
export const tokenFingerprint = (token: string): string => `…${token.slice(-6)}`;

/** A registration as the audit log shows it: the token only by its fingerprint. */
export type SavedPushToken = { device_id: string; os_type: string; token_end: string };

/** What registering changed: the user's registration of the device before (if any) and after. */
export type PushTokenChange = {
  before: SavedPushToken | null;
  after: SavedPushToken;
  /** Registrations of the same device or token by other users of the tenant, removed. */
  removedFromOthers: number;
};

const shown = (row: { device_id: string; os_type: string; token: string }): SavedPushToken => ({
  device_id: row.device_id,
  os_type: row.os_type,
  token_end: tokenFingerprint(row.token),
});

/**
 * Registers a device's push token for the user (one per user and device: a new token replaces the old, which
 * is unsubscribed from the tenant topic). The same device or token registered earlier by another user of the
 * tenant is removed, so a shared device only receives the pushes of whoever signed in last. The token is
 * subscribed to the tenant topic when the user's settings allow push. Provider failures are only logged.
 * The database writes are one transaction; when they change anything, `onSaved` runs in it (e.g. to record the
 * change in the audit log) and nothing is saved if it throws. The provider is called after the commit.
 */
export const registerPushToken = async (
  db: Kysely<Database>,
  tenant: Pick<Tenant, 'id' | 'code'>,
  userId: string,
  registration: PushTokenRegistration,
  log: PushLogger,
  onSaved?: (trx: Transaction<Database>, change: PushTokenChange) => Promise<void>,
): Promise<{ device_id: string; topic: string }> => {
  const topic = tenantTopic(tenant.code);
  const previous = await db.transaction().execute(async (trx) => {
    const previous = await trx
      .selectFrom('push_tokens')
      .select(['device_id', 'os_type', 'token'])
      .where('tenant_id', '=', tenant.id)
      .where('user_id', '=', userId)
      .where('device_id', '=', registration.device_id)
      .executeTakeFirst();
    const removed = await trx
      .deleteFrom('push_tokens')
      .where('tenant_id', '=', tenant.id)
      .where('user_id', '<>', userId)
      .where((eb) =>
        eb.or([eb('device_id', '=', registration.device_id), eb('token', '=', registration.token)]),
      )
      .executeTakeFirst();
    const now = new Date();
    await trx
      .insertInto('push_tokens')
      .values({ tenant_id: tenant.id, user_id: userId, ...registration, created_at: now, updated_at: now })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'user_id', 'device_id'])
          .doUpdateSet({ os_type: registration.os_type, token: registration.token, updated_at: now }),
      )
      .execute();
    const removedFromOthers = Number(removed.numDeletedRows);
    const same =
      previous?.token === registration.token &&
      previous.os_type === registration.os_type &&
      removedFromOthers === 0;
    if (!same && onSaved) {
      await onSaved(trx, {
        before: previous ? shown(previous) : null,
        after: shown(registration),
        removedFromOthers,
      });
    }
    return previous;
  });

  const provider = await pushProviderFor(db, tenant, log);
  if (previous && previous.token !== registration.token) await provider.unsubscribe([previous.token], topic);
  const settings = await readNotificationSettings(db, tenant.id, userId);
  if (settings.push) await provider.subscribe([registration.token], topic);
  return { device_id: registration.device_id, topic };
};

/** Subscribes (push on) or unsubscribes (push off) every token of the user to or from the tenant topic. */
export const syncPushSubscription = async (
  db: Kysely<Database>,
  tenant: Pick<Tenant, 'id' | 'code'>,
  userId: string,
  push: boolean,
  log: PushLogger,
): Promise<void> => {
  const tokens = (
    await db
      .selectFrom('push_tokens')
      .select('token')
      .where('tenant_id', '=', tenant.id)
      .where('user_id', '=', userId)
      .execute()
  ).map((r) => r.token);
  if (tokens.length === 0) return;
  const provider = await pushProviderFor(db, tenant, log);
  const topic = tenantTopic(tenant.code);
  await (push ? provider.subscribe(tokens, topic) : provider.unsubscribe(tokens, topic));
};
