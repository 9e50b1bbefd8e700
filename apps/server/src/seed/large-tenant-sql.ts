import { resourceNamed } from '@sen/domain/resources';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { demoBranches } from './demo-org.js';
import {
  familyNames,
  familyNameWeights,
  femaleGivenNames,
  femaleMiddleNames,
  maleGivenNames,
  maleMiddleNames,
} from './vietnamese-names.js';

/** The SQL pieces the large tenant's generators share (large-tenant.ts, large-tenant-activity.ts). */

/** A text[] literal of the list, for picking by index in SQL. */
export const textArray = (items: readonly string[]): RawBuilder<string[]> =>
  sql`ARRAY[${sql.join(items.map((i) => sql.lit(i)))}]::text[]`;

/** Family names repeated by weight (out of 100), so picking by a uniform index draws Nguyễn about a third of the time. */
export const weightedFamilyNames = familyNames.flatMap((name, i) =>
  Array.from({ length: familyNameWeights[i] ?? 1 }, () => name),
);

/**
 * A whole number in [0, modulo) from an integer expression and a salt: a multiplicative hash, the same in
 * PostgreSQL and PGlite, so the lines of bill b can be made twice (totals, then rows) with the same values.
 */
export const hashed = (expr: RawBuilder<unknown>, salt: number, modulo: number): RawBuilder<number> =>
  sql<number>`((((${expr})::bigint * ${sql.lit(2_654_435_761 + salt * 40_503)} + ${sql.lit(salt * 97)}) % 4294967291) % ${sql.lit(modulo)})::int`;

/** An element of a text[] by a hashed index. */
export const pickText = (
  items: readonly string[],
  expr: RawBuilder<unknown>,
  salt: number,
): RawBuilder<string> => sql<string>`(${textArray(items)})[1 + ${hashed(expr, salt, items.length)}]`;

/** Customer c's full name (family, middle, given by gender), as the bills' ten_kh repeats it. */
export const customerNameSql = (c: RawBuilder<unknown>): RawBuilder<string> => sql<string>`
  ${pickText(weightedFamilyNames, c, 1)} || ' ' ||
  CASE WHEN ${hashed(c, 2, 100)} < 62
    THEN ${pickText(femaleMiddleNames, c, 3)} || ' ' || ${pickText(femaleGivenNames, c, 4)}
    ELSE ${pickText(maleMiddleNames, c, 3)} || ' ' || ${pickText(maleGivenNames, c, 4)} END`;

export const branchCodes = demoBranches.map((b) => b.ma_dvcs);
export const customerCode = (c: RawBuilder<unknown>) => sql<string>`'KH' || lpad((${c})::text, 7, '0')`;
export const productCode = (p: RawBuilder<unknown>) => sql<string>`'VT' || lpad((${p})::text, 6, '0')`;
/** Product p's sale price: 50,000 to 3,000,000 VND in steps of 10,000. */
export const productPrice = (p: RawBuilder<unknown>) =>
  sql<number>`((5 + ${hashed(p, 11, 296)}) * 10000)::bigint`;

export const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Runs `fill` with the table's secondary indexes (trigram, btree; not the primary and unique keys) dropped and
 * then rebuilt from their own definitions: building an index once is far quicker than growing it row by row.
 */
export const withoutSecondaryIndexes = async (
  db: Kysely<Database>,
  table: string,
  fill: () => Promise<void>,
) => {
  const indexes = (
    await sql<{ indexname: string; indexdef: string }>`
      SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ${table}
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
        AND i.indexdef NOT LIKE 'CREATE UNIQUE%'`.execute(db)
  ).rows;
  for (const index of indexes) await sql`DROP INDEX ${sql.id(index.indexname)}`.execute(db);
  try {
    await fill();
  } finally {
    for (const index of indexes) await sql.raw(index.indexdef).execute(db);
  }
};

/**
 * A valid RFC 9562 uuid made from a text's md5, the same every time: version 8 (custom) and variant 10xx set
 * over the hash's bits, as the API's uuid pattern requires (an md5 cast as it is has any version and variant).
 */
export const uuidOfMd5 = (text: RawBuilder<string>): RawBuilder<string> => sql<string>`(
  SELECT overlay(overlay(h PLACING '8' FROM 13) PLACING substr('89ab', ascii(substr(h, 17, 1)) % 4 + 1, 1) FROM 17)::uuid
  FROM (SELECT md5(${text}) AS h) hashed)`;

/** Rows g = 1..count of a generated set. */
export const series = (count: number) => sql`generate_series(1, ${sql.lit(count)}) AS g`;

/** A voucher resource's ma_ct (its name when it has none). */
export const maCtOf = (name: string) => resourceNamed(name)?.voucher?.ma_ct ?? name;
