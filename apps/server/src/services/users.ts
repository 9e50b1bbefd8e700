import { userSortKeys, type User, type UsersQuery } from '@sen/domain';
import { DEFAULT_PAGE_SIZE } from '@sen/domain';
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database, UserRow } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';

/** A database or the transaction a change runs in. */
export type UsersDb = Kysely<Database> | Transaction<Database>;

/** The wire user of a row: no password hash, and only whether a call-center password is stored. */
export const userOfRow = (row: UserRow): User => ({
  id: row.id,
  user_name: row.user_name,
  ten_nsd: row.ten_nsd,
  email: row.email,
  is_admin: row.is_admin,
  branchs: row.branchs,
  employee_yn: row.employee_yn,
  employees: [...row.employees],
  ma_nvbh: row.ma_nvbh,
  ten_nvbh: row.ten_nvbh,
  agent_id: row.agent_id,
  has_agent_pass: Boolean(row.agent_pass),
  locked: row.locked,
  created_at: row.created_at.toISOString(),
});

const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The user of the tenant with this id, or undefined (also for an id that is not a uuid). */
export const findUserRow = async (
  db: UsersDb,
  tenantId: string,
  id: string,
): Promise<UserRow | undefined> => {
  if (!isUuid(id)) return undefined;
  return db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
};

/** The user of the tenant with this id; 404 NOT_FOUND otherwise. */
export const userRowOrThrow = async (db: UsersDb, tenantId: string, id: string): Promise<UserRow> => {
  const row = await findUserRow(db, tenantId, id);
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return row;
};

/** Escapes LIKE wildcards of a search text. */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Accent- and case-insensitive contains over user_name, ten_nsd and email ('nguyen' finds 'Nguyễn'). */
const searchCondition = (q: string) =>
  sql<SqlBool>`lower(f_unaccent(concat_ws(' ', user_name, ten_nsd, email))) LIKE '%' || lower(f_unaccent(${likeEscaped(q)})) || '%'`;

const sortable: readonly string[] = userSortKeys;

/**
 * A page of the tenant's users (GET system/users): the data table's query, ordered by sortKey (user_name by
 * default) then user_name, with the total matching the search. 400 SORT_FIELD_UNKNOWN for another sortKey.
 */
export const listUsers = async (
  db: Kysely<Database>,
  tenantId: string,
  query: UsersQuery,
): Promise<{ items: User[]; total: number }> => {
  const sortKey = query.sortKey || 'user_name';
  if (!sortable.includes(sortKey)) throw new ApiError(400, 'SORT_FIELD_UNKNOWN', { field: sortKey });
  const direction = query.sortType === 'desc' ? 'desc' : 'asc';
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const pageIndex = query.pageIndex ?? 0;
  let base = db.selectFrom('users').where('tenant_id', '=', tenantId);
  if (query.searchKey) base = base.where(searchCondition(query.searchKey));
  const column = sortKey as (typeof userSortKeys)[number];
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(column, direction)
      .orderBy(sql`lower(user_name)`)
      .orderBy('id')
      .limit(pageSize)
      .offset(pageIndex * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(userOfRow), total: Number(count.n) };
};
