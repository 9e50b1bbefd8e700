import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { findBuiltApps } from '../src/http/static-apps.js';
import { testConfig } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

let root: string;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  // Shaped like the repository: apps/<name>/dist and packages/ui/storybook-static.
  root = await mkdtemp(path.join(os.tmpdir(), 'sen-static-'));
  for (const name of ['backoffice', 'pos']) {
    const dist = path.join(root, 'apps', name, 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), `<!doctype html><title>${name}</title>`);
    await writeFile(path.join(dist, 'assets', 'app.js'), `console.log('${name}')`);
  }
  const pos = path.join(root, 'apps', 'pos', 'dist');
  await writeFile(path.join(pos, 'sw.js'), "self.addEventListener('fetch', () => {})");
  await writeFile(path.join(pos, 'manifest.webmanifest'), '{"name":"Sen POS"}');
  const storybook = path.join(root, 'packages', 'ui', 'storybook-static');
  await mkdir(path.join(storybook, 'assets'), { recursive: true });
  await writeFile(path.join(storybook, 'index.html'), '<!doctype html><title>storybook</title>');
  await writeFile(path.join(storybook, 'iframe.html'), '<!doctype html><title>storybook iframe</title>');
  await writeFile(path.join(storybook, 'assets', 'preview.js'), "console.log('storybook')");
  database = await createTestDatabase();
  app = await buildApp({
    config: await testConfig({ STATIC_ROOT: path.join(root, 'apps') }),
    database,
    logger: false,
  });
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

  it("asks the browser to check the POS's service worker and manifest every time; hashed assets are kept", async () => {
    const worker = await app.inject('/pos/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject('/pos/manifest.webmanifest');
    expect(manifest.headers['content-type']).toContain('manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/pos/assets/app.js')).headers['cache-control']).toContain('immutable');
  });

  it('serves the built Storybook under /storybook/ as static files, without a fallback', async () => {
    const index = await app.inject('/storybook/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>storybook</title>');
    expect((await app.inject('/storybook/iframe.html')).body).toContain('<title>storybook iframe</title>');
    expect((await app.inject('/storybook/assets/preview.js')).body).toContain("console.log('storybook')");
    const bare = await app.inject('/storybook');
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/storybook/');
    const missing = await app.inject('/storybook/assets/missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('skips an app or Storybook that is not built, with a log line', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'sen-static-empty-'));
    try {
      const messages: string[] = [];
      expect(findBuiltApps(path.join(empty, 'apps'), (message) => messages.push(message))).toEqual([]);
      expect(messages).toHaveLength(4);
      expect(
        messages.some((message) => message.startsWith('storybook: ') && message.includes('storybook-static')),
      ).toBe(true);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('never answers an /api path with a page', async () => {
    const res = await app.inject('/api/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
