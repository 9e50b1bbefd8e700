import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** How long a value stays in one instance's memory at most, whatever its TTL (other instances may clear it). */
export const MEMORY_TTL_CAP_SECONDS = 10;

type MemoryEntry = { value: unknown; expiresAt: number };

/**
 * The server's two-level cache of derived data, per tenant:
 * - a process-memory layer, each value kept at most MEMORY_TTL_CAP_SECONDS (so a clear on another instance is
 *   seen within that time);
 * - the `cache_entries` table (key, value jsonb, expires_at), shared by every server instance.
 * Values must be JSON. Only derived data (summaries, lookups) belongs here; losing it only costs a recompute.
 */
export class CacheStore {
  readonly #memory = new Map<string, Map<string, MemoryEntry>>();

  constructor(private readonly db: Kysely<Database>) {}

  #tenantMemory(tenantId: string): Map<string, MemoryEntry> {
    let entries = this.#memory.get(tenantId);
    if (!entries) {
      entries = new Map();
      this.#memory.set(tenantId, entries);
    }
    return entries;
  }

  /** The value of a key, when an unexpired one is cached (memory first, then the shared table). */
  async get<T>(tenantId: string, key: string): Promise<T | undefined> {
    const memory = this.#tenantMemory(tenantId);
    const hit = memory.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.value as T;
    if (hit) memory.delete(key);
    const row = await this.db
      .selectFrom('cache_entries')
      .select(['value', 'expires_at'])
      .where('tenant_id', '=', tenantId)
      .where('key', '=', key)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (!row) return undefined;
    this.#remember(tenantId, key, row.value, row.expires_at.getTime());
    return row.value as T;
  }

  /**
   * Stores a JSON value for ttlSeconds in both layers. Rows of the tenant expired for over a day are deleted on
   * the way, so the table does not keep growing.
   */
  async set(tenantId: string, key: string, value: unknown, ttlSeconds: number): Promise<void> {
    const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
    const json = JSON.stringify(value);
    await this.db
      .deleteFrom('cache_entries')
      .where('tenant_id', '=', tenantId)
      .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
    await this.db
      .insertInto('cache_entries')
      .values({ tenant_id: tenantId, key, value: json, expires_at: expiresAt })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'key'])
          .doUpdateSet({ value: json, expires_at: expiresAt, created_at: sql`now()` }),
      )
      .execute();
    this.#remember(tenantId, key, JSON.parse(json), expiresAt.getTime());
  }

  /** The cached value of a key, or the computed one (then cached for ttlSeconds). */
  async getOrCompute<T>(
    tenantId: string,
    key: string,
    ttlSeconds: number,
    compute: () => Promise<T>,
  ): Promise<T> {
    const cached = await this.get<T>(tenantId, key);
    if (cached !== undefined) return cached;
    const value = await compute();
    await this.set(tenantId, key, value, ttlSeconds);
    return value;
  }

  /**
   * Empties this instance's memory layer of the tenant and expires the tenant's shared entries (they stay as
   * rows until purged or overwritten). Returns how many distinct keys held a live value in either layer.
   * `db` may be a transaction of the same database (the call is then part of it).
   */
  async clearTenant(tenantId: string, db: Kysely<Database> = this.db): Promise<number> {
    const keys = new Set(this.#forget(tenantId));
    const expired = await db
      .updateTable('cache_entries')
      .set({ expires_at: sql<Date>`now()` })
      .where('tenant_id', '=', tenantId)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('key')
      .execute();
    for (const row of expired) keys.add(row.key);
    return keys.size;
  }

  /**
   * Deletes every shared entry of the tenant (live or expired) and its memory layer; returns the rows deleted.
   * `db` may be a transaction of the same database (the call is then part of it).
   */
  async purgeTenant(tenantId: string, db: Kysely<Database> = this.db): Promise<number> {
    this.#forget(tenantId);
    const deleted = await db.deleteFrom('cache_entries').where('tenant_id', '=', tenantId).executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }

  #remember(tenantId: string, key: string, value: unknown, expiresAt: number): void {
    const capped = Math.min(expiresAt, Date.now() + MEMORY_TTL_CAP_SECONDS * 1000);
    this.#tenantMemory(tenantId).set(key, { value, expiresAt: capped });
  }

  /** Drops the tenant's memory layer; returns the keys it held a live value for. */
  #forget(tenantId: string): string[] {
    const entries = this.#memory.get(tenantId);
    this.#memory.delete(tenantId);
    const now = Date.now();
    return [...(entries ?? [])].filter(([, entry]) => entry.expiresAt > now).map(([key]) => key);
  }
}

const stores = new WeakMap<Kysely<Database>, CacheStore>();

/** The cache store of a database: one per open database in this process, shared by every route using it. */
export const cacheStoreOf = (db: Kysely<Database>): CacheStore => {
  let store = stores.get(db);
  if (!store) {
    store = new CacheStore(db);
    stores.set(db, store);
  }
  return store;
};
