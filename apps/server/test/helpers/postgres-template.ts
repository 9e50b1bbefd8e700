import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/db/open-postgres.js';
import { runMigrations } from '../../src/db/migrate.js';
import { seedDemoTenant } from '../../src/seed/demo.js';
import './password-cost.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database on the DATABASE_URL server, migrated and demo-seeded, that each test file's database copies. */
    postgresTemplate: string;
  }
}

const adminQuery = async (serverUrl: string, sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
};

/**
 * Global set-up of the 'postgres' project: one migrated, demo-seeded database that every test file copies with
 * `CREATE DATABASE … TEMPLATE` (a file copy on the server) instead of migrating and seeding its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("project 'postgres' needs DATABASE_URL");
  const name = `sen_test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), { poolSize: 2 });
  await runMigrations(handle.db);
  await seedDemoTenant(handle.db);
  await handle.close();
  project.provide('postgresTemplate', name);
  return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
