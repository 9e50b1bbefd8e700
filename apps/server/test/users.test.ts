import {
  auditLogSchema,
  grantableMenuIds,
  listOf,
  userDetailSchema,
  userRightsBodySchema,
  userSchema,
  type UserRight,
} from '@sen/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRights, tenantIdOf, userIdOf } from './helpers/operations-fixtures.js';
import {
  call,
  demoPasswords,
  login,
  startTestServer,
  tokenFor,
  type TestServer,
} from './helpers/test-app.js';

let server: TestServer;
let adminToken = '';
const adminId = { value: '' };

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await tokenFor(server.app, 'admin', demoPasswords.admin);
  adminId.value = await userIdOf(server.database.db, 'admin');
  const tenantId = await tenantIdOf(server.database.db);
  await sql`INSERT INTO sales_salers (tenant_id, ma_dvcs, ma_nvbh, ten_nvbh) VALUES
    (${tenantId}, 'CN01', 'UT01', 'Nguyễn Thị Test'), (${tenantId}, 'CN01', 'UT02', 'Trần Văn Thử')
    ON CONFLICT DO NOTHING`.execute(server.database.db);
});
afterAll(() => server.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, body?: unknown, token = adminToken, lang = 'vi') =>
  call(server.app, method, url, { token, body, headers: { 'accept-language': lang } });

const newUser = (overrides: Record<string, unknown> = {}) => ({
  user_name: 'lan.nguyen',
  password: 'Matkhau123',
  ten_nsd: 'Phùng Khánh Vy',
  email: 'lan@example.com',
  branchs: 'CN01',
  ...overrides,
});

const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await api('POST', '/api/system/users', newUser(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return userSchema.parse(res.json());
};

const right = (menuId: string, flags: Partial<UserRight> = {}): UserRight => ({
  menu_id: menuId,
  r_access: false,
  r_read: false,
  r_readall: false,
  r_add: false,
  r_edit: false,
  r_del: false,
  r_print: false,
  ...flags,
});

const auditOf = async (resource: string, recordId: string) => {
  const res = await api('GET', `/api/system/logs?resource=${encodeURIComponent(resource)}&pageSize=100`);
  expect(res.statusCode, res.body).toBe(200);
  return listOf(auditLogSchema)
    .parse(res.json())
    .items.filter((entry) => entry.record_id === recordId);
};

describe('users CRUD', () => {
  it('creates, reads, lists, updates and deletes a user, never sending password hashes or agent_pass', async () => {
    const created = await create({ agent_id: '1001', agent_pass: 'agent-secret', ma_nvbh: 'UT01' });
    expect(created).toMatchObject({
      user_name: 'lan.nguyen',
      ten_nsd: 'Phùng Khánh Vy',
      is_admin: false,
      branchs: 'CN01',
      ma_nvbh: 'UT01',
      ten_nvbh: 'Nguyễn Thị Test',
      agent_id: '1001',
      has_agent_pass: true,
      locked: false,
    });

    const read = await api('GET', `/api/system/users/${created.id}`);
    expect(read.statusCode).toBe(200);
    const detail = userDetailSchema.parse(read.json());
    expect(detail.rights.map((r) => r.menu_id)).toEqual(grantableMenuIds);
    expect(read.body).not.toContain('agent-secret');
    expect(read.body).not.toContain('password_hash');
    expect(read.body).not.toContain('scrypt$');

    const list = await api('GET', '/api/system/users?searchKey=PHUNG khanh');
    expect(list.statusCode).toBe(200);
    const page = listOf(userSchema).parse(list.json());
    expect(page.items.map((u) => u.user_name)).toEqual(['lan.nguyen']);
    expect(list.body).not.toContain('agent-secret');

    const updated = await api('PUT', `/api/system/users/${created.id}`, {
      ...newUser({ ten_nsd: 'Phùng Vy', password: '' }),
      agent_id: '1001',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(userSchema.parse(updated.json())).toMatchObject({ ten_nsd: 'Phùng Vy', has_agent_pass: true });
    // An empty password keeps the current one.
    expect((await login(server.app, 'lan.nguyen', 'Matkhau123')).status).toBe(200);

    const changed = await api('PUT', `/api/system/users/${created.id}`, newUser({ password: 'Moi12345x' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await login(server.app, 'lan.nguyen', 'Matkhau123')).status).toBe(401);
    expect((await login(server.app, 'lan.nguyen', 'Moi12345x')).status).toBe(200);

    const removed = await api('DELETE', `/api/system/users/${created.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await api('GET', `/api/system/users/${created.id}`)).statusCode).toBe(404);
  });

  it('pages and sorts the list with the data table query', async () => {
    const first = await api(
      'GET',
      '/api/system/users?pageIndex=0&pageSize=10&sortKey=user_name&sortType=desc',
    );
    expect(first.statusCode, first.body).toBe(200);
    const names = listOf(userSchema)
      .parse(first.json())
      .items.map((u) => u.user_name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    expect(names).toEqual(expect.arrayContaining(['admin', 'nvbh01', 'thungan']));
    expect((await api('GET', '/api/system/users?sortKey=password_hash')).statusCode).toBe(400);
  });

  it('refuses a second user with the same name ignoring case (409 with the field)', async () => {
    const res = await api('POST', '/api/system/users', newUser({ user_name: 'ADMIN' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'USER_NAME_TAKEN',
      message: 'Tên đăng nhập ADMIN đã tồn tại',
      details: { fields: ['user_name'] },
    });
  });

  it('requires a password on create and enforces the strength rule in vi and en', async () => {
    const missing = await api(
      'POST',
      '/api/system/users',
      newUser({ user_name: 'pw.check', password: undefined }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('PASSWORD_REQUIRED');
    for (const weak of ['short1', 'onlyletters', '1234567890', 'Xpw.check1']) {
      const res = await api('POST', '/api/system/users', newUser({ user_name: 'pw.check', password: weak }));
      expect(res.statusCode, weak).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PASSWORD_WEAK', details: { fields: ['password'] } });
      expect(res.json().message).toBe(
        'Mật khẩu phải có ít nhất 8 ký tự, gồm cả chữ và số, và không chứa tên đăng nhập',
      );
    }
    const english = await api(
      'POST',
      '/api/system/users',
      newUser({ user_name: 'pw.check', password: 'short1' }),
      adminToken,
      'en',
    );
    expect(english.json().message).toMatch(/at least 8 characters/);
  });

  it('checks branch codes against the tenant and salesperson codes against its salespeople', async () => {
    const branch = await api(
      'POST',
      '/api/system/users',
      newUser({ user_name: 'branch.check', branchs: 'CN01,ZZ99' }),
    );
    expect(branch.statusCode).toBe(400);
    expect(branch.json()).toMatchObject({
      code: 'USER_BRANCH_UNKNOWN',
      message: 'Đơn vị ZZ99 không tồn tại',
    });
    const saler = await api(
      'POST',
      '/api/system/users',
      newUser({ user_name: 'branch.check', employee_yn: true, employees: ['NOPE'] }),
    );
    expect(saler.statusCode).toBe(400);
    expect(saler.json().code).toBe('SALER_NOT_FOUND');
  });
});

describe('rights', () => {
  it('round-trips rights through PUT and GET .../rights and refuses unknown menu ids', async () => {
    const user = await create({ user_name: 'rights.user' });
    const wanted = [
      right('crm.partners', { r_access: true, r_read: true, r_add: true }),
      right('stock.products', { r_access: true, r_print: true }),
    ];
    const put = await api('PUT', `/api/system/users/${user.id}/rights`, { rights: wanted });
    expect(put.statusCode, put.body).toBe(200);
    const got = userRightsBodySchema.parse((await api('GET', `/api/system/users/${user.id}/rights`)).json());
    expect(got.rights).toHaveLength(grantableMenuIds.length);
    expect(got.rights.filter((r) => Object.values(r).some((v) => v === true))).toEqual(wanted);

    const unknown = await api('PUT', `/api/system/users/${user.id}/rights`, {
      rights: [right('crm.nothing-here', { r_access: true })],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'MENU_ID_UNKNOWN',
      message: 'Chức năng crm.nothing-here không tồn tại',
    });

    const audit = await auditOf('system/users/rights', user.id);
    expect(audit[0]).toMatchObject({
      action: 'update',
      user_name: 'admin',
      after: { rights: { 'crm.partners': 'access,read,add', 'stock.products': 'access,print' } },
    });
  });

  it('applies rights given with the user on create, and their change on the next request', async () => {
    const user = await create({
      user_name: 'next.request',
      rights: [right('system.users', { r_access: true, r_read: true })],
    });
    const token = await tokenFor(server.app, 'next.request', 'Matkhau123');
    expect((await api('GET', '/api/system/users', undefined, token)).statusCode).toBe(200);
    await api('PUT', `/api/system/users/${user.id}/rights`, { rights: [] });
    expect((await api('GET', '/api/system/users', undefined, token)).statusCode).toBe(403);
  });
});

describe('permissions', () => {
  it('refuses every call without the right on system.users and allows them with it', async () => {
    const token = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
    const target = await create({ user_name: 'perm.target' });
    expect((await api('GET', '/api/system/users', undefined, token)).statusCode).toBe(403);
    expect((await api('GET', `/api/system/users/${target.id}`, undefined, token)).statusCode).toBe(403);
    expect((await api('GET', `/api/system/users/${target.id}/rights`, undefined, token)).statusCode).toBe(
      403,
    );
    expect((await api('POST', '/api/system/users', newUser({ user_name: 'x1' }), token)).statusCode).toBe(
      403,
    );
    expect((await api('PUT', `/api/system/users/${target.id}`, newUser(), token)).statusCode).toBe(403);
    expect(
      (await api('PUT', `/api/system/users/${target.id}/rights`, { rights: [] }, token)).statusCode,
    ).toBe(403);
    expect((await api('DELETE', `/api/system/users/${target.id}`, undefined, token)).statusCode).toBe(403);

    await grantRights(server.database.db, 'nvbh01', 'system.users', ['r_access', 'r_read', 'r_add']);
    expect((await api('GET', '/api/system/users', undefined, token)).statusCode).toBe(200);
    const added = await api(
      'POST',
      '/api/system/users',
      newUser({ user_name: 'by.saler', employee_yn: true, employees: ['NV001'] }),
      token,
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(
      (await api('PUT', `/api/system/users/${target.id}`, newUser({ user_name: 'perm.target' }), token))
        .statusCode,
    ).toBe(403);
  });

  it('lets a non-administrator neither make administrators nor grant rights they lack', async () => {
    await grantRights(server.database.db, 'nvbh01', 'system.users', [
      'r_access',
      'r_read',
      'r_add',
      'r_edit',
    ]);
    const token = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
    const admin = await api(
      'POST',
      '/api/system/users',
      newUser({ user_name: 'made.admin', is_admin: true }),
      token,
    );
    expect(admin.statusCode).toBe(403);
    expect(admin.json().code).toBe('ADMIN_REQUIRED');
    const lacking = await api(
      'POST',
      '/api/system/users',
      newUser({ user_name: 'given.stock', rights: [right('stock.products', { r_access: true })] }),
      token,
    );
    expect(lacking.statusCode).toBe(403);
    expect(lacking.json().code).toBe('RIGHTS_NOT_HELD');
    const held = await api(
      'POST',
      '/api/system/users',
      newUser({
        user_name: 'given.crm',
        employee_yn: true,
        employees: ['NV001'],
        rights: [right('crm.partners', { r_access: true, r_read: true })],
      }),
      token,
    );
    expect(held.statusCode, held.body).toBe(201);
  });
});

describe('branches and employee scope a user manager may grant', () => {
  const usersRights = right('system.users', { r_access: true, r_read: true, r_add: true, r_edit: true });
  const manager = { user_name: 'scope.manager', employee_yn: true, employees: ['UT01'], ma_nvbh: 'UT01' };
  let managerId = '';
  let token = '';

  beforeAll(async () => {
    managerId = (await create({ ...manager, rights: [usersRights] })).id;
    token = await tokenFor(server.app, manager.user_name, 'Matkhau123');
  });

  const refused = async (method: 'POST' | 'PUT', url: string, body: unknown, code: string) => {
    const res = await api(method, url, body, token);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().code).toBe(code);
    return res;
  };

  it('refuses a manager widening their own record: branches, employee scope, salesperson, admin, rights', async () => {
    const self = `/api/system/users/${managerId}`;
    const branchs = await refused(
      'PUT',
      self,
      newUser({ ...manager, branchs: 'CN01,CN02,CN03' }),
      'BRANCHS_NOT_HELD',
    );
    expect(branchs.json()).toMatchObject({
      message: 'Bạn không thể cấp chi nhánh mà bạn không được phân quyền (CN02, CN03)',
      details: { fields: ['branchs'] },
    });
    const english = await api('PUT', self, newUser({ ...manager, branchs: 'CN02' }), token, 'en');
    expect(english.json().message).toBe('You cannot grant branches you are not granted yourself (CN02)');
    const scopeOff = await refused(
      'PUT',
      self,
      newUser({ ...manager, employee_yn: false }),
      'EMPLOYEE_SCOPE_NOT_HELD',
    );
    expect(scopeOff.json().message).toBe(
      'Bạn không thể cấp phạm vi dữ liệu nhân viên rộng hơn phạm vi của bạn',
    );
    await refused(
      'PUT',
      self,
      newUser({ ...manager, employees: ['UT01', 'UT02'] }),
      'EMPLOYEE_SCOPE_NOT_HELD',
    );
    await refused('PUT', self, newUser({ ...manager, ma_nvbh: 'UT02' }), 'EMPLOYEE_SCOPE_NOT_HELD');
    await refused('PUT', self, newUser({ ...manager, is_admin: true }), 'ADMIN_REQUIRED');
    await refused(
      'PUT',
      self,
      newUser({ ...manager, rights: [usersRights, right('stock.products', { r_access: true })] }),
      'RIGHTS_NOT_HELD',
    );
    const rights = await api(
      'PUT',
      `${self}/rights`,
      {
        rights: [
          right('system.users', { r_access: true, r_read: true, r_add: true, r_edit: true, r_del: true }),
        ],
      },
      token,
    );
    expect(rights.statusCode).toBe(403);
    expect(rights.json().code).toBe('RIGHTS_NOT_HELD');

    const stored = userDetailSchema.parse((await api('GET', self)).json());
    expect(stored).toMatchObject({
      branchs: 'CN01',
      employee_yn: true,
      employees: ['UT01'],
      is_admin: false,
    });
    expect(stored.rights.find((r) => r.menu_id === 'system.users')).toEqual(usersRights);
    // Within their own scope the change goes through.
    const renamed = await api('PUT', self, newUser({ ...manager, ten_nsd: 'Quản lý người dùng' }), token);
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('refuses creating a user with branches or an employee scope beyond the manager’s own', async () => {
    const users = '/api/system/users';
    const user = (overrides: Record<string, unknown>) =>
      newUser({ user_name: 'scope.new', employee_yn: true, employees: ['UT01'], ...overrides });
    await refused('POST', users, user({ branchs: 'CN01,CN02' }), 'BRANCHS_NOT_HELD');
    await refused('POST', users, user({ employee_yn: false, employees: [] }), 'EMPLOYEE_SCOPE_NOT_HELD');
    await refused('POST', users, user({ employees: ['UT02'] }), 'EMPLOYEE_SCOPE_NOT_HELD');
    await refused('POST', users, user({ ma_nvbh: 'UT02' }), 'EMPLOYEE_SCOPE_NOT_HELD');
    await refused('POST', users, user({ is_admin: true }), 'ADMIN_REQUIRED');
    const none = listOf(userSchema).parse((await api('GET', `${users}?searchKey=scope.new`)).json());
    expect(none.items).toEqual([]);
    const within = await api('POST', users, user({ ma_nvbh: 'UT01' }), token);
    expect(within.statusCode, within.body).toBe(201);
  });

  it('refuses a manager changing, re-passwording or re-righting a user who reaches further', async () => {
    const wide = { user_name: 'scope.wide', branchs: 'CN01,CN02', employee_yn: false };
    const target = await create(wide);
    const url = `/api/system/users/${target.id}`;
    const beyond = await refused(
      'PUT',
      url,
      newUser({ ...wide, password: 'Chiemquyen@2026' }),
      'USER_BEYOND_REACH',
    );
    expect(beyond.json().message).toBe(
      'Bạn không thể thay đổi người dùng scope.wide vì người này có quyền hoặc phạm vi dữ liệu rộng hơn của bạn',
    );
    // Narrowing them to the manager's own reach is a change too, so it is refused as well.
    await refused(
      'PUT',
      url,
      newUser({ ...wide, branchs: 'CN01', employee_yn: true, employees: ['UT01'] }),
      'USER_BEYOND_REACH',
    );
    const rights = await api('PUT', `${url}/rights`, { rights: [] }, token);
    expect(rights.statusCode, rights.body).toBe(403);
    expect(rights.json().code).toBe('USER_BEYOND_REACH');
    // Nothing changed: the user still signs in with their own password and keeps their reach.
    await tokenFor(server.app, wide.user_name, 'Matkhau123');
    expect(userDetailSchema.parse((await api('GET', url)).json())).toMatchObject({
      branchs: 'CN01,CN02',
      employee_yn: false,
    });

    // A user with more rights than the manager is beyond reach too, whatever their branches.
    const righted = await create({
      user_name: 'scope.righted',
      employee_yn: true,
      employees: ['UT01'],
      rights: [right('stock.products', { r_access: true, r_read: true })],
    });
    await refused(
      'PUT',
      `/api/system/users/${righted.id}`,
      newUser({
        user_name: 'scope.righted',
        employee_yn: true,
        employees: ['UT01'],
        password: 'Chiemquyen@2026',
      }),
      'USER_BEYOND_REACH',
    );

    // Within the manager's reach a change goes through, but adds nothing beyond their own.
    const near = { user_name: 'scope.near', employee_yn: true, employees: ['UT01'] };
    const nearUser = await create(near);
    const nearUrl = `/api/system/users/${nearUser.id}`;
    const renamed = await api('PUT', nearUrl, newUser({ ...near, ten_nsd: 'Nhân viên gần' }), token);
    expect(renamed.statusCode, renamed.body).toBe(200);
    await refused('PUT', nearUrl, newUser({ ...near, branchs: 'CN01,CN02' }), 'BRANCHS_NOT_HELD');
    await refused('PUT', nearUrl, newUser({ ...near, employee_yn: false }), 'EMPLOYEE_SCOPE_NOT_HELD');

    const byAdmin = await api('PUT', `/api/system/users/${managerId}`, {
      ...newUser({ ...manager, branchs: 'CN01,CN02,CN03', employee_yn: false }),
      rights: [usersRights],
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json()).toMatchObject({ branchs: 'CN01,CN02,CN03', employee_yn: false });
  });
});

describe('refusals', () => {
  it('refuses deleting oneself and the last active administrator, and locking oneself', async () => {
    const self = await api('DELETE', `/api/system/users/${adminId.value}`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({
      code: 'USER_DELETE_SELF',
      message: 'Không thể xóa tài khoản đang đăng nhập',
    });

    const lockSelf = await api('PUT', `/api/system/users/${adminId.value}`, {
      ...newUser({ user_name: 'admin', ten_nsd: 'Quản trị', password: '' }),
      is_admin: true,
      locked: true,
    });
    expect(lockSelf.statusCode).toBe(409);
    expect(lockSelf.json().code).toBe('USER_LOCK_SELF');

    // A second administrator signs in and tries to remove the first, the only other active one.
    await create({ user_name: 'second.admin', is_admin: true });
    const second = await tokenFor(server.app, 'second.admin', 'Matkhau123');
    const locked = await api(
      'PUT',
      `/api/system/users/${adminId.value}`,
      {
        ...newUser({ user_name: 'admin', ten_nsd: 'Quản trị', password: '' }),
        is_admin: true,
        locked: true,
      },
      second,
    );
    expect(locked.statusCode, locked.body).toBe(200);
    // Now second.admin is the last active administrator: the locked admin cannot be it.
    const secondId = await userIdOf(server.database.db, 'second.admin');
    const demote = await api(
      'PUT',
      `/api/system/users/${secondId}`,
      newUser({ user_name: 'second.admin', is_admin: false }),
      second,
    );
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({
      code: 'LAST_ADMIN',
      message: 'Phải còn ít nhất một quản trị viên đang hoạt động',
    });

    const unlocked = await api(
      'PUT',
      `/api/system/users/${adminId.value}`,
      {
        ...newUser({ user_name: 'admin', ten_nsd: 'Quản trị viên', email: null, branchs: '', password: '' }),
        is_admin: true,
        locked: false,
      },
      second,
    );
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    adminToken = await tokenFor(server.app, 'admin', demoPasswords.admin);
    expect((await api('DELETE', `/api/system/users/${secondId}`)).statusCode).toBe(200);
    const lastDelete = await api('DELETE', `/api/system/users/${adminId.value}`, undefined, second);
    expect(lastDelete.statusCode).toBe(401);
  });

  it('a locked user cannot sign in, and their open session is refused on its next request', async () => {
    const user = await create({
      user_name: 'to.lock',
      rights: [right('system.users', { r_access: true, r_read: true })],
    });
    const token = await tokenFor(server.app, 'to.lock', 'Matkhau123');
    expect((await api('GET', '/api/system/users', undefined, token)).statusCode).toBe(200);
    const res = await api(
      'PUT',
      `/api/system/users/${user.id}`,
      newUser({ user_name: 'to.lock', locked: true }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const next = await api('GET', '/api/system/users', undefined, token);
    expect(next.statusCode).toBe(401);
    expect(next.json().code).toBe('ACCOUNT_LOCKED');
    const signIn = await login(server.app, 'to.lock', 'Matkhau123');
    expect(signIn.status).toBe(403);
    expect(signIn.json).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });
});

describe('audit log', () => {
  it('records create, update (no password, agent_pass masked) and delete of users', async () => {
    const user = await create({ user_name: 'audited', agent_id: '2001', agent_pass: 'never-logged' });
    await api(
      'PUT',
      `/api/system/users/${user.id}`,
      newUser({ user_name: 'audited', ten_nsd: 'Đổi tên', password: 'Khac12345' }),
    );
    await api('DELETE', `/api/system/users/${user.id}`);
    const entries = await auditOf('system/users', user.id);
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'delete', 'update']);
    const update = entries.find((e) => e.action === 'update');
    expect(update?.before).toMatchObject({ ten_nsd: 'Phùng Khánh Vy' });
    expect(update?.after).toMatchObject({ ten_nsd: 'Đổi tên', password_changed: true });
    const text = JSON.stringify(entries);
    expect(text).not.toContain('never-logged');
    expect(text).not.toContain('Khac12345');
    expect(text).not.toContain('scrypt$');
  });
});
