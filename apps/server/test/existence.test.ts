import { employeeExistsResultSchema, existsResultSchema, otpResponseSchema } from '@sen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalDemoPhone } from '../src/seed/demo-customers.js';
import { declareExistenceType } from '../src/services/existence-registry.js';
import { canonicalPhone, canonicalWebsite } from '../src/services/existence-values.js';
import { createSecondTenant, secondTenant } from './helpers/second-tenant.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from './helpers/test-app.js';

let server: TestServer;
let demoTenantId = '';
const tokens = { admin: '', thungan: '', nvbh01: '', betaAdmin: '', betaStaff: '', customer: '' };
/** Partners this file adds to the demo tenant, by ma_kh -> id. */
const ids: Record<string, string> = {};

const partner = (
  ma_kh: string,
  values: { dien_thoai?: string; website?: string; email?: string; ma_nvbh?: string | null },
) => ({
  tenant_id: demoTenantId,
  ma_kh,
  ten_kh: `Khách kiểm tra ${ma_kh}`,
  dien_thoai: values.dien_thoai ?? null,
  email: values.email ?? null,
  website: values.website ?? null,
  ma_dvcs: 'CN02',
  ma_nvbh: values.ma_nvbh ?? null,
});

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  demoTenantId = (
    await db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
  ).id;
  await createSecondTenant(db);
  // A second salesperson with a name, and partners with phones and websites owned by nobody, NV001 and NV002.
  await db
    .insertInto('users')
    .values({
      tenant_id: demoTenantId,
      user_name: 'nvbh02',
      password_hash: 'not-a-password',
      ten_nsd: 'Phạm Văn Bình',
      email: null,
      branchs: 'CN02',
      ma_nvbh: 'NV002',
      ten_nvbh: 'Phạm Văn Bình',
      agent_id: null,
      agent_pass: null,
    })
    .execute();
  const rows = await db
    .insertInto('customers')
    .values([
      partner('EX01', {
        dien_thoai: '+84 (0)988 100 200',
        website: 'https://www.Sen-Example.vn/',
        ma_nvbh: 'NV002',
      }),
      partner('EX02', { dien_thoai: '0977 300 400', website: 'own-site.vn', ma_nvbh: 'NV001' }),
      partner('EX03', {
        dien_thoai: '0966500600',
        website: 'http://nobody.vn',
        ma_nvbh: null,
        email: 'Mixed.Case@Example.VN',
      }),
      partner('EX04', { dien_thoai: '84966700800', ma_nvbh: 'NV004' }),
    ])
    .returning(['_id', 'ma_kh'])
    .execute();
  for (const row of rows) ids[row.ma_kh] = row._id;
  const first = await db
    .selectFrom('customers')
    .select('_id')
    .where('tenant_id', '=', demoTenantId)
    .where('ma_kh', '=', 'KH0001')
    .executeTakeFirstOrThrow();
  ids.KH0001 = first._id;

  tokens.admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  tokens.thungan = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
  tokens.nvbh01 = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
  tokens.betaAdmin = await tokenFor(server.app, 'admin', secondTenant.admin.password, secondTenant.code);
  tokens.betaStaff = await tokenFor(
    server.app,
    secondTenant.staff.user_name,
    secondTenant.staff.password,
    secondTenant.code,
  );
  const otp = await call(server.app, 'POST', `/api/auth/otp/customer/${portalDemoPhone}`);
  const code = otpResponseSchema.parse(otp.json()).demo_code as string;
  const signIn = await call(server.app, 'POST', '/api/auth/login', {
    body: { user_name: portalDemoPhone, password: code, system_type: 'client', login_type: 'otp' },
  });
  tokens.customer = signIn.json().session.access_token as string;
});
afterAll(() => server.close());

type Who = keyof typeof tokens;

const get = (url: string, who: Who = 'admin', headers: Record<string, string> = {}) =>
  call(server.app, 'GET', url, {
    token: tokens[who],
    tenant: who.startsWith('beta') ? secondTenant.code : 'demo',
    headers,
  });

const exists = async (url: string, who: Who = 'admin'): Promise<boolean> => {
  const res = await get(url, who);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return existsResultSchema.strict().parse(res.json()).exists;
};

const owner = async (url: string, who: Who = 'admin') => {
  const res = await get(url, who);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return employeeExistsResultSchema.strict().parse(res.json());
};

const enc = encodeURIComponent;

describe('normalisation rules', () => {
  it('writes phones with their digits, 84 and 0084 turned into 0', () => {
    expect(canonicalPhone('0901 234 567')).toBe('0901234567');
    expect(canonicalPhone('84901234567')).toBe('0901234567');
    expect(canonicalPhone('+84 901-234-567')).toBe('0901234567');
    expect(canonicalPhone('0084901234567')).toBe('0901234567');
    expect(canonicalPhone('+84 (0)901 234 567')).toBe('0901234567');
    expect(canonicalPhone('0841234567')).toBe('0841234567');
    expect(canonicalPhone('--')).toBeNull();
  });
  it('writes websites without scheme, www., trailing slashes or case', () => {
    expect(canonicalWebsite('https://www.Sen-Spa.vn/')).toBe('sen-spa.vn');
    expect(canonicalWebsite('HTTP://sen-spa.vn/booking//')).toBe('sen-spa.vn/booking');
    expect(canonicalWebsite('  www.sen-spa.vn ')).toBe('sen-spa.vn');
    expect(canonicalWebsite(' / ')).toBeNull();
  });
  it('matches the columns the database generates', async () => {
    const rows = await server.database.db
      .selectFrom('customers')
      .select(['ma_kh', 'dien_thoai', 'dien_thoai_chuan', 'website', 'website_chuan'])
      .where('tenant_id', '=', demoTenantId)
      .where('ma_kh', 'like', 'EX%')
      .execute();
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.dien_thoai_chuan).toBe(canonicalPhone(row.dien_thoai ?? ''));
      expect(row.website_chuan).toBe(row.website === null ? null : canonicalWebsite(row.website));
    }
  });
});

describe('GET /api/crm/{type}/{id}/exists/{field}/{value}', () => {
  it('finds a code among all records for New, ignoring case', async () => {
    expect(await exists('/api/crm/partners/New/exists/ma_kh/KH0001')).toBe(true);
    expect(await exists('/api/crm/partners/New/exists/ma_kh/kh0001')).toBe(true);
    expect(await exists('/api/crm/partners/New/exists/ma_kh/KH9999')).toBe(false);
  });

  it('leaves the record itself out when given its id', async () => {
    expect(await exists(`/api/crm/partners/${ids.KH0001}/exists/ma_kh/KH0001`)).toBe(false);
    expect(await exists(`/api/crm/partners/${ids.EX01}/exists/ma_kh/KH0001`)).toBe(true);
    expect(await exists(`/api/crm/partners/${ids.EX03}/exists/email/${enc('mixed.case@example.vn')}`)).toBe(
      false,
    );
    expect(await exists(`/api/crm/partners/New/exists/email/${enc('MIXED.case@example.vn')}`)).toBe(true);
  });

  it('compares phones and websites normalised', async () => {
    expect(await exists(`/api/crm/partners/New/exists/dien_thoai/${enc('0988 100 200')}`)).toBe(true);
    expect(await exists(`/api/crm/partners/New/exists/dien_thoai/${enc('0988 100 201')}`)).toBe(false);
    expect(await exists(`/api/crm/partners/New/exists/website/${enc('https://sen-example.vn')}`)).toBe(true);
    expect(await exists(`/api/crm/partners/New/exists/website/SEN-EXAMPLE.VN`)).toBe(true);
    expect(await exists(`/api/crm/partners/${ids.EX01}/exists/website/sen-example.vn`)).toBe(false);
  });

  it('refuses an unknown type or field with a localised 400', async () => {
    const type = await get('/api/crm/planets/New/exists/ma_kh/X');
    expect(type.statusCode).toBe(400);
    expect(type.json()).toEqual({
      code: 'EXISTENCE_TYPE_UNKNOWN',
      message: 'Không hỗ trợ kiểm tra trùng cho loại dữ liệu planets',
    });
    const field = await get('/api/crm/partners/New/exists/password_hash/X', 'admin', {
      'accept-language': 'en',
    });
    expect(field.statusCode).toBe(400);
    expect(field.json()).toEqual({
      code: 'EXISTENCE_FIELD_UNKNOWN',
      message: 'Existence checks are not available for the field password_hash of partners',
    });
    expect((await get('/api/crm/partners/New/exists/toString/X')).statusCode).toBe(400);
    expect((await get('/api/crm/partners/New/exists/dien_thoai/abc')).json().code).toBe('PHONE_INVALID');
  });
});

describe('the type registry', () => {
  it('answers for a type declared later (as the resource catalogue will), on its own table', async () => {
    expect((await get('/api/crm/staff-accounts/New/exists/user_name/ADMIN')).statusCode).toBe(400);
    declareExistenceType('staff-accounts', {
      table: 'users',
      menuIds: ['system.users'],
      fields: { user_name: { column: 'user_name', match: { kind: 'case-insensitive' } } },
    });
    expect(await exists('/api/crm/staff-accounts/New/exists/user_name/ADMIN')).toBe(true);
    expect(await exists('/api/crm/staff-accounts/New/exists/user_name/khong-co')).toBe(false);
    // nvbh01 has no right on system.users.
    expect((await get('/api/crm/staff-accounts/New/exists/user_name/admin', 'nvbh01')).statusCode).toBe(403);
    // The other tenant's admin is not this tenant's.
    expect(await exists('/api/crm/staff-accounts/New/exists/user_name/nvbh01', 'betaAdmin')).toBe(false);
  });
});

describe('GET /api/crm/partners[/{id}]/exists/phone/{phone}', () => {
  it('finds a phone however it is written', async () => {
    expect(await exists(`/api/crm/partners/exists/phone/${enc('0901 234 567')}`)).toBe(true);
    expect(await exists('/api/crm/partners/exists/phone/84901234567')).toBe(true);
    expect(await exists(`/api/crm/partners/exists/phone/${enc('+84 901 234 567')}`)).toBe(true);
    // Stored as '84966700800', asked for with a leading 0.
    expect(await exists('/api/crm/partners/exists/phone/0966700800')).toBe(true);
    expect(await exists('/api/crm/partners/exists/phone/0900000009')).toBe(false);
  });

  it('leaves the partner itself out under its id, and counts every partner under New', async () => {
    expect(await exists(`/api/crm/partners/${ids.KH0001}/exists/phone/84901234567`)).toBe(false);
    expect(await exists(`/api/crm/partners/${ids.EX01}/exists/phone/84901234567`)).toBe(true);
    expect(await exists('/api/crm/partners/New/exists/phone/84901234567')).toBe(true);
  });

  it('refuses a phone that is not 10 to 15 digits', async () => {
    const res = await get('/api/crm/partners/exists/phone/12345');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'PHONE_INVALID', message: 'Số điện thoại không hợp lệ' });
  });

  it('answers staff with a right on partners or sales customers, and no one else', async () => {
    expect(await exists('/api/crm/partners/exists/phone/0901234567', 'nvbh01')).toBe(true);
    expect(await exists('/api/crm/partners/exists/phone/0901234567', 'thungan')).toBe(true);
    const noRights = await get('/api/crm/partners/exists/phone/0911111111', 'betaStaff');
    expect(noRights.statusCode).toBe(403);
    expect(noRights.json().code).toBe('FORBIDDEN');
    const customer = await get('/api/crm/partners/exists/phone/0901234567', 'customer');
    expect(customer.statusCode).toBe(403);
    const anonymous = await call(server.app, 'GET', '/api/crm/partners/exists/phone/0901234567');
    expect(anonymous.statusCode).toBe(401);
  });

  it("keeps to the caller's tenant", async () => {
    const demoHas = await server.database.db
      .selectFrom('customers')
      .select('_id')
      .where('tenant_id', '=', demoTenantId)
      .where('dien_thoai_chuan', '=', '0911111111')
      .execute();
    expect(demoHas).toEqual([]);
    expect(await exists('/api/crm/partners/exists/phone/0911111111', 'betaAdmin')).toBe(true);
    expect(await exists('/api/crm/partners/exists/phone/0911111111', 'admin')).toBe(false);
    expect(await exists('/api/crm/partners/New/exists/ma_kh/BETA01', 'admin')).toBe(false);
    expect(await exists('/api/crm/partners/New/exists/ma_kh/KH0001', 'betaAdmin')).toBe(false);
  });
});

describe('GET /api/crm/partners/{id}/exists/phone/{phone}/employee', () => {
  it('names the other salesperson, the partner and nothing more', async () => {
    const found = await owner(`/api/crm/partners/New/exists/phone/${enc('0988 100 200')}/employee`, 'nvbh01');
    expect(found).toEqual({ exists: true, ma_nvbh: 'NV002', ten_nvbh: 'Phạm Văn Bình', id: ids.EX01 });
  });

  it("answers false for the caller's own partner, a partner nobody owns and an unknown phone", async () => {
    const none = { exists: false, ma_nvbh: null, ten_nvbh: null, id: null };
    expect(await owner('/api/crm/partners/New/exists/phone/84977300400/employee', 'nvbh01')).toEqual(none);
    expect(await owner('/api/crm/partners/New/exists/phone/0966500600/employee', 'nvbh01')).toEqual(none);
    expect(await owner('/api/crm/partners/New/exists/phone/0900000009/employee', 'nvbh01')).toEqual(none);
  });

  it('counts any salesperson for a caller without a salesperson code, and leaves {id} out', async () => {
    const byAdmin = await owner('/api/crm/partners/New/exists/phone/0977300400/employee');
    expect(byAdmin).toEqual({ exists: true, ma_nvbh: 'NV001', ten_nvbh: 'Nguyễn Thị Lan', id: ids.EX02 });
    const self = await owner(`/api/crm/partners/${ids.EX02}/exists/phone/0977300400/employee`);
    expect(self.exists).toBe(false);
    // A salesperson without a user account: named by the salers catalogue (the partner names nobody).
    const unnamed = await owner('/api/crm/partners/New/exists/phone/0966700800/employee', 'nvbh01');
    const nv004 = await server.database.db
      .selectFrom('sales_salers' as never)
      .select('ten_nvbh' as never)
      .where('ma_nvbh' as never, '=', 'NV004' as never)
      .executeTakeFirstOrThrow();
    expect(nv004.ten_nvbh).toBe('Đỗ Minh Quân');
    expect(unnamed).toEqual({ exists: true, ma_nvbh: 'NV004', ten_nvbh: nv004.ten_nvbh, id: ids.EX04 });
  });

  it('takes a tenant query equal to the Tenant header and refuses another', async () => {
    const same = await owner('/api/crm/partners/New/exists/phone/0988100200/employee?tenant=demo', 'nvbh01');
    expect(same.exists).toBe(true);
    const other = await get('/api/crm/partners/New/exists/phone/0988100200/employee?tenant=beta', 'nvbh01');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      code: 'TENANT_QUERY_MISMATCH',
      message: 'Tham số tenant không khớp với Tenant của yêu cầu',
    });
  });

  it("does not see another tenant's partners", async () => {
    // BETA01 (0911111111) is looked after by NV001 in tenant beta; the demo admin sees nothing.
    const demo = await owner('/api/crm/partners/New/exists/phone/0911111111/employee');
    expect(demo.exists).toBe(false);
    const beta = await owner(
      '/api/crm/partners/New/exists/phone/0911111111/employee?tenant=beta',
      'betaAdmin',
    );
    expect(beta).toMatchObject({ exists: true, ma_nvbh: 'NV001', ten_nvbh: null });
  });

  it('refuses an invalid phone', async () => {
    const res = await get('/api/crm/partners/New/exists/phone/abc/employee');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PHONE_INVALID');
  });
});

describe('GET /api/crm/partners/{id}/exists/website/{site}/employee', () => {
  it('compares websites without scheme, www., trailing slash or case', async () => {
    for (const site of ['sen-example.vn', 'http://SEN-EXAMPLE.vn', 'https://www.sen-example.vn/']) {
      const found = await owner(`/api/crm/partners/New/exists/website/${enc(site)}/employee`, 'nvbh01');
      expect(found, site).toEqual({
        exists: true,
        ma_nvbh: 'NV002',
        ten_nvbh: 'Phạm Văn Bình',
        id: ids.EX01,
      });
    }
  });

  it("answers false for the caller's own partner, nobody's partner, the record itself and other tenants", async () => {
    expect((await owner('/api/crm/partners/New/exists/website/own-site.vn/employee', 'nvbh01')).exists).toBe(
      false,
    );
    expect((await owner('/api/crm/partners/New/exists/website/nobody.vn/employee', 'nvbh01')).exists).toBe(
      false,
    );
    const itself = await owner(
      `/api/crm/partners/${ids.EX01}/exists/website/sen-example.vn/employee`,
      'nvbh01',
    );
    expect(itself.exists).toBe(false);
    const beta = await owner('/api/crm/partners/New/exists/website/sen-example.vn/employee', 'betaAdmin');
    expect(beta.exists).toBe(false);
  });
});
