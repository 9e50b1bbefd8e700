import type { Resource } from '@sen/domain';
import { referencesTo, resourceCatalogue, resourceNamed, type Reference } from '@sen/domain/resources';
import { CompiledQuery, sql, type Kysely, type QueryExecutor, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueColumnOf,
  indexName,
  linesTableOf,
  tableModelOf,
  type ColumnModel,
} from '../../src/db/catalogue-schema.js';
import type { Database } from '../../src/db/schema.js';
import { refuseWhenReferenced } from '../../src/routes/resource-sets/set-references.js';
import type { SetRow } from '../../src/routes/resource-sets/set-query.js';
import type { WriteContext } from '../../src/routes/resource-sets/set-writes.js';
import { tenantIdOf } from '../helpers/operations-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

/**
 * The references query of a delete (`refuseWhenReferenced`, one UNION ALL over every referencing table) probes an
 * index on each table, never reads a table through: on a large tenant (a million customers, two million bill
 * lines) deleting a customer or a product would otherwise scan every bill and every line.
 *
 * Every table that references a customer or a product gets {@link ROWS} rows of the tenant holding
 * {@link DISTINCT} different values (the planner then knows an index finds a few rows out of many), is ANALYZEd,
 * and the plan of the exact SQL and parameters `refuseWhenReferenced` sends is read with EXPLAIN (FORMAT JSON).
 * No planner setting is changed.
 */

const ROWS = 1000;
const DISTINCT = 250;

let database: TestDatabase;
let db: Kysely<Database>;
let tenantId = '';

/** The table and column a reference reads (header columns may be mapped to other names). */
const storageOf = (reference: Reference): { table: string; column: string; header: string } => {
  const resource = resourceNamed(reference.resource)!;
  return reference.lines
    ? { table: linesTableOf(resource), column: reference.field, header: resource.table }
    : { table: resource.table, column: catalogueColumnOf(resource, reference.field), header: resource.table };
};

/** A value of the generated row `g` for a NOT NULL column (unique per row: key columns take it). */
const filler = (column: ColumnModel): string => {
  switch (column.type) {
    case 'date':
      return "date '2030-01-01' + g";
    case 'timestamptz':
      return "timestamptz '2030-01-01' + g * interval '1 minute'";
    case 'bigint':
    case 'double precision':
      return 'g';
    case 'boolean':
      return 'false';
    default:
      return "'T' || g";
  }
};

/** How many header rows the test made: the next ones are numbered after them (their keys stay unique). */
let generated = 0;

/**
 * Adds `count` header rows of a catalogue table to the tenant: every NOT NULL column without a default, unique per
 * row, and each column of `held` one of {@link DISTINCT} values ('REF-0'…), about as many rows each — or a value
 * per row when the column is unique on its own.
 */
const fillHeader = async (table: string, held: readonly string[], count: number): Promise<void> => {
  const model = tableModelOf(resourceCatalogue.find((resource) => resource.table === table)!);
  const values = new Map<string, string>();
  for (const [name, column] of Object.entries(model.columns))
    if (column.notNull && column.default === undefined && !column.generated) values.set(name, filler(column));
  // The i-th held column takes (g + i * ⌊g / DISTINCT⌋) mod DISTINCT: each has DISTINCT values, and two held
  // columns of one key (a product set's ma_bo and ma_vt) never repeat a pair.
  for (const [i, name] of held.entries()) {
    const alone = (model.key.length === 1 && model.key[0] === name) || model.uniqueIndexes.includes(name);
    values.set(name, alone ? "'REF-' || g" : `'REF-' || ((g + ${i} * (g / ${DISTINCT})) % ${DISTINCT})`);
  }
  const names = [...values.keys()];
  await sql`INSERT INTO ${sql.table(table)} (tenant_id, ${sql.join(names.map((name) => sql.ref(name)))})
    SELECT ${tenantId}::uuid, ${sql.join(names.map((name) => sql.raw(values.get(name)!)))}
    FROM generate_series(${sql.lit(generated + 1)}, ${sql.lit(generated + count)}) g`.execute(db);
  generated += count;
};

/** Adds {@link ROWS} lines to one header row of the tenant, each column of `held` one of {@link DISTINCT} values. */
const fillLines = async (header: string, lines: string, held: readonly string[]): Promise<void> => {
  await fillHeader(header, [], 1);
  await sql`INSERT INTO ${sql.table(lines)} (tenant_id, header_id, stt, ${sql.join(held.map((name) => sql.ref(name)))})
    SELECT ${tenantId}::uuid, h._id, g, ${sql.join(held.map(() => sql.raw(`'REF-' || (g % ${DISTINCT})`)))}
    FROM generate_series(1, ${sql.lit(ROWS)}) g,
      (SELECT _id FROM ${sql.table(header)} WHERE tenant_id = ${tenantId}::uuid ORDER BY ngay_tao DESC LIMIT 1) h`.execute(
    db,
  );
};

/** Fills every table referencing the targets (and the headers of their lines), then ANALYZEs them. */
const fillReferencingTables = async (targets: readonly string[]): Promise<void> => {
  const columns = new Map<string, { header: string; lines: boolean; held: Set<string> }>();
  for (const target of targets)
    for (const reference of referencesTo(target)) {
      const { table, column, header } = storageOf(reference);
      const entry = columns.get(table) ?? { header, lines: Boolean(reference.lines), held: new Set() };
      entry.held.add(column);
      columns.set(table, entry);
    }
  const tables = [...new Set([...columns.keys(), ...[...columns.values()].map((c) => c.header)])];
  // The search indexes (trigram, word pairs) play no part in the references query and make each row slow to add.
  const searchIndexes = await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes
    WHERE schemaname = current_schema() AND tablename = ANY(${tables}) AND indexdef LIKE '% USING gin %'`.execute(
    db,
  );
  for (const { indexname } of searchIndexes.rows) await sql`DROP INDEX ${sql.id(indexname)}`.execute(db);
  for (const [table, { header, lines, held }] of columns)
    if (lines) await fillLines(header, table, [...held]);
    else await fillHeader(table, [...held], ROWS);
  for (const table of tables) await sql`ANALYZE ${sql.table(table)}`.execute(db);
};

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * The plan of the query `refuseWhenReferenced` sends to delete `existing` of the set `target`: its executor is
 * `on`'s, but instead of running the statement it EXPLAINs it (same SQL, same parameters) and answers no row.
 */
const referencesPlanOf = async (
  target: string,
  existing: SetRow,
  on: Kysely<Database> = db,
): Promise<PlanNode[]> => {
  const real = on.getExecutor();
  let plan: PlanNode | undefined;
  const explaining = {
    transformQuery: real.transformQuery.bind(real),
    compileQuery: real.compileQuery.bind(real),
    executeQuery: async (compiled: CompiledQuery) => {
      const explained = await on.executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]),
      );
      const text = explained.rows[0]!['QUERY PLAN'];
      const json = (typeof text === 'string' ? JSON.parse(text) : text) as { Plan: PlanNode }[];
      plan = json[0]!.Plan;
      return { rows: [] };
    },
  } as unknown as QueryExecutor;
  const trx = { getExecutor: () => explaining } as unknown as Transaction<Database>;
  const ctx = {
    set: resourceNamed(target) as unknown as Resource,
    scope: { tenantId },
    trx,
    request: {},
  } as unknown as WriteContext;
  await refuseWhenReferenced(ctx, existing);
  if (!plan) throw new Error(`refuseWhenReferenced sent no query for ${target}`);
  return nodesOf(plan);
};

/** Every referencing table of a target is read through an index, none sequentially. */
const expectIndexedReads = (nodes: PlanNode[], target: string) => {
  const seqScans = nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']);
  expect(seqScans, `${target}: tables read through`).toEqual([]);
  const read = new Set(
    nodes
      .filter((node) => /^(Index Scan|Index Only Scan|Bitmap Heap Scan)$/.test(node['Node Type']))
      .map((node) => node['Relation Name']),
  );
  const tables = [...new Set(referencesTo(target).map((reference) => storageOf(reference).table))];
  expect(tables.filter((table) => !read.has(table))).toEqual([]);
};

const rowOf = async (table: 'customers' | 'products', key: string, value: string): Promise<SetRow> =>
  (
    await sql<SetRow>`SELECT * FROM ${sql.table(table)} WHERE tenant_id = ${tenantId}::uuid AND ${sql.ref(key)} = ${value}`.execute(
      db,
    )
  ).rows[0]!;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  tenantId = await tenantIdOf(db);
  await fillReferencingTables(['partners', 'products']);
  // A customer and a product held by a few rows of every referencing table ('REF-7'), and ones held by none.
  await sql`INSERT INTO customers (tenant_id, ma_kh, ten_kh) VALUES
    (${tenantId}::uuid, 'REF-7', 'Khách REF-7'), (${tenantId}::uuid, 'KHONGDUNG', 'Khách không dùng')`.execute(
    db,
  );
  await sql`INSERT INTO products (tenant_id, ma_vt, ten_vt) VALUES
    (${tenantId}::uuid, 'REF-7', 'Hàng REF-7'), (${tenantId}::uuid, 'KHONGDUNG', 'Hàng không dùng')`.execute(
    db,
  );
  await sql`ANALYZE customers`.execute(db);
  await sql`ANALYZE products`.execute(db);
}, 240_000);
afterAll(() => database.destroy());

describe('the references query of a delete reads every referencing table through an index', () => {
  it('for a customer: its bills, orders, tasks, cards, receipts…', async () => {
    expect(referencesTo('partners').length).toBeGreaterThanOrEqual(20);
    for (const code of ['REF-7', 'KHONGDUNG']) {
      const nodes = await referencesPlanOf('partners', await rowOf('customers', 'ma_kh', code));
      expectIndexedReads(nodes, 'partners');
      // The big ones by the indexes migration 0010 made (or, for the bills, the customer timeline's index of
      // migration 0048, which leads with the same columns).
      const used = nodes.map((node) => node['Index Name']);
      expect(used).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^(${indexName('sales_bills', 'ma_kh')}|sales_bills_timeline)$`)),
        ]),
      );
      expect(used).toContain(indexName('sales_orders', 'ma_kh'));
    }
  });

  it('for a product: the lines of bills, orders, receipts… and its batches, sets and units', async () => {
    expect(referencesTo('products').length).toBeGreaterThanOrEqual(20);
    for (const code of ['REF-7', 'KHONGDUNG']) {
      const nodes = await referencesPlanOf('products', await rowOf('products', 'ma_vt', code));
      expectIndexedReads(nodes, 'products');
      const used = nodes.map((node) => node['Index Name']);
      expect(used).toContain(indexName('sales_bills_lines', 'ma_vt'));
      expect(used).toContain(indexName('sales_orders_lines', 'ma_vt'));
    }
  });

  it('would catch a missing index: without the lines index a product reads the bill lines through', async () => {
    const product = await rowOf('products', 'ma_vt', 'KHONGDUNG');
    const undo = new Error('rolled back');
    const nodes = await db
      .transaction()
      .execute(async (trx) => {
        await sql`DROP INDEX ${sql.id(indexName('sales_bills_lines', 'ma_vt'))}`.execute(trx);
        throw Object.assign(undo, { nodes: await referencesPlanOf('products', product, trx) });
      })
      .catch((error: unknown) => {
        if (error !== undo) throw error;
        return (error as Error & { nodes: PlanNode[] }).nodes;
      });
    expect(
      nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']),
    ).toEqual(['sales_bills_lines']);
    expect((await referencesPlanOf('products', product)).map((node) => node['Index Name'])).toContain(
      indexName('sales_bills_lines', 'ma_vt'),
    );
  });

  it('still refuses to delete a held customer or product, and lets one nobody holds go', async () => {
    for (const [target, table, key] of [
      ['partners', 'customers', 'ma_kh'],
      ['products', 'products', 'ma_vt'],
    ] as const) {
      const ctx = {
        set: resourceNamed(target),
        scope: { tenantId },
        request: {},
        trx: db,
      } as unknown as WriteContext;
      await expect(refuseWhenReferenced(ctx, await rowOf(table, key, 'REF-7'))).rejects.toMatchObject({
        statusCode: 409,
        code: 'RECORD_IN_USE',
        params: { count: ROWS / DISTINCT },
      });
      await expect(refuseWhenReferenced(ctx, await rowOf(table, key, 'KHONGDUNG'))).resolves.toBeUndefined();
    }
  });
});
