import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle } from './database-handle.js';
import { pgTypes } from './pg-types.js';
import type { Database } from './schema.js';

export const pgliteExtensions = { pg_trgm, unaccent };

/**
 * Embedded PostgreSQL (PGlite, WASM) driven through node-postgres, so the Kysely code is the same as on a
 * PostgreSQL server. `dataDir` is a folder for a file-backed database, or undefined for an in-memory one;
 * `template` (a dumpDataDir() tarball) skips initdb for in-memory databases.
 */
export const openPglite = async (dataDir?: string, template?: Blob): Promise<DatabaseHandle> => {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const extensions = pgliteExtensions;
  const pglite = dataDir
    ? await PGlite.create(dataDir, { extensions })
    : await PGlite.create(template ? { extensions, loadDataDir: template } : { extensions });
  const pool = new pg.Pool({ ...createPgConfig(pglite), types: pgTypes });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
};
