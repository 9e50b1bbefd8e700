import type { StaffContext } from './staff-context.js';

/**
 * How long a staff context is reused, in milliseconds. This server clears its cache after every write it handles
 * that may change one (http/request-context.ts: all but resource writes to other tables), so this is the most a change made by ANOTHER server instance, or straight in the database (a user locked, a
 * session revoked, a branch added), can go unseen by a request of a session that asked a moment before.
 */
export const STAFF_CONTEXT_TTL_MS = 1000;

/** How many sessions' contexts are kept at most; the oldest entry is dropped to make room. */
export const STAFF_CONTEXT_MAX_ENTRIES = 5000;

export type StaffContextCacheOptions = {
  /** How long an entry is reused (default STAFF_CONTEXT_TTL_MS). */
  ttlMs?: number;
  /** How many entries are kept at most (default STAFF_CONTEXT_MAX_ENTRIES). */
  maxEntries?: number;
  /** The clock, in milliseconds (default Date.now); tests move it instead of sleeping. */
  now?: () => number;
};

/** What identifies a staff context: the tenant, the user and the session of the token. */
export type StaffContextKey = { tenantCode: string; sub: string; sid: string };

type Entry = { context: StaffContext; loadedAt: number };

// A header value cannot hold a NUL, so the joined key cannot be read two ways.
const keyOf = ({ tenantCode, sub, sid }: StaffContextKey): string => `${tenantCode}\0${sub}\0${sid}`;

/** Freezes arrays and plain objects all the way down: a cached context is shared by the requests that reuse it. */
const deepFreeze = <T>(value: T): T => {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype) {
    for (const inner of Object.values(value as object)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};

/**
 * The staff contexts (services/staff-context.ts) of recently seen sessions, so that a session's requests in quick
 * succession read tenant, user, session and branch codes once. One per app (AppDeps.staffContexts), cleared after
 * every write the app handles that may change a context. Only a found tenant's context is kept; an unknown tenant is asked again every time.
 */
export class StaffContextCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  /** Counts clear() calls, so that a load started before a clear is not kept after it. */
  #generation = 0;

  constructor(options: StaffContextCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? STAFF_CONTEXT_TTL_MS;
    this.#maxEntries = options.maxEntries ?? STAFF_CONTEXT_MAX_ENTRIES;
    this.#now = options.now ?? Date.now;
  }

  /**
   * The session's context: the cached one when it was loaded less than the TTL ago, otherwise what `load`
   * answers, kept when the tenant exists and the cache was not cleared while loading. The TTL counts from the
   * start of the load, so an entry never shows the database as it was longer ago than that.
   */
  async get(
    key: StaffContextKey,
    load: () => Promise<StaffContext | undefined>,
  ): Promise<StaffContext | undefined> {
    const name = keyOf(key);
    const startedAt = this.#now();
    const entry = this.#entries.get(name);
    if (entry) {
      const age = startedAt - entry.loadedAt;
      if (age >= 0 && age < this.#ttlMs) return entry.context;
      this.#entries.delete(name);
    }
    const generation = this.#generation;
    const context = await load();
    if (!context) return undefined;
    const shared = deepFreeze(context);
    if (generation === this.#generation) this.#keep(name, { context: shared, loadedAt: startedAt });
    return shared;
  }

  /** Forgets every entry, and any load under way: the next request of every session reads the database. */
  clear(): void {
    this.#entries.clear();
    this.#generation += 1;
  }

  /** How many entries are kept (expired ones included until they are asked for or pushed out). */
  get size(): number {
    return this.#entries.size;
  }

  #keep(name: string, entry: Entry): void {
    this.#entries.delete(name);
    if (this.#maxEntries <= 0) return;
    while (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
    this.#entries.set(name, entry);
  }
}
