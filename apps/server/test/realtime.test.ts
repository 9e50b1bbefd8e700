import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import type { NotificationItem } from '@sen/domain';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationRuntimeOf } from '../src/realtime/notification-runtime.js';
import { createSecondTenant, secondTenant } from './helpers/second-tenant.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from './helpers/test-app.js';

let server: TestServer;
let base: string;
let admin: string;
let cashier: string;
let sales: string;
let betaAdmin: string;
const open: HubConnection[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await createSecondTenant(server.database.db);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
  sales = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
  betaAdmin = await tokenFor(server.app, secondTenant.admin.user_name, secondTenant.admin.password, 'beta');
});

afterAll(async () => {
  await Promise.all(open.map((c) => c.stop()));
  await server?.close();
});

type Received = { notifications: NotificationItem[]; unread: unknown[] };

/** The official client, as the apps use it: negotiate, then WebSockets (in Node it loads `ws` itself), the token from a factory. */
const connect = async (token: string, tenant = 'demo'): Promise<HubConnection & { received: Received }> => {
  const connection = new HubConnectionBuilder()
    .withUrl(`${base}/api/hubs/notification?tenant=${tenant}`, {
      accessTokenFactory: () => token,
      transport: HttpTransportType.WebSockets,
    })
    .configureLogging(LogLevel.None)
    .build();
  const received: Received = { notifications: [], unread: [] };
  connection.on('notification', (item: NotificationItem) => received.notifications.push(item));
  connection.on('unread', (payload: unknown) => received.unread.push(payload));
  await connection.start();
  open.push(connection);
  return Object.assign(connection, { received });
};

/** Hub connections this server holds (every earlier test stops its own). */
const held = () => notificationRuntimeOf(server.database.db)?.hubs.all() ?? [];

describe('the notification hub', () => {
  it('negotiates with the bearer token (SignalR negotiate version 1)', async () => {
    const res = await fetch(`${base}/api/hubs/notification/negotiate?negotiateVersion=1&tenant=demo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
    expect(typeof body.connectionId).toBe('string');
    expect(typeof body.connectionToken).toBe('string');
  });

  it('refuses negotiation without a valid token or tenant, with the API error shape', async () => {
    const negotiate = (query: string, token?: string) =>
      fetch(`${base}/api/hubs/notification/negotiate?negotiateVersion=1${query}`, {
        method: 'POST',
        headers: token
          ? { authorization: `Bearer ${token}`, 'accept-language': 'en' }
          : { 'accept-language': 'en' },
      });
    const noToken = await negotiate('&tenant=demo');
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Please sign in' });
    expect((await negotiate('&tenant=demo', `${admin}x`)).status).toBe(401);
    const otherTenant = await negotiate('&tenant=beta', admin);
    expect(otherTenant.status).toBe(401);
    expect(await otherTenant.json()).toMatchObject({ code: 'TENANT_MISMATCH' });
    expect((await negotiate('', admin)).status).toBe(400);
    expect((await negotiate('&tenant=nope', admin)).status).toBe(404);
  });

  it('takes the tenant from the Tenant header as well as ?tenant=, and refuses the two when they differ', async () => {
    const negotiate = (query: string, tenant?: string) =>
      fetch(`${base}/api/hubs/notification/negotiate?negotiateVersion=1${query}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${admin}`,
          'accept-language': 'en',
          ...(tenant === undefined ? {} : { tenant }),
        },
      });
    const byHeader = await negotiate('', 'demo');
    expect(byHeader.status).toBe(200);
    expect(await byHeader.json()).toMatchObject({ negotiateVersion: 1 });
    expect((await negotiate('&tenant=demo', 'demo')).status).toBe(200);
    const differ = await negotiate('&tenant=beta', 'demo');
    expect(differ.status).toBe(400);
    expect(await differ.json()).toMatchObject({
      code: 'TENANT_QUERY_MISMATCH',
      message: 'The tenant query parameter does not match the Tenant header',
    });
    expect((await negotiate('&tenant=demo', 'beta')).status).toBe(400);
    expect((await negotiate('', 'nope')).status).toBe(404);
    const otherTenant = await negotiate('', 'beta');
    expect(otherTenant.status).toBe(401);
    expect(await otherTenant.json()).toMatchObject({ code: 'TENANT_MISMATCH' });
  });

  it("delivers a broadcast to each recipient's connections, not to other tenants", async () => {
    const adminHub = await connect(admin);
    const cashierTab1 = await connect(cashier);
    const cashierTab2 = await connect(cashier);
    const betaHub = await connect(betaAdmin, 'beta');
    expect(adminHub.state).toBe(HubConnectionState.Connected);

    const res = await call(server.app, 'POST', '/api/notifications/broadcast', {
      token: admin,
      body: { title: 'Chào buổi sáng', body: 'Bắt đầu ca', link: '/sales' },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => {
      expect(adminHub.received.notifications).toHaveLength(1);
      expect(cashierTab1.received.notifications).toHaveLength(1);
      expect(cashierTab2.received.notifications).toHaveLength(1);
    });
    const item = cashierTab1.received.notifications[0]!;
    expect(item).toMatchObject({
      title: 'Chào buổi sáng',
      body: 'Bắt đầu ca',
      link: '/sales',
      type: 'broadcast',
      sender: 'admin',
      is_read: false,
    });
    // The same row the history lists for that user.
    const list = await call(server.app, 'GET', '/api/notifications/histories', { token: cashier });
    expect(list.json().notifications[0]).toEqual(item);
    expect(adminHub.received.notifications[0]!.id).not.toBe(item.id);
    expect(betaHub.received.notifications).toEqual([]);

    await call(server.app, 'POST', '/api/notifications/broadcast', {
      token: admin,
      body: { title: 'Chỉ thu ngân', user_names: ['thungan'] },
    });
    await vi.waitFor(() => expect(cashierTab2.received.notifications).toHaveLength(2));
    expect(adminHub.received.notifications).toHaveLength(1);
    await Promise.all([adminHub.stop(), cashierTab1.stop(), cashierTab2.stop(), betaHub.stop()]);
  });

  it('sends the new unread count after view and view-all', async () => {
    const hub = await connect(sales);
    await call(server.app, 'POST', '/api/notifications/broadcast', { token: admin, body: { title: 'Một' } });
    await call(server.app, 'POST', '/api/notifications/broadcast', { token: admin, body: { title: 'Hai' } });
    await vi.waitFor(() => expect(hub.received.notifications).toHaveLength(2));
    const first = hub.received.notifications[0]!;

    await call(server.app, 'PUT', '/api/notifications/view', { token: sales, body: { ids: [first.id] } });
    await vi.waitFor(() => expect(hub.received.unread).toEqual([{ total_unread: 2 }]));
    const viewAll = await call(server.app, 'PUT', '/api/notifications/view-all', { token: sales });
    expect(viewAll.statusCode).toBe(200);
    await vi.waitFor(() => expect(hub.received.unread).toEqual([{ total_unread: 2 }, { total_unread: 0 }]));
    await hub.stop();
  });

  it('does not deliver to a user whose settings turn in-app notifications off', async () => {
    const hub = await connect(cashier);
    const watcher = await connect(admin);
    await call(server.app, 'PUT', '/api/notifications/settings', {
      token: cashier,
      body: { in_app: false, push: true, sound: true },
    });
    await call(server.app, 'POST', '/api/notifications/broadcast', {
      token: admin,
      body: { title: 'Yên lặng' },
    });
    await vi.waitFor(() => expect(watcher.received.notifications.map((n) => n.title)).toEqual(['Yên lặng']));
    // Delivery to both is one event; give any stray message a moment anyway.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hub.received.notifications).toEqual([]);
    const list = await call(server.app, 'GET', '/api/notifications/histories', { token: cashier });
    expect(list.json().notifications[0].title).toBe('Yên lặng');
    await call(server.app, 'PUT', '/api/notifications/settings', {
      token: cashier,
      body: { in_app: true, push: true, sound: true },
    });
    await Promise.all([hub.stop(), watcher.stop()]);
  });

  it('refuses a bad token, a token of another tenant and a revoked session', async () => {
    await expect(connect(`${admin}x`)).rejects.toThrow();
    await expect(connect(admin, 'beta')).rejects.toThrow();
    const session = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
    await call(server.app, 'POST', '/api/auth/logout', { token: session, body: {} });
    const revoked = await fetch(`${base}/api/hubs/notification/negotiate?negotiateVersion=1&tenant=demo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(revoked.status).toBe(401);
  });

  it('answers an invocation of an unknown method with an error completion', async () => {
    const hub = await connect(admin);
    await expect(hub.invoke('DeleteEverything', 1)).rejects.toThrow("Unknown hub method 'DeleteEverything'");
    expect(hub.state).toBe(HubConnectionState.Connected);
    await hub.stop();
  });

  it('forgets a stopped connection', async () => {
    await vi.waitFor(() => expect(held()).toHaveLength(0));
    const hub = await connect(sales);
    await vi.waitFor(() => expect(held()).toHaveLength(1));
    expect(held()[0]).toMatchObject({ userId: expect.any(String), tenantId: expect.any(String) });
    await hub.stop();
    expect(hub.state).toBe(HubConnectionState.Disconnected);
    await vi.waitFor(() => expect(held()).toHaveLength(0));
  });

  it('closes its connections when the server closes', async () => {
    const hub = await connect(admin);
    const runtime = notificationRuntimeOf(server.database.db)!;
    await vi.waitFor(() => expect(runtime.hubs.all()).toHaveLength(1));
    const closed = new Promise<Error | undefined>((resolve) => hub.onclose(resolve));
    await server.app.close();
    await closed;
    expect(hub.state).toBe(HubConnectionState.Disconnected);
    await vi.waitFor(() => expect(runtime.hubs.all()).toHaveLength(0));
    expect(notificationRuntimeOf(server.database.db)).toBeUndefined();
  });
});
