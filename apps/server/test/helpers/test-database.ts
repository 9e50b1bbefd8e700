import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database-handle.js';
import { openPglite } from '../../src/db/open-pglite.js';
import { openPostgres } from '../../src/db/open-postgres.js';

/**
 * A fresh database for one test file: in-memory PGlite, or (project 'postgres') a new database with a random name
 * on the DATABASE_URL server, dropped by `destroy`. It starts migrated and demo-seeded (copied from the template
 * the project's global set-up made), or, with `empty`, as a bare cluster.
 */
export type TestDatabase = DatabaseHandle & { destroy: () => Promise<void> };

const createPostgresDatabase = async (serverUrl: string, empty: boolean): Promise<TestDatabase> => {
  const name = `sen_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${empty ? '' : ` TEMPLATE ${inject('postgresTemplate')}`}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Dropping the database WITH (FORCE) terminates connections the pool is still closing: expected, not news.
  const handle = openPostgres(url.toString(), { poolSize: 4, onIdleClientError: () => undefined });
  return {
    ...handle,
    destroy: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
};

export const createTestDatabase = async ({ empty = false } = {}): Promise<TestDatabase> => {
  if (process.env.TEST_DATABASE === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error("project 'postgres' needs DATABASE_URL");
    return createPostgresDatabase(serverUrl, empty);
  }
  const template = new Blob([await readFile(inject(empty ? 'pgliteEmptyTemplate' : 'pgliteTemplate'))]);
  const handle = await openPglite(undefined, template);
  return { ...handle, destroy: handle.close };
};
