import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: the Kysely instance, which engine runs it, and how to close it. */
export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close: () => Promise<void>;
};
