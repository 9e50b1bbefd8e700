import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import {
  configureHttpPush,
  logCollector,
  startPushService,
  tenantIdOf,
  type PushService,
} from './helpers/notification-fixtures.js';
import { call, demoPasswords, testConfig, tokenFor } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

let database: TestDatabase;
let app: FastifyInstance;
let service: PushService;
const log = logCollector();
let admin: string;
let sales: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: await testConfig(),
    database,
    logger: { level: 'info', stream: log.stream },
  });
  service = await startPushService();
  await configureHttpPush(database.db, await tenantIdOf(database.db), service);
  admin = await tokenFor(app, 'admin', demoPasswords.admin);
  sales = await tokenFor(app, 'nvbh01', demoPasswords.nvbh01);
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await service?.close();
});

const register = (token: string, device_id: string, value: string) =>
  call(app, 'POST', '/api/notifications/tokens/register', {
    token,
    body: { os_type: 'android', device_id, token: value },
  });

const warnings = () =>
  log.lines.filter((line) => line.level === 40 && line.msg === 'push provider call failed');

describe('the HTTP push provider', () => {
  it('subscribes a registered token to the tenant topic with the server key', async () => {
    service.calls.length = 0;
    expect((await register(sales, 'phone-1', 'fcm-sales-1')).statusCode).toBe(200);
    expect(service.calls).toHaveLength(1);
    expect(service.calls[0]).toMatchObject({
      url: '/iid:batchAdd',
      headers: { authorization: 'key=k-123', 'content-type': 'application/json' },
      body: { to: '/topics/tenant_demo', registration_tokens: ['fcm-sales-1'] },
    });
  });

  it('unsubscribes the replaced token of the same device', async () => {
    service.calls.length = 0;
    await register(sales, 'phone-1', 'fcm-sales-2');
    expect(service.calls.map((c) => [c.url, c.body.registration_tokens])).toEqual([
      ['/iid:batchRemove', ['fcm-sales-1']],
      ['/iid:batchAdd', ['fcm-sales-2']],
    ]);
  });

  it('sends a broadcast to everyone to the tenant topic', async () => {
    service.calls.length = 0;
    const res = await call(app, 'POST', '/api/notifications/broadcast', {
      token: admin,
      body: { title: 'Khuyến mãi', body: 'Giảm 20%', link: '/sales' },
    });
    expect(res.statusCode).toBe(200);
    expect(service.calls).toHaveLength(1);
    expect(service.calls[0]).toMatchObject({
      url: '/send',
      body: {
        to: '/topics/tenant_demo',
        notification: { title: 'Khuyến mãi', body: 'Giảm 20%' },
        data: { link: '/sales', type: 'broadcast', sender: 'admin' },
      },
    });
  });

  it("sends to named users' tokens, and not to users whose settings turn push off", async () => {
    service.calls.length = 0;
    await call(app, 'POST', '/api/notifications/broadcast', {
      token: admin,
      body: { title: 'Riêng', user_names: ['nvbh01'] },
    });
    expect(service.calls.map((c) => [c.url, c.body.registration_ids])).toEqual([['/send', ['fcm-sales-2']]]);

    service.calls.length = 0;
    const off = await call(app, 'PUT', '/api/notifications/settings', {
      token: sales,
      body: { in_app: true, push: false, sound: true },
    });
    expect(off.statusCode).toBe(200);
    expect(service.calls.map((c) => [c.url, c.body.registration_tokens])).toEqual([
      ['/iid:batchRemove', ['fcm-sales-2']],
    ]);

    service.calls.length = 0;
    const res = await call(app, 'POST', '/api/notifications/broadcast', {
      token: admin,
      body: { title: 'Riêng 2', user_names: ['nvbh01'] },
    });
    expect(res.json()).toEqual({ recipients: 1 });
    expect(service.calls).toEqual([]);

    // A new device of a user with push off is stored but not subscribed.
    await register(sales, 'tablet-1', 'fcm-sales-tablet');
    expect(service.calls).toEqual([]);
  });

  it('failures are logged as warnings and never fail the API call', async () => {
    service.status = 500;
    service.calls.length = 0;
    const before = warnings().length;
    const registered = await register(admin, 'desk-1', 'fcm-admin');
    expect(registered.statusCode).toBe(200);
    const sent = await call(app, 'POST', '/api/notifications/broadcast', {
      token: admin,
      body: { title: 'Lỗi đẩy' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ recipients: 3 });
    expect(service.calls.map((c) => c.url)).toEqual(['/iid:batchAdd', '/send']);
    const logged = warnings().slice(before);
    expect(logged.map((l) => [l.action, l.error, l.tenant])).toEqual([
      ['batchAdd', 'HTTP 500', 'demo'],
      ['send', 'HTTP 500', 'demo'],
    ]);
    // The notification was stored all the same.
    const list = await call(app, 'GET', '/api/notifications/histories', { token: admin });
    expect(list.json().notifications[0].title).toBe('Lỗi đẩy');
    service.status = 200;
  });

  it('an unreachable endpoint is logged too', async () => {
    const closed = await startPushService();
    await closed.close();
    await database.db
      .updateTable('configs')
      .set({ value: `${closed.url}/send` })
      .where('grp', '=', 'push')
      .where('name', '=', 'endpoint')
      .execute();
    const before = warnings().length;
    const res = await call(app, 'POST', '/api/notifications/broadcast', {
      token: admin,
      body: { title: 'Mất kết nối' },
    });
    expect(res.statusCode).toBe(200);
    const logged = warnings().slice(before);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ action: 'send', url: `${closed.url}/send` });
    expect(String(logged[0]!.error)).not.toBe('');
  });
});

describe('request logs of the realtime hub', () => {
  it('do not carry the access token of the query string', async () => {
    const before = log.lines.length;
    const res = await app.inject({
      method: 'POST',
      url: `/api/hubs/notification/negotiate?negotiateVersion=1&tenant=demo&access_token=${sales}`,
    });
    expect(res.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/api/health' });
    const lines = log.lines.slice(before).map((line) => JSON.stringify(line));
    // The health call is logged (the collector sees request lines), the negotiate call is not.
    expect(lines.some((line) => line.includes('/api/health'))).toBe(true);
    expect(lines.filter((line) => line.includes(sales))).toEqual([]);
  });
});
