import { resourceSetList } from '@sen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant, send } from './helpers/resource-set-calls.js';
import { hashPassword } from '../src/security/password.js';
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

const firstId = async (url: string, token = t.admin, headers: Record<string, string> = {}) =>
  ((await send(server.app, 'GET', url, { token, headers })).json().items[0] as { _id: string })._id;

describe('permissions by menu id', () => {
  it('every signed-in staff user reads the start-up lists', async () => {
    for (const path of ['branchs', 'command', 'configs', 'dictionaries', 'stt', 'voucher-locks']) {
      const res = await send(server.app, 'GET', `/api/system/${path}`, { token: t.nvbh01 });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      expect(res.json().total).toBeGreaterThan(0);
    }
  });

  it('before sign-in only configs and dictionaries are readable', async () => {
    expect((await send(server.app, 'GET', '/api/system/dictionaries')).statusCode).toBe(200);
    expect((await send(server.app, 'GET', '/api/system/configs')).statusCode).toBe(200);
    for (const path of ['/api/stock/units', '/api/system/stt', '/api/system/branchs']) {
      expect((await send(server.app, 'GET', path)).statusCode, path).toBe(401);
    }
    const write = await send(server.app, 'POST', '/api/system/dictionaries', {
      body: { loai: 'gender', ma_tudien: '3', ten_tudien: 'Khác' },
    });
    expect(write.statusCode).toBe(401);
  });

  it('the salesperson cannot write system sets', async () => {
    const attempts = [
      send(server.app, 'POST', '/api/system/custom1', { token: t.nvbh01, body: { ma: 'X', ten: 'X' } }),
      send(server.app, 'POST', '/api/system/dictionaries', {
        token: t.nvbh01,
        body: { loai: 'gender', ma_tudien: '3', ten_tudien: 'Khác' },
      }),
      send(server.app, 'PUT', '/api/system/configs/name/otp_expiration', {
        token: t.nvbh01,
        body: { value: '9' },
      }),
      send(server.app, 'PATCH', `/api/system/branchs/${await firstId('/api/system/branchs', t.nvbh01)}`, {
        token: t.nvbh01,
        body: { ten_dvcs: 'Đổi tên' },
      }),
      send(server.app, 'DELETE', `/api/system/stt/${await firstId('/api/system/stt', t.nvbh01)}`, {
        token: t.nvbh01,
      }),
      send(server.app, 'PUT', '/api/system/stt', {
        token: t.nvbh01,
        body: [{ ma_dvcs: 'CN01', ma_ct: 'HD', nam: 2030 }],
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Bạn không có quyền thực hiện chức năng này',
      });
    }
    const branch = await send(server.app, 'GET', '/api/system/branchs', { token: t.nvbh01 });
    expect(branch.json().items[0].ten_dvcs).toBe('Chi nhánh Quận 1');
  });

  it('read: the cashier reads units (granted), the salesperson does not', async () => {
    expect((await send(server.app, 'GET', '/api/stock/units', { token: t.thungan })).statusCode).toBe(200);
    expect((await send(server.app, 'GET', '/api/accounting/taxs', { token: t.thungan })).statusCode).toBe(
      200,
    );
    const denied = await send(server.app, 'GET', '/api/stock/units', { token: t.nvbh01 });
    expect(denied.statusCode).toBe(403);
    const one = await send(server.app, 'GET', `/api/stock/units/${await firstId('/api/stock/units')}`, {
      token: t.nvbh01,
    });
    expect(one.statusCode).toBe(403);
  });

  it('add and edit: the cashier may on discount codes (sales menu) but not on units (read only)', async () => {
    const added = await send(server.app, 'POST', '/api/sales/discount-codes', {
      token: t.thungan,
      body: { ma_ck: 'TN-5', ten_ck: 'Giảm 5% khách quen', ty_le_ck: 5, ngay_hl_tu: '2026-01-01' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().ma_dvcs).toBe('CN01');
    const edited = await send(server.app, 'PATCH', `/api/sales/discount-codes/${added.json()._id}`, {
      token: t.thungan,
      body: { ty_le_ck: 6 },
    });
    expect(edited.statusCode).toBe(200);
    const addUnit = await send(server.app, 'POST', '/api/stock/units', {
      token: t.thungan,
      body: { ma_dvt: 'VI', ten_dvt: 'Vỉ' },
    });
    expect(addUnit.statusCode).toBe(403);
    const editUnit = await send(
      server.app,
      'PATCH',
      `/api/stock/units/${await firstId('/api/stock/units')}`,
      {
        token: t.thungan,
        body: { ten_dvt: 'Đổi' },
      },
    );
    expect(editUnit.statusCode).toBe(403);
  });

  it('delete: refused without the del right, allowed once granted', async () => {
    const id = await firstId('/api/sales/discount-codes?ma_ck=KM-Q1-50K');
    expect(
      (await send(server.app, 'DELETE', `/api/sales/discount-codes/${id}`, { token: t.thungan })).statusCode,
    ).toBe(403);
    await grant(server.database.db, 'thungan', 'sales.vouchers', [
      'r_access',
      'r_read',
      'r_add',
      'r_edit',
      'r_del',
    ]);
    expect(
      (await send(server.app, 'DELETE', `/api/sales/discount-codes/${id}`, { token: t.thungan })).statusCode,
    ).toBe(200);
  });

  it('upsert needs add to create and edit to replace', async () => {
    await grant(server.database.db, 'nvbh01', 'system.custom1', ['r_read', 'r_add']);
    const created = await send(server.app, 'POST', '/api/system/custom1/upsert', {
      token: t.nvbh01,
      body: { ma: 'TT', ten: 'TikTok' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const replaced = await send(server.app, 'POST', '/api/system/custom1/upsert', {
      token: t.nvbh01,
      body: { ma: 'TT', ten: 'TikTok Shop' },
    });
    expect(replaced.statusCode).toBe(403);
  });
});

describe('branch scope', () => {
  it('a CN01 user sees only CN01 warehouses and not a CN02 one by id', async () => {
    await grant(server.database.db, 'thungan', 'stock.warehouses', ['r_read', 'r_add', 'r_edit']);
    const list = await send(server.app, 'GET', '/api/stock/warehouses', { token: t.thungan });
    expect(list.json().items.map((w: { ma_kho: string }) => w.ma_kho)).toEqual(['K01-HH', 'K01-VT']);
    expect(list.json().total).toBe(2);
    const hanoi = await firstId('/api/stock/warehouses?ma_dvcs=CN02');
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await send(server.app, method, `/api/stock/warehouses/${hanoi}`, {
        token: t.thungan,
        body: method === 'PATCH' ? { ten_kho: 'X' } : undefined,
      });
      expect(res.statusCode, method).toBe(method === 'DELETE' ? 403 : 404);
    }
  });

  it('a CN01 user cannot create a CN02 warehouse nor move one there', async () => {
    const res = await send(server.app, 'POST', '/api/stock/warehouses', {
      token: t.thungan,
      body: { ma_kho: 'K02-NEW', ten_kho: 'Kho mới', ma_dvcs: 'CN02' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'BRANCH_FORBIDDEN',
      message: 'Bạn không được phép làm việc với đơn vị CN02',
    });
    const own = await send(server.app, 'POST', '/api/stock/warehouses', {
      token: t.thungan,
      body: { ma_kho: 'K01-QUAY', ten_kho: 'Kho quầy lễ tân' },
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().ma_dvcs).toBe('CN01');
    const move = await send(server.app, 'PATCH', `/api/stock/warehouses/${own.json()._id}`, {
      token: t.thungan,
      body: { ma_dvcs: 'CN02' },
    });
    expect(move.statusCode).toBe(403);
    expect(
      (await send(server.app, 'GET', '/api/stock/warehouses?ma_dvcs=CN02', { token: t.admin })).json().total,
    ).toBe(2);
  });

  it('the Branchs header narrows an admin too', async () => {
    const list = await send(server.app, 'GET', '/api/stock/warehouses', {
      token: t.admin,
      headers: { branchs: 'CN03' },
    });
    expect(list.json().items.map((w: { ma_dvcs: string }) => w.ma_dvcs)).toEqual(['CN03', 'CN03']);
    const hanoi = await firstId('/api/stock/warehouses?ma_dvcs=CN02');
    const res = await send(server.app, 'GET', `/api/stock/warehouses/${hanoi}`, {
      token: t.admin,
      headers: { branchs: 'CN03' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('tenant isolation', () => {
  it("another tenant neither sees nor changes the demo tenant's rows, and may reuse its codes", async () => {
    const demoUnit = await firstId('/api/stock/units');
    expect(
      (await send(server.app, 'GET', '/api/stock/units', { token: t.beta, tenant: 'beta' })).json().total,
    ).toBe(0);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await send(server.app, method, `/api/stock/units/${demoUnit}`, {
        token: t.beta,
        tenant: 'beta',
        body: method === 'PATCH' ? { ten_dvt: 'Beta' } : undefined,
      });
      expect(res.statusCode, method).toBe(404);
    }
    const own = await send(server.app, 'POST', '/api/stock/units', {
      token: t.beta,
      tenant: 'beta',
      body: { ma_dvt: 'HOP', ten_dvt: 'Hộp Beta' },
    });
    expect(own.statusCode, own.body).toBe(201);
    const demo = await send(server.app, 'GET', '/api/stock/units?ma_dvt=HOP', { token: t.admin });
    expect(demo.json().items[0].ten_dvt).toBe('Hộp');
    const betaStt = await send(server.app, 'GET', '/api/system/stt', { token: t.beta, tenant: 'beta' });
    expect(betaStt.json().items.map((s: { ma_ct: string }) => s.ma_ct)).toEqual(['BETA']);
  });
});

describe('a tenant without branches', () => {
  it("answers 409 'Hệ thống chưa được cài đặt đơn vị' on the branch list; its admin creates the first", async () => {
    const db = server.database.db;
    const tenant = await db
      .insertInto('tenants')
      .values({ code: 'gamma', name: 'Gamma Hotel' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('users')
      .values({
        tenant_id: tenant.id,
        user_name: 'admin',
        password_hash: await hashPassword('Gamma@12345'),
        ten_nsd: 'Gamma Admin',
        email: null,
        is_admin: true,
        ma_nvbh: null,
        ten_nvbh: null,
        agent_id: null,
        agent_pass: null,
      })
      .execute();
    const token = await tokenFor(server.app, 'admin', 'Gamma@12345', 'gamma');
    const empty = await send(server.app, 'GET', '/api/system/branchs', { token, tenant: 'gamma' });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({
      code: 'BRANCH_NOT_CONFIGURED',
      message: 'Hệ thống chưa được cài đặt đơn vị',
    });
    const created = await send(server.app, 'POST', '/api/system/branchs', {
      token,
      tenant: 'gamma',
      body: { ma_dvcs: 'GM01', ten_dvcs: 'Gamma Phú Quốc' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = await send(server.app, 'GET', '/api/system/branchs', { token, tenant: 'gamma' });
    expect(list.json().items.map((b: { ma_dvcs: string }) => b.ma_dvcs)).toEqual(['GM01']);
  });
});

describe('OpenAPI document', () => {
  it('lists every set with its routes, headers and security', async () => {
    type Parameter = { name: string } | { $ref: string };
    const doc = (await send(server.app, 'GET', '/api/openapi.json')).json() as {
      paths: Record<
        string,
        Record<string, { summary?: string; security?: unknown[]; parameters?: Parameter[] }>
      >;
      components: { parameters?: Record<string, { name: string }> };
    };
    // Headers repeated word for word are shared components, referenced by $ref.
    const nameOf = (p: Parameter) =>
      '$ref' in p
        ? doc.components.parameters?.[p.$ref.replace('#/components/parameters/', '')]?.name
        : p.name;
    for (const set of resourceSetList) {
      const item = set.addressBy === 'key' ? set.keyFields.map((f) => `{${f}}`).join('/') : '{id}';
      expect(Object.keys(doc.paths[`/${set.path}`] ?? {}), set.path).toEqual(
        expect.arrayContaining(['get', 'post']),
      );
      expect(Object.keys(doc.paths[`/${set.path}/${item}`] ?? {}), set.path).toEqual(
        expect.arrayContaining(['get', 'put', 'patch', 'delete']),
      );
      const post = doc.paths[`/${set.path}`]?.post;
      expect(post?.security).toEqual([{ bearerAuth: [] }]);
      expect(post?.parameters?.map(nameOf)).toEqual(expect.arrayContaining(['tenant', 'branchs']));
    }
    for (const path of [
      '/stock/units/lookup',
      '/stock/units/upsert',
      '/system/stt/upsert',
      '/stock/warehouses/search',
      '/system/voucher-locks/find',
      '/system/command/lookup',
      '/system/configs/name/{name}',
      '/system/logs',
      '/system/logs/total',
      '/call-center/providers',
    ])
      expect(doc.paths[path], path).toBeDefined();
    expect(Object.keys(doc.paths['/system/stt'] ?? {})).toContain('put');
    expect(Object.keys(doc.paths['/system/configs'] ?? {})).toEqual(expect.arrayContaining(['put', 'patch']));
  });
});
