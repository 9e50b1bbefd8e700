import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { hashPassword } from '../../src/security/password.js';
import { insertTenantCatalogue } from '../../src/seed/tenant-catalogue.js';

/** Tenant 'beta' with its own branches (one code shared with the demo tenant), users, config and customers. */
export const secondTenant = {
  code: 'beta',
  name: 'Beta Beauty',
  admin: { user_name: 'admin', password: 'Beta@12345' },
  staff: { user_name: 'beta01', password: 'Beta@12345' },
  branches: [
    { ma_dvcs: 'CN01', ten_dvcs: 'Beta Sài Gòn', dia_chi: '1 Beta Street', dien_thoai: '02800000001' },
    { ma_dvcs: 'BT02', ten_dvcs: 'Beta Cần Thơ', dia_chi: '2 Beta Street', dien_thoai: '02920000002' },
  ],
  customers: [
    {
      ma_kh: 'BETA01',
      ten_kh: 'Khách Beta Một',
      dien_thoai: '0911111111',
      ma_dvcs: 'CN01',
      ma_nvbh: 'NV001',
    },
    { ma_kh: 'BETA02', ten_kh: 'Khách Beta Hai', dien_thoai: '0922222222', ma_dvcs: 'BT02', ma_nvbh: null },
    { ma_kh: 'BETA03', ten_kh: 'Khách Beta Ba', dien_thoai: '0933333333', ma_dvcs: 'CN01', ma_nvbh: null },
  ],
} as const;

export const createSecondTenant = async (db: Kysely<Database>): Promise<string> => {
  const tenant = await db
    .insertInto('tenants')
    .values({ code: secondTenant.code, name: secondTenant.name })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tenantId = tenant.id;
  await db
    .insertInto('branches')
    .values(secondTenant.branches.map((b) => ({ tenant_id: tenantId, ...b })))
    .execute();
  const hash = await hashPassword(secondTenant.admin.password);
  await db
    .insertInto('users')
    .values([
      {
        tenant_id: tenantId,
        user_name: secondTenant.admin.user_name,
        password_hash: hash,
        ten_nsd: 'Beta Admin',
        email: null,
        is_admin: true,
        branchs: 'CN01,BT02',
        ma_nvbh: null,
        ten_nvbh: null,
        agent_id: null,
        agent_pass: null,
      },
      {
        tenant_id: tenantId,
        user_name: secondTenant.staff.user_name,
        password_hash: hash,
        ten_nsd: 'Beta Staff',
        email: null,
        branchs: 'BT02',
        ma_nvbh: null,
        ten_nvbh: null,
        agent_id: null,
        agent_pass: null,
      },
    ])
    .execute();
  await insertTenantCatalogue(db, tenantId);
  await db
    .updateTable('configs')
    .set({ value: 'beta-only' })
    .where('tenant_id', '=', tenantId)
    .where('name', '=', 'sale_invoice_series')
    .execute();
  await db
    .insertInto('dictionaries')
    .values({
      tenant_id: tenantId,
      loai: 'gender',
      ma_tudien: '9',
      ten_tudien: 'Beta giới tính',
      ten_tudien_en: 'Beta gender',
    })
    .execute();
  await db
    .insertInto('stt')
    .values({ tenant_id: tenantId, ma_dvcs: 'CN01', ma_ct: 'BETA', nam: 2024 })
    .execute();
  await db
    .insertInto('voucher_locks')
    .values({ tenant_id: tenantId, ma_dvcs: 'CN01', ma_ct: 'BETA', ngay_ks: '2020-01-31' })
    .execute();
  await db
    .insertInto('call_center_providers')
    .values({ tenant_id: tenantId, provider: 'beta-pbx', ten_ncc: 'Beta PBX', endpoint: null })
    .execute();
  await db
    .insertInto('customers')
    .values(
      secondTenant.customers.map((c) => ({
        tenant_id: tenantId,
        email: null,
        gioi_tinh: '2',
        dia_chi: null,
        ...c,
      })),
    )
    .execute();
  return tenantId;
};
