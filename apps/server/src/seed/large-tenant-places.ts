import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { addressData } from '../services/address-data.js';
import { demoCities } from './demo-places.js';
import { hashed, seconds, textArray, withoutSecondaryIndexes } from './large-tenant-sql.js';

/**
 * Where the large tenant's customers live (issue 19: the customer list's province filter over a million rows):
 * each gets a province (ma_tinh, its name in tinh_thanh as a pick on the form writes it) and a ward of that
 * province (ma_xa), from the address lists the app serves (GET /api/cities, …/wards). Most live in their branch's
 * city, in the ward their generated address already names; the others in Hà Nội, TP Hồ Chí Minh, Hải Phòng, Cần
 * Thơ or Đà Nẵng above all, else anywhere (a long tail over every province), their address rewritten to the ward
 * and province picked.
 *
 * A step of its own, once per tenant (as `ensureLargeActivity`), so the bench gives it to a tenant it keeps without
 * generating that tenant again: set-based UPDATEs of a batch each, deterministic (hashes of the customer's number),
 * that touch only the customers who have no province yet.
 */

/** Of a hundred customers, how many live in their branch's city. */
export const HOME_SHARE = 65;

/**
 * Where the others live, by weight: the five centrally governed cities first (Hà Nội 01, Hồ Chí Minh 79, Hải Phòng
 * 31, Cần Thơ 92, Đà Nẵng 48), every other province weighs 1.
 */
export const awayWeights: Readonly<Record<string, number>> = {
  '01': 20,
  '79': 20,
  '31': 12,
  '92': 10,
  '48': 8,
};

/** Streets found in most Vietnamese towns, for an address outside the branch's city. */
const streets = [
  'Lê Lợi',
  'Trần Hưng Đạo',
  'Quang Trung',
  'Nguyễn Huệ',
  'Hùng Vương',
  'Lý Thường Kiệt',
  'Hai Bà Trưng',
  'Nguyễn Trãi',
  'Lê Duẩn',
  'Phan Chu Trinh',
];

/** How many customers one statement places. */
const PLACES_BATCH = 100_000;

/** Adds the tenant's customers' provinces and wards once; false when none lacks them (or it has no customers). */
export const ensureLargePlaces = (
  db: Kysely<Database>,
  tenantId: string,
  log: (line: string) => void = () => undefined,
): Promise<boolean> =>
  // One connection without JIT, as the generator: the planner expects a million rows and would compile for seconds.
  db.connection().execute(async (connection) => {
    await sql`SET jit = off`.execute(connection).catch(() => undefined); // PGlite has no JIT setting
    return place(connection, tenantId, log);
  });

const place = async (
  db: Kysely<Database>,
  tenantId: string,
  log: (line: string) => void,
): Promise<boolean> => {
  const missing = await sql<{ one: number }>`
    SELECT 1 AS one FROM customers WHERE tenant_id = ${tenantId} AND ma_tinh IS NULL LIMIT 1`.execute(db);
  if (missing.rows.length === 0) return false;
  const started = performance.now();
  const data = await addressData();
  const wards = data.cities.flatMap((city) => data.wardsByCity.get(city.ma_tinh) ?? []);
  // One slot per unit of weight: a uniform pick among them draws Hà Nội a fifth of the time.
  const slots = data.cities.flatMap((city) =>
    Array.from({ length: awayWeights[city.ma_tinh] ?? 1 }, () => city.ma_tinh),
  );
  const homes = Object.entries(demoCities).map(([ma_dvcs, city]) => sql`(${ma_dvcs}, ${city.ma_tinh})`);
  // Customer g: the number of its code (KH0000042), else a hash of the code (customers added since).
  const g = sql`CASE WHEN c.ma_kh ~ '^KH[0-9]{1,9}$' THEN substr(c.ma_kh, 3)::bigint
    ELSE abs(hashtext(c.ma_kh))::bigint END`;
  const update = sql`
    WITH wards AS (
      SELECT * FROM unnest(${wards.map((w) => w.ma_xa)}::text[], ${wards.map((w) => w.ten_xa)}::text[],
        ${wards.map((w) => w.ma_tinh)}::text[]) AS w (ma_xa, ten_xa, ma_tinh)
    ), provinces AS (
      SELECT p.ma_tinh, p.ten_tinh, array_agg(w.ma_xa ORDER BY w.ma_xa) AS codes,
        array_agg(w.ten_xa ORDER BY w.ma_xa) AS names
      FROM unnest(${data.cities.map((c) => c.ma_tinh)}::text[], ${data.cities.map((c) => c.ten_tinh)}::text[])
        AS p (ma_tinh, ten_tinh)
      JOIN wards w ON w.ma_tinh = p.ma_tinh
      GROUP BY p.ma_tinh, p.ten_tinh
    ), picked AS (
      SELECT c._id, c.dia_chi, c.g, h.ma_tinh AS home,
        CASE WHEN h.ma_tinh IS NOT NULL AND ${hashed(sql`c.g`, 80, 100)} < ${sql.lit(HOME_SHARE)} THEN h.ma_tinh
          ELSE (${textArray(slots)})[1 + ${hashed(sql`c.g`, 81, slots.length)}] END AS ma_tinh
      FROM (SELECT _id, dia_chi, ma_dvcs, ${g} AS g FROM customers c
        WHERE tenant_id = ${tenantId} AND ma_tinh IS NULL LIMIT ${sql.lit(PLACES_BATCH)}) c
      LEFT JOIN (VALUES ${sql.join(homes)}) AS h (ma_dvcs, ma_tinh) ON h.ma_dvcs = c.ma_dvcs
    ), placed AS (
      SELECT k._id, p.ma_tinh, p.ten_tinh, hw.ma_xa AS home_ward, k.dia_chi, k.g, p.codes, p.names,
        1 + ${hashed(sql`k.g`, 82, 1_000_003)} % cardinality(p.codes) AS w
      FROM picked k
      JOIN provinces p ON p.ma_tinh = k.ma_tinh
      -- At home, the ward the generated address names ('12 Lê Lợi, Phường Bến Thành, Thành phố Hồ Chí Minh').
      LEFT JOIN wards hw ON k.ma_tinh = k.home AND hw.ma_tinh = k.ma_tinh
        AND hw.ten_xa = split_part(k.dia_chi, ', ', 2)
    )
    UPDATE customers c SET ma_tinh = x.ma_tinh, tinh_thanh = x.ten_tinh,
      ma_xa = coalesce(x.home_ward, x.codes[x.w]),
      dia_chi = CASE WHEN x.home_ward IS NOT NULL THEN x.dia_chi
        ELSE (1 + ${hashed(sql`x.g`, 83, 350)}) || ' ' || (${textArray(streets)})[1 + ${hashed(sql`x.g`, 84, streets.length)}]
          || ', ' || x.names[x.w] || ', ' || x.ten_tinh END
    FROM placed x
    WHERE c._id = x._id AND c.tenant_id = ${tenantId}`;
  // Every row is rewritten: building the search indexes again once is far quicker than a million entries each.
  // A batch at a time: PGlite runs out of memory updating a million rows in one statement.
  await withoutSecondaryIndexes(db, 'customers', async () => {
    while (Number((await update.execute(db)).numAffectedRows ?? 0) > 0);
  });
  log(`  updated in ${seconds(started)} s`);
  // The million old versions of the rows go before the bench reads the table.
  await sql`VACUUM ANALYZE customers`.execute(db);
  log(`customers' provinces and wards in ${seconds(started)} s`);
  return true;
};
