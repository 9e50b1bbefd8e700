import { sql, type Kysely } from 'kysely';
import type { Database, Tenant, UserRow } from '../db/schema.js';

/** What a signed-in staff request needs before its route runs. */
export type StaffContext = {
  tenant: Tenant;
  /** The token's user; undefined when it no longer exists. */
  user: UserRow | undefined;
  /** Whether the token's session (refresh family) was revoked (sign-out, password change). */
  sessionRevoked: boolean;
  /** Every branch code of the tenant, ascending. */
  branchCodes: string[];
};

/** The tenant's columns as the query names them (the user's share some: id, created_at). */
type TenantAliases = {
  t_id: 'id';
  t_code: 'code';
  t_name: 'name';
  t_is_demo: 'is_demo';
  t_created_at: 'created_at';
};

// Fails to compile when the tenants table gains a column the query below does not read.
type Unread = Exclude<keyof Tenant, TenantAliases[keyof TenantAliases]>;
const everyTenantColumn: [Unread] extends [never] ? true : never = true;
void everyTenantColumn;

/**
 * The tenant by code, the user of a staff token, whether its session is revoked and the tenant's branch codes, in
 * one round trip: every signed-in request asks for them, so four queries would cost more than many routes'
 * own work. Undefined when no tenant has the code.
 */
export const loadStaffContext = async (
  db: Kysely<Database>,
  tenantCode: string,
  claims: { sub: string; sid: string },
): Promise<StaffContext | undefined> => {
  const row = await db
    .selectFrom('tenants as t')
    .leftJoin('users as u', (join) => join.onRef('u.tenant_id', '=', 't.id').on('u.id', '=', claims.sub))
    .selectAll('u')
    .select([
      't.id as t_id',
      't.code as t_code',
      't.name as t_name',
      't.is_demo as t_is_demo',
      't.created_at as t_created_at',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('refresh_tokens as r')
              .select('r.id')
              .whereRef('r.tenant_id', '=', 't.id')
              .where('r.family_id', '=', claims.sid)
              .where('r.revoked_at', 'is not', null),
          )
          .as('session_revoked'),
      sql<string[]>`array(select b.ma_dvcs from branches b where b.tenant_id = t.id order by b.ma_dvcs)`.as(
        'branch_codes',
      ),
    ])
    .where('t.code', '=', tenantCode)
    .executeTakeFirst();
  if (!row) return undefined;
  const { t_id, t_code, t_name, t_is_demo, t_created_at, session_revoked, branch_codes, ...user } = row;
  return {
    tenant: { id: t_id, code: t_code, name: t_name, is_demo: t_is_demo, created_at: t_created_at },
    user: user.id === null ? undefined : (user as UserRow),
    sessionRevoked: Boolean(session_revoked),
    branchCodes: branch_codes,
  };
};
