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

const readInTransaction = new WeakMap<object, Map<string, Promise<ConfigFlag[]>>>();

/**
 * The tenant's configuration as a write reads it: once per transaction (its rules, prices and ledgers all ask,
 * and none of them changes it), then from memory.
 */
export const writeConfigs = (trx: Kysely<Database>, tenantId: string): Promise<ConfigFlag[]> => {
  let byTenant = readInTransaction.get(trx);
  if (!byTenant) readInTransaction.set(trx, (byTenant = new Map()));
  let configs = byTenant.get(tenantId);
  if (!configs) byTenant.set(tenantId, (configs = tenantConfigs(trx, tenantId)));
  return configs;
};
