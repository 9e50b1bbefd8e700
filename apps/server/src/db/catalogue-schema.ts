import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  isAddressLookup,
  lookupTargetNamed,
  type Field,
  type LineField,
  type Resource,
} from '@sen/domain/resources';

/**
 * The tables of the resource catalogue (`resourceCatalogue` of @sen/domain/resources), first as a data model
 * (`catalogueModelOf`: per table its columns, search expression, key, indexes, lines table), then as SQL (the
 * `…Sql` functions below). Migration 0006_catalogue.sql was written from these functions and is history now:
 * `pnpm schema` (scripts/emit-catalogue-schema.ts) compares the model with the snapshot of what the migrations
 * have built (migrations/catalogue-schema.json, src/db/catalogue-snapshot.ts) and writes the next migration with
 * the difference (src/db/catalogue-changes.ts), so a field declared once reaches fresh and existing databases.
 */

/** The first catalogue migration, history now: never edited (from src/db as well as dist/db). */
export const CATALOGUE_MIGRATION_PATH = fileURLToPath(
  new URL('../../migrations/0006_catalogue.sql', import.meta.url),
);

/** A PostgreSQL column type of a field. */
export type ColumnType = 'text' | 'double precision' | 'bigint' | 'date' | 'boolean' | 'timestamptz';

/** Columns of every catalogue row that hold an instant (sent as ISO strings). */
export const timestampFields: readonly string[] = ['ngay_tao', 'ngay_sua', 'ngay_duyet'];

/** The column type of a field: one per field type (stamps and approval instants are timestamptz). */
export const columnTypeOf = (name: string, field: Field | LineField): ColumnType => {
  if (timestampFields.includes(name)) return 'timestamptz';
  switch (field.type) {
    case 'number':
    case 'percent':
      return 'double precision';
    case 'money':
      return 'bigint';
    case 'date':
      return 'date';
    case 'boolean':
      return 'boolean';
    case 'text':
    case 'code':
    case 'phone':
    case 'email':
    case 'enum':
    case 'lookup':
    case 'time':
    case 'lines':
      return 'text';
  }
};

/** The table of a resource's voucher lines. */
export const linesTableOf = (resource: Pick<Resource, 'table'>): string => `${resource.table}_lines`;

/** The table column of a wire field (a resource may map a field to another column name). */
export const catalogueColumnOf = (resource: Pick<Resource, 'columns'>, field: string): string =>
  (resource.columns as Record<string, string | undefined> | undefined)?.[field] ?? field;

/** The header's stored fields: every field but the lines. */
export const storedFieldsOf = (resource: Pick<Resource, 'fields'>): string[] =>
  Object.entries(resource.fields as Record<string, Field>)
    .filter(([, field]) => field.type !== 'lines')
    .map(([name]) => name);

/** A column of the model: its type, whether every row has a value, its default (SQL), whether it is computed. */
export type ColumnModel = {
  type: string;
  notNull?: true;
  default?: string;
  /** A generated column an earlier hand-written migration made (never written by `pnpm schema`). */
  generated?: true;
};

/**
 * A voucher's lines table (besides `_id`, tenant_id, header_id and stt, which every lines table has, with the index
 * `<lines>_header` on (header_id, stt) reading a voucher's lines in order).
 */
export type LinesTableModel = {
  table: string;
  columns: Record<string, ColumnModel>;
  /**
   * B-tree indexes `<lines>_tenant_<column>` on (tenant_id, column): the line lookups (a product's ma_vt), so the
   * references to a record (`referencesTo`) and the lookup filters probe an index. Absent in snapshots written
   * before migration 0010 (no such index then).
   */
  indexes?: string[];
};

/**
 * A catalogue table as the migrations build it. Besides `columns`, every table has `_id` (uuid primary key),
 * tenant_id and the generated `search_text` (`searchText` is its expression, with a trigram index
 * `<table>_search_trgm`, and a word-pair index `<table>_word_pairs` when `wordPairs`).
 */
export type TableModel = {
  /** The field columns (the stamps included). */
  columns: Record<string, ColumnModel>;
  searchText: string;
  /** The natural key's columns, unique per tenant. */
  key: string[];
  /** Columns unique per tenant besides the key: index `<table>_unique_<column>` on (tenant_id, column). */
  uniqueIndexes: string[];
  /**
   * B-tree indexes `<table>_tenant_<column>` on (tenant_id, column): branch, owner, date, default sort, then every
   * lookup column (what `referencesTo` searches), unless the key or another index already leads with it.
   */
  indexes: string[];
  wordPairs: boolean;
  lines?: LinesTableModel;
};

const quoteLiteral = (value: string): string => `'${value.replace(/'/g, "''")}'`;

const defaultOf = (field: Field | LineField, type: ColumnType): string | undefined => {
  const value = field.defaultValue;
  if (value === undefined) return undefined;
  if (type === 'boolean') return value === true || value === 'true' ? 'true' : 'false';
  if (type === 'bigint' || type === 'double precision') return String(Number(value));
  if (type === 'text') return quoteLiteral(String(value));
  return undefined;
};

/** Fields whose value every row has: the natural key and the voucher header. */
const notNullFieldsOf = (resource: Resource): Set<string> => {
  const names = new Set<string>(resource.keyFields);
  if (resource.voucher) for (const name of ['ma_ct', 'so_ct', 'ngay_ct']) names.add(name);
  if (resource.branchScope === 'selected') names.add('ma_dvcs');
  return names;
};

/** The column a field makes (ngay_tao, the creation stamp, is always set: NOT NULL DEFAULT now()). */
const columnModelOf = (name: string, field: Field | LineField, notNull: boolean): ColumnModel => {
  const type = columnTypeOf(name, field);
  const fallback = name === 'ngay_tao' ? 'now()' : defaultOf(field, type);
  return {
    type,
    ...(notNull || name === 'ngay_tao' ? { notNull: true as const } : {}),
    ...(fallback === undefined ? {} : { default: fallback }),
  };
};

/** A column's definition in CREATE TABLE or ADD COLUMN: `ma_ct text NOT NULL`, `trang_thai text DEFAULT '0'`. */
export const columnSql = (name: string, column: ColumnModel): string =>
  [
    name,
    column.type,
    ...(column.notNull ? ['NOT NULL'] : []),
    ...(column.default ? [`DEFAULT ${column.default}`] : []),
  ].join(' ');

/** The accent-folded search text of the search fields that are text columns ('Nguyễn Văn' -> 'nguyen van'). */
const searchExpression = (resource: Resource): string => {
  const fields = resource.fields as Record<string, Field>;
  const columns = resource.searchFields
    .filter((name) => fields[name] && columnTypeOf(name, fields[name]) === 'text')
    .map((name) => `coalesce(${catalogueColumnOf(resource, name)}, '')`);
  return columns.length > 0 ? `lower(f_unaccent(${columns.join(" || ' ' || ")}))` : "''";
};

/**
 * The lookups that `referencesTo` (@sen/domain/resources) reads backwards: a lookup whose target is a catalogue
 * resource or a start-up resource set. Its column is searched whenever a target record is deleted or re-coded,
 * and filtered on by lookup filters (a customer's bills).
 */
const referencingFieldsOf = (fields: Readonly<Record<string, Field | LineField>>): string[] =>
  Object.entries(fields)
    .filter(([, field]) => field.type === 'lookup' && lookupTargetNamed(field.resource) !== undefined)
    .map(([name]) => name);

/**
 * The address lookups (address-lookups.ts: a province picked from GET /api/cities) the list filters on: no
 * reference between rows, but 'customers in Cần Thơ' is a few thousand rows of a million, found by an index.
 */
const filteredAddressFieldsOf = (resource: Resource): string[] =>
  resource.filterFields.filter((name) => {
    const field = (resource.fields as Record<string, Field>)[name];
    return field?.type === 'lookup' && isAddressLookup(field.resource);
  });

/**
 * B-tree indexes (each after tenant_id), no repeats: branch, owner, date and the default sort's first field, then
 * every referencing lookup, then every address lookup the list filters on. None for a column the unique key leads
 * with (its index is (tenant_id, key…)); a lookup gets none either when it is unique on its own
 * (`<table>_unique_<column>`).
 */
const indexColumnsOf = (resource: Resource): string[] => {
  const fields = resource.fields as Record<string, Field>;
  const names = Object.keys(fields);
  const keyLead = resource.keyFields[0];
  const candidates = [
    names.includes('ma_dvcs') ? 'ma_dvcs' : undefined,
    resource.ownerField,
    resource.dateField,
    resource.defaultSort[0]?.replace(/^-/, ''),
  ];
  const seen = new Set<string>();
  const result: string[] = [];
  for (const name of candidates) {
    if (!name || !names.includes(name) || seen.has(name)) continue;
    seen.add(name);
    // The unique key's index already leads with (tenant_id, first key field).
    if (name === keyLead) continue;
    result.push(catalogueColumnOf(resource, name));
  }
  for (const name of [...referencingFieldsOf(fields), ...filteredAddressFieldsOf(resource)]) {
    if (seen.has(name)) continue;
    seen.add(name);
    if (name === keyLead || fields[name]?.unique) continue;
    result.push(catalogueColumnOf(resource, name));
  }
  return result;
};

/** The lines' b-tree indexes (each after tenant_id): every referencing line lookup (a lines table has no key). */
const lineIndexColumnsOf = (resource: Resource): string[] =>
  referencingFieldsOf((resource.lineFields ?? {}) as Record<string, LineField>);

/**
 * The tables an earlier migration made that a catalogue table reuses (0006 adapted them), with the columns those
 * migrations made differently from the declaration: 0006 added the declared columns `IF NOT EXISTS`, so these
 * stayed as they were.
 */
const earlierColumns: Readonly<Record<string, Readonly<Record<string, ColumnModel>>>> = {
  // 0001_initial_schema.sql and 0005_files_and_partner_checks.sql (normalised phone and website).
  customers: {
    ma_kh: { type: 'text', notNull: true },
    ten_kh: { type: 'text', notNull: true },
    dien_thoai_chuan: { type: 'text', generated: true },
    website_chuan: { type: 'text', generated: true },
  },
};

/** A resource's table as the migrations build it. */
export const tableModelOf = (resource: Resource): TableModel => {
  const fields = resource.fields as Record<string, Field>;
  const adapted = earlierColumns[resource.table];
  // An adapted table got its declared columns nullable (ADD COLUMN IF NOT EXISTS), the earlier ones as they were.
  const notNull = adapted ? new Set<string>() : notNullFieldsOf(resource);
  const columns: Record<string, ColumnModel> = {};
  for (const name of storedFieldsOf(resource))
    columns[catalogueColumnOf(resource, name)] = columnModelOf(name, fields[name]!, notNull.has(name));
  Object.assign(columns, adapted);
  const lineFields = (resource.lineFields ?? {}) as Record<string, LineField>;
  return {
    columns,
    searchText: searchExpression(resource),
    key: resource.keyFields.map((name) => catalogueColumnOf(resource, name)),
    uniqueIndexes: Object.entries(fields)
      .filter(
        ([name, field]) =>
          field.unique && !(resource.keyFields.length === 1 && resource.keyFields[0] === name),
      )
      .map(([name]) => catalogueColumnOf(resource, name)),
    indexes: indexColumnsOf(resource),
    wordPairs: true,
    ...(resource.linesField
      ? {
          lines: {
            table: linesTableOf(resource),
            columns: Object.fromEntries(
              Object.entries(lineFields).map(([name, field]) => [name, columnModelOf(name, field, false)]),
            ),
            indexes: lineIndexColumnsOf(resource),
          },
        }
      : {}),
  };
};

/** Every catalogue table by name, in catalogue order. */
export const catalogueModelOf = (resources: readonly Resource[]): Record<string, TableModel> =>
  Object.fromEntries(resources.map((resource) => [resource.table, tableModelOf(resource)]));

/** The generated search column of a table. */
export const searchColumnSql = (model: Pick<TableModel, 'searchText'>): string =>
  `search_text text GENERATED ALWAYS AS (${model.searchText}) STORED`;

/** PostgreSQL keeps the first 63 bytes of an identifier (NAMEDATALEN - 1) and drops the rest; ours are ASCII. */
export const MAX_IDENTIFIER_LENGTH = 63;

/**
 * A name within {@link MAX_IDENTIFIER_LENGTH} bytes: as it is when it fits, else its start and a hash of the whole,
 * so two long names that start alike stay two names (PostgreSQL would cut both to the same 63 bytes, and a
 * `CREATE INDEX IF NOT EXISTS` of the second would silently do nothing). Every name written so far fits.
 */
export const identifierOf = (name: string): string => {
  if (name.length <= MAX_IDENTIFIER_LENGTH) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, MAX_IDENTIFIER_LENGTH - hash.length - 1)}_${hash}`;
};

/** The name of a unique index besides the key. */
export const uniqueIndexName = (table: string, column: string): string =>
  identifierOf(`${table}_unique_${column}`);

/** The name of a b-tree index on (tenant_id, column), of a catalogue table or a lines table. */
export const indexName = (table: string, column: string): string => identifierOf(`${table}_tenant_${column}`);

/** CREATE TABLE for a new catalogue table (no indexes). */
export const createTableSql = (table: string, model: TableModel): string[] => [
  `CREATE TABLE ${table} (`,
  [
    '_id uuid PRIMARY KEY DEFAULT gen_random_uuid()',
    'tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE',
    ...Object.entries(model.columns).map(([name, column]) => columnSql(name, column)),
    searchColumnSql(model),
    `UNIQUE (tenant_id, ${model.key.join(', ')})`,
  ]
    .map((line) => `  ${line}`)
    .join(',\n'),
  ');',
];

/** CREATE UNIQUE INDEX of a column unique besides the key. */
export const uniqueIndexSql = (table: string, column: string, ifNotExists = false): string =>
  `CREATE UNIQUE INDEX ${ifNotExists ? 'IF NOT EXISTS ' : ''}${uniqueIndexName(table, column)} ON ${table} (tenant_id, ${column});`;

/** CREATE INDEX of a b-tree index. */
export const indexSql = (table: string, column: string, ifNotExists = false): string =>
  `CREATE INDEX ${ifNotExists ? 'IF NOT EXISTS ' : ''}${indexName(table, column)} ON ${table} (tenant_id, ${column});`;

/** The trigram index of the search column. */
export const trigramIndexSql = (table: string): string =>
  `CREATE INDEX ${table}_search_trgm ON ${table} USING gin (search_text gin_trgm_ops);`;

/** CREATE TABLE for a voucher's lines, the index reading them in order and its lookups' indexes. */
export const linesTableSql = (header: string, lines: LinesTableModel): string[] => [
  `CREATE TABLE ${lines.table} (`,
  [
    '_id uuid PRIMARY KEY DEFAULT gen_random_uuid()',
    'tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE',
    `header_id uuid NOT NULL REFERENCES ${header} (_id) ON DELETE CASCADE`,
    'stt integer NOT NULL',
    ...Object.entries(lines.columns).map(([name, column]) => columnSql(name, column)),
  ]
    .map((line) => `  ${line}`)
    .join(',\n'),
  ');',
  `CREATE INDEX ${lines.table}_header ON ${lines.table} (header_id, stt);`,
  ...(lines.indexes ?? []).map((column) => indexSql(lines.table, column)),
];

/** Everything a new catalogue table needs but its word-pair index: table, indexes, lines table. */
export const newTableSql = (table: string, model: TableModel): string[] => [
  ...createTableSql(table, model),
  ...model.uniqueIndexes.map((column) => uniqueIndexSql(table, column)),
  ...model.indexes.map((column) => indexSql(table, column)),
  trigramIndexSql(table),
  ...(model.lines ? linesTableSql(table, model.lines) : []),
];
