import type { DashboardSummary } from '@sen/domain';
import { sql, type Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema.js';
import { visibleCommands } from './visible-commands.js';

const CUSTOMER_MENU_ID = 'crm.partners';

/**
 * Employee data scope (spec section 6): an admin, a user with employee_yn 0, or one with read-all on the
 * customer list sees every salesperson's customers; otherwise only those of the listed employees.
 */
const customerOwnersOf = async (db: Kysely<Database>, user: UserRow): Promise<string[] | undefined> => {
  if (user.is_admin || !user.employee_yn) return undefined;
  const readAll = await db
    .selectFrom('user_rights')
    .select('r_readall')
    .where('tenant_id', '=', user.tenant_id)
    .where('user_id', '=', user.id)
    .where('menu_id', '=', CUSTOMER_MENU_ID)
    .executeTakeFirst();
  return readAll?.r_readall ? undefined : user.employees;
};

const countCustomers = async (
  db: Kysely<Database>,
  user: UserRow,
  branchs: string[],
  owners: string[] | undefined,
  since?: Date,
) => {
  if (owners !== undefined && owners.length === 0) return 0;
  let query = db
    .selectFrom('customers')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('tenant_id', '=', user.tenant_id)
    .where('ma_dvcs', 'in', branchs);
  if (owners) query = query.where('ma_nvbh', 'in', owners);
  if (since) query = query.where('ngay_tao', '>=', since);
  return (await query.executeTakeFirstOrThrow()).n;
};

/** Figures of the analytics dashboard for one tenant, customers limited to the branch and employee scope. */
export const dashboardSummary = async (
  db: Kysely<Database>,
  user: UserRow,
  branchs: string[],
): Promise<DashboardSummary> => {
  const tenantId = user.tenant_id;
  const owners = await customerOwnersOf(db, user);
  const startOfToday = new Date();
  startOfToday.setHours(0, 0, 0, 0);
  const [customers, customersNew, users, online, signIns, commands] = await Promise.all([
    countCustomers(db, user, branchs, owners),
    countCustomers(db, user, branchs, owners, new Date(Date.now() - 30 * 24 * 60 * 60 * 1000)),
    db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('refresh_tokens')
      .select(sql<number>`count(DISTINCT subject_id)::int`.as('n'))
      .where('tenant_id', '=', tenantId)
      .where('subject_type', '=', 'staff')
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('sign_ins')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('tenant_id', '=', tenantId)
      .where('at', '>=', startOfToday)
      .executeTakeFirstOrThrow(),
    visibleCommands(db, user),
  ]);
  return {
    customers,
    customers_new_30d: customersNew,
    branches: branchs.length,
    users: users.n,
    users_online: online.n,
    sign_ins_today: signIns.n,
    commands: commands.filter((c) => c.command !== '').length,
  };
};
