import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../helpers/test-app.js';

/**
 * Runs in the 'postgres' project only (a PostgreSQL server is needed to terminate a backend). The app opens its
 * own database from DATABASE_URL, exactly as `pnpm start` does.
 */
const serverUrl = process.env.DATABASE_URL as string;
const name = `sen_test_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
let app: FastifyInstance;

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  app = await buildApp({ config: await testConfig({ DATABASE_URL: url.toString() }), logger: false });
});

afterAll(async () => {
  await app?.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

const health = () => app.inject({ method: 'GET', url: '/api/health' });

describe('a PostgreSQL connection closed by the server', () => {
  it('is replaced: the server keeps answering and only logs a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await health()).statusCode).toBe(200);

    // An administrator (or a failover) ends every idle connection of the pool.
    const ended = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    expect(ended.rowCount).toBeGreaterThan(0);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(String(warn.mock.calls[0]?.[0])).toContain('terminating connection due to administrator command');

    // Pooled connections that were ended while busy (the job worker's poll, the notification listener) may fail the
    // one request that held them; the process stays up and the pool replaces them.
    await expect.poll(async () => (await health()).statusCode, { timeout: 10_000 }).toBe(200);
    expect((await health()).json()).toMatchObject({ status: 'ok', database: 'postgres' });
    warn.mockRestore();
  });
});
