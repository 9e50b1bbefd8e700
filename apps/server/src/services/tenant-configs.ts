import { configNumber, type ConfigFlag } from '@sen/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export const tenantConfigs = async (db: Kysely<Database>, tenantId: string): Promise<ConfigFlag[]> =>
  (
    await db
      .selectFrom('configs')
      .select(['name', 'grp', 'value'])
      .where('tenant_id', '=', tenantId)
      .orderBy('grp')
      .orderBy('name')
      .execute()
  ).map((row) => ({ name: row.name, group: row.grp, value: row.value }));

/** A numeric flag of the tenant, falling back to the default of packages/domain. */
export const tenantConfigNumber = async (
  db: Kysely<Database>,
  tenantId: string,
  name: string,
): Promise<number> => configNumber(await tenantConfigs(db, tenantId), name);
