import { resourceNamed, voucherResourceOf } from '@sen/domain/resources';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../security/password.js';
import { demoCustomers, portalDemoCustomer } from './demo-customers.js';
import {
  demoBranches,
  demoCallCenterProviders,
  demoLockedVoucherTypes,
  demoTenant,
  demoUsers,
  demoVoucherTypes,
} from './demo-org.js';
import {
  cashierCatalogueRights,
  cashierRights,
  menuIdsUnder,
  salespersonRights,
  type RightFlags,
} from './demo-rights.js';
import { insertTenantCatalogue } from './tenant-catalogue.js';
import { seedDemoResourceSets } from './demo-resource-sets.js';
import { demoSalers, seedDemoCatalogue } from './demo-catalogue.js';

/** What the POS sells from: the cashier reads these lists whole (demo-rights.ts cashierCatalogueRights). */
const posCatalogue = ['products', 'stock-services', 'product-groups'].map((name) => resourceNamed(name)!);

const isoDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The last day of the month before `today`, YYYY-MM-DD. */
export const lastDayOfPreviousMonth = (today = new Date()): string =>
  isoDate(new Date(today.getFullYear(), today.getMonth(), 0));

const rightsRows = (tenantId: string, userId: string, menuIds: string[], flags: RightFlags) =>
  menuIds.map((menu_id) => ({ tenant_id: tenantId, user_id: userId, menu_id, ...flags }));

/**
 * Creates the demo tenant (branches, users with rights, menu commands, config defaults, dictionaries, voucher
 * numbering, voucher locks, call-center providers, customers) when it does not exist. Returns whether it did.
 */
export const seedDemoTenant = async (db: Kysely<Database>): Promise<boolean> => {
  const exists = await db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', demoTenant.code)
    .executeTakeFirst();
  if (exists) return false;

  const users = Object.values(demoUsers);
  const hashes = await Promise.all(users.map((u) => hashPassword(u.password)));
  const now = new Date();
  const year = now.getFullYear();

  return db.transaction().execute(async (trx) => {
    const tenant = await trx
      .insertInto('tenants')
      .values({ code: demoTenant.code, name: demoTenant.name, is_demo: true })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!tenant) return false; // another instance seeded it meanwhile
    const tenantId = tenant.id;

    await trx
      .insertInto('branches')
      .values(demoBranches.map((b) => ({ tenant_id: tenantId, ...b })))
      .execute();
    const created = await trx
      .insertInto('users')
      .values(
        users.map(({ password: _password, ...user }, i) => ({
          tenant_id: tenantId,
          ...user,
          employees: [...user.employees],
          password_hash: hashes[i] as string,
          agent_id: null,
          agent_pass: null,
        })),
      )
      .returning(['id', 'user_name'])
      .execute();
    const idOf = (userName: string) => created.find((u) => u.user_name === userName)?.id as string;

    await trx
      .insertInto('user_rights')
      .values([
        ...rightsRows(
          tenantId,
          idOf(demoUsers.cashier.user_name),
          menuIdsUnder(['sales', 'cashier']),
          cashierRights,
        ),
        ...rightsRows(
          tenantId,
          idOf(demoUsers.cashier.user_name),
          posCatalogue.map((resource) => resource.menuId),
          cashierCatalogueRights,
        ),
        ...rightsRows(
          tenantId,
          idOf(demoUsers.salesperson.user_name),
          menuIdsUnder(['crm']),
          salespersonRights,
        ),
      ])
      .execute();
    await trx
      .insertInto('user_configs')
      .values(created.map((u) => ({ tenant_id: tenantId, user_id: u.id, name: 'call_center', value: 'f' })))
      .execute();

    await insertTenantCatalogue(trx, tenantId);
    await trx
      .insertInto('stt')
      .values(
        demoBranches.flatMap((b) =>
          demoVoucherTypes.map((ma_ct) => ({
            tenant_id: tenantId,
            ma_dvcs: b.ma_dvcs,
            ma_ct,
            nam: year,
            tien_to: voucherResourceOf(ma_ct)?.voucher?.prefix ?? ma_ct,
            so_hien_tai: 0,
            do_dai: 6,
          })),
        ),
      )
      .execute();
    await trx
      .insertInto('voucher_locks')
      .values(
        demoBranches.flatMap((b) =>
          demoLockedVoucherTypes.map((ma_ct) => ({
            tenant_id: tenantId,
            ma_dvcs: b.ma_dvcs,
            ma_ct,
            ngay_ks: lastDayOfPreviousMonth(now),
          })),
        ),
      )
      .execute();
    await trx
      .insertInto('call_center_providers')
      .values(demoCallCenterProviders.map((p) => ({ tenant_id: tenantId, ...p, enable: false })))
      .execute();
    await trx
      .insertInto('customers')
      .values(
        demoCustomers().map(({ daysAgo, ...customer }) => ({
          tenant_id: tenantId,
          ...customer,
          // The salesperson's name, as the partners form fills it from the salespeople the catalogue seed adds.
          ten_nvbh: demoSalers.find((s) => s.ma_nvbh === customer.ma_nvbh)?.ten_nvbh ?? null,
          nguoi_tao: demoUsers.admin.user_name,
          ngay_tao: new Date(now.getTime() - daysAgo * 86_400_000),
        })),
      )
      .execute();
    await seedDemoResourceSets(trx, tenantId, idOf(demoUsers.cashier.user_name), now);
    await seedDemoCatalogue(trx, tenantId, now);
    // The portal's customer is of the VIP level, tagged 'Da nhạy cảm' (her page's header shows both).
    await sql`UPDATE customers SET ma_hang = 'VIP',
        ma_nhan = (SELECT min(ma_nhan) FROM crm_tags WHERE tenant_id = ${tenantId} AND ten_nhan = 'Da nhạy cảm')
      WHERE tenant_id = ${tenantId} AND ma_kh = ${portalDemoCustomer.ma_kh}`.execute(trx);
    return true;
  });
};
