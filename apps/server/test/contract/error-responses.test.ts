import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentOf } from '../../scripts/contract-document.js';
import { startTestServer, type TestServer } from '../helpers/test-app.js';

type Response = { content?: Record<string, { schema: unknown }>; $ref?: string };
type Operation = { responses: Record<string, Response> };
type Document = {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    parameters: Record<string, { name: string; in: string; required?: boolean }>;
    responses?: Record<string, Response>;
  };
};

let server: TestServer;
let document: Document;
beforeAll(async () => {
  server = await startTestServer();
  document = (await documentOf(server.app)) as Document;
});
afterAll(() => server.close());

/** A response, or the shared one (components.responses) it references. */
const resolved = (response: Response): Response =>
  response.$ref
    ? (document.components.responses?.[response.$ref.replace('#/components/responses/', '')] ?? {})
    : response;

const statusesOf = (path: string, method: string): string[] =>
  Object.keys(document.paths[path]?.[method]?.responses ?? {}).sort();

describe('shared error responses in the document', () => {
  it('are written once under components.responses and referenced (the document stays lean)', () => {
    const refs = Object.values(document.paths)
      .flatMap((item) => Object.values(item))
      .flatMap((operation) => Object.entries(operation.responses))
      .filter(([status]) => Number(status) >= 400)
      .map(([, response]) => response);
    expect(refs.length).toBeGreaterThan(1000);
    expect(refs.every((response) => response.$ref?.startsWith('#/components/responses/'))).toBe(true);
  });

  it('are declared once as ApiError and referenced by every error status', () => {
    expect(document.components.schemas.ApiError).toMatchObject({
      type: 'object',
      required: ['message', 'code'],
      properties: { message: { type: 'string' }, code: { type: 'string' }, details: {} },
    });
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, shared] of Object.entries(operation.responses)) {
          if (Number(status) < 400) continue;
          const response = resolved(shared);
          expect(response.content?.['application/json']?.schema, `${method} ${path} ${status}`).toEqual({
            $ref: '#/components/schemas/ApiError',
          });
        }
      }
    }
  });

  it('depend on how the route authenticates and whether it writes', () => {
    // No tenant, no token, no input: only a server failure.
    expect(statusesOf('/health', 'get')).toEqual(['200', '500']);
    // A read with a bearer token.
    expect(statusesOf('/system/server-time', 'get')).toEqual(['200', '400', '401', '403', '404', '500']);
    // A public write (no token) that declares its own 401, 403 and 429.
    expect(statusesOf('/auth/login', 'post')).toEqual(
      ['200', '400', '401', '403', '404', '409', '413', '415', '429', '500'].sort(),
    );
    // A public write without its own extra statuses: no 401 or 403.
    expect(statusesOf('/auth/logout', 'post')).toEqual(['200', '400', '404', '409', '413', '415', '500']);
  });
});

describe('request headers in the document', () => {
  it('are described in the info and as reusable parameters', () => {
    for (const name of ['Authorization', 'Tenant', 'Branchs', 'Device-Id', 'User-Name', 'Accept-Language']) {
      expect(document.info.description).toContain(`\`${name}`);
    }
    expect(
      Object.values(document.components.parameters)
        .slice(0, 5)
        .map((p) => `${p.in}:${p.name}:${p.required === true}`),
    ).toEqual([
      'header:Tenant:true',
      'header:Branchs:false',
      'header:Device-Id:false',
      'header:User-Name:false',
      'header:Accept-Language:false',
    ]);
  });
});
