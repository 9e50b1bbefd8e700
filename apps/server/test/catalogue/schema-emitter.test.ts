import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resourceSetList } from '@sen/domain';
import { f, resourceCatalogue } from '@sen/domain/resources';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_MIGRATION_PATH, catalogueModelOf, columnTypeOf } from '../../src/db/catalogue-schema.js';
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
});
