import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/db/migrate.js';
import {
  generateLargeTenant,
  largeTenantCounts,
  type LargeTenantResult,
} from '../../src/seed/large-tenant.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

let database: TestDatabase;
let result: LargeTenantResult;
const scale = 0.0002; // 200 customers, 20 products, 160 bills with 400 lines

beforeAll(async () => {
  database = await createTestDatabase();
  await runMigrations(database.db);
  result = await generateLargeTenant(database.db, { code: 'large', scale });
});
afterAll(() => database.destroy());

const rowsOf = async <T>(query: RawBuilder<T>): Promise<T[]> => (await query.execute(database.db)).rows;
const countOf = async (table: string) =>
  Number(
    (
      await rowsOf(
        sql<{
          n: string;
        }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE tenant_id = ${result.tenantId}`,
      )
    )[0]?.n,
  );

describe('the large tenant generator', () => {
  it('creates the counts of the scale: customers, products, bills of 1-4 lines', async () => {
    const counts = largeTenantCounts(scale);
    expect(counts).toEqual({ customers: 200, products: 20, bills: 160 });
    expect(await countOf('customers')).toBe(200);
    expect(await countOf('products')).toBe(20);
    expect(await countOf('sales_bills')).toBe(160);
    expect(await countOf('sales_bills_lines')).toBe(400); // 40 bills each of 1, 2, 3 and 4 lines
    expect(result.counts.billLines).toBe(400);
    expect(largeTenantCounts(1)).toEqual({ customers: 1_000_000, products: 100_000, bills: 800_000 });
  });

  it('composes Vietnamese names that an accent-free search finds, with unique 10-digit mobiles', async () => {
    const found = await rowsOf(
      sql<{ ten_kh: string }>`SELECT ten_kh FROM customers
        WHERE tenant_id = ${result.tenantId} AND search_text LIKE '%' || lower(f_unaccent('nguyen van')) || '%'`,
    );
    expect(found.length).toBeGreaterThan(3);
    expect(found.every((c) => c.ten_kh.startsWith('Nguyễn Văn '))).toBe(true);
    const phones = await rowsOf(
      sql<{ dien_thoai: string }>`SELECT dien_thoai FROM customers WHERE tenant_id = ${result.tenantId}`,
    );
    expect(phones.every((p) => /^0[3789]\d{8}$/.test(p.dien_thoai))).toBe(true);
    expect(new Set(phones.map((p) => p.dien_thoai)).size).toBe(200);
  });

  it('gives each bill the totals of its lines and numbers them per branch, system/stt after the last', async () => {
    const mismatched = await rowsOf(
      sql<{ so_ct: string }>`SELECT b.so_ct FROM sales_bills b
        JOIN sales_bills_lines l ON l.header_id = b._id
        WHERE b.tenant_id = ${result.tenantId}
        GROUP BY b._id, b.so_ct, b.t_tien, b.t_tt
        HAVING sum(l.tien) <> b.t_tien OR sum(l.thanh_tien) <> b.t_tt
          OR sum(l.tien) <> sum(l.so_luong * l.gia)`,
    );
    expect(mismatched).toEqual([]);
    const stt = await rowsOf(
      sql<{ ma_dvcs: string; so_hien_tai: number; last: string }>`
        SELECT s.ma_dvcs, s.so_hien_tai, max(b.so_ct) AS last FROM stt s
        JOIN sales_bills b ON b.tenant_id = s.tenant_id AND b.ma_dvcs = s.ma_dvcs
        WHERE s.tenant_id = ${result.tenantId} AND s.ma_ct = 'HDB'
        GROUP BY s.ma_dvcs, s.so_hien_tai ORDER BY s.ma_dvcs`,
    );
    expect(stt.map((s) => s.ma_dvcs)).toEqual(['CN01', 'CN02', 'CN03']);
    for (const s of stt) expect(s.last).toBe(`HD${String(s.so_hien_tai).padStart(6, '0')}`);
  });

  it('keeps the secondary indexes it dropped while filling', async () => {
    const indexes = await rowsOf(
      sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE tablename = 'customers'`,
    );
    expect(indexes.map((i) => i.indexname)).toContain('customers_search_trgm');
  });
});
