import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { auditLogSchema, listOf, notificationHistorySchema, type AuditLogEntry } from '@sen/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, send } from './helpers/resource-set-calls.js';
import {
  call,
  demoPasswords,
  login,
  startTestServer,
  tokenFor,
  type TestServer,
} from './helpers/test-app.js';

let server: TestServer;
let filesDir = '';
const t = { admin: '', thungan: '', nvbh01: '' };

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(os.tmpdir(), 'sen-audit-files-'));
  server = await startTestServer({ FILES_DIR: filesDir, UPLOAD_MAX_BYTES: '4096', UPLOAD_MAX_FILES: '3' });
  t.admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  t.thungan = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
  t.nvbh01 = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
});
afterAll(async () => {
  await server.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** GET system/logs as the administrator, newest first. */
const logs = async (query: string): Promise<AuditLogEntry[]> => {
  const res = await call(server.app, 'GET', `/api/system/logs${query}&pageSize=100`, { token: t.admin });
  expect(res.statusCode, res.body).toBe(200);
  return listOf(auditLogSchema).parse(res.json()).items;
};

/** Every before/after of the audit log as one text, to look for what must never be there. */
const auditText = async (): Promise<string> =>
  JSON.stringify(
    await server.database.db.selectFrom('audit_logs').select(['before', 'after', 'record_key']).execute(),
  );

/** Runs the calls and expects each to answer `status` and the audit log to have no new entry. */
const expectNothingRecorded = async (status: number, calls: (() => Promise<{ statusCode: number }>)[]) => {
  const before = await auditCount(server.database.db);
  for (const run of calls) expect((await run()).statusCode).toBe(status);
  expect(await auditCount(server.database.db)).toBe(before);
};

describe('notifications/settings', () => {
  const put = (body: unknown, token = t.nvbh01) =>
    call(server.app, 'PUT', '/api/notifications/settings', { token, body });

  it('records a save with the settings before and after', async () => {
    expect((await put({ in_app: true, push: false, sound: true })).statusCode).toBe(200);
    const items = await logs('?resource=notifications/settings');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      user_name: 'nvbh01',
      action: 'update',
      resource: 'notifications/settings',
      resource_name: 'notification-settings',
      record_key: 'nvbh01',
      before: { in_app: true, push: true, sound: true },
      after: { in_app: true, push: false, sound: true },
    });
  });

  it('records nothing for a refused body or a save that changes nothing', async () => {
    await expectNothingRecorded(400, [() => put({ in_app: 'yes', push: false, sound: true })]);
    await expectNothingRecorded(200, [() => put({ in_app: true, push: false, sound: true })]);
  });
});

describe('notifications/tokens/register', () => {
  const secret = 'fcm-TOKEN-never-in-the-log-0123456789-abc123';
  const register = (body: unknown) =>
    call(server.app, 'POST', '/api/notifications/tokens/register', { token: t.thungan, body });

  it('records a registration by device, OS and the last 6 characters of the token only', async () => {
    expect((await register({ os_type: 'android', device_id: 'audit-phone', token: secret })).statusCode).toBe(
      200,
    );
    expect(
      (await register({ os_type: 'android', device_id: 'audit-phone', token: 'fcm-next-xyz789' })).statusCode,
    ).toBe(200);
    const items = await logs('?resource=notifications/tokens');
    expect(
      items.map(({ user_name, action, record_key, before, after }) => ({
        user_name,
        action,
        record_key,
        before,
        after,
      })),
    ).toEqual([
      {
        user_name: 'thungan',
        action: 'update',
        record_key: 'thungan/audit-phone',
        before: { device_id: 'audit-phone', os_type: 'android', token_end: '…abc123' },
        after: {
          device_id: 'audit-phone',
          os_type: 'android',
          token_end: '…xyz789',
          removed_from_other_users: 0,
        },
      },
      {
        user_name: 'thungan',
        action: 'create',
        record_key: 'thungan/audit-phone',
        before: null,
        after: {
          device_id: 'audit-phone',
          os_type: 'android',
          token_end: '…abc123',
          removed_from_other_users: 0,
        },
      },
    ]);
    expect(await auditText()).not.toContain(secret.slice(0, 20));
    expect(await auditText()).not.toContain('fcm-next');
  });

  it('records nothing for a refused body or the same registration again', async () => {
    await expectNothingRecorded(400, [
      () => register({ os_type: 'symbian', device_id: 'audit-phone', token: 'fcm-x-000000' }),
    ]);
    await expectNothingRecorded(200, [
      () => register({ os_type: 'android', device_id: 'audit-phone', token: 'fcm-next-xyz789' }),
    ]);
  });
});

describe('notifications/broadcast and notifications/view', () => {
  const broadcast = (body: unknown, token = t.admin) =>
    call(server.app, 'POST', '/api/notifications/broadcast', { token, body });

  it('records a broadcast with its content and recipients', async () => {
    const res = await broadcast({
      title: 'Họp giao ban',
      body: '8 giờ sáng mai',
      link: '/crm',
      user_names: ['THUNGAN', 'nvbh01'],
    });
    expect(res.statusCode).toBe(200);
    const items = await logs('?resource=notifications/broadcast');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      user_name: 'admin',
      action: 'create',
      resource_name: 'broadcast',
      before: null,
      after: {
        title: 'Họp giao ban',
        body: '8 giờ sáng mai',
        link: '/crm',
        recipients: 2,
        user_names: ['nvbh01', 'thungan'],
      },
    });
    expect(items[0]?.record_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('records a broadcast to everyone with the count', async () => {
    expect((await broadcast({ title: 'Chào mừng' })).statusCode).toBe(200);
    const [latest] = await logs('?resource=notifications/broadcast');
    expect(latest?.after).toMatchObject({
      title: 'Chào mừng',
      everyone: true,
      recipients: expect.any(Number),
    });
    expect(latest?.after?.recipients).toBeGreaterThanOrEqual(3);
  });

  it('records nothing for a broadcast by a non-administrator or to an unknown user', async () => {
    await expectNothingRecorded(403, [() => broadcast({ title: 'Không được' }, t.nvbh01)]);
    await expectNothingRecorded(400, [() => broadcast({ title: 'Ai?', user_names: ['khong-co-ai'] })]);
  });

  it('records one entry per view call that marks anything read, with the count', async () => {
    const history = await call(server.app, 'GET', '/api/notifications/histories?unread=true', {
      token: t.nvbh01,
    });
    const { notifications, total_unread: unread } = notificationHistorySchema.parse(history.json());
    expect(unread).toBeGreaterThanOrEqual(2);
    const id = notifications[0]?.id ?? '';
    const view = await call(server.app, 'PUT', '/api/notifications/view', {
      token: t.nvbh01,
      body: { ids: [id, 'not-a-uuid'] },
    });
    expect(view.json()).toEqual({ updated: 1, total_unread: unread - 1 });
    expect(
      (await call(server.app, 'PUT', '/api/notifications/view-all', { token: t.nvbh01 })).statusCode,
    ).toBe(200);
    const items = await logs('?resource=notifications/view');
    expect(
      items.map(({ user_name, action, record_key, before, after }) => ({
        user_name,
        action,
        record_key,
        before,
        after,
      })),
    ).toEqual([
      {
        user_name: 'nvbh01',
        action: 'update',
        record_key: 'nvbh01',
        before: { total_unread: unread - 1 },
        after: { total_unread: 0, marked_read: unread - 1, all: true },
      },
      {
        user_name: 'nvbh01',
        action: 'update',
        record_key: 'nvbh01',
        before: { total_unread: unread },
        after: { total_unread: unread - 1, marked_read: 1, ids: [id] },
      },
    ]);
  });

  it('records nothing when a view marks nothing read', async () => {
    await expectNothingRecorded(200, [
      () => call(server.app, 'PUT', '/api/notifications/view-all', { token: t.nvbh01 }),
      () =>
        call(server.app, 'PUT', '/api/notifications/view', {
          token: t.nvbh01,
          body: { ids: ['00000000-0000-4000-8000-000000000000'] },
        }),
    ]);
  });
});

describe('system/queue', () => {
  const enqueue = (body: unknown, token = t.admin) =>
    call(server.app, 'POST', '/api/system/queue', { token, body });

  it('records an enqueued job with its id, type and payload', async () => {
    const res = await enqueue({ type: 'sms.send', payload: { phone: '0987654321', message: 'Lịch hẹn 9h' } });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    const items = await logs(`?record_id=${id}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      user_name: 'admin',
      action: 'create',
      resource: 'system/queue',
      resource_name: 'jobs',
      record_key: 'sms.send',
      before: null,
      after: {
        id,
        type: 'sms.send',
        payload: { phone: '0987654321', message: 'Lịch hẹn 9h' },
        run_at: null,
        max_attempts: null,
      },
    });
  });

  it('records nothing for a refused job', async () => {
    await expectNothingRecorded(400, [
      () => enqueue({ type: 'sms.send', payload: { phone: '12', message: '' } }),
      () => enqueue({ type: 'unknown.job', payload: {} }),
    ]);
    await expectNothingRecorded(403, [
      () => enqueue({ type: 'sms.send', payload: { phone: '0987654321', message: 'x' } }, t.nvbh01),
    ]);
  });
});

describe('system/clear-cache and system/clear-mongodb', () => {
  it('records each clear as a delete with the count', async () => {
    const clear = await call(server.app, 'GET', '/api/system/clear-cache', { token: t.admin });
    const purge = await call(server.app, 'DELETE', '/api/system/clear-mongodb', { token: t.admin });
    expect([clear.statusCode, purge.statusCode]).toEqual([200, 200]);
    const [cleared] = await logs('?resource=system/clear-cache');
    const [purged] = await logs('?resource=system/clear-mongodb');
    expect(cleared).toMatchObject({
      user_name: 'admin',
      action: 'delete',
      resource_name: 'cache',
      before: { cleared: clear.json().cleared },
      after: null,
    });
    expect(purged).toMatchObject({
      action: 'delete',
      before: { cleared: purge.json().cleared },
      after: null,
    });
  });

  it('records nothing for a refused clear', async () => {
    await expectNothingRecorded(403, [
      () => call(server.app, 'DELETE', '/api/system/clear-mongodb', { token: t.nvbh01 }),
      () => call(server.app, 'GET', '/api/system/clear-cache', { token: t.nvbh01 }),
    ]);
  });
});

describe('upload and delete of files', () => {
  const marker = 'FILE-CONTENT-NEVER-IN-THE-LOG';
  const multipart = async (name: string, bytes: Uint8Array) => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(bytes)], { type: 'text/plain' }), name);
    const response = new Response(form);
    return {
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? '',
    };
  };
  const upload = async (name: string, bytes: Uint8Array) => {
    const { body, contentType } = await multipart(name, bytes);
    return call(server.app, 'POST', '/api/upload/files', {
      token: t.nvbh01,
      headers: { 'content-type': contentType },
      body,
    });
  };

  it('records each stored file and each deleted file by its metadata, never its content', async () => {
    const bytes = new TextEncoder().encode(`${marker}\nghi chú`);
    const res = await upload('ghi-chu.txt', bytes);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().items[0] as { id: string; url: string };
    const [created] = await logs(`?record_id=${file.id}`);
    expect(created).toMatchObject({
      user_name: 'nvbh01',
      action: 'create',
      resource: 'upload/files',
      resource_name: 'files',
      record_key: 'ghi-chu.txt',
      before: null,
      after: {
        id: file.id,
        name: 'ghi-chu.txt',
        type: 'text/plain',
        size: bytes.length,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        url: file.url,
      },
    });

    const removed = await call(server.app, 'DELETE', '/api/upload', { token: t.nvbh01, body: [file.url] });
    expect(removed.json().items).toEqual([file.url]);
    const [deleted] = await logs(`?record_id=${file.id}&action=delete`);
    expect(deleted).toMatchObject({
      user_name: 'nvbh01',
      resource: 'upload',
      resource_name: 'files',
      before: created?.after,
      after: null,
    });
    expect(await auditText()).not.toContain(marker);
  });

  it('records nothing for a refused upload or a delete of nothing', async () => {
    await expectNothingRecorded(413, [() => upload('lon.txt', new Uint8Array(5000).fill(65))]);
    await expectNothingRecorded(200, [
      () =>
        call(server.app, 'DELETE', '/api/upload', {
          token: t.nvbh01,
          body: ['/api/files/00000000-0000-4000-8000-000000000000/x.txt'],
        }),
    ]);
  });
});

describe('the change and its entry are one transaction', () => {
  const refused = ['notifications/settings', 'notifications/broadcast', 'system/queue', 'upload/files'];
  const count = async (table: 'jobs' | 'files' | 'notifications') =>
    Number(
      (
        await server.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const stored = async () => (await readdir(filesDir, { recursive: true })).length;

  it('keeps nothing of a change whose audit entry cannot be written', async () => {
    // The database refuses these entries: each change must roll back with its entry.
    await sql`ALTER TABLE audit_logs ADD CONSTRAINT audit_areas_refused CHECK (resource NOT IN (${sql.join(refused.map((r) => sql.lit(r)))})) NOT VALID`.execute(
      server.database.db,
    );
    try {
      const settings = (
        await send(server.app, 'GET', '/api/notifications/settings', { token: t.nvbh01 })
      ).json();
      const before = {
        jobs: await count('jobs'),
        files: await count('files'),
        notifications: await count('notifications'),
        stored: await stored(),
      };
      const form = new FormData();
      form.append('files', new Blob([new TextEncoder().encode('rollback')], { type: 'text/plain' }), 'r.txt');
      const upload = new Response(form);
      const statuses = [
        await send(server.app, 'PUT', '/api/notifications/settings', {
          token: t.nvbh01,
          body: { in_app: false, push: true, sound: false },
        }),
        await send(server.app, 'POST', '/api/notifications/broadcast', {
          token: t.admin,
          body: { title: 'Lỗi' },
        }),
        await send(server.app, 'POST', '/api/system/queue', {
          token: t.admin,
          body: { type: 'sms.send', payload: { phone: '0987654321', message: 'Lỗi' } },
        }),
        await send(server.app, 'POST', '/api/upload/files', {
          token: t.nvbh01,
          headers: { 'content-type': upload.headers.get('content-type') ?? '' },
          body: Buffer.from(await upload.arrayBuffer()),
        }),
      ].map((res) => res.statusCode);
      expect(statuses).toEqual([500, 500, 500, 500]);
      expect(
        (await send(server.app, 'GET', '/api/notifications/settings', { token: t.nvbh01 })).json(),
      ).toEqual(settings);
      expect({
        jobs: await count('jobs'),
        files: await count('files'),
        notifications: await count('notifications'),
        stored: await stored(),
      }).toEqual(before);
    } finally {
      await sql`ALTER TABLE audit_logs DROP CONSTRAINT audit_areas_refused`.execute(server.database.db);
    }
  });
});

describe('system/users sessions', () => {
  it('records ending the sessions of a user from an address', async () => {
    await login(server.app, 'thungan', demoPasswords.thungan, { ip: '10.20.0.1' });
    const res = await call(server.app, 'PUT', '/api/system/users/THUNGAN/logout/10.20.0.1', {
      token: t.admin,
    });
    expect(res.json()).toEqual({ ended: 1 });
    const items = await logs('?resource=system/users/sessions');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      user_name: 'admin',
      action: 'delete',
      resource_name: 'sessions',
      record_key: 'thungan/10.20.0.1',
      before: {
        user_name: 'thungan',
        ip: '10.20.0.1',
        online_sessions: 1,
        sessions: 1,
        user_names: ['thungan'],
        customer_sessions: 0,
      },
      after: null,
    });
  });

  it('records nothing for a refused or empty logout', async () => {
    await expectNothingRecorded(403, [
      () => call(server.app, 'PUT', '/api/system/users/admin/logout/127.0.0.1', { token: t.nvbh01 }),
      () => call(server.app, 'PUT', '/api/system/users/logout', { token: t.thungan }),
    ]);
    await expectNothingRecorded(200, [
      () => call(server.app, 'PUT', '/api/system/users/thungan/logout/10.20.0.1', { token: t.admin }),
    ]);
  });

  it("records ending every session but the caller's with the users signed out", async () => {
    const res = await call(server.app, 'PUT', '/api/system/users/logout', { token: t.admin });
    expect(res.statusCode).toBe(200);
    const [latest] = await logs('?resource=system/users/sessions');
    expect(latest).toMatchObject({
      user_name: 'admin',
      action: 'delete',
      before: { all_except_own: true, online_sessions: res.json().ended, customer_sessions: 0 },
      after: null,
    });
    expect(latest?.before?.user_names).toEqual(expect.arrayContaining(['nvbh01', 'thungan']));
  });
});
