import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/security/password.js';
import { tenantIdOf } from '../helpers/operations-fixtures.js';
import { grant, send } from '../helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * The picker's right, through the HTTP API with the demo users: a user who may add or edit a record may use the
 * lookup of the records its fields reference (code and name only, within their branch scope), without the right
 * to read them. thungan (cashier, CN01: the sales and cashier screens) picks customers for a bill (and reads the
 * products, services and groups the POS sells from); hd01 (a bill clerk) picks products for a bill;
 * nvbh01 (salesperson NV001, CRM screens, own records only) picks a service and a technician for an appointment.
 */

let server: TestServer;
const t = { admin: '', cashier: '', saler: '', clerk: '' };
const cn01 = { Branchs: 'CN01' };

type Item = Record<string, unknown>;

beforeAll(async () => {
  server = await startTestServer();
  t.admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  t.cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
  t.saler = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
  // A bill clerk: adds bills of CN01 and nothing else; salesperson NV002.
  const db = server.database.db;
  await db
    .insertInto('users')
    .values({
      tenant_id: await tenantIdOf(db),
      user_name: 'hd01',
      password_hash: await hashPassword('Hd01@12345'),
      ten_nsd: 'Nhân viên lập hóa đơn',
      email: null,
      is_admin: false,
      branchs: 'CN01',
      employee_yn: false,
      employees: [],
      ma_nvbh: 'NV002',
      ten_nvbh: 'Phạm Văn Bình',
      agent_id: null,
      agent_pass: null,
    })
    .execute();
  await grant(db, 'hd01', 'sales.bills', ['r_access', 'r_add']);
  t.clerk = await tokenFor(server.app, 'hd01', 'Hd01@12345');
});
afterAll(() => server.close());

const get = (token: string, url: string, headers: Record<string, string> = cn01) =>
  send(server.app, 'GET', `/api${url}`, { token, headers });

const items = async (token: string, url: string): Promise<Item[]> => {
  const res = await get(token, url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().items as Item[];
};

/** Every customer of the demo as the admin's list shows it: code, branch and salesperson. */
const customers = async () => {
  const res = await get(t.admin, '/crm/partners?pageSize=500', { Branchs: 'CN01,CN02,CN03' });
  return res.json().items as { ma_kh: string; ma_dvcs: string; ma_nvbh: string | null }[];
};

const fieldsOf = (rows: Item[]) => [...new Set(rows.flatMap((row) => Object.keys(row)))].sort();

describe('the cashier on a new bill', () => {
  it('finds any customer of the branch, code and name only, though the customer list stays closed', async () => {
    const all = await customers();
    const found = await items(t.cashier, '/crm/partners/lookup?limit=50');
    expect(found.length).toBeGreaterThan(0);
    expect(fieldsOf(found)).toEqual(['ma_kh', 'ten_kh']);
    const branchOf = new Map(all.map((c) => [c.ma_kh, c]));
    expect(found.every((row) => branchOf.get(String(row.ma_kh))?.ma_dvcs === 'CN01')).toBe(true);
    // Customers of several salespeople: the cashier sells to anyone (read-all on the bills).
    expect(new Set(found.map((row) => branchOf.get(String(row.ma_kh))?.ma_nvbh)).size).toBeGreaterThan(1);
    const elsewhere = all.find((c) => c.ma_dvcs === 'CN02')!;
    expect(await items(t.cashier, `/crm/partners/lookup?q=${elsewhere.ma_kh}`)).toEqual([]);
    expect((await get(t.cashier, '/crm/partners/lookup', { Branchs: 'CN02' })).statusCode).toBe(403);

    expect((await get(t.cashier, '/crm/partners')).statusCode).toBe(403);
    const one = all.find((c) => c.ma_dvcs === 'CN01')!;
    const [row] = await items(t.admin, `/crm/partners/lookup?q=${one.ma_kh}`);
    expect((await get(t.cashier, `/crm/partners/${String(row!._id)}`)).statusCode).toBe(403);
  });

  it('reads the products, services and groups the POS sells from, whole, but changes none', async () => {
    for (const path of ['/stock/products', '/stock/services', '/stock/product-groups']) {
      const list = await get(t.cashier, `${path}?pageSize=100`);
      expect(list.statusCode, path).toBe(200);
      const [first] = list.json().items as Item[];
      const patch = await send(server.app, 'PATCH', `/api${path}/${String(first!._id)}`, {
        token: t.cashier,
        body: {},
      });
      expect(patch.statusCode, path).toBe(403);
    }
    const products = (await get(t.cashier, '/stock/products?pageSize=100')).json().items as Item[];
    expect(products.every((p) => typeof p.gia_ban === 'number' && typeof p.dvt === 'string')).toBe(true);
    // A reader of the products gets the lookup's rows whole too.
    expect(fieldsOf(await items(t.cashier, '/stock/products/lookup?limit=5'))).toContain('gia_ban');
  });
});

describe('the bill clerk on a new bill', () => {
  it('finds products by code or name, code and name only, though the product list stays closed', async () => {
    const found = await items(t.clerk, '/stock/products/lookup?limit=50');
    expect(found.length).toBeGreaterThan(0);
    expect(fieldsOf(found)).toEqual(['ma_vt', 'ten_vt']);
    const [first] = found;
    const byName = await items(
      t.clerk,
      `/stock/products/lookup?q=${encodeURIComponent(String(first!.ten_vt))}`,
    );
    expect(byName.map((r) => r.ma_vt)).toContain(first!.ma_vt);
    expect((await get(t.clerk, '/stock/products')).statusCode).toBe(403);
  });
});

describe('the salesperson on an appointment', () => {
  it('picks a service and a technician of the branch, code and name only', async () => {
    const services = await items(t.saler, '/stock/services/lookup?limit=50');
    expect(services.length).toBeGreaterThan(0);
    expect(fieldsOf(services)).toEqual(['ma_vt', 'ten_vt']);
    const technicians = await items(t.saler, '/hr/employees/lookup?limit=50');
    expect(technicians.length).toBeGreaterThan(0);
    expect(fieldsOf(technicians)).toEqual(['ma_nv', 'ten_nv']);
    const everyone = await items(t.admin, '/hr/employees/lookup?limit=50');
    const branchOf = new Map(
      (
        (await get(t.admin, '/hr/employees?pageSize=500', { Branchs: 'CN01,CN02,CN03' })).json()
          .items as Item[]
      ).map((e) => [e.ma_nv, e.ma_dvcs]),
    );
    expect(technicians.every((e) => branchOf.get(e.ma_nv) === 'CN01')).toBe(true);
    expect(everyone.length).toBeGreaterThanOrEqual(technicians.length);
    expect((await get(t.saler, '/stock/services')).statusCode).toBe(403);
    expect((await get(t.saler, '/hr/employees')).statusCode).toBe(403);
  });

  it('picks any appointment type, level, tag and source though read-own, and a room of the branch', async () => {
    for (const url of [
      '/crm/task/types/lookup',
      '/crm/levels/lookup',
      '/crm/tags/lookup',
      '/crm/source-types/lookup',
      '/crm/ticket/types/lookup',
    ]) {
      const mine = await items(t.saler, url);
      expect(mine.length, url).toBeGreaterThan(0);
      expect(mine.length, url).toBe((await items(t.admin, url)).length);
    }
    // Their own rows stay theirs on the list screens (read-own): the pickers are not a way round it.
    expect((await get(t.saler, '/crm/levels')).json().items).toEqual([]);
    const rooms = await items(t.saler, '/sales/rooms/lookup?limit=50');
    expect(rooms.length).toBeGreaterThan(0);
    expect(fieldsOf(rooms)).toEqual(['ma_phong', 'ten_phong']);
  });

  it('keeps reading customers as their own screen lets them: their own only, whole', async () => {
    const found = await items(t.saler, '/crm/partners/lookup?limit=50');
    const all = new Map((await customers()).map((c) => [c.ma_kh, c]));
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.every((row) => all.get(String(row.ma_kh))?.ma_nvbh === 'NV001' || row.nguoi_tao === 'nvbh01'),
    ).toBe(true);
    expect(fieldsOf(found)).toContain('dien_thoai');
  });

  it('gets nothing of what no record of theirs looks up (403)', async () => {
    // Currencies are looked up by exchange rates (accounting) only.
    expect((await get(t.saler, '/accounting/currencies/lookup')).statusCode).toBe(403);
    expect((await get(t.cashier, '/accounting/currencies/lookup')).statusCode).toBe(403);
  });
});

describe('without read-all on the screen, the read-own rule of customers holds', () => {
  it('a bill clerk without read-all finds only their own customers; with it every one of the branch', async () => {
    const all = await customers();
    const own = await items(t.clerk, '/crm/partners/lookup?limit=50');
    expect(fieldsOf(own)).toEqual(['ma_kh', 'ten_kh']);
    const ofNv002 = all.filter((c) => c.ma_dvcs === 'CN01' && c.ma_nvbh === 'NV002').map((c) => c.ma_kh);
    expect(ofNv002.length).toBeGreaterThan(0);
    expect(own.map((r) => r.ma_kh).sort()).toEqual(ofNv002.sort().slice(0, 50));
    // Products have no owner: reference data, every one (the cashier reads them whole: code and name here).
    const products = await items(t.clerk, '/stock/products/lookup?limit=50');
    const whole = await items(t.cashier, '/stock/products/lookup?limit=50');
    expect(products).toEqual(whole.map((p) => ({ ma_vt: p.ma_vt, ten_vt: p.ten_vt })));

    await grant(server.database.db, 'hd01', 'sales.bills', ['r_access', 'r_add', 'r_readall']);
    const every = await items(t.clerk, '/crm/partners/lookup?limit=50');
    expect(every).toEqual(await items(t.cashier, '/crm/partners/lookup?limit=50'));
    expect(every.length).toBeGreaterThan(own.length);

    // Reading a bill does not pick: only adding or editing one does.
    await grant(server.database.db, 'hd01', 'sales.bills', ['r_access', 'r_read', 'r_readall', 'r_print']);
    expect((await get(t.clerk, '/crm/partners/lookup')).statusCode).toBe(403);
    await grant(server.database.db, 'hd01', 'sales.bills', ['r_access', 'r_edit']);
    expect((await get(t.clerk, '/crm/partners/lookup')).statusCode).toBe(200);
  });
});
