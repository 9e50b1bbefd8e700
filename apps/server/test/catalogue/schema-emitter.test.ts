import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resourceSetList } from '@sen/domain';
import {
  defineResource,
  f,
  referencesTo,
  resourceCatalogue,
  resourceNamed,
  startUpLookupSets,
  type Field,
  type Resource,
} from '@sen/domain/resources';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_MIGRATION_PATH,
  MAX_IDENTIFIER_LENGTH,
  catalogueColumnOf,
  catalogueModelOf,
  columnTypeOf,
  identifierOf,
  indexName,
  tableModelOf,
  uniqueIndexName,
} from '../../src/db/catalogue-schema.js';
import { currentCatalogueSnapshot, readCatalogueSnapshot } from '../../src/db/catalogue-snapshot.js';
import { WORD_PAIRS_MIGRATION_PATH, searchedSetTables } from '../../src/db/word-pairs-schema.js';

const sha256 = async (path: string) =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex');

describe('migrations 0006_catalogue.sql and 0009_word_pairs.sql', () => {
  it('are history: byte for byte what databases applied (a change goes into a new migration)', async () => {
    expect(await sha256(CATALOGUE_MIGRATION_PATH), '0006_catalogue.sql was edited: restore it').toBe(
      'd1f2c8ff2ada79a0ba82d04ed4054014431698b140a50eaa4cb722a99d352b69',
    );
    expect(await sha256(WORD_PAIRS_MIGRATION_PATH), '0009_word_pairs.sql was edited: restore it').toBe(
      '1d242cf58a0a563eacb34a8575dc1dc8bdb2082d7d440fdb9456f29612784b46',
    );
  });
});

describe('the catalogue model and its snapshot migrations/catalogue-schema.json', () => {
  it('the committed snapshot is the model of the current catalogue', async () => {
    expect(
      await readCatalogueSnapshot(),
      'apps/server/migrations/catalogue-schema.json is stale: run `pnpm schema` at the repository root and commit the migration it writes and the snapshot',
    ).toEqual(currentCatalogueSnapshot());
  });

  it('has a table per resource with a search column and a word-pair index, and a lines table per voucher', () => {
    const model = catalogueModelOf(resourceCatalogue);
    expect(Object.keys(model)).toEqual(resourceCatalogue.map((resource) => resource.table));
    for (const resource of resourceCatalogue) {
      const table = model[resource.table]!;
      expect(table.searchText).not.toBe('');
      expect(table.wordPairs).toBe(true);
      expect(table.key.length).toBeGreaterThan(0);
      for (const column of table.key) expect(table.columns).toHaveProperty(column);
      expect(table.lines?.table).toBe(resource.linesField ? `${resource.table}_lines` : undefined);
    }
  });

  it('keeps the word-pair index of every resource-set table with a stored search', () => {
    const catalogueTables = resourceCatalogue.map((resource) => resource.table);
    const stored = resourceSetList.filter((set) => set.storedSearch).map((set) => set.table);
    expect(stored.length).toBeGreaterThan(0);
    for (const table of stored)
      expect(catalogueTables.includes(table) || searchedSetTables().includes(table)).toBe(true);
  });

  it('maps each field type to one column type', () => {
    expect(columnTypeOf('gia', f.money(['Giá', 'Price']))).toBe('bigint');
    expect(columnTypeOf('so_luong', f.number(['SL', 'Qty']))).toBe('double precision');
    expect(columnTypeOf('ck', f.percent(['CK', 'Disc']))).toBe('double precision');
    expect(columnTypeOf('ngay_sinh', f.date(['Ngày', 'Day']))).toBe('date');
    expect(columnTypeOf('ngay_tao', f.text(['Ngày tạo', 'Created']))).toBe('timestamptz');
    expect(columnTypeOf('trang_thai', f.boolean(['TT', 'Status']))).toBe('boolean');
    expect(columnTypeOf('gio', f.time(['Giờ', 'Time']))).toBe('text');
  });

  it('indexes every column the references to a record search (referencesTo), header and lines, once', () => {
    const model = catalogueModelOf(resourceCatalogue);
    const targets = [
      ...resourceCatalogue.map((resource) => resource.name),
      ...Object.values(startUpLookupSets),
    ];
    const searched = new Set<string>();
    const unindexed: string[] = [];
    for (const target of targets)
      for (const reference of referencesTo(target)) {
        const resource = resourceNamed(reference.resource)!;
        const table = model[resource.table]!;
        if (reference.lines) {
          searched.add(`${table.lines!.table}.${reference.field}`);
          if (!table.lines!.indexes?.includes(reference.field))
            unindexed.push(`${table.lines!.table}.${reference.field}`);
          continue;
        }
        const column = catalogueColumnOf(resource, reference.field);
        searched.add(`${resource.table}.${column}`);
        const led =
          table.key[0] === column || table.indexes.includes(column) || table.uniqueIndexes.includes(column);
        if (!led) unindexed.push(`${resource.table}.${column}`);
      }
    expect(unindexed).toEqual([]);
    expect(searched.size).toBeGreaterThanOrEqual(300);
    for (const [name, table] of Object.entries(model)) {
      expect(new Set(table.indexes).size, name).toBe(table.indexes.length);
      expect(table.indexes, name).not.toContain(table.key[0]);
      for (const column of table.indexes) expect(table.uniqueIndexes, name).not.toContain(column);
      const lineIndexes = table.lines?.indexes ?? [];
      expect(new Set(lineIndexes).size, name).toBe(lineIndexes.length);
      for (const column of lineIndexes) expect(table.lines!.columns, name).toHaveProperty(column);
    }
  });

  it('names every index within 63 characters, no two alike', () => {
    const names = Object.entries(catalogueModelOf(resourceCatalogue)).flatMap(([table, model]) => [
      ...model.uniqueIndexes.map((column) => uniqueIndexName(table, column)),
      ...model.indexes.map((column) => indexName(table, column)),
      ...(model.lines?.indexes ?? []).map((column) => indexName(model.lines!.table, column)),
    ]);
    expect(names.filter((name) => name.length > MAX_IDENTIFIER_LENGTH)).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('sales_bills_lines_tenant_ma_vt');
  });

  it('cuts a name longer than PostgreSQL keeps, with a hash of the whole so two such names stay two', () => {
    expect(identifierOf('sales_bills_tenant_ma_kh')).toBe('sales_bills_tenant_ma_kh');
    const long = `${'a'.repeat(60)}_tenant_ma_kh`;
    const other = `${'a'.repeat(60)}_tenant_ma_vt`;
    expect(identifierOf(long)).toHaveLength(MAX_IDENTIFIER_LENGTH);
    expect(identifierOf(long)).toMatch(/^a{54}_[0-9a-f]{8}$/);
    expect(identifierOf(long)).not.toBe(identifierOf(other));
    expect(identifierOf(long)).toBe(identifierOf(long));
  });

  it('indexes no lookup the key or a unique index leads with, nor one to a name nobody declares', () => {
    const batches = defineResource<Record<string, Field>>({
      name: 'test-batches',
      route: '/crm/partners',
      table: 'test_batches',
      title: ['Lô thử', 'Test batches'],
      fields: {
        ma_vt: f.lookup(['Mã hàng', 'Product'], 'products', { required: true }),
        ma_lo: f.code(['Mã lô', 'Batch'], { required: true, max: 32 }),
        ma_kh: f.lookup(['Khách hàng', 'Customer'], 'partners', { unique: true }),
        ma_kho: f.lookup(['Kho', 'Warehouse'], 'warehouses'),
        ma_la: f.lookup(['Không ai khai', 'Nobody declares'], 'test-nobody'),
      },
      keyFields: ['ma_vt', 'ma_lo'],
      listColumns: ['ma_vt', 'ma_lo'],
      search: ['ma_vt', 'ma_lo'],
      defaultSort: ['ma_lo'],
    }) as unknown as Resource;
    const model = tableModelOf(batches);
    expect(model.indexes).toEqual(['ma_lo', 'ma_kho']);
    expect(model.uniqueIndexes).toEqual(['ma_kh']);
  });
});
