import { listOf, smsLogSchema } from '@sen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRights, tenantIdOf } from './helpers/operations-fixtures.js';
import { createSecondTenant } from './helpers/second-tenant.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from './helpers/test-app.js';

let server: TestServer;
let admin: string;
let sales: string;

/** Demo rows, oldest first; times are UTC (Vietnam is UTC+07:00). */
const demoRows = [
  { phone: '0901000001', status: 'sent', created_at: '2026-03-01T02:00:00Z', message: 'một' },
  { phone: '0901000002', status: 'failed', created_at: '2026-03-01T16:30:00Z', message: 'hai' }, // 1 March 23:30 VN
  { phone: '0912000003', status: 'sent', created_at: '2026-03-01T17:30:00Z', message: 'ba' }, // 2 March 00:30 VN
  { phone: '0912000004', status: 'demo', created_at: '2026-03-05T05:00:00Z', message: 'bốn' },
  { phone: '0901000005', status: 'sent', created_at: '2026-03-09T05:00:00Z', message: 'năm' },
];

beforeAll(async () => {
  server = await startTestServer();
  const betaId = await createSecondTenant(server.database.db);
  const demoId = await tenantIdOf(server.database.db);
  await server.database.db.deleteFrom('sms_logs').execute();
  await server.database.db
    .insertInto('sms_logs')
    .values([
      ...demoRows.map((r) => ({ tenant_id: demoId, ...r })),
      {
        tenant_id: betaId,
        phone: '0901000009',
        status: 'sent',
        created_at: '2026-03-02T00:00:00Z',
        message: 'beta',
      },
    ])
    .execute();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  sales = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
});
afterAll(() => server.close());

const list = async (query: string, token = admin) => {
  const res = await call(server.app, 'GET', `/api/system/sms/logs${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return listOf(smsLogSchema).parse(res.json());
};

const total = async (query: string) => {
  const res = await call(server.app, 'GET', `/api/system/sms/logs/total${query}`, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total as number;
};

const messages = (items: { message: string }[]) => items.map((i) => i.message);

describe('GET /api/system/sms/logs', () => {
  it("lists the tenant's logs newest first, a page at a time, with the total", async () => {
    const first = await list('?pageIndex=0&pageSize=10');
    expect(messages(first.items)).toEqual(['năm', 'bốn', 'ba', 'hai', 'một']);
    expect(first.total).toBe(5);
    const second = await list('?pageIndex=1&pageSize=10');
    expect(second.items).toEqual([]);
    expect(second.total).toBe(5);
    const all = await list('');
    expect(messages(all.items)).not.toContain('beta');
    expect(all.items[0]).toMatchObject({
      phone: '0901000005',
      status: 'sent',
      created_at: '2026-03-09T05:00:00.000Z',
    });
  });

  it('filters by phone digits, status and Vietnam-time days or instants', async () => {
    expect(messages((await list('?phone=0912')).items)).toEqual(['bốn', 'ba']);
    expect(messages((await list('?phone=091-2000-003')).items)).toEqual(['ba']);
    expect(messages((await list('?status=sent')).items)).toEqual(['năm', 'ba', 'một']);
    expect(messages((await list('?fromDate=2026-03-02&toDate=2026-03-02')).items)).toEqual(['ba']);
    expect(messages((await list('?toDate=2026-03-01')).items)).toEqual(['hai', 'một']);
    expect(messages((await list('?fromDate=2026-03-05T12:00:00%2B07:00')).items)).toEqual(['năm', 'bốn']);
    expect(messages((await list('?status=sent&phone=0901&fromDate=2026-03-02')).items)).toEqual(['năm']);
  });

  it('refuses bad paging and filters with 400 VALIDATION_FAILED', async () => {
    for (const query of [
      '?pageIndex=-1',
      '?pageSize=2',
      '?pageSize=201',
      '?fromDate=yesterday',
      '?toDate=2026-13-01',
      '?phone=abc',
    ]) {
      const res = await call(server.app, 'GET', `/api/system/sms/logs${query}`, { token: admin });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('needs the read right on system.sms.logs unless admin', async () => {
    const refused = await call(server.app, 'GET', '/api/system/sms/logs', { token: sales });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const refusedTotal = await call(server.app, 'GET', '/api/system/sms/logs/total', { token: sales });
    expect(refusedTotal.statusCode).toBe(403);
    await grantRights(server.database.db, 'nvbh01', 'system.sms.logs', ['r_access', 'r_read']);
    expect((await list('', sales)).total).toBe(5);
  });
});

describe('GET /api/system/sms/logs/total', () => {
  it('counts the matching logs of the tenant', async () => {
    expect(await total('')).toBe(5);
    expect(await total('?status=sent')).toBe(3);
    expect(await total('?phone=0901&toDate=2026-03-02')).toBe(2);
    expect(await total('?status=none')).toBe(0);
  });
});
