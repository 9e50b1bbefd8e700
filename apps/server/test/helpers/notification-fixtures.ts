import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';

/** One request the fake push service received. */
export type PushCall = { url: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };

/** A real local HTTP server standing in for the push service: records every call and answers `status`. */
export type PushService = { url: string; calls: PushCall[]; status: number; close: () => Promise<void> };

export const startPushService = async (status = 200): Promise<PushService> => {
  const calls: PushCall[] = [];
  const service: PushService = { url: '', calls, status, close: async () => undefined };
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      calls.push({ url: request.url ?? '', headers: request.headers, body: JSON.parse(text || '{}') });
      response.writeHead(service.status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service.close = () => new Promise((resolve) => server.close(() => resolve()));
  return service;
};

/** Points the tenant's push configuration at the fake service (provider 'http'). */
export const configureHttpPush = async (db: Kysely<Database>, tenantId: string, service: PushService) => {
  const values = {
    provider: 'http',
    endpoint: `${service.url}/send`,
    topic_endpoint: `${service.url}/iid`,
    server_key: 'k-123',
  };
  await db
    .insertInto('configs')
    .values(
      Object.entries(values).map(([name, value]) => ({ tenant_id: tenantId, grp: 'push', name, value })),
    )
    .execute();
};

/** A pino destination keeping the log lines as objects. */
export const logCollector = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunk
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .forEach((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
      done();
    },
  });
  return { lines, stream };
};

export const tenantIdOf = async (db: Kysely<Database>, code = 'demo'): Promise<string> =>
  (await db.selectFrom('tenants').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

export const userIdOf = async (db: Kysely<Database>, tenantId: string, userName: string): Promise<string> =>
  (
    await db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('user_name', '=', userName)
      .executeTakeFirstOrThrow()
  ).id;
