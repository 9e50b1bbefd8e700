import { defineResource, f, type Field, type LineField, type Resource } from '@sen/domain/resources';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BY_HAND,
  catalogueChangesOf,
  catalogueChangesSql,
  nextMigrationFile,
} from '../../src/db/catalogue-changes.js';
import { catalogueSnapshotOf, writeCatalogueSnapshot } from '../../src/db/catalogue-snapshot.js';
import { emitCatalogueChanges } from '../../src/db/emit-catalogue-changes.js';

/** A small made-up resource: a code, a name and what a test adds. */
const gadgets = (extra: Record<string, Field> = {}, search: string[] = ['ma_gd', 'ten_gd']): Resource =>
  defineResource<Record<string, Field>>({
    name: 'gadgets',
    route: '/crm/partners',
    table: 'test_gadgets',
    title: ['Thiết bị', 'Gadgets'],
    fields: {
      ma_gd: f.code(['Mã thiết bị', 'Code'], { required: true, max: 16 }),
      ten_gd: f.text(['Tên thiết bị', 'Name'], { max: 200 }),
      ...extra,
    },
    keyFields: ['ma_gd'],
    listColumns: ['ma_gd', 'ten_gd'],
    search,
    defaultSort: ['ma_gd'],
  }) as unknown as Resource;

/** A made-up voucher with lines, branch-scoped. */
const tickets = (lineExtra: Record<string, LineField> = {}): Resource =>
  defineResource({
    name: 'tickets',
    route: '/crm/tickets',
    table: 'test_tickets',
    title: ['Phiếu thử', 'Test tickets'],
    voucher: { ma_ct: 'PTT', prefix: 'PT' },
    branchScope: 'selected',
    fields: {
      ma_kh: f.lookup(['Khách hàng', 'Customer'], 'partners'),
      chi_tiet: f.lines(['Chi tiết', 'Lines'], {
        ma_vt: f.lookup(['Mã hàng', 'Product'], 'products', { required: true }),
        so_luong: f.number(['Số lượng', 'Quantity'], { precision: 3 }),
        ...lineExtra,
      }),
    },
    keyFields: ['ma_dvcs', 'so_ct'],
    listColumns: ['so_ct', 'ngay_ct'],
    search: ['so_ct', 'ma_kh'],
    defaultSort: ['-ngay_ct'],
  }) as unknown as Resource;

/** A resource with more header fields. */
const withHeader = (resource: Resource, fields: Record<string, Field>): Resource =>
  ({ ...resource, fields: { ...resource.fields, ...fields } }) as Resource;

const snapshot = (resources: Resource[], setTables: string[] = []) =>
  catalogueSnapshotOf(resources, setTables);
const changes = (before: Resource[], after: Resource[]) =>
  catalogueChangesOf(snapshot(before), snapshot(after));

describe('catalogueChangesOf: the migration from what was built to the catalogue', () => {
  it('has nothing to do when nothing changed', () => {
    expect(changes([gadgets(), tickets()], [gadgets(), tickets()])).toEqual({ statements: [], refusals: [] });
  });

  it('adds a new field as a column, with its default (NOT NULL only with one)', () => {
    const result = changes(
      [gadgets()],
      [
        gadgets({
          so_the: f.code(['Số thẻ', 'Card number'], { max: 32 }),
          gia: f.money(['Giá', 'Price'], { defaultValue: 0 }),
          trang_thai: f.boolean(['Còn dùng', 'In use'], { defaultValue: true }),
        }),
      ],
    );
    expect(result.refusals).toEqual([]);
    expect(result.statements).toEqual([
      '-- test_gadgets',
      'ALTER TABLE test_gadgets ADD COLUMN so_the text;',
      'ALTER TABLE test_gadgets ADD COLUMN gia bigint DEFAULT 0;',
      'ALTER TABLE test_gadgets ADD COLUMN trang_thai boolean DEFAULT true;',
    ]);
  });

  it('creates a new resource: table, indexes, lines table, trigram and word-pair index', () => {
    const result = changes([gadgets()], [gadgets(), tickets()]);
    expect(result.refusals).toEqual([]);
    const text = result.statements.join('\n');
    expect(text).toContain('CREATE TABLE test_tickets (');
    expect(text).toContain('  ma_dvcs text NOT NULL,');
    expect(text).toContain('  so_ct text NOT NULL,');
    expect(text).toContain('  ngay_tao timestamptz NOT NULL DEFAULT now(),');
    expect(text).toContain(
      "  search_text text GENERATED ALWAYS AS (lower(f_unaccent(coalesce(so_ct, '') || ' ' || coalesce(ma_kh, '')))) STORED,",
    );
    expect(text).toContain('  UNIQUE (tenant_id, ma_dvcs, so_ct)');
    expect(text).toContain('CREATE INDEX test_tickets_tenant_ngay_ct ON test_tickets (tenant_id, ngay_ct);');
    expect(text).toContain(
      'CREATE INDEX test_tickets_search_trgm ON test_tickets USING gin (search_text gin_trgm_ops);',
    );
    expect(text).toContain(
      'CREATE INDEX IF NOT EXISTS test_tickets_word_pairs ON test_tickets USING gin (f_word_pairs(search_text));',
    );
    expect(text).toContain('CREATE TABLE test_tickets_lines (');
    expect(text).toContain('  header_id uuid NOT NULL REFERENCES test_tickets (_id) ON DELETE CASCADE,');
    expect(text).toContain('  so_luong double precision');
    expect(text).toContain('CREATE INDEX test_tickets_lines_header ON test_tickets_lines (header_id, stt);');
    // The lookups other records' deletes search (referencesTo): the header's customer, the lines' product.
    expect(text).toContain('CREATE INDEX test_tickets_tenant_ma_kh ON test_tickets (tenant_id, ma_kh);');
    expect(text).toContain(
      'CREATE INDEX test_tickets_lines_tenant_ma_vt ON test_tickets_lines (tenant_id, ma_vt);',
    );
    expect(text.indexOf('CREATE TABLE test_tickets_lines (')).toBeLessThan(
      text.indexOf('CREATE INDEX test_tickets_lines_tenant_ma_vt'),
    );
    expect(text).not.toContain('test_gadgets');
  });

  it('adds a new line field as a column of <table>_lines', () => {
    const result = changes([tickets()], [tickets({ ghi_chu: f.text(['Ghi chú', 'Note'], { max: 200 }) })]);
    expect(result).toEqual({
      statements: ['-- test_tickets', 'ALTER TABLE test_tickets_lines ADD COLUMN ghi_chu text;'],
      refusals: [],
    });
  });

  it('indexes a new lookup, on the header and on the lines, after the column it reads', () => {
    const result = changes(
      [tickets()],
      [
        withHeader(tickets({ ma_kho: f.lookup(['Kho', 'Warehouse'], 'warehouses') }), {
          ma_nvbh: f.lookup(['Nhân viên', 'Saler'], 'salers'),
        }),
      ],
    );
    expect(result).toEqual({
      statements: [
        '-- test_tickets',
        'ALTER TABLE test_tickets ADD COLUMN ma_nvbh text;',
        'CREATE INDEX IF NOT EXISTS test_tickets_tenant_ma_nvbh ON test_tickets (tenant_id, ma_nvbh);',
        'ALTER TABLE test_tickets_lines ADD COLUMN ma_kho text;',
        'CREATE INDEX IF NOT EXISTS test_tickets_lines_tenant_ma_kho ON test_tickets_lines (tenant_id, ma_kho);',
      ],
      refusals: [],
    });
  });

  it('indexes the lookups of lines a snapshot written before lines had indexes knows, once', () => {
    const before = snapshot([tickets()]);
    delete before.tables.test_tickets!.lines!.indexes;
    expect(catalogueChangesOf(before, snapshot([tickets()]))).toEqual({
      statements: [
        '-- test_tickets',
        'CREATE INDEX IF NOT EXISTS test_tickets_lines_tenant_ma_vt ON test_tickets_lines (tenant_id, ma_vt);',
      ],
      refusals: [],
    });
  });

  it('drops the index of a line field that is no lookup any more', () => {
    const result = changes(
      [tickets({ ma_kho: f.lookup(['Kho', 'Warehouse'], 'warehouses') })],
      [tickets({ ma_kho: f.text(['Kho', 'Warehouse'], { max: 32 }) })],
    );
    expect(result).toEqual({
      statements: ['-- test_tickets', 'DROP INDEX IF EXISTS test_tickets_lines_tenant_ma_kho;'],
      refusals: [],
    });
  });

  it('refuses a removed field, naming the table and column and the way out', () => {
    const result = changes(
      [gadgets({ so_the: f.code(['Số thẻ', 'Card number'], { max: 32 }) })],
      [gadgets()],
    );
    expect(result.refusals).toEqual([`test_gadgets.so_the: the column was removed or renamed. ${BY_HAND}.`]);
    expect(result.refusals[0]).toContain('pnpm schema --accept');
  });

  it('refuses a changed type, a removed resource and a removed line field', () => {
    const typed = changes(
      [gadgets({ so_the: f.code(['Số thẻ', 'Card number'], { max: 32 }) })],
      [gadgets({ so_the: f.number(['Số thẻ', 'Card number'], { precision: 0 }) })],
    );
    expect(typed.refusals).toEqual([
      `test_gadgets.so_the: the column's type changed (text -> double precision). ${BY_HAND}.`,
    ]);
    expect(changes([gadgets(), tickets()], [gadgets()]).refusals[0]).toMatch(
      /^test_tickets: the table's resource/,
    );
    expect(
      changes([tickets({ ghi_chu: f.text(['Ghi chú', 'Note'], { max: 200 }) })], [tickets()]).refusals,
    ).toEqual([`test_tickets_lines.ghi_chu: the column was removed or renamed. ${BY_HAND}.`]);
  });

  it('refuses a new NOT NULL column without a default and a changed key', () => {
    const before = snapshot([gadgets()]);
    const after = structuredClone(before);
    after.tables.test_gadgets!.columns.ma_loai = { type: 'text', notNull: true };
    after.tables.test_gadgets!.key = ['ma_gd', 'ma_loai'];
    expect(catalogueChangesOf(before, after).refusals).toEqual([
      `test_gadgets.ma_gd, ma_loai: the natural key changed (was ma_gd). ${BY_HAND}.`,
      `test_gadgets.ma_loai: a new NOT NULL column without a default cannot be added to rows that exist. ${BY_HAND}.`,
    ]);
  });

  it('makes search_text again when the search fields change, after adding the column it reads', () => {
    const result = changes(
      [gadgets()],
      [gadgets({ so_the: f.code(['Số thẻ', 'Card number'], { max: 32 }) }, ['ma_gd', 'ten_gd', 'so_the'])],
    );
    expect(result.statements).toEqual([
      '-- test_gadgets',
      'ALTER TABLE test_gadgets ADD COLUMN so_the text;',
      '-- test_gadgets: the search expression changed; search_text and its indexes are made again.',
      'DROP INDEX IF EXISTS test_gadgets_word_pairs;',
      'DROP INDEX IF EXISTS test_gadgets_search_trgm;',
      'ALTER TABLE test_gadgets DROP COLUMN search_text;',
      "ALTER TABLE test_gadgets ADD COLUMN search_text text GENERATED ALWAYS AS (lower(f_unaccent(coalesce(ma_gd, '') || ' ' || coalesce(ten_gd, '') || ' ' || coalesce(so_the, '')))) STORED;",
      'CREATE INDEX test_gadgets_search_trgm ON test_gadgets USING gin (search_text gin_trgm_ops);',
      'CREATE INDEX IF NOT EXISTS test_gadgets_word_pairs ON test_gadgets USING gin (f_word_pairs(search_text));',
    ]);
  });

  it('adds a unique field’s index, a changed default, and the word-pair index of a newly searched set table', () => {
    const result = catalogueChangesOf(
      snapshot([gadgets({ so_the: f.code(['Số thẻ', 'Card'], { max: 32 }) })], ['units']),
      snapshot(
        [gadgets({ so_the: f.code(['Số thẻ', 'Card'], { max: 32, unique: true, defaultValue: 'X' }) })],
        ['units', 'taxes'],
      ),
    );
    expect(result).toEqual({
      statements: [
        '-- test_gadgets',
        "ALTER TABLE test_gadgets ALTER COLUMN so_the SET DEFAULT 'X';",
        'CREATE UNIQUE INDEX IF NOT EXISTS test_gadgets_unique_so_the ON test_gadgets (tenant_id, so_the);',
        '',
        '-- resource-set tables with a stored search: their word-pair index',
        'CREATE INDEX IF NOT EXISTS taxes_word_pairs ON taxes USING gin (f_word_pairs(search_text));',
      ],
      refusals: [],
    });
  });

  it('writes a migration with a header, numbered after the last one', () => {
    const text = catalogueChangesSql(
      changes([gadgets()], [gadgets({ so_the: f.code(['Số thẻ', 'Card'], { max: 32 }) })]),
    );
    expect(text).toMatch(/^-- Generated by `pnpm schema`/);
    expect(text.endsWith('ALTER TABLE test_gadgets ADD COLUMN so_the text;\n')).toBe(true);
    expect(nextMigrationFile(['0001', '0009'])).toBe('0010_catalogue_changes.sql');
    expect(nextMigrationFile(['0001', '0010', '0011'])).toBe('0012_catalogue_changes.sql');
  });
});

describe('emitCatalogueChanges: what pnpm schema writes', () => {
  let folder = '';
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  /** A migrations folder with 0001 and 0009 and a snapshot of `built`. */
  const setUp = async (built: Resource[]) => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'sen-schema-'));
    await writeFile(path.join(folder, '0001_initial_schema.sql'), '-- 1\n');
    await writeFile(path.join(folder, '0009_word_pairs.sql'), '-- 9\n');
    const snapshotPath = path.join(folder, 'catalogue-schema.json');
    await writeCatalogueSnapshot(snapshot(built), snapshotPath);
    return { folder, snapshotPath };
  };

  it('writes the next migration and the snapshot, then nothing the second time', async () => {
    const paths = await setUp([gadgets()]);
    const wanted = snapshot([gadgets({ so_the: f.code(['Số thẻ', 'Card'], { max: 32 }) })]);
    expect(await emitCatalogueChanges({ wanted, ...paths })).toEqual({
      kind: 'migration',
      file: '0010_catalogue_changes.sql',
    });
    expect(await readFile(path.join(folder, '0010_catalogue_changes.sql'), 'utf8')).toContain(
      'ALTER TABLE test_gadgets ADD COLUMN so_the text;',
    );
    const files = await readdir(folder);
    expect(await emitCatalogueChanges({ wanted, ...paths })).toEqual({ kind: 'current' });
    expect(await readdir(folder)).toEqual(files);
  });

  it('refuses a removed field and writes nothing; --accept records the catalogue without a migration', async () => {
    const paths = await setUp([gadgets({ so_the: f.code(['Số thẻ', 'Card'], { max: 32 }) })]);
    const before = await readFile(paths.snapshotPath, 'utf8');
    const wanted = snapshot([gadgets()]);
    const refused = await emitCatalogueChanges({ wanted, ...paths });
    expect(refused).toEqual({
      kind: 'refused',
      refusals: [`test_gadgets.so_the: the column was removed or renamed. ${BY_HAND}.`],
    });
    expect(await readFile(paths.snapshotPath, 'utf8')).toBe(before);
    expect((await readdir(folder)).sort()).toEqual([
      '0001_initial_schema.sql',
      '0009_word_pairs.sql',
      'catalogue-schema.json',
    ]);
    expect(await emitCatalogueChanges({ wanted, accept: true, ...paths })).toEqual({ kind: 'accepted' });
    expect(await emitCatalogueChanges({ wanted, ...paths })).toEqual({ kind: 'current' });
    expect(await readdir(folder)).toHaveLength(3);
  });
});
