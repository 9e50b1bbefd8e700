import { viewCatalogue } from '@sen/domain/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, grant, send } from '../helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * Writable views (defineView with readOnly false): the "make a call" screen (/crm/call-logs/call, only outbound
 * calls, chieu_goi = OUT) creates, replaces, patches and deletes call logs under its own menu id.
 */
let server: TestServer;
let admin = '';
let cashier = '';
let saler = '';
const cn01 = { Branchs: 'CN01' };
const view = '/api/crm/call-logs/call';
const menuId = 'crm.call-logs.call';

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
  saler = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
});
afterAll(() => server.close());

const call = (extra: Record<string, unknown> = {}) => ({
  ngay_ct: '2031-04-02',
  gio_goi: '09:30',
  dien_thoai: '0901234567',
  ten_kh: 'Khách gọi thử',
  ...extra,
});

const created = async (path: string, body: Record<string, unknown>, token = admin) => {
  const res = await send(server.app, 'POST', path, { token, headers: cn01, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { _id: string };
};

describe('a writable view', () => {
  it('creates rows with its fixed values stamped over the client’s, seen in its list, audited', async () => {
    const before = await auditCount(server.database.db);
    const inbound = await created(view, call({ chieu_goi: 'IN', noi_dung: 'VIEWWRITE-A' }));
    expect(inbound).toMatchObject({ chieu_goi: 'OUT', ma_dvcs: 'CN01', nguoi_tao: 'admin', ma_ct: 'CG' });
    const omitted = await created(view, call({ noi_dung: 'VIEWWRITE-B' }));
    expect(omitted.chieu_goi).toBe('OUT');
    expect(await auditCount(server.database.db)).toBe(before + 2);

    const list = await send(server.app, 'GET', `${view}?pageSize=100`, { token: admin, headers: cn01 });
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().items.map((r: { _id: string }) => r._id);
    expect(ids).toEqual(expect.arrayContaining([inbound._id, omitted._id]));
  });

  it('updates and deletes only rows it shows; an update keeps the fixed values', async () => {
    const outside = await created('/api/crm/call-logs', call({ chieu_goi: 'IN' }));
    const attempts = await Promise.all([
      send(server.app, 'PUT', `${view}/${outside._id}`, { token: admin, headers: cn01, body: call() }),
      send(server.app, 'PATCH', `${view}/${outside._id}`, {
        token: admin,
        headers: cn01,
        body: { noi_dung: 'đổi' },
      }),
      send(server.app, 'DELETE', `${view}/${outside._id}`, { token: admin, headers: cn01 }),
    ]);
    for (const res of attempts) expect(res.statusCode, res.body).toBe(404);
    const still = await send(server.app, 'GET', `/api/crm/call-logs/${outside._id}`, { token: admin });
    expect(still.json()).toMatchObject({ chieu_goi: 'IN', noi_dung: null });

    const inside = await created(view, call());
    const put = await send(server.app, 'PUT', `${view}/${inside._id}`, {
      token: admin,
      headers: cn01,
      body: call({ chieu_goi: 'IN', so_ct: inside.so_ct, noi_dung: 'Gọi lại sau' }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ chieu_goi: 'OUT', noi_dung: 'Gọi lại sau' });
    const patch = await send(server.app, 'PATCH', `${view}/${inside._id}`, {
      token: admin,
      headers: cn01,
      body: { chieu_goi: 'IN', thoi_luong: 42 },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({ chieu_goi: 'OUT', thoi_luong: 42 });

    const removed = await send(server.app, 'DELETE', `${view}/${inside._id}`, {
      token: admin,
      headers: cn01,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = await send(server.app, 'GET', `${view}/${inside._id}`, { token: admin });
    expect(gone.statusCode).toBe(404);
  });

  it('needs the add, edit and delete rights of the view’s own menu id', async () => {
    const refused = await send(server.app, 'POST', view, { token: cashier, headers: cn01, body: call() });
    expect(refused.statusCode, refused.body).toBe(403);

    await grant(server.database.db, 'thungan', menuId, ['r_access', 'r_read', 'r_readall', 'r_add']);
    const mine = await created(view, call({ noi_dung: 'thu ngân gọi' }), cashier);
    expect(mine).toMatchObject({ chieu_goi: 'OUT', nguoi_tao: 'thungan' });
    // The resource's own screen is another menu id.
    const onResource = await send(server.app, 'POST', '/api/crm/call-logs', {
      token: cashier,
      headers: cn01,
      body: call(),
    });
    expect(onResource.statusCode).toBe(403);
    const noEdit = await send(server.app, 'PATCH', `${view}/${mine._id}`, {
      token: cashier,
      headers: cn01,
      body: { thoi_luong: 5 },
    });
    expect(noEdit.statusCode).toBe(403);
    const noDelete = await send(server.app, 'DELETE', `${view}/${mine._id}`, {
      token: cashier,
      headers: cn01,
    });
    expect(noDelete.statusCode).toBe(403);

    await grant(server.database.db, 'thungan', menuId, [
      'r_access',
      'r_read',
      'r_readall',
      'r_edit',
      'r_del',
    ]);
    const edited = await send(server.app, 'PATCH', `${view}/${mine._id}`, {
      token: cashier,
      headers: cn01,
      body: { thoi_luong: 5 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const deleted = await send(server.app, 'DELETE', `${view}/${mine._id}`, {
      token: cashier,
      headers: cn01,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('keeps the lock date, the branch and the employee scope of the resource', async () => {
    await grant(server.database.db, 'thungan', menuId, [
      'r_access',
      'r_read',
      'r_readall',
      'r_add',
      'r_edit',
    ]);
    const old = await created(view, call({ ngay_ct: '2031-01-10' }), cashier);
    const lock = await send(server.app, 'POST', '/api/system/voucher-locks', {
      token: admin,
      body: { ma_dvcs: 'CN01', ma_ct: 'CG', ngay_ks: '2031-01-31' },
    });
    expect(lock.statusCode, lock.body).toBe(201);
    const locked = await send(server.app, 'PATCH', `${view}/${old._id}`, {
      token: cashier,
      headers: cn01,
      body: { thoi_luong: 9 },
    });
    expect(locked.statusCode, locked.body).toBe(409);
    expect(locked.json().code).toBe('VOUCHER_LOCKED');

    const otherBranch = await send(server.app, 'POST', view, {
      token: cashier,
      headers: cn01,
      body: call({ ma_dvcs: 'CN02' }),
    });
    expect(otherBranch.statusCode).toBe(403);

    // nvbh01 works for NV001 only (employee scope).
    await grant(server.database.db, 'nvbh01', menuId, ['r_access', 'r_read', 'r_add']);
    const another = await send(server.app, 'POST', view, {
      token: saler,
      headers: cn01,
      body: call({ ma_nvbh: 'NV002' }),
    });
    expect(another.statusCode, another.body).toBe(403);
    const own = await send(server.app, 'POST', view, {
      token: saler,
      headers: cn01,
      body: call({ ma_nvbh: 'NV001' }),
    });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('read-only views have no write routes; writable ones have all four', async () => {
    for (const v of viewCatalogue) {
      const url = `/api/${v.path}`;
      const writable = v.readOnly === false;
      expect(server.app.hasRoute({ method: 'POST', url }), `POST ${url}`).toBe(writable);
      for (const method of ['PUT', 'PATCH', 'DELETE'] as const)
        expect(server.app.hasRoute({ method, url: `${url}/:id` }), `${method} ${url}/:id`).toBe(writable);
    }
    expect(viewCatalogue.some((v) => v.readOnly === false)).toBe(true);
    const readOnly = await send(server.app, 'POST', '/api/crm/call-center/call-logs', {
      token: admin,
      headers: cn01,
      body: call(),
    });
    expect([404, 405]).toContain(readOnly.statusCode);
  });
});
