import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceNamed } from '@sen/domain/resources';
import { hashPassword } from '../../src/security/password.js';
import { tenantIdOf } from '../helpers/operations-fixtures.js';
import { auditCount, grant, send, type Method } from '../helpers/resource-set-calls.js';
import { createSecondTenant } from '../helpers/second-tenant.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * The customer transfer (/crm/partners-transfer) at work: a done transfer hands the customers of its lines from
 * one salesperson to another (customers.ma_nvbh, ten_nvbh), each change in the audit log, in the transaction of
 * the voucher; it is then kept as it is.
 */

let server: TestServer;
let admin = '';
/** A branch of this test's own. */
const branch = { Branchs: 'CN17' };
const giver = { ma_nvbh: 'S17A', ten_nvbh: 'Ngô Thị Ánh' };
const receiver = { ma_nvbh: 'S17B', ten_nvbh: 'Vũ Văn Bảo' };
const other = { ma_nvbh: 'S17C', ten_nvbh: 'Đặng Thị Cúc' };
let betaTenantId = '';

/** The customers of the test: code → their salesperson at the start (null: nobody). */
const startOwners: Record<string, typeof giver | null> = {
  'K17-1': giver,
  'K17-2': giver,
  'K17-3': null,
  'K17-4': giver,
  'K17-5': other,
  'K17-6': giver,
  'K17-7': giver,
  'K17-8': giver,
  'K17-9': giver,
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await post('system/branchs', { ma_dvcs: 'CN17', ten_dvcs: 'Chi nhánh kiểm tra chuyển khách' });
  for (const saler of [giver, receiver, other]) await post('sales/salers', saler);
  let phone = 0;
  for (const [ma_kh, owner] of Object.entries(startOwners))
    await post('crm/partners', {
      ma_kh,
      ten_kh: `Khách ${ma_kh}`,
      dien_thoai: `0917${String((phone += 1)).padStart(6, '0')}`,
      ...(owner ? owner : {}),
    });
  // Another tenant with a customer of the same code, cared for by a salesperson of the same code.
  betaTenantId = await createSecondTenant(server.database.db);
  await server.database.db
    .insertInto('customers')
    .values({
      tenant_id: betaTenantId,
      ma_kh: 'K17-1',
      ten_kh: 'Khách Beta K17-1',
      dien_thoai: '0988000017',
      email: null,
      ngay_sinh: null,
      gioi_tinh: null,
      dia_chi: null,
      ma_dvcs: 'CN01',
      ma_nvbh: giver.ma_nvbh,
      ten_nvbh: giver.ten_nvbh,
    })
    .execute();
});
afterAll(() => server.close());

const call = (method: Method, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  send(server.app, method, `/api/${path}`, { token: admin, headers: { ...branch, ...headers }, body });

async function post(path: string, body: Record<string, unknown>) {
  const res = await call('POST', path, body);
  if (res.statusCode !== 201) throw new Error(`${path}: ${res.body}`);
  return res.json() as Record<string, unknown> & { _id: string };
}

/** A transfer from `giver` to `receiver` of the given customers. */
const transfer = (customers: string[], extra: Record<string, unknown> = {}) => ({
  ngay_ct: '2031-06-10',
  ma_nvbh_cu: giver.ma_nvbh,
  ten_nvbh_cu: giver.ten_nvbh,
  ma_nvbh_moi: receiver.ma_nvbh,
  ten_nvbh_moi: receiver.ten_nvbh,
  ly_do: 'Nhân viên nghỉ việc',
  chi_tiet: customers.map((ma_kh) => ({ ma_kh, ten_kh: `Khách ${ma_kh}` })),
  ...extra,
});

/** The demo tenant's customers of the test, by code: their salesperson code and name. */
const owners = async (): Promise<Record<string, { ma_nvbh: string | null; ten_nvbh: string | null }>> => {
  const rows = await server.database.db
    .selectFrom('customers')
    .innerJoin('tenants', 'tenants.id', 'customers.tenant_id')
    .select(['customers.ma_kh', 'customers.ma_nvbh', 'customers.ten_nvbh'])
    .where('tenants.code', '=', 'demo')
    .where('customers.ma_kh', 'like', 'K17-%')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.ma_kh, { ma_nvbh: r.ma_nvbh, ten_nvbh: r.ten_nvbh }]));
};

/** The audit entries of customer changes, by customer code. */
const customerAudits = async (ma_kh: string) =>
  server.database.db
    .selectFrom('audit_logs')
    .select(['action', 'resource', 'record_id', 'before', 'after'])
    .where('resource_name', '=', 'partners')
    .where('record_key', '=', ma_kh)
    .where('action', '=', 'update')
    .execute();

const transfersOfBranch = async () =>
  ((await call('GET', 'crm/partners-transfer?ma_dvcs=CN17')).json() as { total: number }).total;

describe('a done customer transfer moves its customers to the receiving salesperson', () => {
  it('moves exactly the customers of its lines (one with no salesperson too), each change in the audit log', async () => {
    const before = await owners();
    const audits = await auditCount(server.database.db);
    const created = await call(
      'POST',
      'crm/partners-transfer',
      transfer(['K17-1', 'K17-2', 'K17-3'], { trang_thai: '1' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ trang_thai: '1', so_kh: 3 });

    const after = await owners();
    for (const ma_kh of ['K17-1', 'K17-2', 'K17-3']) expect(after[ma_kh]).toEqual(receiver);
    for (const ma_kh of Object.keys(startOwners).filter((k) => !['K17-1', 'K17-2', 'K17-3'].includes(k)))
      expect(after[ma_kh]).toEqual(before[ma_kh]);

    // The customers list answers the new salesperson too.
    const listed = await call('GET', 'crm/partners?ma_nvbh=S17B');
    expect((listed.json() as { items: { ma_kh: string }[] }).items.map((c) => c.ma_kh).sort()).toEqual([
      'K17-1',
      'K17-2',
      'K17-3',
    ]);

    // The voucher's entry and one per moved customer.
    expect(await auditCount(server.database.db)).toBe(audits + 4);
    const [entry] = await customerAudits('K17-1');
    expect(entry).toMatchObject({
      action: 'update',
      resource: 'crm/partners',
      before: { ma_nvbh: giver.ma_nvbh, ten_nvbh: giver.ten_nvbh },
      after: receiver,
    });
    const [unowned] = await customerAudits('K17-3');
    expect(unowned).toMatchObject({ before: { ma_nvbh: null, ten_nvbh: null }, after: receiver });

    // Another tenant's customer of the same code, cared for by a salesperson of the same code, stays.
    const beta = await server.database.db
      .selectFrom('customers')
      .select(['ma_nvbh', 'ten_nvbh'])
      .where('tenant_id', '=', betaTenantId)
      .where('ma_kh', '=', 'K17-1')
      .executeTakeFirstOrThrow();
    expect(beta).toEqual(giver);
  });

  it('a draft moves nothing; a PATCH making it done moves its customers, named from the salespeople', async () => {
    const audits = await auditCount(server.database.db);
    const draft = await post('crm/partners-transfer', transfer(['K17-6'], { ten_nvbh_moi: null }));
    expect(draft.trang_thai).toBe('0');
    expect((await owners())['K17-6']).toEqual(giver);
    expect(await customerAudits('K17-6')).toEqual([]);
    expect(await auditCount(server.database.db)).toBe(audits + 1);

    const done = await call('PATCH', `crm/partners-transfer/${draft._id}`, { trang_thai: '1' });
    expect(done.statusCode, done.body).toBe(200);
    // The voucher has no receiving name: the customer gets the salesperson's (sales/salers).
    expect((await owners())['K17-6']).toEqual(receiver);
    expect(await customerAudits('K17-6')).toHaveLength(1);
  });

  it('a PUT making a draft done moves its customers too', async () => {
    const draft = await post('crm/partners-transfer', transfer(['K17-8']));
    expect((await owners())['K17-8']).toEqual(giver);
    const put = await call(
      'PUT',
      `crm/partners-transfer/${draft._id}`,
      transfer(['K17-8'], { trang_thai: '1' }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect((await owners())['K17-8']).toEqual(receiver);
  });

  it('a draft can still be changed and deleted', async () => {
    const draft = await post('crm/partners-transfer', transfer(['K17-9']));
    const patched = await call('PATCH', `crm/partners-transfer/${draft._id}`, { ly_do: 'Đổi ca làm việc' });
    expect(patched.statusCode, patched.body).toBe(200);
    const deleted = await call('DELETE', `crm/partners-transfer/${draft._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await owners())['K17-9']).toEqual(giver);
  });
});

describe('a done transfer is kept as it is', () => {
  it('refuses PUT, PATCH and DELETE (409 PARTNER_TRANSFER_DONE, vi and en); the voucher and customers stay', async () => {
    const done = await post('crm/partners-transfer', transfer(['K17-7'], { trang_thai: '1' }));
    expect((await owners())['K17-7']).toEqual(receiver);
    const audits = await auditCount(server.database.db);

    const put = await call(
      'PUT',
      `crm/partners-transfer/${done._id}`,
      transfer(['K17-7'], { trang_thai: '0' }),
    );
    expect(put.statusCode, put.body).toBe(409);
    expect(put.json()).toMatchObject({
      code: 'PARTNER_TRANSFER_DONE',
      message: `Phiếu chuyển khách hàng ${String(done.so_ct)} đã hoàn thành (khách hàng đã được chuyển), không được sửa hoặc xóa`,
    });
    const patch = await call(
      'PATCH',
      `crm/partners-transfer/${done._id}`,
      { trang_thai: '9' },
      { 'Accept-Language': 'en' },
    );
    expect(patch.statusCode, patch.body).toBe(409);
    expect(patch.json()).toMatchObject({
      code: 'PARTNER_TRANSFER_DONE',
      message: `Customer transfer ${String(done.so_ct)} is done (its customers have moved) and cannot be changed or deleted`,
    });
    const del = await call('DELETE', `crm/partners-transfer/${done._id}`);
    expect(del.statusCode, del.body).toBe(409);
    expect(del.json().code).toBe('PARTNER_TRANSFER_DONE');

    const stored = await call('GET', `crm/partners-transfer/${done._id}`);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ trang_thai: '1', chi_tiet: [{ ma_kh: 'K17-7' }] });
    expect((await owners())['K17-7']).toEqual(receiver);
    expect(await auditCount(server.database.db)).toBe(audits);
  });
});

describe('a transfer that cannot be done changes nothing', () => {
  it('refuses a customer another salesperson cares for (409, vi and en): no voucher, no customer moved, no entry', async () => {
    const before = await owners();
    const audits = await auditCount(server.database.db);
    const vouchers = await transfersOfBranch();
    const refused = await call(
      'POST',
      'crm/partners-transfer',
      transfer(['K17-4', 'K17-5'], { trang_thai: '1' }),
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PARTNER_TRANSFER_NOT_OWNER',
      message: 'Khách hàng K17-5 không do nhân viên S17A phụ trách',
      details: [{ in: 'body', path: '/chi_tiet/1/ma_kh' }],
    });
    const english = await call(
      'POST',
      'crm/partners-transfer',
      transfer(['K17-4', 'K17-5'], { trang_thai: '1' }),
      { 'Accept-Language': 'en' },
    );
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toBe('Customer K17-5 is not cared for by salesperson S17A');

    expect(await owners()).toEqual(before);
    expect(await transfersOfBranch()).toBe(vouchers);
    expect(await auditCount(server.database.db)).toBe(audits);
  });

  it('refuses the same on the change that makes a draft done: the draft stays a draft', async () => {
    const draft = await post('crm/partners-transfer', transfer(['K17-4', 'K17-5']));
    const before = await owners();
    const audits = await auditCount(server.database.db);
    const refused = await call('PATCH', `crm/partners-transfer/${draft._id}`, { trang_thai: '1' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('PARTNER_TRANSFER_NOT_OWNER');
    expect((await call('GET', `crm/partners-transfer/${draft._id}`)).json()).toMatchObject({
      trang_thai: '0',
    });
    expect(await owners()).toEqual(before);
    expect(await auditCount(server.database.db)).toBe(audits);
  });

  it('refuses a customer the tenant does not have (400, pointing at its line)', async () => {
    const before = await owners();
    const vouchers = await transfersOfBranch();
    const refused = await call(
      'POST',
      'crm/partners-transfer',
      transfer(['K17-4', 'BETA01'], { trang_thai: '1' }),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    // Every lookup of a write must find its row (catalogue-lookups.ts): the line's customer first of all.
    expect(refused.json()).toMatchObject({
      code: 'LOOKUP_NOT_FOUND',
      message: 'Không tìm thấy Khách hàng BETA01',
      details: [{ path: '/chi_tiet/1/ma_kh' }],
    });
    expect(await owners()).toEqual(before);
    expect(await transfersOfBranch()).toBe(vouchers);
  });

  it('refuses handing customers to the salesperson who gives them (400 FIELD_DUPLICATE)', async () => {
    const before = await owners();
    const vouchers = await transfersOfBranch();
    const refused = await call(
      'POST',
      'crm/partners-transfer',
      transfer(['K17-4'], { trang_thai: '1', ma_nvbh_moi: giver.ma_nvbh, ten_nvbh_moi: giver.ten_nvbh }),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'FIELD_DUPLICATE',
      message: 'Nhân viên nhận không được trùng với Nhân viên hiện tại',
    });
    expect(await owners()).toEqual(before);
    expect(await transfersOfBranch()).toBe(vouchers);
  });
});

describe('the employee data scope of a transfer', () => {
  it('lets a user limited to some employees hand over only their customers (403 otherwise, nothing moved)', async () => {
    const db = server.database.db;
    await db
      .insertInto('users')
      .values({
        tenant_id: await tenantIdOf(db),
        user_name: 'ql17',
        password_hash: await hashPassword('Ql17@12345'),
        ten_nsd: 'Quản lý nhóm 17',
        email: null,
        is_admin: false,
        branchs: 'CN17',
        employee_yn: true,
        employees: [other.ma_nvbh],
        ma_nvbh: null,
        ten_nvbh: null,
        agent_id: null,
        agent_pass: null,
      })
      .execute();
    const menuId = resourceNamed('partners-transfer')?.menuId;
    if (!menuId) throw new Error('partners-transfer is not in the catalogue');
    await grant(db, 'ql17', menuId, ['r_access', 'r_read', 'r_readall', 'r_add']);
    const manager = await tokenFor(server.app, 'ql17', 'Ql17@12345');
    const as = (body: Record<string, unknown>) =>
      send(server.app, 'POST', '/api/crm/partners-transfer', { token: manager, headers: branch, body });

    const before = await owners();
    const refused = await as(transfer(['K17-7'], { trang_thai: '1' }));
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await owners()).toEqual(before);

    const allowed = await as(
      transfer(['K17-5'], {
        trang_thai: '1',
        ma_nvbh_cu: other.ma_nvbh,
        ten_nvbh_cu: other.ten_nvbh,
      }),
    );
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect((await owners())['K17-5']).toEqual(receiver);
  });
});

describe('a transfer reaches only the customers the caller may see', () => {
  it('the salesperson (own records, CN01) cannot move a customer their GET does not find (400, nothing moved)', async () => {
    // nvbh01 is salesperson NV001 of CN01, own records only (the demo's CRM rights: add and edit, no read-all).
    const saler = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
    const cn01 = { Branchs: 'CN01' };
    const as = (method: Method, path: string, body?: unknown) =>
      send(server.app, method, `/api/${path}`, { token: saler, headers: cn01, body });
    const asAdmin = (path: string, body: Record<string, unknown>, branchs: string) =>
      send(server.app, 'POST', `/api/${path}`, { token: admin, headers: { Branchs: branchs }, body });
    const customer = async (ma_kh: string, branchs: string, extra: Record<string, unknown> = {}) => {
      const res = await asAdmin('crm/partners', { ma_kh, ten_kh: `Khách ${ma_kh}`, ...extra }, branchs);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { _id: string; ma_kh: string };
    };
    const lan = { ma_nvbh: 'NV001', ten_nvbh: 'Nguyễn Thị Lan' };
    // Lan's customer of another branch, and a customer of her branch cared for by nobody (not hers).
    const otherBranch = await customer('K17-X1', 'CN02', { dien_thoai: '0917100001', ...lan });
    const notHers = await customer('K17-X2', 'CN01', { dien_thoai: '0917100002' });
    const hers = await customer('K17-X3', 'CN01', { dien_thoai: '0917100003', ...lan });
    for (const { _id } of [otherBranch, notHers])
      expect((await as('GET', `crm/partners/${_id}`)).statusCode).toBe(404);
    expect((await as('GET', `crm/partners/${hers._id}`)).statusCode).toBe(200);

    const ownerOf = async (ma_kh: string) =>
      (
        await server.database.db
          .selectFrom('customers')
          .innerJoin('tenants', 'tenants.id', 'customers.tenant_id')
          .select('customers.ma_nvbh')
          .where('tenants.code', '=', 'demo')
          .where('customers.ma_kh', '=', ma_kh)
          .executeTakeFirstOrThrow()
      ).ma_nvbh;
    const handOver = (codes: string[]) => ({
      ngay_ct: '2031-06-10',
      ma_nvbh_cu: 'NV001',
      ma_nvbh_moi: 'NV002',
      trang_thai: '1',
      chi_tiet: codes.map((ma_kh) => ({ ma_kh })),
    });
    const audits = await auditCount(server.database.db);
    for (const [codes, index, code] of [
      [['K17-X3', 'K17-X1'], 1, 'K17-X1'],
      [['K17-X2'], 0, 'K17-X2'],
    ] as const) {
      for (const [language, message] of [
        ['vi', `Không tìm thấy khách hàng ${code}`],
        ['en', `Customer ${code} was not found`],
      ] as const) {
        const refused = await send(server.app, 'POST', '/api/crm/partners-transfer', {
          token: saler,
          headers: { ...cn01, 'Accept-Language': language },
          body: handOver([...codes]),
        });
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json()).toMatchObject({
          code: 'PARTNER_TRANSFER_CUSTOMER_UNKNOWN',
          message,
          details: [{ in: 'body', path: `/chi_tiet/${index}/ma_kh` }],
        });
      }
    }
    expect(await ownerOf('K17-X1')).toBe('NV001');
    expect(await ownerOf('K17-X2')).toBeNull();
    expect(await ownerOf('K17-X3')).toBe('NV001');
    expect(await auditCount(server.database.db)).toBe(audits);

    // A draft naming them moves nothing; making it done is refused the same way.
    const draft = await as('POST', 'crm/partners-transfer', { ...handOver(['K17-X2']), trang_thai: '0' });
    expect(draft.statusCode, draft.body).toBe(201);
    const done = await as('PATCH', `crm/partners-transfer/${String(draft.json()._id)}`, { trang_thai: '1' });
    expect(done.statusCode, done.body).toBe(400);
    expect(await ownerOf('K17-X2')).toBeNull();

    // Her own customer of her branch moves.
    const moved = await as('POST', 'crm/partners-transfer', handOver(['K17-X3']));
    expect(moved.statusCode, moved.body).toBe(201);
    expect(await ownerOf('K17-X3')).toBe('NV002');
  });
});
