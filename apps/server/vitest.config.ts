import { defineConfig } from 'vitest/config';

/**
 * Server tests run on a fresh in-memory PGlite database per test file ('pglite'), and — when DATABASE_URL points
 * at a PostgreSQL server — once more on a fresh database per test file created on that server ('postgres').
 */
const projects = [
  {
    extends: true as const,
    test: {
      name: 'pglite',
      env: { TEST_DATABASE: 'pglite' },
      // test/postgres/: behaviours only a PostgreSQL server has (e.g. an administrator ending a connection).
      exclude: ['test/postgres/**'],
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
    include: ['test/**/*.test.ts'],
    // Passwords hashed at a low scrypt cost (see the file).
    setupFiles: ['test/helpers/password-cost.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects,
  },
});
