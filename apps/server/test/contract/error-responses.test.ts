import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentOf } from '../../scripts/contract-document.js';
import { startTestServer, type TestServer } from '../helpers/test-app.js';

type Operation = { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
type Document = {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    parameters: Record<string, { name: string; in: string; required?: boolean }>;
  };
};

let server: TestServer;
let document: Document;
beforeAll(async () => {
  server = await startTestServer();
  document = (await documentOf(server.app)) as Document;
});
afterAll(() => server.close());

const statusesOf = (path: string, method: string): string[] =>
  Object.keys(document.paths[path]?.[method]?.responses ?? {}).sort();

describe('shared error responses in the document', () => {
  it('are declared once as ApiError and referenced by every error status', () => {
    expect(document.components.schemas.ApiError).toMatchObject({
      type: 'object',
      required: ['message', 'code'],
      properties: { message: { type: 'string' }, code: { type: 'string' }, details: {} },
    });
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) < 400) continue;
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
      Object.values(document.components.parameters).map((p) => `${p.in}:${p.name}:${p.required === true}`),
    ).toEqual([
      'header:Tenant:true',
      'header:Branchs:false',
      'header:Device-Id:false',
      'header:User-Name:false',
      'header:Accept-Language:false',
    ]);
  });
});
