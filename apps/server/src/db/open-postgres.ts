import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle } from './database-handle.js';
import { pgTypes } from './pg-types.js';
import { preparingPool } from './prepared-statements.js';
import type { Database } from './schema.js';

export type PostgresOptions = {
  poolSize?: number;
  /** How many statement texts each connection keeps prepared (prepared-statements.ts); 0 prepares none. */
  statementCache?: number;
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

/**
 * Settings of every connection: no JIT compilation. A report over a month of bills is estimated dear enough
 * (its per-voucher 'posted' checks) for PostgreSQL to compile and optimise some 150 functions with LLVM on every
 * run: about 550 ms on top of a 100 ms report, a sale detail over three months 1.6 s instead of 0.8 s. The
 * server's statements read indexed rows of one tenant, where compiling never pays.
 */
export const CONNECTION_SETTINGS = '-c jit=off';

/** Statement texts kept prepared per connection unless DATABASE_STATEMENT_CACHE says otherwise. */
export const DEFAULT_STATEMENT_CACHE = 256;

/** A PostgreSQL server reached through a connection string. */
export const openPostgres = (
  connectionString: string,
  {
    poolSize = 10,
    statementCache = DEFAULT_STATEMENT_CACHE,
    onIdleClientError = warnIdleClientError,
  }: PostgresOptions = {},
): DatabaseHandle => {
  const connections = new pg.Pool({
    connectionString,
    max: poolSize,
    types: pgTypes,
    options: CONNECTION_SETTINGS,
  });
  connections.on('error', onIdleClientError);
  const pool = statementCache > 0 ? preparingPool(connections, statementCache) : connections;
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
};
