import { dateRangeProblem, DEFAULT_PAGE_SIZE } from '@sen/domain';
import type { Resource } from '@sen/domain/resources';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type AliasedRawBuilder,
  type Expression,
  type SelectQueryBuilder,
  type SqlBool,
  type Transaction,
} from 'kysely';
import { ApiError } from '../../http/api-error.js';
import { readersOf, storedFieldsOfSet, type ColumnReader } from './catalogue-storage.js';
import { rowVersionOf } from './row-version.js';
import { customerRowsCondition } from './customer-scope.js';
import type { RowRestriction } from './set-hooks.js';
import { searchPlanOf } from './search-plan.js';
import { derivedConditionOf } from './derived-filters.js';

/** Resource-set tables are reached by name (declared in packages/domain), so queries are built dynamically. */
type DynamicDatabase = Record<string, Record<string, unknown>>;
export type DynamicDb = Kysely<DynamicDatabase> | Transaction<DynamicDatabase>;
type RowQuery = SelectQueryBuilder<DynamicDatabase, string, Record<string, unknown>>;

export type SetRow = Record<string, unknown> & { _id: string };

/**
 * Rows of a user without r_readall (catalogue resources): those they created (nguoi_tao) or, when the resource has
 * an owner field, whose owner is their saler code.
 */
export type OwnerScope = { userName: string; ownerColumn?: string; salerCode?: string };

/** The employee data scope: rows whose owner column is empty or one of the permitted employee codes. */
export type EmployeeScope = { column: string; codes: readonly string[] };

/** A signed-in customer's rows of a customer-readable resource (customer-scope.ts): their code, from the token. */
export type CustomerScope = { resource: Resource; ma_kh: string };

/**
 * Which rows a request may touch: its tenant, its branches (branch-scoped sets), a set's own restriction, for
 * catalogue resources the read-all (owner) and employee scopes, and for a customer their own rows.
 */
export type RowScope = {
  tenantId: string;
  branches?: readonly string[];
  restriction?: RowRestriction;
  owner?: OwnerScope;
  employees?: EmployeeScope;
  customer?: CustomerScope;
};

/** The table column of a wire field. */
export const columnOf = (set: Resource, field: string): string =>
  (set.columns as Record<string, string | undefined> | undefined)?.[field] ?? field;

export const fieldsOf = (set: Resource): string[] => Object.keys(set.record.shape);

/** A column as the API sends it: days 'YYYY-MM-DD', money (bigint) as a number, instants as ISO strings. */
export const readColumn = (column: Expression<unknown>, reader: ColumnReader | undefined) => {
  if (reader === 'date') return sql`to_char(${column}, 'YYYY-MM-DD')`;
  if (reader === 'number') return sql`${column}::float8`;
  if (reader === 'instant')
    return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return sql`${column}`;
};

/** Compiles SQL text without a database (the selection below is fixed text, known before any query runs). */
const textCompiler = new Kysely<DynamicDatabase>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/**
 * A selection as one piece of SQL text: `a as "a", …, z as "z"`. Kysely visits every node of a query each time it is
 * compiled; the row selection is most of a list's nodes (about five per field), the same on every request. A
 * selection that takes parameters stays as it is.
 */
const asOneFragment = (
  selection: AliasedRawBuilder<unknown, string>[],
): AliasedRawBuilder<unknown, string>[] => {
  const alias = selection.at(-1)?.alias;
  if (typeof alias !== 'string') return selection;
  const { sql: text, parameters } = textCompiler.selectNoFrom(selection).compile();
  const end = ` as "${alias}"`;
  if (parameters.length > 0 || !text.startsWith('select ') || !text.endsWith(end)) return selection;
  return [sql.raw(text.slice('select '.length, -end.length)).as(alias)];
};

/** A set's row selection, built once: Kysely's expressions are immutable, and every list and read uses them. */
const rowSelections = new WeakMap<Resource, AliasedRawBuilder<unknown, string>[]>();

/** `_id`, every stored field under its wire name, read as the API sends it, and a catalogue row's version. */
const rowSelectionOf = (set: Resource): AliasedRawBuilder<unknown, string>[] => {
  let selection = rowSelections.get(set);
  if (!selection) {
    const readers = readersOf(set);
    selection = asOneFragment([
      sql<string>`${sql.ref('_id')}::text`.as('_id'),
      ...storedFieldsOfSet(set).map((field) =>
        readColumn(sql.ref(columnOf(set, field)), readers.get(field)).as(field),
      ),
      ...(set.rowVersion ? [rowVersionOf(set)] : []),
    ]);
    rowSelections.set(set, selection);
  }
  return selection;
};

/** Selects the row as the API sends it (rowSelectionOf). */
const selectRow = (set: Resource, query: RowQuery): RowQuery => query.select(rowSelectionOf(set));

/** Escapes LIKE wildcards of a search text. */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Accent-insensitive contains: 'hop' finds 'Hộp'. */
const searchCondition = (set: Resource, q: string): Expression<SqlBool> => {
  if (!set.storedSearch) {
    const haystack = sql`lower(f_unaccent(concat_ws(' ', ${sql.join(set.searchFields.map((f) => sql`${sql.ref(columnOf(set, f))}::text`))})))`;
    return sql<SqlBool>`${haystack} LIKE '%' || lower(f_unaccent(${likeEscaped(q)})) || '%'`;
  }
  const pattern = sql`'%' || lower(f_unaccent(${likeEscaped(q)})) || '%'`;
  const plan = searchPlanOf(q);
  if (plan.kind === 'trigrams') return sql<SqlBool>`search_text LIKE ${pattern}`;
  // The index finds candidates by a condition every matching row meets; `search_text || ''` (not indexed) then
  // keeps those that contain the whole search, so that the trigram index is not read as well.
  const candidates =
    plan.kind === 'pairs'
      ? sql`f_word_pairs(search_text) @@ f_word_pairs_query(lower(f_unaccent(${q})))`
      : sql`search_text LIKE ${`%${plan.probe}%`}`;
  return sql<SqlBool>`${candidates} AND (search_text || '') LIKE ${pattern}`;
};

/**
 * Rows of the set within the scope, optionally matching exact field values (a list of values: any of them), the
 * set's derived filters (derived-filters.ts) and a search (`searchKey`).
 */
export const scopedRows = (
  db: DynamicDb,
  set: Resource,
  scope: RowScope,
  filters: Record<string, unknown> = {},
  q?: string,
): RowQuery => {
  let query = db
    .selectFrom(set.table)
    .where(sql.ref('tenant_id'), '=', scope.tenantId) as unknown as RowQuery;
  if (scope.branches) query = query.where(sql.ref('ma_dvcs'), 'in', [...scope.branches, '']);
  if (scope.restriction)
    query = query.where(sql.ref(columnOf(set, scope.restriction.field)), 'in', [
      ...scope.restriction.values,
      '',
    ]);
  const { owner, employees } = scope;
  if (owner)
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(${sql.ref('nguoi_tao')})`, '=', owner.userName.toLowerCase()),
        ...(owner.ownerColumn && owner.salerCode
          ? [eb(sql.ref(owner.ownerColumn), '=', owner.salerCode)]
          : []),
      ]),
    );
  if (employees)
    query = query.where((eb) =>
      eb.or([
        eb(sql.ref(employees.column), 'is', null),
        eb(sql.ref(employees.column), 'in', [...employees.codes, '']),
      ]),
    );
  if (scope.customer)
    query = query.where(customerRowsCondition(scope.customer.resource, scope.tenantId, scope.customer.ma_kh));
  for (const [field, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    const derived = derivedConditionOf(set, field);
    if (derived) {
      query = query.where(
        derived({ table: set.table, value, tenantId: scope.tenantId, branches: scope.branches }),
      );
      continue;
    }
    query = Array.isArray(value)
      ? query.where(sql.ref(columnOf(set, field)), 'in', value)
      : query.where(sql.ref(columnOf(set, field)), '=', value);
  }
  if (q) query = query.where(searchCondition(set, q));
  return query;
};

/** A field to order by and its direction. */
export type SortEntry = { field: string; desc: boolean };

/** The set's default order ('field' or '-field' entries). */
const defaultOrder = (set: Resource): SortEntry[] =>
  set.defaultSort.map((entry) => ({ field: entry.replace(/^-/, ''), desc: entry.startsWith('-') }));

/** The columns to order by: the requested entries (the set's default when none), then the natural key. */
const orderColumns = (
  set: Resource,
  requested: readonly SortEntry[] = [],
): { column: string; desc: boolean }[] => {
  const fields = storedFieldsOfSet(set);
  const keys = [
    ...(requested.length > 0 ? requested : defaultOrder(set)),
    ...set.keyFields.map((field) => ({ field, desc: false })),
  ];
  const seen = new Set<string>();
  const columns: { column: string; desc: boolean }[] = [];
  for (const { field, desc } of keys) {
    if (!fields.includes(field)) throw new ApiError(400, 'SORT_FIELD_UNKNOWN', { field });
    if (seen.has(field)) continue;
    seen.add(field);
    columns.push({ column: columnOf(set, field), desc });
  }
  return columns;
};

/** Ordered by the requested entries (the set's default when none), then by the natural key. */
const ordered = (set: Resource, query: RowQuery, requested: readonly SortEntry[] = []): RowQuery =>
  orderColumns(set, requested).reduce(
    (result, { column, desc }) => result.orderBy(sql.ref(column), desc ? 'desc' : 'asc'),
    query,
  );

/** The data table's query of a list (the wire names of `TableQueryState`) plus exact-match filters. */
export type ListOptions = {
  filters: Record<string, unknown>;
  searchKey?: string;
  sortKey?: string;
  sortType?: 'asc' | 'desc';
  /** 0-based. */
  pageIndex?: number;
  pageSize?: number;
  /** Days 'YYYY-MM-DD', inclusive, on the set's dateRangeField. */
  fromDate?: string;
  toDate?: string;
};

/** Rows whose dateRangeField lies within the inclusive days (either end open). */
const withinDays = (set: Resource, query: RowQuery, options: ListOptions): RowQuery => {
  if (!set.dateRangeField) return query;
  const problem = dateRangeProblem(options);
  if (problem) throw new ApiError(400, problem);
  const column = sql.ref(columnOf(set, set.dateRangeField));
  let result = query;
  if (options.fromDate) result = result.where(sql<SqlBool>`${column} >= ${options.fromDate}::date`);
  if (options.toDate) result = result.where(sql<SqlBool>`${column} < ${options.toDate}::date + 1`);
  return result;
};

/**
 * A page of a search and the count of every match, in one pass. A search reads every matching row anyway (the
 * index gives them in no useful order, and all must be sorted), so the count comes with them; and only the sort
 * columns of the matches are carried through the sort, the page's rows being read whole afterwards by `_id`
 * (reading every column of a thousand matches to keep twenty costs more than the search). Past the last page there
 * is no row to carry the count (the caller asks for it on its own).
 */
const searchPage = async (
  db: DynamicDb,
  set: Resource,
  base: RowQuery,
  sort: readonly SortEntry[],
  pageSize: number,
  pageIndex: number,
): Promise<(SetRow & { __total: string })[]> => {
  const columns = orderColumns(set, sort);
  const matches = ordered(
    set,
    base.select([
      sql.ref('_id').as('__id'),
      ...columns.map(({ column }, i) => sql.ref(column).as(`__s${i}`)),
      sql<string>`count(*) over ()`.as('__total'),
    ]),
    sort,
  )
    .limit(pageSize)
    .offset(pageIndex * pageSize);
  const page = db
    .selectFrom(matches.as('__page'))
    .innerJoin(set.table, (join) =>
      join.on(sql<SqlBool>`${sql.ref(`${set.table}._id`)} = ${sql.ref('__page.__id')}`),
    )
    .select(sql<string>`__page.__total`.as('__total')) as unknown as RowQuery;
  const inOrder = columns.reduce(
    (query, { desc }, i) => query.orderBy(sql.ref(`__page.__s${i}`), desc ? 'desc' : 'asc'),
    page,
  );
  return (await selectRow(set, inOrder).execute()) as (SetRow & { __total: string })[];
};

/** A page of rows and the total count matching the same conditions. */
export const listRows = async (
  db: DynamicDb,
  set: Resource,
  scope: RowScope,
  options: ListOptions,
): Promise<{ items: SetRow[]; total: number }> => {
  const base = withinDays(set, scopedRows(db, set, scope, options.filters, options.searchKey), options);
  const sort = options.sortKey ? [{ field: options.sortKey, desc: options.sortType === 'desc' }] : [];
  const inOrder = () => selectRow(set, ordered(set, base, sort));
  if (!(set.pagedByDefault || options.pageIndex !== undefined || options.pageSize !== undefined)) {
    const items = (await inOrder().execute()) as SetRow[];
    return { items, total: items.length };
  }
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const pageIndex = options.pageIndex ?? 0;
  const count = async () =>
    Number((await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  if (options.searchKey) {
    const rows = await searchPage(db, set, base, sort, pageSize, pageIndex);
    const total = rows.length > 0 ? Number(rows[0]!.__total) : await count();
    return { items: rows.map(({ __total: _, ...row }) => row as SetRow), total };
  }
  // Without a search the page may come straight from an index in order; the count is a separate, cheap scan.
  const items = (await inOrder()
    .limit(pageSize)
    .offset(pageIndex * pageSize)
    .execute()) as SetRow[];
  return { items, total: await count() };
};

/** The first `limit` rows matching a search, in the default order (lookup, search). */
export const lookupRows = async (
  db: DynamicDb,
  set: Resource,
  scope: RowScope,
  q: string | undefined,
  limit: number,
  filters: Record<string, unknown> = {},
): Promise<SetRow[]> =>
  (await selectRow(set, ordered(set, scopedRows(db, set, scope, filters, q)))
    .limit(limit)
    .execute()) as SetRow[];

/** Every row whose fields equal the given values, in the default order (find). */
export const findRows = async (
  db: DynamicDb,
  set: Resource,
  scope: RowScope,
  filters: Record<string, unknown>,
): Promise<SetRow[]> =>
  (await selectRow(set, ordered(set, scopedRows(db, set, scope, filters))).execute()) as SetRow[];

/** One row by `_id` or by natural key within the scope, locked for update inside a transaction. */
export const oneRow = async (
  db: DynamicDb,
  set: Resource,
  scope: RowScope,
  where: { _id: string } | Record<string, unknown>,
  forUpdate = false,
): Promise<SetRow | undefined> => {
  const { _id: id, ...filters } = where as Record<string, unknown>;
  let query = scopedRows(db, set, scope, filters);
  if (id !== undefined) query = query.where(sql.ref('_id'), '=', id);
  query = selectRow(set, query);
  if (forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) as SetRow | undefined;
};

/** Whether another row of the tenant already has the natural key (tenant-wide, whatever the branch). */
export const keyTaken = async (
  db: DynamicDb,
  set: Resource,
  tenantId: string,
  record: Record<string, unknown>,
  exceptId?: string,
): Promise<boolean> => {
  let query = scopedRows(db, set, { tenantId }, Object.fromEntries(set.keyFields.map((f) => [f, record[f]])));
  if (exceptId) query = query.where(sql.ref('_id'), '<>', exceptId);
  return Boolean(await query.select(sql.ref('_id').as('_id')).executeTakeFirst());
};

/** Column values of wire fields (undefined fields left out). */
export const columnValues = (set: Resource, record: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    storedFieldsOfSet(set)
      .filter((field) => record[field] !== undefined)
      .map((field) => [columnOf(set, field), record[field]]),
  );

export const insertRow = async (
  db: DynamicDb,
  set: Resource,
  tenantId: string,
  record: Record<string, unknown>,
  id?: string,
): Promise<string> => {
  const inserted = await db
    .insertInto(set.table)
    .values({ ...(id ? { _id: id } : {}), tenant_id: tenantId, ...columnValues(set, record) })
    .returning(sql<string>`${sql.ref('_id')}::text`.as('_id'))
    .executeTakeFirstOrThrow();
  return inserted._id as string;
};

/** Inserts a row and answers it as stored, read as the API sends it (no second read). */
export const insertStoredRow = async (
  db: DynamicDb,
  set: Resource,
  tenantId: string,
  record: Record<string, unknown>,
  id?: string,
): Promise<SetRow> =>
  (await db
    .insertInto(set.table)
    .values({ ...(id ? { _id: id } : {}), tenant_id: tenantId, ...columnValues(set, record) })
    .returning(rowSelectionOf(set) as never)
    .executeTakeFirstOrThrow()) as SetRow;

export const updateRow = async (
  db: DynamicDb,
  set: Resource,
  tenantId: string,
  id: string,
  record: Record<string, unknown>,
): Promise<void> => {
  const values = columnValues(set, record);
  if (Object.keys(values).length === 0) return;
  await db
    .updateTable(set.table)
    .set(values)
    .where(sql.ref('tenant_id'), '=', tenantId)
    .where(sql.ref('_id'), '=', id)
    .execute();
};

export const deleteRow = async (
  db: DynamicDb,
  set: Resource,
  tenantId: string,
  id: string,
): Promise<void> => {
  await db
    .deleteFrom(set.table)
    .where(sql.ref('tenant_id'), '=', tenantId)
    .where(sql.ref('_id'), '=', id)
    .execute();
};
