import type { Kysely } from 'kysely';
import type { ServerConfig } from './config.js';
import type { DatabaseKind } from './db/database-handle.js';
import type { Database } from './db/schema.js';

/** What route handlers and services need: the database and the configuration. */
export type AppDeps = {
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  config: ServerConfig;
};
