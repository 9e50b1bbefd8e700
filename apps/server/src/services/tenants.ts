import type { Kysely } from 'kysely';
import type { Database, Tenant } from '../db/schema.js';

export const findTenantByCode = (db: Kysely<Database>, code: string): Promise<Tenant | undefined> =>
  db.selectFrom('tenants').selectAll().where('code', '=', code).executeTakeFirst();
