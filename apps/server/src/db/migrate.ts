import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** apps/server/migrations, from src/db (tsx) as well as dist/db (node). */
export const migrationsFolder = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** Serialises concurrent starts of several instances on one PostgreSQL database. */
const MIGRATION_LOCK_KEY = 7_305_001;

export type Migration = { version: string; name: string; file: string };

/** `0001_initial_schema.sql` -> version '0001', name 'initial_schema'. */
export const listMigrations = async (folder = migrationsFolder): Promise<Migration[]> => {
  const files = (await readdir(folder)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  return files.map((file) => {
    const [version = '', ...rest] = file.replace(/\.sql$/, '').split('_');
    return { version, name: rest.join('_'), file };
  });
};

const ensureMigrationsTable = (db: Kysely<Database>) =>
  sql`CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`.execute(db);

/**
 * Applies the migrations not yet recorded in schema_migrations, in order, each inside its own transaction.
 * Returns the versions it applied (empty when the schema is current).
 */
export const runMigrations = async (db: Kysely<Database>, folder = migrationsFolder): Promise<string[]> => {
  await ensureMigrationsTable(db);
  const applied: string[] = [];
  for (const migration of await listMigrations(folder)) {
    const text = await readFile(`${folder}/${migration.file}`, 'utf8');
    const ran = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
      const done = await trx
        .selectFrom('schema_migrations')
        .select('version')
        .where('version', '=', migration.version)
        .executeTakeFirst();
      if (done) return false;
      await sql.raw(text).execute(trx);
      await trx
        .insertInto('schema_migrations')
        .values({ version: migration.version, name: migration.name })
        .execute();
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
};
