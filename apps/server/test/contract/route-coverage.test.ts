import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentOf } from '../../scripts/contract-document.js';
import { API_ROOT, registeredApiRoutesOf } from '../../src/http/openapi.js';
import { startTestServer, type TestServer } from '../helpers/test-app.js';

type Document = { paths: Record<string, Record<string, unknown>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/**
 * /api routes that are not operations of the contract, on purpose:
 * - the document itself;
 * - the API reference page (Swagger UI) with its assets and its own copy of the document (json, yaml);
 * - the realtime hub (SignalR negotiation and WebSocket; its messages are described in @sen/domain).
 */
const notInDocument = (url: string): boolean =>
  url === `${API_ROOT}/openapi.json` ||
  url === `${API_ROOT}/docs` ||
  url.startsWith(`${API_ROOT}/docs/`) ||
  url.startsWith(`${API_ROOT}/hubs/notification`);

/** '/cities/{id}/wards' (document, relative to the API root) as Fastify's '/api/cities/:id/wards'. */
const fastifyUrlOf = (documentPath: string): string =>
  `${API_ROOT}${documentPath.replace(/\{([^}]+)\}/g, ':$1')}`;

/** '/api/cities/:id/wards' as the document's '/cities/{id}/wards'. */
const documentPathOf = (url: string): string =>
  url.slice(API_ROOT.length).replace(/:([A-Za-z0-9_]+)/g, '{$1}');

let server: TestServer;
let document: Document;
beforeAll(async () => {
  server = await startTestServer();
  document = (await documentOf(server.app)) as Document;
});
afterAll(() => server.close());

describe('route coverage of the OpenAPI document', () => {
  it('has a server handler for every operation', () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => METHODS.includes(key))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
    expect(operations.length).toBeGreaterThan(10);
    const missing = operations.filter(
      ({ method, path }) => !server.app.hasRoute({ method: method as 'GET', url: fastifyUrlOf(path) }),
    );
    expect(missing, 'operations of the document without a server route').toEqual([]);
  });

  it('documents every registered /api route except the listed ones', () => {
    const routes = registeredApiRoutesOf(server.app);
    expect(routes.length).toBeGreaterThan(10);
    const undocumented = routes
      .filter((route) => !notInDocument(route.url))
      .filter((route) => !document.paths[documentPathOf(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}${route.hidden ? ' (hidden)' : ''}`);
    expect(undocumented, 'registered /api routes missing from the document').toEqual([]);
  });

  it('keeps the listed routes out of the document', () => {
    const excluded = registeredApiRoutesOf(server.app).filter((route) => notInDocument(route.url));
    expect(excluded.map((route) => route.url)).toEqual(
      expect.arrayContaining([`${API_ROOT}/openapi.json`, `${API_ROOT}/docs`]),
    );
    for (const route of excluded) expect(document.paths[documentPathOf(route.url)]).toBeUndefined();
  });
});
