import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle } from './database-handle.js';
import type { Database } from './schema.js';

/** A PostgreSQL server reached through a connection string. */
export const openPostgres = (connectionString: string, poolSize = 10): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
};
