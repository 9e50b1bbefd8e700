import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PushLogger } from '../services/push-provider.js';
import type { HubRegistry } from './hub-registry.js';
import type { RealtimeBus } from './realtime-bus.js';

/** What a running server adds for notifications: the realtime bus, its hub connections and its logger. */
export type NotificationRuntime = { bus: RealtimeBus; hubs: HubRegistry; log: PushLogger };

/** Keyed by the app's Kysely instance, so services reach the runtime from the plain AppDeps they are given. */
const runtimes = new WeakMap<Kysely<Database>, NotificationRuntime>();

export const attachNotificationRuntime = (db: Kysely<Database>, runtime: NotificationRuntime): void => {
  runtimes.set(db, runtime);
};

/** Forgets the runtime when it is still the one attached (a restarted app may have attached its own). */
export const detachNotificationRuntime = (db: Kysely<Database>, runtime: NotificationRuntime): void => {
  if (runtimes.get(db) === runtime) runtimes.delete(db);
};

/** The runtime of the server using this database; undefined outside a running server (scripts, seeds). */
export const notificationRuntimeOf = (db: Kysely<Database>): NotificationRuntime | undefined =>
  runtimes.get(db);
