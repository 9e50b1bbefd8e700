import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultStaticRoot, loadConfig } from '../src/config.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sen-config-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('has the documented defaults', async () => {
    const config = await loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: dir,
      databaseUrl: undefined,
      statementCache: 256,
      accessTokenTtl: 900,
      refreshTokenTtl: 30 * 24 * 60 * 60,
      seedDemo: true,
      logLevel: 'info',
      trustProxy: false,
      requestTimeoutMs: 120_000,
      headersTimeoutMs: 30_000,
      connectionTimeoutMs: 300_000,
      einvoiceTimeoutMs: 30_000,
      printerConnectTimeoutMs: 3_000,
      printerSendTimeoutMs: 10_000,
      passwordHashCost: 17,
    });
    expect(config.staticRoot).toBe(path.resolve(defaultStaticRoot));
    expect(path.basename(config.staticRoot)).toBe('apps');
  });

  it('generates a JWT secret once, keeps it with mode 600 and reuses it', async () => {
    const first = await loadConfig({ DATA_DIR: dir });
    const file = path.join(dir, 'jwt-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.jwtSecret);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect((await loadConfig({ DATA_DIR: dir })).jwtSecret).toBe(first.jwtSecret);
    expect((await loadConfig({ DATA_DIR: dir, JWT_SECRET: 'from-env' })).jwtSecret).toBe('from-env');
  });

  it('reads the environment and refuses nonsense numbers', async () => {
    const config = await loadConfig({
      DATA_DIR: dir,
      PORT: '8080',
      ACCESS_TOKEN_TTL: '60',
      SEED_DEMO: '0',
      DATABASE_URL: 'postgres://x/y',
    });
    expect(config).toMatchObject({
      port: 8080,
      accessTokenTtl: 60,
      seedDemo: false,
      databaseUrl: 'postgres://x/y',
    });
    await expect(loadConfig({ DATA_DIR: dir, PORT: 'abc' })).rejects.toThrow(/PORT/);
    expect(await loadConfig({ DATA_DIR: dir, REQUEST_TIMEOUT_MS: '10000' })).toMatchObject({
      requestTimeoutMs: 10_000,
      headersTimeoutMs: 10_000,
    });
    await expect(
      loadConfig({ DATA_DIR: dir, REQUEST_TIMEOUT_MS: '10000', HEADERS_TIMEOUT_MS: '20000' }),
    ).rejects.toThrow(/HEADERS_TIMEOUT_MS/);
    expect((await loadConfig({ DATA_DIR: dir, PASSWORD_HASH_COST: '18' })).passwordHashCost).toBe(18);
    await expect(loadConfig({ DATA_DIR: dir, PASSWORD_HASH_COST: '9' })).rejects.toThrow(
      /PASSWORD_HASH_COST/,
    );
    await expect(loadConfig({ DATA_DIR: dir, PASSWORD_HASH_COST: '2.5' })).rejects.toThrow(
      /PASSWORD_HASH_COST/,
    );
    expect((await loadConfig({ DATA_DIR: dir, DATABASE_STATEMENT_CACHE: '0' })).statementCache).toBe(0);
    await expect(loadConfig({ DATA_DIR: dir, DATABASE_STATEMENT_CACHE: '-1' })).rejects.toThrow(
      /DATABASE_STATEMENT_CACHE/,
    );
  });
});
