import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Every table of the database with its row count and a checksum of its rows (md5 of the rows' text in order):
 * two snapshots are equal only when no row was added, removed or changed. `ignored` leaves rows out by an SQL
 * condition per table (true: the whole table).
 */
export const tableChecksums = async (
  db: Kysely<unknown>,
  ignored: Readonly<Record<string, RawBuilder<boolean> | true>> = {},
): Promise<Map<string, string>> => {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`.execute(db);
  const sums = new Map<string, string>();
  for (const { name } of tables.rows) {
    const skip = ignored[name];
    if (skip === true) continue;
    const { rows } = await sql<{ n: number; h: string }>`
      SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h
      FROM ${sql.table(name)} t WHERE ${skip ? sql`NOT (${skip})` : sql`true`}`.execute(db);
    sums.set(name, `${rows[0]!.n} rows, md5 ${rows[0]!.h}`);
  }
  return sums;
};

/** The tables whose rows differ between two snapshots, with both states. */
export const changedTables = (before: Map<string, string>, after: Map<string, string>): string[] =>
  [...new Set([...before.keys(), ...after.keys()])]
    .filter((name) => before.get(name) !== after.get(name))
    .map((name) => `${name}: ${before.get(name) ?? '(none)'} -> ${after.get(name) ?? '(none)'}`);
