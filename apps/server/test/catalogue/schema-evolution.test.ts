import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { f, resourceCatalogue, type Field, type Resource } from '@sen/domain/resources';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueChangesOf,
  catalogueChangesSql,
  nextMigrationFile,
} from '../../src/db/catalogue-changes.js';
import { indexName, type ColumnModel } from '../../src/db/catalogue-schema.js';
import {
  catalogueSnapshotOf,
  readCatalogueSnapshot,
  type CatalogueSnapshot,
} from '../../src/db/catalogue-snapshot.js';
import { listMigrations, migrationsFolder, runMigrations } from '../../src/db/migrate.js';
import type { Database } from '../../src/db/schema.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

type ColumnRow = {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: string;
  column_default: string | null;
  is_generated: string;
};

/** information_schema's name of a type of the model. */
const informationType = (type: string) => (type === 'timestamptz' ? 'timestamp with time zone' : type);

/** PostgreSQL cuts identifiers to 63 bytes. */
const identifier = (name: string) => name.slice(0, 63);

/** What pg_indexes says a b-tree index on (tenant_id, column) is (the schema between ON and the table). */
const btreeOn = (table: string, column: string) =>
  new RegExp(
    `^CREATE INDEX ${indexName(table, column)} ON (\\w+\\.)?${table} USING btree \\(tenant_id, ${column}\\)$`,
  );

const compareColumns = (
  table: string,
  expected: Record<string, ColumnModel>,
  actual: ColumnRow[],
  problems: string[],
) => {
  const found = new Map(
    actual.filter((row) => row.table_name === table).map((row) => [row.column_name, row]),
  );
  for (const [name, column] of Object.entries(expected)) {
    const row = found.get(name);
    if (!row) {
      problems.push(`${table}.${name}: missing`);
      continue;
    }
    found.delete(name);
    const seen = {
      type: row.data_type,
      notNull: row.is_nullable === 'NO',
      hasDefault: row.column_default !== null,
      generated: row.is_generated === 'ALWAYS',
    };
    const wanted = {
      type: informationType(column.type),
      notNull: Boolean(column.notNull),
      hasDefault: column.default !== undefined,
      generated: Boolean(column.generated),
    };
    if (JSON.stringify(seen) !== JSON.stringify(wanted))
      problems.push(
        `${table}.${name}: is ${JSON.stringify(seen)}, the snapshot says ${JSON.stringify(wanted)}`,
      );
  }
  for (const name of found.keys()) problems.push(`${table}.${name}: not in the snapshot`);
};

const id = { type: 'uuid', notNull: true, default: 'gen_random_uuid()' } as const;
const tenant = { type: 'uuid', notNull: true } as const;

/**
 * How the database differs from a snapshot: every column of every catalogue table and lines table (type,
 * nullability, whether it has a default or is generated), the key, the unique, b-tree, trigram and word-pair
 * indexes, the lines' header index and b-tree indexes, the word-pair index of the searched resource-set tables.
 */
const differencesFrom = async (db: Kysely<Database>, snapshot: CatalogueSnapshot): Promise<string[]> => {
  const tables = Object.entries(snapshot.tables).flatMap(([table, model]) =>
    model.lines ? [table, model.lines.table] : [table],
  );
  const columns = (
    await sql<ColumnRow>`SELECT table_name, column_name, data_type, is_nullable, column_default, is_generated
      FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ANY(${tables})`.execute(db)
  ).rows;
  const indexes = (
    await sql<{
      tablename: string;
      indexname: string;
      indexdef: string;
    }>`SELECT tablename, indexname, indexdef
      FROM pg_indexes WHERE schemaname = current_schema()`.execute(db)
  ).rows;
  const indexNames = new Set(indexes.map((index) => index.indexname));
  const problems: string[] = [];
  const needIndex = (name: string) => {
    if (!indexNames.has(identifier(name))) problems.push(`index ${name}: missing`);
  };
  /** A b-tree index on (tenant_id, column) of the table, by its name and definition. */
  const needBtree = (table: string, column: string) => {
    const found = indexes.find((index) => index.indexname === indexName(table, column));
    if (!found) problems.push(`index ${indexName(table, column)}: missing`);
    else if (!btreeOn(table, column).test(found.indexdef))
      problems.push(`index ${found.indexname}: is ${found.indexdef}`);
  };
  for (const [table, model] of Object.entries(snapshot.tables)) {
    compareColumns(
      table,
      {
        _id: id,
        tenant_id: tenant,
        ...model.columns,
        search_text: { type: 'text', generated: true },
      },
      columns,
      problems,
    );
    const keyEnd = `USING btree (tenant_id, ${model.key.join(', ')})`;
    if (
      !indexes.some(
        (i) => i.tablename === table && i.indexdef.includes('UNIQUE') && i.indexdef.endsWith(keyEnd),
      )
    )
      problems.push(`${table}: no unique index on (tenant_id, ${model.key.join(', ')})`);
    for (const column of model.uniqueIndexes) needIndex(`${table}_unique_${column}`);
    for (const column of model.indexes) needBtree(table, column);
    needIndex(`${table}_search_trgm`);
    if (model.wordPairs) needIndex(`${table}_word_pairs`);
    if (model.lines) {
      compareColumns(
        model.lines.table,
        {
          _id: id,
          tenant_id: tenant,
          header_id: { type: 'uuid', notNull: true },
          stt: { type: 'integer', notNull: true },
          ...model.lines.columns,
        },
        columns,
        problems,
      );
      needIndex(`${model.lines.table}_header`);
      for (const column of model.lines.indexes ?? []) needBtree(model.lines.table, column);
    }
  }
  for (const table of snapshot.searchedSetTables) needIndex(`${table}_word_pairs`);
  return problems;
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('the snapshot against a migrated database', () => {
  it('every catalogue table, column and index the migrations built is what catalogue-schema.json says', async () => {
    const snapshot = await readCatalogueSnapshot();
    expect(Object.keys(snapshot.tables).length).toBe(resourceCatalogue.length);
    expect(await differencesFrom(database.db, snapshot)).toEqual([]);
  });

  it('would catch drift: a column the snapshot does not know, or one it says is NOT NULL', async () => {
    const snapshot = await readCatalogueSnapshot();
    const drifted = structuredClone(snapshot);
    delete drifted.tables.sales_bills!.columns.dien_giai;
    drifted.tables.sales_bills!.columns.ma_kh = { type: 'text', notNull: true };
    drifted.tables.sales_bills!.lines!.columns.so_the = { type: 'text' };
    drifted.tables.sales_bills!.lines!.indexes!.push('so_luong');
    expect(await differencesFrom(database.db, drifted)).toEqual([
      'sales_bills.ma_kh: is {"type":"text","notNull":false,"hasDefault":false,"generated":false}, the snapshot says {"type":"text","notNull":true,"hasDefault":false,"generated":false}',
      'sales_bills.dien_giai: not in the snapshot',
      'sales_bills_lines.so_the: missing',
      'index sales_bills_lines_tenant_so_luong: missing',
    ]);
  });

  it("indexes every lookup of a sales bill on (tenant_id, column): its customer, its lines' product and unit", async () => {
    const snapshot = await readCatalogueSnapshot();
    expect(snapshot.tables.sales_bills!.indexes).toEqual(expect.arrayContaining(['ma_kh']));
    expect(snapshot.tables.sales_bills!.lines!.indexes).toEqual(['ma_vt', 'dvt']);
    const { rows } = await sql<{
      indexname: string;
      indexdef: string;
    }>`SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = current_schema() AND indexname = ANY(${[
        'sales_bills_tenant_ma_kh',
        'sales_bills_lines_tenant_ma_vt',
        'sales_bills_lines_tenant_dvt',
      ]}) ORDER BY indexname`.execute(database.db);
    expect(rows.map((row) => row.indexdef)).toEqual([
      expect.stringMatching(btreeOn('sales_bills_lines', 'dvt')),
      expect.stringMatching(btreeOn('sales_bills_lines', 'ma_vt')),
      expect.stringMatching(btreeOn('sales_bills', 'ma_kh')),
    ]);
  });
});

describe('a catalogue change reaches a database that applied every migration', () => {
  const withFields = (
    resource: Resource,
    fields: Record<string, Field>,
    lineFields: Record<string, Field> = {},
  ) => {
    const linesField = resource.linesField;
    const lines = linesField ? (resource.fields as Record<string, Field>)[linesField] : undefined;
    return {
      ...resource,
      fields: {
        ...resource.fields,
        ...fields,
        ...(linesField && lines?.type === 'lines'
          ? { [linesField]: { ...lines, fields: { ...lines.fields, ...lineFields } } }
          : {}),
      },
      ...(linesField ? { lineFields: { ...resource.lineFields, ...lineFields } } : {}),
      searchFields: [...resource.searchFields, ...Object.keys(fields).filter((name) => name === 'so_the')],
    } as Resource;
  };

  let folder = '';
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('applies the migration the diff writes: new columns and lookup indexes, a new search expression, a new table', async () => {
    const built = await readCatalogueSnapshot();
    const newTable = {
      ...resourceCatalogue.find((resource) => resource.table === 'crm_tags')!,
      name: 'test-evolution',
      table: 'test_evolution_tags',
    } as Resource;
    const changed = resourceCatalogue.map((resource) =>
      resource.table === 'sales_bills'
        ? withFields(
            resource,
            {
              so_the: f.code(['Số thẻ', 'Card number'], { max: 32 }),
              da_gui: f.boolean(['Đã gửi', 'Sent'], { defaultValue: false }),
            },
            {
              ghi_chu: f.text(['Ghi chú', 'Note'], { max: 200 }),
              ma_kho_test: f.lookup(['Kho', 'Warehouse'], 'warehouses'),
            },
          )
        : resource,
    );
    const wanted = catalogueSnapshotOf([...changed, newTable], built.searchedSetTables);
    const changes = catalogueChangesOf(built, wanted);
    expect(changes.refusals).toEqual([]);
    expect(changes.statements).toContain(
      'CREATE INDEX IF NOT EXISTS sales_bills_lines_tenant_ma_kho_test ON sales_bills_lines (tenant_id, ma_kho_test);',
    );

    folder = await mkdtemp(path.join(os.tmpdir(), 'sen-migrations-'));
    await cp(migrationsFolder, folder, { recursive: true });
    const versions = (await listMigrations()).map((migration) => migration.version);
    const file = nextMigrationFile(versions);
    await writeFile(path.join(folder, file), catalogueChangesSql(changes));

    expect(await runMigrations(database.db, folder)).toEqual([file.slice(0, 4)]);
    expect(await differencesFrom(database.db, wanted)).toEqual([]);
    // The rows that were there have the new columns, with the default, and are found by the new search column.
    await sql`UPDATE sales_bills SET so_the = 'THE-0001' WHERE _id = (SELECT min(_id::text)::uuid FROM sales_bills)`.execute(
      database.db,
    );
    const rows = (
      await sql<{
        so_the: string | null;
        da_gui: boolean;
        n: string;
      }>`SELECT so_the, da_gui, count(*) OVER () AS n
        FROM sales_bills WHERE search_text LIKE '%the-0001%'`.execute(database.db)
    ).rows;
    expect(rows).toEqual([{ so_the: 'THE-0001', da_gui: false, n: '1' }]);
  });
});
