import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../helpers/test-app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('API reference page (/api/docs)', () => {
  it('serves the page and its assets from the package, without a Tenant or a token', async () => {
    const page = await call(server.app, 'GET', '/api/docs', { tenant: null });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets).toEqual(
      expect.arrayContaining([
        '/api/docs/static/swagger-ui.css',
        '/api/docs/static/swagger-ui-bundle.js',
        '/api/docs/static/swagger-initializer.js',
      ]),
    );
    // Nothing from a CDN: every asset is served here.
    for (const asset of assets) {
      expect(asset.startsWith('/api/docs/static/'), asset).toBe(true);
      const res = await call(server.app, 'GET', asset, { tenant: null });
      expect(res.statusCode, asset).toBe(200);
      expect(res.body.length, asset).toBeGreaterThan(0);
    }
  });

  it('points at /api/openapi.json, which is served', async () => {
    const initializer = await call(server.app, 'GET', '/api/docs/static/swagger-initializer.js', {
      tenant: null,
    });
    expect(initializer.headers['content-type']).toMatch(/javascript/);
    expect(initializer.body).toContain('"url":"/api/openapi.json"');
    const document = await call(server.app, 'GET', '/api/openapi.json', { tenant: null });
    expect(document.statusCode).toBe(200);
    expect(document.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Sen ERP API' } });
  });
});
