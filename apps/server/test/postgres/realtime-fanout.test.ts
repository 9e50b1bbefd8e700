import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { NotificationItem } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { REALTIME_CHANNEL } from '../../src/realtime/postgres-bus.js';
import { freePort, spawnServer } from '../helpers/child-server.js';
import { call, demoPasswords, testConfig, tokenFor } from '../helpers/test-app.js';

/**
 * Runs in the 'postgres' project only: two server instances (two apps, each with its own pool and its own
 * LISTEN connection, each listening on its own port) on one database, as behind a load balancer; and a server in a
 * second process.
 */
const serverUrl = process.env.DATABASE_URL as string;
const name = `sen_test_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
let instanceA: FastifyInstance;
let instanceB: FastifyInstance;
let hub: HubConnection | undefined;

const start = async (url: string) => {
  const app = await buildApp({ config: await testConfig({ DATABASE_URL: url }), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
};

const baseOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  instanceA = await start(url.toString());
  instanceB = await start(url.toString());
});

afterAll(async () => {
  await hub?.stop();
  await instanceA?.close();
  await instanceB?.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

/** Backends of the test database currently LISTENing (one per instance). */
const listeners = async () =>
  (
    await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND query = $2`, [
      name,
      `LISTEN ${REALTIME_CHANNEL}`,
    ])
  ).rows.map((r) => r.pid);

describe('notifications across server instances (PostgreSQL LISTEN/NOTIFY)', () => {
  it('has each instance LISTEN on the channel with its own connection', async () => {
    await vi.waitFor(async () => expect(await listeners()).toHaveLength(2));
  });

  it('delivers a broadcast made through instance A to a client connected to instance B, and unread too', async () => {
    const adminToken = await tokenFor(instanceA, 'admin', demoPasswords.admin);
    const salesToken = await tokenFor(instanceA, 'nvbh01', demoPasswords.nvbh01);
    const notifications: NotificationItem[] = [];
    const unread: unknown[] = [];
    hub = new HubConnectionBuilder()
      .withUrl(`${baseOf(instanceB)}/api/hubs/notification?tenant=demo`, {
        accessTokenFactory: () => salesToken,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    hub.on('notification', (item: NotificationItem) => notifications.push(item));
    hub.on('unread', (payload: unknown) => unread.push(payload));
    await hub.start();

    const res = await call(instanceA, 'POST', '/api/notifications/broadcast', {
      token: adminToken,
      body: { title: 'Từ máy chủ A', user_names: ['nvbh01'] },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(notifications.map((n) => n.title)).toEqual(['Từ máy chủ A']));
    // Delivered once, although both instances received the NOTIFY.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notifications).toHaveLength(1);

    await call(instanceA, 'PUT', '/api/notifications/view-all', { token: salesToken });
    await vi.waitFor(() => expect(unread).toEqual([{ total_unread: 0 }]));
  });

  it('reopens the LISTEN connections after PostgreSQL ends them, and delivers again', async () => {
    const adminToken = await tokenFor(instanceA, 'admin', demoPasswords.admin);
    const before = await listeners();
    // End every LISTEN backend; each instance must open a new one.
    await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);
    await vi.waitFor(
      async () => {
        const now = await listeners();
        expect(now).toHaveLength(2);
        expect(now.filter((pid) => before.includes(pid))).toEqual([]);
      },
      { timeout: 10_000, interval: 100 },
    );

    const received: string[] = [];
    hub!.on('notification', (item: NotificationItem) => received.push(item.title));
    await call(instanceA, 'POST', '/api/notifications/broadcast', {
      token: adminToken,
      body: { title: 'Sau khi kết nối lại', user_names: ['nvbh01'] },
    });
    await vi.waitFor(() => expect(received).toEqual(['Sau khi kết nối lại']));
  });

  it('delivers a broadcast made through a second server process to a client of this one', async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(`${tmpdir()}/sen-fanout-`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // `pnpm start` in another process: its own Node, pool and LISTEN connection on the same database.
    const child: ChildProcess = spawnServer(url.toString(), port, dataDir);
    try {
      const other = `http://127.0.0.1:${port}`;
      await vi.waitFor(
        async () => expect((await fetch(`${other}/api/health`).catch(() => undefined))?.status).toBe(200),
        { timeout: 30_000, interval: 200 },
      );
      await vi.waitFor(async () => expect(await listeners()).toHaveLength(3), { timeout: 10_000 });

      const adminToken = await tokenFor(instanceA, 'admin', demoPasswords.admin);
      const received: string[] = [];
      hub!.on('notification', (item: NotificationItem) => received.push(item.title));
      const res = await fetch(`${other}/api/notifications/broadcast`, {
        method: 'POST',
        headers: {
          tenant: 'demo',
          authorization: `Bearer ${adminToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ title: 'Từ tiến trình khác', user_names: ['nvbh01'] }),
      });
      expect(res.status).toBe(200);
      await vi.waitFor(() => expect(received).toEqual(['Từ tiến trình khác']), { timeout: 10_000 });
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
