import { auditLogSchema, listOf } from '@sen/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantIdOf } from './helpers/operations-fixtures.js';
import { auditCount, grant, send } from './helpers/resource-set-calls.js';
import { createSecondTenant, secondTenant } from './helpers/second-tenant.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from './helpers/test-app.js';

let server: TestServer;
const t = { admin: '', thungan: '', nvbh01: '', beta: '' };
beforeAll(async () => {
  server = await startTestServer();
  await createSecondTenant(server.database.db);
  t.admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  t.thungan = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
  t.nvbh01 = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
  t.beta = await tokenFor(
    server.app,
    secondTenant.admin.user_name,
    secondTenant.admin.password,
    secondTenant.code,
  );
});
afterAll(() => server.close());

const logs = async (query: string, token = t.admin, tenant = 'demo') => {
  const res = await send(server.app, 'GET', `/api/system/logs${query}`, { token, tenant });
  expect(res.statusCode, res.body).toBe(200);
  return listOf(auditLogSchema).parse(res.json());
};

describe('audit log of resource-set changes', () => {
  let id = '';

  it('records a create with the row after, who, from where and which device', async () => {
    const res = await send(server.app, 'POST', '/api/stock/units', {
      token: t.admin,
      headers: { 'device-id': 'audit-device-01' },
      body: { ma_dvt: 'ONG', ten_dvt: 'Ống' },
    });
    expect(res.statusCode).toBe(201);
    id = res.json()._id;
    const { items } = await logs(`?record_id=${id}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      action: 'create',
      user_name: 'admin',
      device_id: 'audit-device-01',
      ip: '127.0.0.1',
      resource: 'stock/units',
      resource_name: 'units',
      record_id: id,
      record_key: 'ONG',
      before: null,
      after: { _id: id, ma_dvt: 'ONG', ten_dvt: 'Ống', trang_thai: true },
    });
  });

  it('records a replace and a patch with the row before and after', async () => {
    await send(server.app, 'PUT', `/api/stock/units/${id}`, {
      token: t.admin,
      body: { ma_dvt: 'ONG', ten_dvt: 'Ống tiêm' },
    });
    await send(server.app, 'PATCH', `/api/stock/units/${id}`, {
      token: t.admin,
      body: { trang_thai: false },
    });
    const { items } = await logs(`?record_id=${id}&action=update`);
    expect(items.map((e) => [e.before?.ten_dvt, e.after?.ten_dvt, e.after?.trang_thai])).toEqual([
      ['Ống tiêm', 'Ống tiêm', false],
      ['Ống', 'Ống tiêm', true],
    ]);
  });

  it('records nothing for an update that changes nothing', async () => {
    const before = await auditCount(server.database.db);
    const res = await send(server.app, 'PATCH', `/api/stock/units/${id}`, {
      token: t.admin,
      body: { ma_dvt: 'ONG' },
    });
    expect(res.statusCode).toBe(200);
    expect(await auditCount(server.database.db)).toBe(before);
  });

  it('records a delete with the row before', async () => {
    await send(server.app, 'DELETE', `/api/stock/units/${id}`, { token: t.admin });
    const { items } = await logs(`?record_id=${id}&action=delete`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ before: { ma_dvt: 'ONG', ten_dvt: 'Ống tiêm' }, after: null });
    expect((await logs(`?record_id=${id}`)).total).toBe(4);
  });

  it('records nothing when a change fails', async () => {
    const before = await auditCount(server.database.db);
    const failures = [
      await send(server.app, 'POST', '/api/stock/units', {
        token: t.admin,
        body: { ma_dvt: 'HOP', ten_dvt: 'Trùng' },
      }),
      await send(server.app, 'POST', '/api/stock/units', {
        token: t.admin,
        body: { ma_dvt: '', ten_dvt: 'Rỗng' },
      }),
      await send(server.app, 'POST', '/api/stock/units', {
        token: t.thungan,
        body: { ma_dvt: 'NEW', ten_dvt: 'Mới' },
      }),
      await send(server.app, 'POST', '/api/sales/discount-codes', {
        token: t.admin,
        body: { ma_ck: 'X', ten_ck: 'X', ma_dvcs: 'CN01', ngay_hl_tu: '2026-01-01' },
      }),
      // The first row of the list is valid and saved inside the transaction, the second fails: both roll back.
      await send(server.app, 'PUT', '/api/system/stt', {
        token: t.admin,
        body: [
          { ma_dvcs: 'CN01', ma_ct: 'ZZ', nam: 2030 },
          { ma_dvcs: 'CN99', ma_ct: 'ZZ', nam: 2030 },
        ],
      }),
      await send(server.app, 'PATCH', '/api/system/configs', {
        token: t.admin,
        body: {
          items: [
            { name: 'otp_expiration', value: '3' },
            { name: 'nope', value: '1' },
          ],
        },
      }),
    ];
    expect(failures.map((r) => r.statusCode)).toEqual([409, 400, 403, 400, 403, 404]);
    expect(await auditCount(server.database.db)).toBe(before);
    const stt = await send(server.app, 'GET', '/api/system/stt/find?ma_ct=ZZ', { token: t.admin });
    expect(stt.json().total).toBe(0);
  });

  it('records config changes made by name and in bulk', async () => {
    await send(server.app, 'PUT', '/api/system/configs/name/sale_return_days', {
      token: t.admin,
      body: { value: '3' },
    });
    const { items } = await logs('?resource=configs');
    expect(items[0]).toMatchObject({
      action: 'update',
      record_key: 'sale/sale_return_days',
      before: { value: '0' },
      after: { value: '3' },
    });
  });
});

describe('GET system/logs and system/logs/total', () => {
  it('filters by user, resource, action and day, pages newest first, and counts', async () => {
    await grant(server.database.db, 'thungan', 'sales.vouchers', ['r_read', 'r_add', 'r_edit']);
    const made = await send(server.app, 'POST', '/api/sales/discount-codes', {
      token: t.thungan,
      body: { ma_ck: 'TN-AUDIT', ten_ck: 'Giảm 20.000đ', tien_ck: 20000, ngay_hl_tu: '2026-01-01' },
    });
    expect(made.statusCode).toBe(201);
    const byCashier = await logs('?user_name=THUNGAN');
    expect(byCashier.items.map((e) => [e.resource, e.record_key])).toEqual([
      ['sales/discount-codes', 'TN-AUDIT'],
    ]);
    expect((await logs('?resource=stock/units&action=create')).total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    const all = await logs(`?fromDate=${today}&toDate=${today}&pageSize=10`);
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(all.items[0]?.record_key).toBe('TN-AUDIT');
    const dates = all.items.map((e) => e.at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await logs('?toDate=2000-01-01')).total).toBe(0);
    const page2 = await logs('?pageSize=10&pageIndex=1');
    expect(page2.items).toHaveLength(Math.max(0, Math.min(10, all.total - 10)));

    expect(page2.items.map((e) => e.id)).not.toContain(all.items[0]?.id);
    for (const path of ['/api/system/logs', '/api/system/logs/total']) {
      const reversed = await send(server.app, 'GET', `${path}?fromDate=2026-02-01&toDate=2026-01-31`, {
        token: t.admin,
        headers: { 'accept-language': 'en' },
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json()).toMatchObject({
        code: 'DATE_RANGE_INVALID',
        message: 'The from date must be on or before the to date',
      });
    }

    const total = await send(server.app, 'GET', '/api/system/logs/total?action=delete', { token: t.admin });
    expect(total.json()).toEqual({ total: 1 });
    expect(
      (await send(server.app, 'GET', '/api/system/logs?action=nope', { token: t.admin })).statusCode,
    ).toBe(400);
  });

  it('admins and users with read on the system logs menu only', async () => {
    for (const path of ['/api/system/logs', '/api/system/logs/total']) {
      const denied = await send(server.app, 'GET', path, { token: t.nvbh01 });
      expect(denied.statusCode).toBe(403);
    }
    await grant(server.database.db, 'nvbh01', 'system.logs', ['r_access', 'r_read']);
    expect((await logs('', t.nvbh01)).total).toBeGreaterThan(0);
  });

  it("another tenant does not see the demo tenant's entries", async () => {
    expect((await logs('', t.beta, 'beta')).total).toBe(0);
  });
});

describe('secrets in the audit log', () => {
  const secrets = ['push-secret-1', 'push-secret-2', 'cc-key-1', 'sms-secret-1', 'old-secret', 'scrypt$old'];
  const expectNoSecret = (text: string) => {
    for (const secret of secrets) expect(text).not.toContain(secret);
  };

  it('never stores a secret config value: push and call-center keys, an SMS gateway key', async () => {
    const changes = [
      {
        method: 'POST',
        url: '/api/system/configs',
        body: { group: 'push', name: 'server_key', value: 'push-secret-1' },
      },
      {
        method: 'PUT',
        url: '/api/system/configs/name/server_key',
        body: { group: 'push', value: 'push-secret-2' },
      },
      {
        method: 'PATCH',
        url: '/api/system/configs',
        body: { items: [{ name: 'access_key', value: 'cc-key-1' }] },
      },
      {
        method: 'POST',
        url: '/api/system/configs',
        body: { group: 'sms', name: 'api_key', value: 'sms-secret-1' },
      },
      { method: 'POST', url: '/api/system/configs', body: { group: 'sms', name: 'provider', value: 'http' } },
    ] as const;
    for (const { method, url, body } of changes) {
      const res = await send(server.app, method, url, { token: t.admin, body });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const { rows } = await sql<{ entry: string }>`
      SELECT concat(before::text, ' ', after::text) AS entry FROM audit_logs
      WHERE resource = 'system/configs' ORDER BY id DESC LIMIT 5`.execute(server.database.db);
    expect(rows).toHaveLength(5);
    expectNoSecret(JSON.stringify(rows));

    await grant(server.database.db, 'nvbh01', 'system.logs', ['r_access', 'r_read']);
    for (const token of [t.nvbh01, t.admin]) {
      const { items } = await logs('?resource=configs&pageSize=10', token);
      expectNoSecret(JSON.stringify(items));
      expect(items.slice(0, 5).map((e) => [e.record_key, e.after?.value])).toEqual([
        ['sms/provider', 'http'],
        ['sms/api_key', ''],
        ['call_center/access_key', ''],
        ['push/server_key', ''],
        ['push/server_key', ''],
      ]);
    }
  });

  it('blanks the secrets of entries written before, when they are read', async () => {
    const tenantId = await tenantIdOf(server.database.db);
    const entry = (resource: string, resourceName: string, after: Record<string, unknown>) => ({
      tenant_id: tenantId,
      user_name: 'admin',
      action: 'update' as const,
      resource,
      resource_name: resourceName,
      record_id: 'old-entry',
      before: null,
      after: JSON.stringify(after),
    });
    await server.database.db
      .insertInto('audit_logs')
      .values([
        entry('system/configs', 'configs', { group: 'push', name: 'server_key', value: 'old-secret' }),
        entry('system/users', 'users', {
          user_name: 'lan',
          password_hash: 'scrypt$old',
          has_agent_pass: true,
        }),
        entry('system/queue', 'jobs', {
          payload: { phone: '0987654321', gateway: { api_key: 'old-secret' } },
        }),
      ])
      .execute();
    const { items } = await logs('?record_id=old-entry', t.nvbh01);
    expectNoSecret(JSON.stringify(items));
    expect(items.map((e) => e.after)).toEqual([
      { payload: { phone: '0987654321', gateway: { api_key: '' } } },
      { user_name: 'lan', password_hash: '', has_agent_pass: true },
      { group: 'push', name: 'server_key', value: '' },
    ]);
  });
});
