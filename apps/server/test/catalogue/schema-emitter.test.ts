import { readFile } from 'node:fs/promises';
import { resourceCatalogue } from '@sen/domain/resources';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_MIGRATION_PATH, catalogueSchemaSql, columnTypeOf } from '../../src/db/catalogue-schema.js';
import { f } from '@sen/domain/resources';
import { resourceSetList } from '@sen/domain';
import { WORD_PAIRS_MIGRATION_PATH, searchedTables, wordPairsSql } from '../../src/db/word-pairs-schema.js';

describe('migration 0006_catalogue.sql', () => {
  it('is the SQL the emitter writes from the current catalogue', async () => {
    const committed = await readFile(CATALOGUE_MIGRATION_PATH, 'utf8');
    expect(
      committed === catalogueSchemaSql(resourceCatalogue),
      'apps/server/migrations/0006_catalogue.sql is stale: run `pnpm schema` at the repository root and commit it',
    ).toBe(true);
  });

  it('has a table per resource, voucher lines tables and a search column each', () => {
    const text = catalogueSchemaSql(resourceCatalogue);
    for (const resource of resourceCatalogue) {
      if (resource.table !== 'customers') expect(text).toContain(`CREATE TABLE ${resource.table} (`);
      expect(text).toContain(`${resource.table}_search_trgm`);
      if (resource.linesField) expect(text).toContain(`CREATE TABLE ${resource.table}_lines (`);
    }
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

describe('migration 0009_word_pairs.sql', () => {
  it('is the SQL the emitter writes, with a word-pair index on every table with a stored search', async () => {
    const committed = await readFile(WORD_PAIRS_MIGRATION_PATH, 'utf8');
    expect(
      committed === wordPairsSql(searchedTables()),
      'apps/server/migrations/0009_word_pairs.sql is stale: run `pnpm schema` at the repository root and commit it',
    ).toBe(true);
    const stored = [
      ...resourceSetList.filter((set) => set.storedSearch).map((set) => set.table),
      ...resourceCatalogue.map((resource) => resource.table),
    ];
    for (const table of stored)
      expect(committed).toContain(`CREATE INDEX IF NOT EXISTS ${table}_word_pairs ON ${table} USING gin`);
  });
});
