import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';

type RightFlag = 'r_access' | 'r_read' | 'r_readall' | 'r_add' | 'r_edit' | 'r_del' | 'r_print';

/** The id of a user of a tenant (by tenant code and user_name). */
export const userIdOf = async (
  db: Kysely<Database>,
  userName: string,
  tenantCode = 'demo',
): Promise<string> =>
  (
    await db
      .selectFrom('users')
      .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
      .select('users.id')
      .where('tenants.code', '=', tenantCode)
      .where('users.user_name', '=', userName)
      .executeTakeFirstOrThrow()
  ).id;

/** The id of a tenant by code. */
export const tenantIdOf = async (db: Kysely<Database>, code = 'demo'): Promise<string> =>
  (await db.selectFrom('tenants').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

/** Grants a user rights on a menu id (replacing any row it had for that menu id). */
export const grantRights = async (
  db: Kysely<Database>,
  userName: string,
  menuId: string,
  rights: readonly RightFlag[],
  tenantCode = 'demo',
): Promise<void> => {
  const [tenantId, userId] = await Promise.all([
    tenantIdOf(db, tenantCode),
    userIdOf(db, userName, tenantCode),
  ]);
  await db
    .deleteFrom('user_rights')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('menu_id', '=', menuId)
    .execute();
  await db
    .insertInto('user_rights')
    .values({
      tenant_id: tenantId,
      user_id: userId,
      menu_id: menuId,
      ...Object.fromEntries(rights.map((r) => [r, true])),
    })
    .execute();
};
