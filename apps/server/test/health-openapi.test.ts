import { healthSchema } from '@sen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './helpers/test-app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/health', () => {
  it('answers without a Tenant header and names the database engine', async () => {
    const res = await call(server.app, 'GET', '/api/health', { tenant: null });
    expect(res.statusCode).toBe(200);
    const body = healthSchema.parse(res.json());
    expect(body.database).toBe(process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite');
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('sends the security headers with a CSP the built apps can run under', async () => {
    const res = await call(server.app, 'GET', '/api/health', { tenant: null });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // A refused request carries them too, the same policy each time.
    const refused = await call(server.app, 'GET', '/api/crm/partners', { tenant: 'demo' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-security-policy']).toBe(csp);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document listing the endpoints with their header parameters', async () => {
    const res = await call(server.app, 'GET', '/api/openapi.json', { tenant: null });
    expect(res.statusCode).toBe(200);
    const doc = JSON.parse(res.body) as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: ({ in: string; name: string; required?: boolean } | { $ref: string })[];
            security?: unknown;
          }
        >
      >;
      components: {
        securitySchemes: Record<string, unknown>;
        parameters?: Record<string, { in: string; name: string }>;
      };
    };
    expect(doc.openapi).toBe('3.1.0');
    // Paths are relative to the API root.
    expect(doc.servers.map((server) => server.url)).toEqual(['/api']);
    for (const path of [
      '/auth/login',
      '/auth/refresh-token',
      '/auth/user-info',
      '/auth/logout',
      '/auth/otp/customer/{id}',
    ]) {
      expect(doc.paths[path]?.post, path).toBeDefined();
    }
    for (const path of [
      '/system/branchs',
      '/system/command',
      '/system/configs',
      '/dashboard/analytics',
      '/health',
    ]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    // Parameters many operations repeat are shared under components.parameters and referenced.
    const headersOf = (parameters: ({ in: string; name: string } | { $ref: string })[] = []) =>
      parameters
        .map((p) =>
          '$ref' in p ? doc.components.parameters?.[p.$ref.replace('#/components/parameters/', '')] : p,
        )
        .filter((p) => p?.in === 'header')
        .map((p) => p?.name);
    const loginHeaders = headersOf(doc.paths['/auth/login']?.post?.parameters);
    expect(loginHeaders).toEqual(expect.arrayContaining(['tenant', 'device-id', 'accept-language']));
    const branchHeaders = headersOf(doc.paths['/system/branchs']?.get?.parameters);
    expect(branchHeaders).toEqual(expect.arrayContaining(['tenant', 'branchs', 'user-name']));
    expect(doc.paths['/system/branchs']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe('unknown routes', () => {
  it('answer 404 ROUTE_NOT_FOUND under /api, localised', async () => {
    const res = await call(server.app, 'GET', '/api/no/such/thing', { headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND', message: 'No such route' });
    const post = await call(server.app, 'POST', '/api/system/server-time', { tenant: null });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
