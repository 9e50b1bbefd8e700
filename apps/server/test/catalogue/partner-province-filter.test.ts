import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * The customer list's province filter (`?ma_tinh=`, the code of GET /api/cities): 'customers in Hà Nội'. It is an
 * exact filter of the list as the others are, applied within the search and the branch scope.
 */
let server: TestServer;
let admin = '';
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
});
afterAll(() => server.close());

/** Hà Nội (01), TP Hồ Chí Minh (79), Cần Thơ (92) with one of their wards each. */
const hanoi = { ma_tinh: '01', ma_xa: '00070' };
const hcm = { ma_tinh: '79', ma_xa: '26743' };
const cantho = { ma_tinh: '92' };

/** Customers named with a word no demo customer has ('Lọc Tỉnh'), in two branches and three provinces. */
const customers = [
  { ma_kh: 'KHLT01', ten_kh: 'Phạm Lọc Tỉnh An', ma_dvcs: 'CN01', ...hanoi },
  { ma_kh: 'KHLT02', ten_kh: 'Phạm Lọc Tỉnh Bình', ma_dvcs: 'CN02', ...hanoi },
  { ma_kh: 'KHLT03', ten_kh: 'Phạm Lọc Tỉnh Chi', ma_dvcs: 'CN01', ...hcm },
  { ma_kh: 'KHLT04', ten_kh: 'Phạm Lọc Tỉnh Dung', ma_dvcs: 'CN02', ...cantho },
  { ma_kh: 'KHLT05', ten_kh: 'Phạm Lọc Tỉnh Giang', ma_dvcs: 'CN01' },
];

const list = async (query: string, branchs = 'CN01,CN02,CN03') => {
  const res = await send(server.app, 'GET', `/api/crm/partners?${query}`, {
    token: admin,
    headers: { Branchs: branchs },
  });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json() as { items: { ma_kh: string; ma_tinh: string | null }[]; total: number };
  return { codes: page.items.map((c) => c.ma_kh).sort(), total: page.total, items: page.items };
};

beforeAll(async () => {
  for (const [i, customer] of customers.entries()) {
    const created = await send(server.app, 'POST', '/api/crm/partners', {
      token: admin,
      headers: { Branchs: customer.ma_dvcs },
      body: { ...customer, dien_thoai: `097700010${i}` },
    });
    expect(created.statusCode, created.body).toBe(201);
  }
});

describe("the customer list's province filter", () => {
  it('lists only the customers of that province, with the search', async () => {
    const found = await list('searchKey=loc tinh&ma_tinh=01&pageSize=50');
    expect(found.codes).toEqual(['KHLT01', 'KHLT02']);
    expect(found.total).toBe(2);
    expect((await list('searchKey=loc tinh&ma_tinh=79&pageSize=50')).codes).toEqual(['KHLT03']);
    // Without the filter the search finds all five, the one with no province too.
    expect((await list('searchKey=loc tinh&pageSize=50')).total).toBe(5);
  });

  it('stays within the branch scope (Branchs)', async () => {
    const first = await list('searchKey=loc tinh&ma_tinh=01&pageSize=50', 'CN01');
    expect(first.codes).toEqual(['KHLT01']);
    const second = await list('searchKey=loc tinh&ma_tinh=01&pageSize=50', 'CN02');
    expect(second.codes).toEqual(['KHLT02']);
    expect((await list('searchKey=loc tinh&ma_tinh=92&pageSize=50', 'CN01')).total).toBe(0);
  });

  it('takes several provinces joined by commas, and goes with the other filters', async () => {
    expect((await list('searchKey=loc tinh&ma_tinh=01,92&pageSize=50')).codes).toEqual([
      'KHLT01',
      'KHLT02',
      'KHLT04',
    ]);
    expect((await list('searchKey=loc tinh&ma_tinh=01&ma_dvcs=CN02&pageSize=50')).codes).toEqual(['KHLT02']);
  });

  it('filters the whole list (no search): every row is of the province, the demo customers too', async () => {
    const all = await list('ma_tinh=01&pageSize=100');
    expect(all.total).toBeGreaterThan(2);
    expect(all.items.every((c) => c.ma_tinh === '01')).toBe(true);
    expect(all.codes).toEqual(expect.arrayContaining(['KHLT01', 'KHLT02']));
  });

  it('finds nothing for a province the lists do not have, as the other lookup filters (no error)', async () => {
    expect(await list('ma_tinh=99')).toMatchObject({ total: 0, codes: [] });
  });

  it('refuses a malformed value with a localised 400 naming the parameter', async () => {
    const res = await send(server.app, 'GET', `/api/crm/partners?ma_tinh=${'1'.repeat(300)}`, {
      token: admin,
      headers: { Branchs: 'CN01', 'Accept-Language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(res.json().details)).toContain('ma_tinh');
  });
});
