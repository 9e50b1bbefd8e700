import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { call, demoPasswords, testConfig, tokenFor } from './helpers/test-app.js';
import { contextQueries } from './helpers/context-queries.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

let database: TestDatabase;
const counter = contextQueries();
let app: Awaited<ReturnType<typeof buildApp>>;
let admin: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: await testConfig(),
    database: { ...database, db: database.db.withPlugin(counter.plugin) },
    logger: false,
  });
  admin = await tokenFor(app, 'admin', demoPasswords.admin);
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

describe('the context of a signed-in staff request', () => {
  // Each test counts from a cold cache; staff-context-cache.test.ts covers when an entry is reused.
  beforeEach(() => app.staffContexts.clear());

  it('is read in one query (tenant, user, session, branch codes)', async () => {
    counter.take();
    const res = await call(app, 'GET', '/api/system/table-settings/crm.partners', {
      token: admin,
      headers: { branchs: 'CN01' },
    });
    expect(res.statusCode).toBe(200);
    expect(counter.take()).toBe(1);
  });

  it('still refuses a branch the tenant does not have, from that one query', async () => {
    counter.take();
    const res = await call(app, 'GET', '/api/system/stt', { token: admin, headers: { branchs: 'NOPE' } });
    expect(res.statusCode).toBe(403);
    expect(counter.take()).toBe(1);
  });

  it("is not read again for the same session's next GET, whose branches are still checked", async () => {
    const ok = await call(app, 'GET', '/api/system/stt', { token: admin, headers: { branchs: 'CN01' } });
    expect(ok.statusCode).toBe(200);
    counter.take();
    const again = await call(app, 'GET', '/api/system/table-settings/crm.partners', {
      token: admin,
      headers: { branchs: 'CN01' },
    });
    expect(again.statusCode).toBe(200);
    const refused = await call(app, 'GET', '/api/system/stt', { token: admin, headers: { branchs: 'NOPE' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('BRANCH_FORBIDDEN');
    expect(counter.take()).toBe(0);
  });

  it("is kept after a write that changes nothing it holds: a till's next bill does not read it again", async () => {
    const ok = await call(app, 'GET', '/api/system/stt', { token: admin, headers: { branchs: 'CN01' } });
    expect(ok.statusCode).toBe(200);
    const type = await call(app, 'POST', '/api/crm/task/types', {
      token: admin,
      headers: { branchs: 'CN01' },
      body: { ma_loai_lh: 'GOI-DAU', ten_loai_lh: 'Gội đầu dưỡng sinh', thoi_luong: 45 },
    });
    expect(type.statusCode).toBe(201);
    counter.take();
    const again = await call(app, 'GET', '/api/system/stt', { token: admin, headers: { branchs: 'CN01' } });
    expect(again.statusCode).toBe(200);
    expect(counter.take()).toBe(0);
  });

  it('is read again after a branch is added, so the new branch can be picked at once', async () => {
    const ok = await call(app, 'GET', '/api/system/stt', { token: admin, headers: { branchs: 'CN01' } });
    expect(ok.statusCode).toBe(200);
    const branch = await call(app, 'POST', '/api/system/branchs', {
      token: admin,
      headers: { branchs: 'CN01' },
      body: { ma_dvcs: 'CN77', ten_dvcs: 'Chi nhánh Phú Nhuận' },
    });
    expect(branch.statusCode).toBe(201);
    const picked = await call(app, 'GET', '/api/system/stt', { token: admin, headers: { branchs: 'CN77' } });
    expect(picked.statusCode).toBe(200);
  });
});
