import { defineConfig } from 'vitest/config';

/**
 * Server tests run on a fresh in-memory PGlite database per test file ('pglite'), and — when DATABASE_URL points
 * at a PostgreSQL server — once more on a fresh database per test file created on that server ('postgres').
 */
/** Test files that never open a database: they run once, on the PGlite project only. */
const withoutDatabase = [
  'test/access-token.test.ts',
  'test/password.test.ts',
  'test/helpers/catalogue-records.test.ts',
  'test/catalogue/schema-changes.test.ts',
  'test/seed/demo-places.test.ts',
  'test/seed/catalogue-rows.test.ts',
  'test/seed/card-ledgers.test.ts',
  'test/seed/demo-books-dates.test.ts',
  'test/einvoice/viettel-payload.test.ts',
  'test/printing/ticket-render.test.ts',
  'test/printing/ticket-printer.test.ts',
];

/**
 * The generated permission matrix (every resource × right, about 1,500 cases of HTTP calls): authorization rules,
 * the same SQL on either database. With a PostgreSQL server at hand it runs there only (PGlite takes three times
 * as long on it); without one, on PGlite.
 */
const onServerWhenThere = ['test/catalogue/permissions.generated.*.test.ts'];

/**
 * Test files that compare the built contract with the committed one, word for word: they run in a fresh module
 * graph of their own (`isolate`), because zod's global schema registry keeps what earlier files of a shared worker
 * registered (component names would gain a suffix). On PGlite only: the contract does not depend on the database.
 */
const isolated = ['test/contract/**'];

/** Each project says its files (a project's `include` adds to the root's, it does not replace it). */
const everyTest = ['test/**/*.test.ts'];

const projects = [
  {
    extends: true as const,
    test: {
      name: 'pglite',
      env: { TEST_DATABASE: 'pglite' },
      include: everyTest,
      // test/postgres/: behaviours only a PostgreSQL server has (e.g. an administrator ending a connection).
      exclude: ['test/postgres/**', ...isolated, ...(process.env.DATABASE_URL ? onServerWhenThere : [])],
      globalSetup: ['test/helpers/pglite-template.ts'],
    },
  },
  {
    extends: true as const,
    test: {
      name: 'pglite-isolated',
      env: { TEST_DATABASE: 'pglite' },
      include: isolated.map((glob) => `${glob}/*.test.ts`),
      isolate: true,
      globalSetup: ['test/helpers/pglite-template.ts'],
    },
  },
  ...(process.env.DATABASE_URL
    ? [
        {
          extends: true as const,
          test: {
            name: 'postgres',
            env: { TEST_DATABASE: 'postgres' },
            include: everyTest,
            exclude: [...withoutDatabase, ...isolated],
            globalSetup: ['test/helpers/postgres-template.ts'],
          },
        },
      ]
    : []),
];

export default defineConfig({
  resolve: { conditions: ['@sen/source'] },
  ssr: { resolve: { conditions: ['@sen/source'] } },
  test: {
    environment: 'node',
    // Passwords hashed at a low scrypt cost (see the file).
    setupFiles: ['test/helpers/password-cost.ts'],
    testTimeout: 30_000,
    // Both cores: the server tests are the longest task of `pnpm test` (Vitest's default leaves one core idle).
    maxWorkers: 2,
    // Test files share their worker's modules (the app, the catalogue, zod schemas are imported once per worker,
    // not once per file: a quarter of the suite's time). Each file still opens its own database and app.
    isolate: false,
    hookTimeout: 60_000,
    projects,
  },
});
