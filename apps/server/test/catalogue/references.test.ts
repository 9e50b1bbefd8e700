import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../helpers/resource-set-calls.js';
import { createSecondTenant } from '../helpers/second-tenant.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

let server: TestServer;
let admin = '';
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  // A branch of its own, so the demo seed's vouchers do not take the numbers.
  const res = await send(server.app, 'POST', '/api/system/branchs', {
    token: admin,
    body: { ma_dvcs: 'CN07', ten_dvcs: 'Chi nhánh thử CN07' },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
});
afterAll(() => server.close());

const branch = { Branchs: 'CN07' };

const create = async (path: string, body: Record<string, unknown>) => {
  const res = await send(server.app, 'POST', `/api/${path}`, { token: admin, headers: branch, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { _id: string };
};
/** A phone of the customer's own (no two partners share one): KHREF04 -> 0901000422. */
const phoneOf = (ma_kh: string) => `090100${ma_kh.slice(-2)}22`;
const customer = (ma_kh: string) =>
  create('crm/partners', { ma_kh, ten_kh: `Khách ${ma_kh}`, dien_thoai: phoneOf(ma_kh) });
const billOf = (ma_kh: string, ma_vt = 'VT001') =>
  create('sales/bills', {
    ngay_ct: '2031-04-01',
    ma_kh,
    chi_tiet: [{ ma_vt, so_luong: 1, gia: 100_000 }],
  });
const call = (
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  extra: Record<string, unknown> = {},
) => send(server.app, method, `/api/${path}`, { token: admin, ...extra });

describe('a record other records point at', () => {
  it('a customer with a bill is not deleted: 409 RECORD_IN_USE naming the screen, the row stays', async () => {
    const kh = await customer('KHREF01');
    await billOf('KHREF01');
    const refused = await call('DELETE', `crm/partners/${kh._id}`, { headers: { 'Accept-Language': 'vi' } });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'RECORD_IN_USE',
      message: 'Không thể xóa: Khách hàng KHREF01 đang được dùng ở Hóa đơn bán hàng (1 dòng)',
      details: { resource: 'bills', field: 'ma_kh' },
    });
    expect((await call('GET', `crm/partners/${kh._id}`)).statusCode).toBe(200);

    await billOf('KHREF01');
    const english = await call('DELETE', `crm/partners/${kh._id}`, { headers: { 'Accept-Language': 'en' } });
    expect(english.json().message).toBe('Cannot delete: Customers KHREF01 is used in Sales bills (rows: 2)');
  });

  it('an unreferenced customer is deleted', async () => {
    const kh = await customer('KHREF02');
    const removed = await call('DELETE', `crm/partners/${kh._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('GET', `crm/partners/${kh._id}`)).statusCode).toBe(404);
  });

  it("a referenced customer's code cannot change (PATCH or PUT); its other fields can", async () => {
    const kh = await customer('KHREF04');
    await billOf('KHREF04');
    const recoded = await call('PATCH', `crm/partners/${kh._id}`, { body: { ma_kh: 'KHREF04X' } });
    expect(recoded.statusCode, recoded.body).toBe(409);
    expect(recoded.json()).toMatchObject({
      code: 'RECORD_CODE_IN_USE',
      message: 'Không thể đổi mã: Khách hàng KHREF04 đang được dùng ở Hóa đơn bán hàng (1 dòng)',
    });
    const replaced = await call('PUT', `crm/partners/${kh._id}`, {
      body: { ma_kh: 'KHREF04Y', ten_kh: 'Khách KHREF04', dien_thoai: phoneOf('KHREF04') },
    });
    expect(replaced.statusCode, replaced.body).toBe(409);
    expect((await call('GET', `crm/partners/${kh._id}`)).json().ma_kh).toBe('KHREF04');

    const renamed = await call('PATCH', `crm/partners/${kh._id}`, { body: { ten_kh: 'Tên mới' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ ma_kh: 'KHREF04', ten_kh: 'Tên mới' });
  });

  it('an unreferenced customer may change its code', async () => {
    const kh = await customer('KHREF05');
    const recoded = await call('PATCH', `crm/partners/${kh._id}`, { body: { ma_kh: 'KHREF05X' } });
    expect(recoded.statusCode, recoded.body).toBe(200);
  });

  it('a product used only on voucher lines is not deleted', async () => {
    const product = await create('stock/products', { ma_vt: 'SPREF01', ten_vt: 'Sản phẩm thử', dvt: 'HOP' });
    const kh = await customer('KHREF06');
    const bill = await billOf(String(kh.ma_kh), 'SPREF01');
    const refused = await call('DELETE', `stock/products/${product._id}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'RECORD_IN_USE',
      message: 'Không thể xóa: Hàng hóa SPREF01 đang được dùng ở Hóa đơn bán hàng (1 dòng)',
      details: { resource: 'bills', field: 'chi_tiet.ma_vt' },
    });
    // Deleting the bill (its own lines are not references to it) frees the product.
    expect((await call('DELETE', `sales/bills/${bill._id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `stock/products/${product._id}`)).statusCode).toBe(200);
  });

  it('a reference in another tenant does not block', async () => {
    const betaId = await createSecondTenant(server.database.db);
    await sql`INSERT INTO sales_bills (tenant_id, ma_dvcs, ma_ct, so_ct, ngay_ct, ma_kh)
      VALUES (${betaId}, 'CN01', 'HDB', 'HD999001', '2031-04-01', 'KHREF03')`.execute(server.database.db);
    const kh = await customer('KHREF03');
    const removed = await call('DELETE', `crm/partners/${kh._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('a start-up set row (a unit) on a product is not deleted', async () => {
    const unit = await create('stock/units', { ma_dvt: 'LOREF', ten_dvt: 'Lọ thử' });
    await create('stock/products', { ma_vt: 'SPREF02', ten_vt: 'Sản phẩm lọ', dvt: 'LOREF' });
    const refused = await call('DELETE', `stock/units/${unit._id}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      'Không thể xóa: Đơn vị tính LOREF đang được dùng ở Hàng hóa (1 dòng)',
    );
  });

  it('a parent department is held by its children, not by itself', async () => {
    const parent = await create('hr/departments', { ma_bp: 'BPREF1', ten_bp: 'Phòng cha' });
    const child = await create('hr/departments', {
      ma_bp: 'BPREF2',
      ten_bp: 'Phòng con',
      ma_bp_me: 'BPREF1',
    });
    expect((await call('DELETE', `hr/departments/${parent._id}`)).json().code).toBe('RECORD_IN_USE');
    expect((await call('DELETE', `hr/departments/${child._id}`)).statusCode).toBe(200);
    // A row pointing at itself (written around the form's check) does not block its own deletion.
    await sql`UPDATE hr_departments SET ma_bp_me = ma_bp WHERE _id = ${parent._id}::uuid`.execute(
      server.database.db,
    );
    const removed = await call('DELETE', `hr/departments/${parent._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
  });
});
