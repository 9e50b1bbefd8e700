import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call of the resource-set tests (Tenant 'demo' unless told otherwise), any method. */
export const send = (
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; tenant?: string } = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method,
    url,
    headers: {
      tenant: options.tenant ?? 'demo',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });

type RightFlag = 'r_access' | 'r_read' | 'r_readall' | 'r_add' | 'r_edit' | 'r_del' | 'r_print';

/** Grants a demo user rights on a menu id (replacing the row it had). */
export const grant = async (
  db: Kysely<Database>,
  userName: string,
  menuId: string,
  rights: readonly RightFlag[],
): Promise<void> => {
  const user = await db
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select(['users.id', 'users.tenant_id'])
    .where('tenants.code', '=', 'demo')
    .where('users.user_name', '=', userName)
    .executeTakeFirstOrThrow();
  await db.deleteFrom('user_rights').where('user_id', '=', user.id).where('menu_id', '=', menuId).execute();
  await db
    .insertInto('user_rights')
    .values({
      tenant_id: user.tenant_id,
      user_id: user.id,
      menu_id: menuId,
      ...Object.fromEntries(rights.map((r) => [r, true])),
    })
    .execute();
};

/** How many audit entries the demo tenant has. */
export const auditCount = async (db: Kysely<Database>): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('audit_logs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
