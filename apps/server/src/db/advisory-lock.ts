import { sql, type Transaction } from 'kysely';
import type { Database } from './schema.js';

/**
 * Holds, until the transaction ends, the advisory lock named by a scope ('login-user', 'otp-send-ip', ...) and a
 * key within it, so that a count and the insert it allows run one at a time per key, on PGlite as on a
 * PostgreSQL pool. Keys are hashed (hashtext): two keys sharing a hash only share a lock. A transaction taking
 * several locks must take them in the same scope order as every other, so that none waits in a cycle.
 */
export const lockForTransaction = async (
  trx: Transaction<Database>,
  scope: string,
  key: string,
): Promise<void> => {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${scope}), hashtext(${key}))`.execute(trx);
};
