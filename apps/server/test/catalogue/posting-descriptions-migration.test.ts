import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { listMigrations, migrationsFolder, runMigrations } from '../../src/db/migrate.js';
import { createTestDatabase } from '../helpers/test-database.js';

/**
 * Migration 0057 (posting_descriptions): the history entries the posting layer wrote in Vietnamese words
 * ('Thanh toán BL000022') become their kind (ma_dien_giai, read in the viewer's language); what a user typed stays.
 */
describe('migration posting_descriptions on a database that holds entries', () => {
  it('turns the posting words into kinds and leaves typed descriptions as typed', async () => {
    const migration = (await listMigrations()).find((m) => m.name === 'posting_descriptions')!;
    const before = await mkdtemp(join(tmpdir(), 'sen-migrations-'));
    const database = await createTestDatabase({ empty: true });
    try {
      for (const file of await readdir(migrationsFolder))
        if (/^\d{4}_/.test(file) && file < migration.file)
          await cp(join(migrationsFolder, file), join(before, file));
      await runMigrations(database.db, before);
      const tenant = await sql<{ id: string }>`INSERT INTO tenants (code, name) VALUES ('desc', 'Desc')
        RETURNING id`.execute(database.db);
      const tenantId = tenant.rows[0]!.id;
      const entry = (so_ct: string, loai_gd: string, so_ct_goc: string | null, dien_giai: string) =>
        sql`INSERT INTO sales_payment_card_histories (tenant_id, ma_ct, so_ct, ngay_ct, ma_dvcs, ma_the, loai_gd,
            so_tien, so_ct_goc, dien_giai)
          VALUES (${tenantId}, 'LTT', ${so_ct}, '2026-11-02', 'CN01', 'THE1', ${loai_gd}, 1000, ${so_ct_goc},
            ${dien_giai})`.execute(database.db);
      await entry('LT1', 'TIEU', 'BL000022', 'Thanh toán BL000022');
      await entry('LT2', 'HOAN', 'TH000003', 'Hoàn tiền TH000003');
      await entry('LT3', 'TIEU', 'BL000023', 'Thanh toán massage body');
      await entry('LT4', 'NAP', 'BL000024', 'Thanh toán BL000024');
      await sql`INSERT INTO sales_no_name_histories (tenant_id, ma_ct, so_ct, ngay_ct, ma_dvcs, ma_the, loai_gd,
          so_tien, so_ct_goc, dien_giai)
        VALUES (${tenantId}, 'LVD', 'LV1', '2026-11-02', 'CN01', 'VD1', 'NAP', 1000, 'VD000001',
          'Bán thẻ VD000001')`.execute(database.db);

      expect(await runMigrations(database.db)).toContain(migration.version);
      const rows = await sql<{ so_ct: string; ma_dien_giai: string | null; dien_giai: string | null }>`
        SELECT so_ct, ma_dien_giai, dien_giai FROM sales_payment_card_histories ORDER BY so_ct`.execute(
        database.db,
      );
      expect(rows.rows).toEqual([
        { so_ct: 'LT1', ma_dien_giai: 'TT', dien_giai: null },
        { so_ct: 'LT2', ma_dien_giai: 'HOAN', dien_giai: null },
        // Typed by a user: as typed.
        { so_ct: 'LT3', ma_dien_giai: null, dien_giai: 'Thanh toán massage body' },
        // The words of a payment on a top-up: not what the posting layer writes, so as typed.
        { so_ct: 'LT4', ma_dien_giai: null, dien_giai: 'Thanh toán BL000024' },
      ]);
      const noName = await sql<{ ma_dien_giai: string | null; dien_giai: string | null }>`
        SELECT ma_dien_giai, dien_giai FROM sales_no_name_histories`.execute(database.db);
      expect(noName.rows).toEqual([{ ma_dien_giai: 'BAN_THE', dien_giai: null }]);
    } finally {
      await database.destroy();
      await rm(before, { recursive: true, force: true });
    }
  });
});
