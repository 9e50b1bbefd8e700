import { fileURLToPath } from 'node:url';
import type { Field, LineField, Resource } from '@sen/domain/resources';

/**
 * The tables of the resource catalogue (`resourceCatalogue` of @sen/domain/resources) as SQL: migration
 * 0006_catalogue.sql is this text, written by `pnpm schema` (scripts/emit-catalogue-schema.ts) and checked by
 * test/catalogue/schema-emitter.test.ts.
 */

/** The generated migration (from src/db as well as dist/db). */
export const CATALOGUE_MIGRATION_PATH = fileURLToPath(
  new URL('../../migrations/0006_catalogue.sql', import.meta.url),
);

/** A PostgreSQL column type. */
type ColumnType = 'text' | 'double precision' | 'bigint' | 'date' | 'boolean' | 'timestamptz';

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

const columnDefinition = (
  column: string,
  name: string,
  field: Field | LineField,
  notNull: boolean,
): string => {
  const type = columnTypeOf(name, field);
  const parts = [column, type];
  if (notNull) parts.push('NOT NULL');
  if (name === 'ngay_tao') parts.push('NOT NULL DEFAULT now()');
  const fallback = defaultOf(field, type);
  if (fallback !== undefined) parts.push(`DEFAULT ${fallback}`);
  return parts.join(' ');
};

/** The accent-folded search text of the search fields that are text columns ('Nguyễn Văn' -> 'nguyen van'). */
const searchExpression = (resource: Resource): string => {
  const fields = resource.fields as Record<string, Field>;
  const columns = resource.searchFields
    .filter((name) => fields[name] && columnTypeOf(name, fields[name]) === 'text')
    .map((name) => `coalesce(${catalogueColumnOf(resource, name)}, '')`);
  return columns.length > 0 ? `lower(f_unaccent(${columns.join(" || ' ' || ")}))` : "''";
};

/** B-tree indexes: branch, owner, date and the default sort's first field (each after tenant_id), no repeats. */
const indexColumnsOf = (resource: Resource): string[] => {
  const fields = Object.keys(resource.fields);
  const keyLead = resource.keyFields[0];
  const candidates = [
    fields.includes('ma_dvcs') ? 'ma_dvcs' : undefined,
    resource.ownerField,
    resource.dateField,
    resource.defaultSort[0]?.replace(/^-/, ''),
  ];
  const seen = new Set<string>();
  const result: string[] = [];
  for (const name of candidates) {
    if (!name || !fields.includes(name) || seen.has(name)) continue;
    seen.add(name);
    // The unique key's index already leads with (tenant_id, first key field).
    if (name === keyLead) continue;
    result.push(catalogueColumnOf(resource, name));
  }
  return result;
};

/**
 * How an existing table of an earlier migration becomes a catalogue table. Only the changes the generic part
 * cannot make: key and stamp names, and the search column rebuilt from the declaration.
 */
const adaptedTables: Readonly<Record<string, readonly string[]>> = {
  customers: [
    '-- customers (0001) becomes the partners resource: `_id` like every catalogue row, ngay_tao its creation stamp;',
    '-- the search column is rebuilt from the declaration.',
    'ALTER TABLE customers RENAME COLUMN id TO _id;',
    'ALTER TABLE customers RENAME COLUMN created_at TO ngay_tao;',
    'DROP INDEX customers_search_trgm;',
    'DROP INDEX customers_tenant_branch;',
    'DROP INDEX customers_tenant_saler;',
    'ALTER TABLE customers DROP COLUMN search_text;',
  ],
};

/** The natural key an adapted table already has unique per tenant. */
const adaptedKeys: Readonly<Record<string, string>> = { customers: 'ma_kh' };

/** The tables an earlier migration made (a catalogue table may reuse one only when it is adapted above). */
export const adaptedTableNames = Object.keys(adaptedTables);

const createTable = (resource: Resource): string[] => {
  const fields = resource.fields as Record<string, Field>;
  const notNull = notNullFieldsOf(resource);
  const table = resource.table;
  const columns = storedFieldsOf(resource).map((name) =>
    columnDefinition(catalogueColumnOf(resource, name), name, fields[name]!, notNull.has(name)),
  );
  const keyColumns = resource.keyFields.map((f) => catalogueColumnOf(resource, f));
  return [
    `CREATE TABLE ${table} (`,
    [
      '_id uuid PRIMARY KEY DEFAULT gen_random_uuid()',
      'tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE',
      ...columns,
      `search_text text GENERATED ALWAYS AS (${searchExpression(resource)}) STORED`,
      `UNIQUE (tenant_id, ${keyColumns.join(', ')})`,
    ]
      .map((line) => `  ${line}`)
      .join(',\n'),
    ');',
  ];
};

const adaptTable = (resource: Resource): string[] => {
  const fields = resource.fields as Record<string, Field>;
  const table = resource.table;
  const keyColumns = resource.keyFields.map((f) => catalogueColumnOf(resource, f));
  return [
    ...(adaptedTables[table] ?? []),
    ...storedFieldsOf(resource).map(
      (name) =>
        `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${columnDefinition(
          catalogueColumnOf(resource, name),
          name,
          fields[name]!,
          false,
        )};`,
    ),
    `ALTER TABLE ${table} ADD COLUMN search_text text GENERATED ALWAYS AS (${searchExpression(resource)}) STORED;`,
    // The earlier migration made the key unique already when it is the same.
    ...(keyColumns.join(',') === adaptedKeys[table]
      ? []
      : [`CREATE UNIQUE INDEX ${table}_key ON ${table} (tenant_id, ${keyColumns.join(', ')});`]),
  ];
};

const linesTable = (resource: Resource): string[] => {
  const lineFields = (resource.lineFields ?? {}) as Record<string, LineField>;
  const table = linesTableOf(resource);
  return [
    `CREATE TABLE ${table} (`,
    [
      '_id uuid PRIMARY KEY DEFAULT gen_random_uuid()',
      'tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE',
      `header_id uuid NOT NULL REFERENCES ${resource.table} (_id) ON DELETE CASCADE`,
      'stt integer NOT NULL',
      ...Object.entries(lineFields).map(([name, field]) => columnDefinition(name, name, field, false)),
    ]
      .map((line) => `  ${line}`)
      .join(',\n'),
    ');',
    `CREATE INDEX ${table}_header ON ${table} (header_id, stt);`,
  ];
};

const tableSql = (resource: Resource): string => {
  const fields = resource.fields as Record<string, Field>;
  const table = resource.table;
  const adapted = adaptedTableNames.includes(table);
  const uniques = Object.entries(fields)
    .filter(
      ([name, field]) => field.unique && !(resource.keyFields.length === 1 && resource.keyFields[0] === name),
    )
    .map(([name]) => catalogueColumnOf(resource, name));
  const lines = [
    `-- ${resource.name}: ${resource.title.vi} (${resource.title.en}), /${resource.path}`,
    ...(adapted ? adaptTable(resource) : createTable(resource)),
    ...uniques.map(
      (column) =>
        `CREATE UNIQUE INDEX ${adapted ? 'IF NOT EXISTS ' : ''}${table}_unique_${column} ON ${table} (tenant_id, ${column});`,
    ),
    ...indexColumnsOf(resource).map(
      (column) =>
        `CREATE INDEX ${adapted ? 'IF NOT EXISTS ' : ''}${table}_tenant_${column} ON ${table} (tenant_id, ${column});`,
    ),
    `CREATE INDEX ${table}_search_trgm ON ${table} USING gin (search_text gin_trgm_ops);`,
    ...(resource.linesField ? linesTable(resource) : []),
  ];
  return lines.join('\n');
};

/** The whole migration: one block per resource, in catalogue order. */
export const catalogueSchemaSql = (resources: readonly Resource[]): string =>
  [
    '-- Generated by `pnpm schema` (apps/server/scripts/emit-catalogue-schema.ts) from the resource catalogue of',
    '-- @sen/domain/resources: do not edit by hand. One table per resource (`_id`, tenant_id, its fields, the stamps,',
    '-- an accent-folded search_text with a trigram index, the natural key unique per tenant); vouchers also keep',
    '-- their lines in <table>_lines (header_id -> _id, ON DELETE CASCADE, stt the line order).',
    '',
    resources.map(tableSql).join('\n\n'),
    '',
  ].join('\n');
