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

/** The codes listed in users.branchs ('CN01,CN02'). */
export const grantedBranchCodes = (user: Pick<UserRow, 'branchs'>): string[] => [
  ...new Set(
    user.branchs
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  ),
];

/** Branches the user may work with: every branch for an admin, otherwise the granted ones that exist. */
export const permittedBranchCodes = (
  user: Pick<UserRow, 'branchs' | 'is_admin'>,
  existing: readonly string[],
): string[] => {
  if (user.is_admin) return [...existing];
  const granted = new Set(grantedBranchCodes(user));
  return existing.filter((code) => granted.has(code));
};
