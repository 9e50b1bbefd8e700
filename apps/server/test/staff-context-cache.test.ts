import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Tenant, UserRow } from '../src/db/schema.js';
import type { StaffContext } from '../src/services/staff-context.js';
import {
  STAFF_CONTEXT_TTL_MS,
  StaffContextCache,
  type StaffContextKey,
} from '../src/services/staff-context-cache.js';
import { call, demoPasswords, login, testConfig, tokenFor } from './helpers/test-app.js';
import { contextQueries } from './helpers/context-queries.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const tenant: Tenant = { id: 't1', code: 'demo', name: 'Demo', is_demo: true, created_at: new Date(0) };
const user: UserRow = {
  id: 'u1',
  tenant_id: 't1',
  user_name: 'admin',
  password_hash: 'x',
  ten_nsd: 'Quản trị',
  email: null,
  is_admin: true,
  branchs: '',
  employee_yn: false,
  employees: ['NV01'],
  ma_nvbh: null,
  ten_nvbh: null,
  agent_id: null,
  agent_pass: null,
  locked: false,
  created_at: new Date(0),
};
const context = (): StaffContext => ({
  tenant,
  user: { ...user },
  sessionRevoked: false,
  branchCodes: ['CN01'],
});
const key = (sid = 's1'): StaffContextKey => ({ tenantCode: 'demo', sub: 'u1', sid });

describe('StaffContextCache', () => {
  let clock = 0;
  let loads = 0;
  const load = async () => {
    loads += 1;
    return context();
  };
  beforeEach(() => {
    clock = 1_000_000;
    loads = 0;
  });

  it('reuses an entry for less than the TTL, then loads again', async () => {
    const cache = new StaffContextCache({ now: () => clock });
    const first = await cache.get(key(), load);
    clock += STAFF_CONTEXT_TTL_MS - 1;
    expect(await cache.get(key(), load)).toBe(first);
    expect(loads).toBe(1);
    clock += 1;
    expect(await cache.get(key(), load)).not.toBe(first);
    expect(loads).toBe(2);
  });

  it('keys entries by tenant, user and session', async () => {
    const cache = new StaffContextCache({ now: () => clock });
    await cache.get(key('s1'), load);
    await cache.get(key('s2'), load);
    await cache.get({ ...key('s1'), sub: 'u2' }, load);
    await cache.get({ ...key('s1'), tenantCode: 'beta' }, load);
    expect(loads).toBe(4);
    expect(cache.size).toBe(4);
  });

  it('does not keep an unknown tenant', async () => {
    const cache = new StaffContextCache({ now: () => clock });
    let asked = 0;
    const unknown = async () => {
      asked += 1;
      return undefined;
    };
    expect(await cache.get(key(), unknown)).toBeUndefined();
    expect(await cache.get(key(), unknown)).toBeUndefined();
    expect(asked).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("keeps a found tenant's context whose user is gone (the request is refused from it)", async () => {
    const cache = new StaffContextCache({ now: () => clock });
    const gone = async () => {
      loads += 1;
      return { ...context(), user: undefined };
    };
    expect((await cache.get(key(), gone))?.user).toBeUndefined();
    expect((await cache.get(key(), gone))?.tenant.code).toBe('demo');
    expect(loads).toBe(1);
  });

  it('drops the oldest entry when full', async () => {
    const cache = new StaffContextCache({ now: () => clock, maxEntries: 2 });
    await cache.get(key('a'), load);
    await cache.get(key('b'), load);
    await cache.get(key('c'), load);
    expect(cache.size).toBe(2);
    loads = 0;
    await cache.get(key('c'), load);
    await cache.get(key('b'), load);
    expect(loads).toBe(0);
    await cache.get(key('a'), load);
    expect(loads).toBe(1);
  });

  it('holds 5,000 entries by default', async () => {
    const cache = new StaffContextCache({ now: () => clock });
    for (let i = 0; i <= 5000; i += 1) await cache.get(key(`s${i}`), load);
    expect(cache.size).toBe(5000);
    loads = 0;
    await cache.get(key('s5000'), load);
    await cache.get(key('s1'), load);
    expect(loads).toBe(0);
    await cache.get(key('s0'), load);
    expect(loads).toBe(1);
  });

  it('clear() empties it', async () => {
    const cache = new StaffContextCache({ now: () => clock });
    await cache.get(key(), load);
    cache.clear();
    expect(cache.size).toBe(0);
    await cache.get(key(), load);
    expect(loads).toBe(2);
  });

  it('does not keep what a load started before a clear() read', async () => {
    const cache = new StaffContextCache({ now: () => clock });
    let finish: (value: StaffContext) => void = () => undefined;
    const slow = cache.get(key(), () => new Promise<StaffContext>((resolve) => (finish = resolve)));
    cache.clear();
    finish(context());
    expect((await slow)?.user?.user_name).toBe('admin');
    expect(cache.size).toBe(0);
  });

  it('hands out a frozen context: a request cannot change what the next one sees', async () => {
    const cache = new StaffContextCache({ now: () => clock });
    const shared = await cache.get(key(), load);
    expect(Object.isFrozen(shared)).toBe(true);
    expect(Object.isFrozen(shared?.user)).toBe(true);
    expect(Object.isFrozen(shared?.user?.employees)).toBe(true);
    expect(Object.isFrozen(shared?.branchCodes)).toBe(true);
  });
});

describe('a signed-in staff request through the app', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let clock = 1_000_000;
  const counter = contextQueries();
  let admin: string;

  const tableSettings = (token: string) =>
    call(app, 'GET', '/api/system/table-settings/crm.partners', { token, headers: { branchs: 'CN01' } });

  /** A new staff user (created through the API) and a token of theirs. */
  const newUser = async (userName: string) => {
    const res = await call(app, 'POST', '/api/system/users', {
      token: admin,
      body: { user_name: userName, password: 'Matkhau123', ten_nsd: 'Người thử', branchs: 'CN01' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as { id: string };
    return { id: created.id, token: await tokenFor(app, userName, 'Matkhau123') };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: await testConfig(),
      database: { ...database, db: database.db.withPlugin(counter.plugin) },
      logger: false,
      staffContexts: new StaffContextCache({ now: () => clock }),
    });
    admin = await tokenFor(app, 'admin', demoPasswords.admin);
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('reads the context once for two GETs in a row of the same session', async () => {
    expect((await tableSettings(admin)).statusCode).toBe(200);
    counter.take();
    expect((await tableSettings(admin)).statusCode).toBe(200);
    expect(counter.take()).toBe(0);
  });

  it('reads it again for another session of the same user', async () => {
    await tableSettings(admin);
    const other = await tokenFor(app, 'admin', demoPasswords.admin);
    counter.take();
    expect((await tableSettings(other)).statusCode).toBe(200);
    expect(counter.take()).toBe(1);
  });

  it('reads it again once the TTL has passed', async () => {
    await tableSettings(admin);
    counter.take();
    clock += STAFF_CONTEXT_TTL_MS - 1;
    await tableSettings(admin);
    expect(counter.take()).toBe(0);
    clock += 1;
    await tableSettings(admin);
    expect(counter.take()).toBe(1);
  });

  it('reads it again after any write', async () => {
    await tableSettings(admin);
    await call(app, 'POST', '/api/auth/user-info', { token: admin });
    counter.take();
    await tableSettings(admin);
    expect(counter.take()).toBe(1);
  });

  it('refuses a token at once after its session signed out through the API', async () => {
    const session = await login(app, 'admin', demoPasswords.admin);
    expect((await tableSettings(session.accessToken)).statusCode).toBe(200);
    const out = await call(app, 'POST', '/api/auth/logout', {
      token: session.accessToken,
      body: { refresh_token: session.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    const next = await tableSettings(session.accessToken);
    expect(next.statusCode).toBe(401);
    expect(next.json().code).toBe('TOKEN_INVALID');
  });

  it("refuses a user's next request at once after an admin locked them through the API", async () => {
    const target = await newUser('to.lock');
    expect((await tableSettings(target.token)).statusCode).toBe(200);
    const locked = await call(app, 'PUT', `/api/system/users/${target.id}`, {
      token: admin,
      body: { user_name: 'to.lock', ten_nsd: 'Người thử', branchs: 'CN01', locked: true },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    const next = await tableSettings(target.token);
    expect(next.statusCode).toBe(401);
    expect(next.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('sees a change made straight in the database after the TTL, not before', async () => {
    const target = await newUser('locked.in.sql');
    expect((await tableSettings(target.token)).statusCode).toBe(200);
    await sql`UPDATE users SET locked = true WHERE id = ${target.id}`.execute(database.db);
    clock += STAFF_CONTEXT_TTL_MS - 1;
    expect((await tableSettings(target.token)).statusCode).toBe(200);
    clock += 1;
    const next = await tableSettings(target.token);
    expect(next.statusCode).toBe(401);
    expect(next.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('keeps its entries to itself: another app on the same database reads the context', async () => {
    const second = await buildApp({
      config: await testConfig(),
      database: { ...database, db: database.db.withPlugin(counter.plugin) },
      logger: false,
    });
    try {
      await tableSettings(admin);
      counter.take();
      const res = await call(second, 'GET', '/api/system/table-settings/crm.partners', {
        token: admin,
        headers: { branchs: 'CN01' },
      });
      expect(res.statusCode).toBe(200);
      expect(counter.take()).toBe(1);
      expect(second.staffContexts).not.toBe(app.staffContexts);
    } finally {
      await second.close();
    }
  });
});
