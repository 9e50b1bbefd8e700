import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

let root: string;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'sen-static-'));
  for (const name of ['backoffice', 'pos']) {
    await mkdir(path.join(root, name, 'dist', 'assets'), { recursive: true });
    await writeFile(path.join(root, name, 'dist', 'index.html'), `<!doctype html><title>${name}</title>`);
    await writeFile(path.join(root, name, 'dist', 'assets', 'app.js'), `console.log('${name}')`);
  }
  database = await createTestDatabase();
  app = await buildApp({ config: await testConfig({ STATIC_ROOT: root }), database, logger: false });
});
afterAll(async () => {
  await app.close();
  await database.destroy();
  await rm(root, { recursive: true, force: true });
});

describe('serving the built apps', () => {
  it('serves the back office at / with a fallback to its index.html', async () => {
    expect((await app.inject('/')).body).toContain('<title>backoffice</title>');
    const deep = await app.inject('/crm/partners/123');
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toContain('text/html');
    expect(deep.body).toContain('<title>backoffice</title>');
    expect((await app.inject('/assets/app.js')).body).toContain("console.log('backoffice')");
  });

  it('serves the POS under /pos/ with its own fallback', async () => {
    expect((await app.inject('/pos/')).body).toContain('<title>pos</title>');
    expect((await app.inject('/pos/sales/retail-orders/cashier')).body).toContain('<title>pos</title>');
    expect((await app.inject('/pos/assets/app.js')).body).toContain("console.log('pos')");
    const bare = await app.inject('/pos');
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/pos/');
  });

  it('never answers an /api path with a page', async () => {
    const res = await app.inject('/api/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
