import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle } from './database-handle.js';
import type { Database } from './schema.js';

export type PostgresOptions = {
  poolSize?: number;
  /**
   * Called when an idle pooled connection fails: the server restarted, an administrator terminated it, or the
   * network dropped. The pool discards that connection and opens a new one on demand; without a listener
   * node-postgres would throw the error and end the process.
   */
  onIdleClientError?: (error: Error) => void;
};

const warnIdleClientError = (error: Error): void => {
  console.warn(`PostgreSQL closed an idle connection (it will be replaced): ${error.message}`);
};

/** A PostgreSQL server reached through a connection string. */
export const openPostgres = (
  connectionString: string,
  { poolSize = 10, onIdleClientError = warnIdleClientError }: PostgresOptions = {},
): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  pool.on('error', onIdleClientError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
};
