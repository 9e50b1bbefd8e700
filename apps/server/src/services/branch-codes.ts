import { branchScope } from '@sen/auth';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema.js';

/** Branch codes of the tenant, ascending. */
export const tenantBranchCodes = async (db: Kysely<Database>, tenantId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('branches')
      .select('ma_dvcs')
      .where('tenant_id', '=', tenantId)
      .orderBy('ma_dvcs')
      .execute()
  ).map((b) => b.ma_dvcs);

/** Branches the user may work with: the same rule the apps use (every branch for an admin, else the granted ones). */
export const permittedBranchCodes = (
  user: Pick<UserRow, 'branchs' | 'is_admin'>,
  existing: readonly string[],
): string[] => branchScope({ isAdmin: Boolean(user.is_admin), branchs: user.branchs }, existing);
