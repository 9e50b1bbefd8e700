import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationHistory } from '@sen/domain';
import { notifyUsers } from '../src/services/notifications.js';
import { tenantIdOf, userIdOf } from './helpers/notification-fixtures.js';
import { createSecondTenant, secondTenant } from './helpers/second-tenant.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from './helpers/test-app.js';

let server: TestServer;
let admin: string;
let cashier: string;
let sales: string;
let betaAdmin: string;
let demoId: string;

beforeAll(async () => {
  server = await startTestServer();
  await createSecondTenant(server.database.db);
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
  sales = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
  betaAdmin = await tokenFor(server.app, secondTenant.admin.user_name, secondTenant.admin.password, 'beta');
  demoId = await tenantIdOf(server.database.db);
});

afterAll(async () => {
  await server?.close();
});

const history = async (token: string, query = '', tenant = 'demo') => {
  const res = await call(server.app, 'GET', `/api/notifications/histories${query}`, { token, tenant });
  expect(res.statusCode).toBe(200);
  return res.json() as NotificationHistory;
};

const broadcast = (token: string, body: unknown, tenant = 'demo') =>
  call(server.app, 'POST', '/api/notifications/broadcast', { token, body, tenant });

describe('notification settings', () => {
  it('are the defaults until saved, then per user', async () => {
    const before = await call(server.app, 'GET', '/api/notifications/settings', { token: cashier });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ in_app: true, push: true, sound: true });

    const saved = await call(server.app, 'PUT', '/api/notifications/settings', {
      token: cashier,
      body: { in_app: true, push: false, sound: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ in_app: true, push: false, sound: false });
    const again = await call(server.app, 'GET', '/api/notifications/settings', { token: cashier });
    expect(again.json()).toEqual({ in_app: true, push: false, sound: false });
    // Another user keeps the defaults.
    const other = await call(server.app, 'GET', '/api/notifications/settings', { token: sales });
    expect(other.json()).toEqual({ in_app: true, push: true, sound: true });

    await call(server.app, 'PUT', '/api/notifications/settings', {
      token: cashier,
      body: { in_app: true, push: true, sound: true },
    });
  });

  it('refuse an incomplete body with a localised error and keep what was stored', async () => {
    const res = await call(server.app, 'PUT', '/api/notifications/settings', {
      token: sales,
      body: { in_app: 'yes' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The data is not valid' });
    const after = await call(server.app, 'GET', '/api/notifications/settings', { token: sales });
    expect(after.json()).toEqual({ in_app: true, push: true, sound: true });
  });

  it('need a signed-in user', async () => {
    const res = await call(server.app, 'GET', '/api/notifications/settings');
    expect(res.statusCode).toBe(401);
  });
});

describe('push token registration', () => {
  const tokensOf = (userName: string) =>
    server.database.db
      .selectFrom('push_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['t.device_id', 't.token', 't.os_type'])
      .where('t.tenant_id', '=', demoId)
      .where('u.user_name', '=', userName)
      .orderBy('t.device_id')
      .execute();

  it('keeps one token per user and device (a new token replaces the old one)', async () => {
    const register = (token: string, device_id: string, os_type = 'android') =>
      call(server.app, 'POST', '/api/notifications/tokens/register', {
        token: sales,
        body: { os_type, device_id, token },
      });
    const first = await register('tok-1', 'device-a');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ device_id: 'device-a', topic: 'tenant_demo' });
    await register('tok-2', 'device-a', 'ios');
    await register('tok-3', 'device-b', 'web');
    expect(await tokensOf('nvbh01')).toEqual([
      { device_id: 'device-a', token: 'tok-2', os_type: 'ios' },
      { device_id: 'device-b', token: 'tok-3', os_type: 'web' },
    ]);
  });

  it('moves a shared device to whoever registered last', async () => {
    const res = await call(server.app, 'POST', '/api/notifications/tokens/register', {
      token: cashier,
      body: { os_type: 'android', device_id: 'device-b', token: 'tok-cashier' },
    });
    expect(res.statusCode).toBe(200);
    expect(await tokensOf('nvbh01')).toEqual([{ device_id: 'device-a', token: 'tok-2', os_type: 'ios' }]);
    expect(await tokensOf('thungan')).toEqual([
      { device_id: 'device-b', token: 'tok-cashier', os_type: 'android' },
    ]);
  });

  it('refuses an unknown os_type and stores nothing', async () => {
    const res = await call(server.app, 'POST', '/api/notifications/tokens/register', {
      token: admin,
      body: { os_type: 'symbian', device_id: 'device-z', token: 'tok-z' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await tokensOf('admin')).toEqual([]);
  });
});

describe('broadcast, history and view', () => {
  it('is for administrators only', async () => {
    const res = await broadcast(cashier, { title: 'Không được' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'ADMIN_REQUIRED',
      message: 'Chức năng chỉ dành cho quản trị viên',
    });
    expect((await history(cashier)).total).toBe(0);
  });

  it('reaches every user of the tenant and no user of another tenant', async () => {
    const res = await broadcast(admin, { title: 'Họp toàn thể', body: '9 giờ sáng mai', link: '/crm/tasks' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recipients: 3 });
    for (const token of [admin, cashier, sales]) {
      const list = await history(token);
      expect(list).toMatchObject({ total: 1, total_unread: 1 });
      expect(list.notifications[0]).toMatchObject({
        title: 'Họp toàn thể',
        body: '9 giờ sáng mai',
        link: '/crm/tasks',
        type: 'broadcast',
        sender: 'admin',
        is_read: false,
      });
      expect(new Date(list.notifications[0]!.created_at).toISOString()).toBe(
        list.notifications[0]!.created_at,
      );
    }
    expect((await history(betaAdmin, '', 'beta')).total).toBe(0);
  });

  it('reaches only the named users (any letter case)', async () => {
    const res = await broadcast(admin, { title: 'Ca chiều', user_names: ['THUNGAN'] });
    expect(res.json()).toEqual({ recipients: 1 });
    expect((await history(cashier)).notifications[0]?.title).toBe('Ca chiều');
    expect((await history(sales)).notifications[0]?.title).toBe('Họp toàn thể');
  });

  it('refuses unknown user names (including other tenants’ users) and sends nothing', async () => {
    const res = await broadcast(admin, { title: 'Không ai', user_names: ['thungan', 'beta01'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'NOTIFICATION_RECIPIENTS_UNKNOWN',
      message: 'Không tìm thấy người dùng: beta01',
      details: { unknown: ['beta01'] },
    });
    expect((await history(cashier)).total).toBe(2);
  });

  it('refuses an empty title', async () => {
    const res = await broadcast(admin, { title: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('lists newest first with paging, totals and the unread filter', async () => {
    const list = await history(cashier);
    expect(list.notifications.map((n) => n.title)).toEqual(['Ca chiều', 'Họp toàn thể']);
    const page2 = await history(cashier, '?page=2&limit=1');
    expect(page2).toMatchObject({ total: 2, total_unread: 2 });
    expect(page2.notifications.map((n) => n.title)).toEqual(['Họp toàn thể']);
    const bad = await call(server.app, 'GET', '/api/notifications/histories?limit=1000', { token: cashier });
    expect(bad.statusCode).toBe(400);
  });

  it("marks only the caller's own notifications read; others' and malformed ids are ignored", async () => {
    const own = (await history(cashier)).notifications;
    const salesOwn = (await history(sales)).notifications;
    const res = await call(server.app, 'PUT', '/api/notifications/view', {
      token: cashier,
      body: { ids: [own[0]!.id, salesOwn[0]!.id, 'not-a-uuid'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 1, total_unread: 1 });
    expect((await history(sales)).total_unread).toBe(1);

    const unread = await history(cashier, '?unread=true');
    expect(unread).toMatchObject({ total: 1, total_unread: 1 });
    expect(unread.notifications.map((n) => n.title)).toEqual(['Họp toàn thể']);
    const all = await history(cashier);
    expect(all.notifications.map((n) => n.is_read)).toEqual([true, false]);

    const again = await call(server.app, 'PUT', '/api/notifications/view', {
      token: cashier,
      body: { ids: [own[0]!.id] },
    });
    expect(again.json()).toEqual({ updated: 0, total_unread: 1 });
  });

  it('refuses an empty id list', async () => {
    const res = await call(server.app, 'PUT', '/api/notifications/view', {
      token: cashier,
      body: { ids: [] },
    });
    expect(res.statusCode).toBe(400);
  });

  it('view-all marks every notification of the caller only', async () => {
    const res = await call(server.app, 'PUT', '/api/notifications/view-all', { token: cashier });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 1, total_unread: 0 });
    expect((await history(cashier)).total_unread).toBe(0);
    expect((await history(sales)).total_unread).toBe(1);
  });
});

describe('notifyUsers', () => {
  it('stores one notification per user of the tenant and skips ids of other tenants', async () => {
    const db = server.database.db;
    const betaId = await tenantIdOf(db, 'beta');
    const salesId = await userIdOf(db, demoId, 'nvbh01');
    const betaStaff = await userIdOf(db, betaId, secondTenant.staff.user_name);
    const result = await notifyUsers(
      { db, dbKind: server.database.kind, config: server.config, staffContexts: server.app.staffContexts },
      demoId,
      [salesId, salesId, betaStaff],
      { title: 'Công việc mới', link: '/crm/tasks/7', type: 'task' },
    );
    expect(result.recipients).toBe(1);
    const list = await history(sales);
    expect(list.notifications[0]).toMatchObject({
      title: 'Công việc mới',
      type: 'task',
      sender: '',
      body: '',
    });
    const beta = await db.selectFrom('notifications').select('id').where('tenant_id', '=', betaId).execute();
    expect(beta).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('lists the notification routes with bearer security, and not the realtime hub', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = res.json().paths as Record<string, Record<string, { tags: string[]; security: unknown }>>;
    // Paths may be written relative to the '/api' server URL.
    const pathOf = (path: string) => paths[path] ?? paths[path.replace(/^\/api/, '')] ?? {};
    const expected = {
      '/api/notifications/settings': ['get', 'put'],
      '/api/notifications/tokens/register': ['post'],
      '/api/notifications/view': ['put'],
      '/api/notifications/view-all': ['put'],
      '/api/notifications/histories': ['get'],
      '/api/notifications/broadcast': ['post'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(Object.keys(pathOf(path)).sort()).toEqual([...methods].sort());
      for (const method of methods) {
        expect(pathOf(path)[method]).toMatchObject({
          tags: ['notifications'],
          security: [{ bearerAuth: [] }],
        });
      }
    }
    expect(Object.keys(paths).filter((path) => /^(\/api)?\/hubs/.test(path))).toEqual([]);
  });
});
