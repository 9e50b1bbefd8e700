import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../../src/db/migrate.js';
import { pgliteExtensions } from '../../src/db/open-pglite.js';
import type { Database } from '../../src/db/schema.js';
import { seedDemoTenant } from '../../src/seed/demo.js';
import './password-cost.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A freshly initialised, empty PGlite data directory (tarball). */
    pgliteEmptyTemplate: string;
    /** The same, migrated and demo-seeded: what a test file's database starts from. */
    pgliteTemplate: string;
  }
}

const writeDump = async (pglite: PGlite, name: string): Promise<string> => {
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `sen-pglite-${name}-${process.pid}-${Date.now()}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
};

/**
 * Global set-up of the 'pglite' project: runs initdb, the migrations and the demo seed once and hands the result
 * to every test file, which loads it in about a second instead of repeating each step (the server's own migrate
 * and seed then find nothing to do). The empty cluster is kept for tests that need a database before migrations.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const empty = await writeDump(pglite, 'empty');
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool(createPgConfig(pglite)) }),
  });
  await runMigrations(db);
  await seedDemoTenant(db);
  await db.destroy();
  const seeded = await writeDump(pglite, 'seeded');
  await pglite.close();
  project.provide('pgliteEmptyTemplate', empty);
  project.provide('pgliteTemplate', seeded);
  return async () => {
    await rm(empty, { force: true });
    await rm(seeded, { force: true });
  };
}
