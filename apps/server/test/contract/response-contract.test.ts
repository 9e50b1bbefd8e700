import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerSecurity, signedInHeaders } from '../../src/http/documented-headers.js';
import { call, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';
import { takeViolations } from './response-contract.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  // Routes that break their own contract, added before the app is ready (the first request readies it).
  const schema: FastifySchema = {
    tags: ['test'],
    summary: 'A route outside its contract',
    security: bearerSecurity,
    headers: signedInHeaders,
    response: { 200: z.object({ ok: z.boolean() }) },
  };
  server.app.get('/api/test/undeclared-status', { schema }, async (_request, reply) =>
    reply.code(202).send({ ok: true }),
  );
  server.app.get('/api/test/wrong-body', { schema }, async (_request, reply) =>
    reply.type('application/json').send('{"ok":"yes"}'),
  );
  server.app.get('/api/test/kept', { schema }, async () => ({ ok: true }));
  token = await tokenFor(server.app, 'admin', 'Admin@123');
});
afterAll(() => server.close());

describe('responses checked against the contract in the server tests', () => {
  it('fails the call of a response whose status the route does not declare', async () => {
    await expect(call(server.app, 'GET', '/api/test/undeclared-status', { token })).rejects.toThrow(
      /GET \/api\/test\/undeclared-status .*-> 202: status 202 is not declared/,
    );
  });

  it('fails the call of a JSON body that does not parse with the route schema', async () => {
    await expect(call(server.app, 'GET', '/api/test/wrong-body', { token })).rejects.toThrow(
      /-> 200: the body does not match/,
    );
  });

  it('accepts declared statuses: the success schema and the shared errors', async () => {
    expect((await call(server.app, 'GET', '/api/test/kept', { token })).json()).toEqual({ ok: true });
    // 401 and 400 are declared once for every route that needs a token.
    expect((await call(server.app, 'GET', '/api/test/kept')).statusCode).toBe(401);
    expect((await call(server.app, 'GET', '/api/test/kept', { tenant: null })).statusCode).toBe(400);
  });

  it('records violations of requests made without call() for close() to report', async () => {
    await server.app.inject({
      method: 'GET',
      url: '/api/test/undeclared-status',
      headers: { tenant: 'demo', authorization: `Bearer ${token}` },
    });
    const recorded = takeViolations(server.app);
    expect(recorded).toMatchObject([{ method: 'GET', route: '/api/test/undeclared-status', status: 202 }]);
    expect(takeViolations(server.app)).toEqual([]);
  });
});
