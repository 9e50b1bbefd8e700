import { hkdfSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { open, seal } from './aes-gcm.js';

const KEY_VERSION = 1;

/**
 * The master (key-encryption) key: HKDF-SHA256 of the server's JWT secret. It never leaves the process, so the
 * wrapped keys in `tenant_keys` are useless without the secret. Changing JWT_SECRET makes existing tenant keys,
 * and so every value sealed with them, unreadable.
 */
export const masterKeyOf = (jwtSecret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', jwtSecret, 'sen-erp/tenant-keys', `key-wrap v${KEY_VERSION}`, 32));

/** What a wrapped key is bound to: it cannot be moved to another tenant's row. */
const wrapAad = (tenantId: string) => `sen:tenant-key:${tenantId}`;

/**
 * Per-tenant AES-256 data keys: a random 256-bit key created on the tenant's first use, stored wrapped
 * (AES-256-GCM under the master key) in `tenant_keys`, kept unwrapped in this process's memory only.
 */
export class TenantKeys {
  readonly #masterKey: Buffer;
  readonly #keys = new Map<string, Buffer>();

  constructor(
    private readonly db: Kysely<Database>,
    jwtSecret: string,
  ) {
    this.#masterKey = masterKeyOf(jwtSecret);
  }

  /** The tenant's data key, created (and stored wrapped) on first use. 500 TENANT_KEY_UNAVAILABLE if unreadable. */
  async keyOf(tenantId: string): Promise<Buffer> {
    const known = this.#keys.get(tenantId);
    if (known) return known;
    await this.db
      .insertInto('tenant_keys')
      .values({
        tenant_id: tenantId,
        version: KEY_VERSION,
        wrapped_key: seal(this.#masterKey, randomBytes(32), wrapAad(tenantId)),
      })
      .onConflict((oc) => oc.column('tenant_id').doNothing())
      .execute();
    // Read back what is stored: when two instances create a key at once, both use the one that won.
    const row = await this.db
      .selectFrom('tenant_keys')
      .select('wrapped_key')
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    const key = open(this.#masterKey, row.wrapped_key, wrapAad(tenantId));
    if (!key || key.length !== 32) throw new ApiError(500, 'TENANT_KEY_UNAVAILABLE');
    this.#keys.set(tenantId, key);
    return key;
  }

  /** Forgets the tenant's unwrapped key held in memory (it is read again from the table on next use). */
  forget(tenantId: string): boolean {
    return this.#keys.delete(tenantId);
  }
}
