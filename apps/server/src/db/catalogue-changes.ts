import { isDeepStrictEqual } from 'node:util';
import {
  columnSql,
  indexName,
  indexSql,
  newTableSql,
  linesTableSql,
  searchColumnSql,
  trigramIndexSql,
  uniqueIndexName,
  uniqueIndexSql,
  type ColumnModel,
  type TableModel,
} from './catalogue-schema.js';
import type { CatalogueSnapshot } from './catalogue-snapshot.js';
import { dropWordPairsIndexSql, wordPairsIndexSql } from './word-pairs-schema.js';

/**
 * The difference between the snapshot of what the migrations have built (src/db/catalogue-snapshot.ts) and the
 * current catalogue model, as an additive migration: new tables (with their indexes, lines table, trigram and
 * word-pair index), new columns (`ADD COLUMN`, NOT NULL only with a default), a column's default or a dropped
 * NOT NULL, new or dropped indexes (of a table or of its lines), and a changed search expression (search_text and its indexes made again).
 * What could lose data or needs a decision (a table, column or lines table removed or renamed, a type or key
 * changed, a column that must become NOT NULL) is refused: `refusals` name the table and column, and nothing is
 * written until a migration written by hand is recorded with `pnpm schema --accept`.
 */
export type CatalogueChanges = {
  /** The migration's SQL, one line each (comments included); empty when nothing changed in the database. */
  statements: string[];
  /** What `pnpm schema` will not do, one sentence each, naming the table and column. */
  refusals: string[];
};

/** What to tell about a refused change. */
export const BY_HAND =
  'pnpm schema does not do this: write that migration by hand (the next apps/server/migrations/NNNN_<name>.sql), ' +
  'then run `pnpm schema --accept` to record the catalogue as built';

const columnChanges = (
  table: string,
  before: Record<string, ColumnModel>,
  after: Record<string, ColumnModel>,
  out: CatalogueChanges,
): void => {
  for (const name of Object.keys(before))
    if (!after[name]) out.refusals.push(`${table}.${name}: the column was removed or renamed. ${BY_HAND}.`);
  for (const [name, column] of Object.entries(after)) {
    const was = before[name];
    if (!was) {
      if (column.generated) out.refusals.push(`${table}.${name}: a generated column is new. ${BY_HAND}.`);
      else if (column.notNull && column.default === undefined)
        out.refusals.push(
          `${table}.${name}: a new NOT NULL column without a default cannot be added to rows that exist. ${BY_HAND}.`,
        );
      else out.statements.push(`ALTER TABLE ${table} ADD COLUMN ${columnSql(name, column)};`);
      continue;
    }
    if (was.type !== column.type || Boolean(was.generated) !== Boolean(column.generated)) {
      out.refusals.push(
        `${table}.${name}: the column's type changed (${was.type} -> ${column.type}). ${BY_HAND}.`,
      );
      continue;
    }
    if (was.default !== column.default)
      out.statements.push(
        column.default === undefined
          ? `ALTER TABLE ${table} ALTER COLUMN ${name} DROP DEFAULT;`
          : `ALTER TABLE ${table} ALTER COLUMN ${name} SET DEFAULT ${column.default};`,
      );
    if (was.notNull && !column.notNull)
      out.statements.push(`ALTER TABLE ${table} ALTER COLUMN ${name} DROP NOT NULL;`);
    if (!was.notNull && column.notNull)
      out.refusals.push(
        `${table}.${name}: the column becomes NOT NULL (rows that exist may have no value). ${BY_HAND}.`,
      );
  }
};

/**
 * Dropped and new indexes of a table that exists. A new one is `CREATE [UNIQUE] INDEX IF NOT EXISTS` (plain, not
 * CONCURRENTLY, which cannot run in the migration's transaction): a database where someone made it already goes on.
 */
const indexChanges = (
  table: string,
  before: readonly string[],
  after: readonly string[],
  name: (table: string, column: string) => string,
  create: (table: string, column: string, ifNotExists: boolean) => string,
  out: CatalogueChanges,
): void => {
  for (const column of before)
    if (!after.includes(column)) out.statements.push(`DROP INDEX IF EXISTS ${name(table, column)};`);
  for (const column of after) if (!before.includes(column)) out.statements.push(create(table, column, true));
};

const tableChanges = (table: string, before: TableModel, after: TableModel, out: CatalogueChanges): void => {
  if (!isDeepStrictEqual(before.key, after.key))
    out.refusals.push(
      `${table}.${after.key.join(', ')}: the natural key changed (was ${before.key.join(', ')}). ${BY_HAND}.`,
    );
  columnChanges(table, before.columns, after.columns, out);
  // A new column comes first: the search expression may read it.
  if (before.searchText !== after.searchText) {
    out.statements.push(
      `-- ${table}: the search expression changed; search_text and its indexes are made again.`,
      dropWordPairsIndexSql(table),
      `DROP INDEX IF EXISTS ${table}_search_trgm;`,
      `ALTER TABLE ${table} DROP COLUMN search_text;`,
      `ALTER TABLE ${table} ADD COLUMN ${searchColumnSql(after)};`,
      trigramIndexSql(table),
      ...(after.wordPairs ? [wordPairsIndexSql(table)] : []),
    );
  } else if (before.wordPairs !== after.wordPairs) {
    out.statements.push(after.wordPairs ? wordPairsIndexSql(table) : dropWordPairsIndexSql(table));
  }
  indexChanges(table, before.uniqueIndexes, after.uniqueIndexes, uniqueIndexName, uniqueIndexSql, out);
  indexChanges(table, before.indexes, after.indexes, indexName, indexSql, out);
  if (before.lines && !after.lines)
    out.refusals.push(`${before.lines.table}: the lines table is no longer declared. ${BY_HAND}.`);
  else if (!before.lines && after.lines) out.statements.push(...linesTableSql(table, after.lines));
  else if (before.lines && after.lines) {
    if (before.lines.table !== after.lines.table)
      out.refusals.push(
        `${before.lines.table}: the lines table was renamed to ${after.lines.table}. ${BY_HAND}.`,
      );
    else {
      columnChanges(after.lines.table, before.lines.columns, after.lines.columns, out);
      // A snapshot written before the lines had indexes of their own (migration 0010) has none.
      const lines = after.lines.table;
      indexChanges(lines, before.lines.indexes ?? [], after.lines.indexes ?? [], indexName, indexSql, out);
    }
  }
};

/** The changes from the snapshot `before` (what the migrations built) to the model `after` (the catalogue). */
export const catalogueChangesOf = (before: CatalogueSnapshot, after: CatalogueSnapshot): CatalogueChanges => {
  const out: CatalogueChanges = { statements: [], refusals: [] };
  for (const table of Object.keys(before.tables))
    if (!after.tables[table])
      out.refusals.push(`${table}: the table's resource was removed or renamed (or its table). ${BY_HAND}.`);
  for (const [table, model] of Object.entries(after.tables)) {
    const was = before.tables[table];
    if (!was) {
      out.statements.push(
        '',
        `-- ${table}: a new table.`,
        ...newTableSql(table, model),
        ...(model.wordPairs ? [wordPairsIndexSql(table)] : []),
      );
      continue;
    }
    const own: CatalogueChanges = { statements: [], refusals: [] };
    tableChanges(table, was, model, own);
    out.refusals.push(...own.refusals);
    if (own.statements.length > 0) out.statements.push('', `-- ${table}`, ...own.statements);
  }
  const setsBefore = before.searchedSetTables;
  const setsAfter = after.searchedSetTables;
  const setStatements = [
    ...setsBefore.filter((table) => !setsAfter.includes(table)).map(dropWordPairsIndexSql),
    ...setsAfter.filter((table) => !setsBefore.includes(table)).map(wordPairsIndexSql),
  ];
  if (setStatements.length > 0)
    out.statements.push(
      '',
      '-- resource-set tables with a stored search: their word-pair index',
      ...setStatements,
    );
  // The first line is a separator.
  if (out.statements[0] === '') out.statements.shift();
  return out;
};

/** The text of the migration `pnpm schema` writes for `changes` (which must have statements and no refusals). */
export const catalogueChangesSql = (changes: CatalogueChanges): string =>
  [
    '-- Generated by `pnpm schema` (apps/server/scripts/emit-catalogue-schema.ts) from the difference between the',
    '-- resource catalogue of @sen/domain/resources and migrations/catalogue-schema.json (what the earlier migrations',
    '-- built). Written once, then history: do not edit by hand once applied anywhere.',
    '',
    ...changes.statements,
    '',
  ].join('\n');

/** The file name of the next migration: `0010_catalogue_changes.sql` after 0009. */
export const nextMigrationFile = (versions: readonly string[], name = 'catalogue_changes'): string => {
  const last = Math.max(0, ...versions.map(Number));
  return `${String(last + 1).padStart(4, '0')}_${name}.sql`;
};
