import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { openPostgres } from '../../src/db/open-postgres.js';

/**
 * Runs in the 'postgres' project only: named statements are PostgreSQL's (db/prepared-statements.ts). One
 * connection (poolSize 1), so every query below runs where the previous ones were prepared.
 */
const serverUrl = process.env.DATABASE_URL as string;
let db: Kysely<Database>;
let close: (() => Promise<void>) | undefined;

/** A pool of one connection keeping at most `statementCache` texts prepared, for the test. */
const open = (statementCache: number) => {
  ({ db, close } = openPostgres(serverUrl, { poolSize: 1, statementCache }));
};

afterEach(async () => {
  await close?.();
  close = undefined;
});

/** The statements the connection holds prepared, by text. */
const prepared = async () =>
  (
    await sql<{
      statement: string;
    }>`SELECT statement FROM pg_prepared_statements WHERE name LIKE ${'sen_%'}`.execute(db)
  ).rows.map((row) => row.statement);

describe('statements prepared per connection', () => {
  it('prepares a text with parameters once, runs it again by name, and bounds how many it keeps', async () => {
    open(3);
    const add = (n: number) => sql<{ n: number }>`SELECT ${n}::int + 1 AS n`.execute(db);
    expect((await add(1)).rows).toEqual([{ n: 2 }]);
    expect((await add(41)).rows).toEqual([{ n: 42 }]);
    // The text was prepared once (the lookup of pg_prepared_statements is itself prepared: two entries).
    let texts = await prepared();
    expect(texts.filter((text) => text === 'SELECT $1::int + 1 AS n')).toHaveLength(1);
    expect(texts).toHaveLength(2);

    // A text without parameters keeps the simple protocol: nothing more is prepared.
    await sql`SELECT 1`.execute(db);
    expect(await prepared()).toHaveLength(2);

    // The third text fills the cache of three; a fourth runs unnamed, and still answers.
    expect((await sql<{ n: number }>`SELECT ${2}::int * 2 AS n`.execute(db)).rows).toEqual([{ n: 4 }]);
    expect((await sql<{ n: number }>`SELECT ${5}::int - 1 AS n`.execute(db)).rows).toEqual([{ n: 4 }]);
    texts = await prepared();
    expect(texts).toHaveLength(3);
    expect(texts).not.toContain('SELECT $1::int - 1 AS n');
  });

  it('answers a text that failed to prepare with its own error every time, and the connection stays usable', async () => {
    open(10);
    const broken = () => sql`SELECT no_such_column FROM pg_class WHERE relname = ${'x'}`.execute(db);
    await expect(broken()).rejects.toThrow(/no_such_column/);
    await expect(broken()).rejects.toThrow(/no_such_column/);
    expect(await prepared()).toHaveLength(1);
    expect((await sql<{ n: number }>`SELECT ${1}::int + 1 AS n`.execute(db)).rows).toEqual([{ n: 2 }]);
  });

  it('keeps statements prepared through a rolled-back transaction', async () => {
    open(10);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`SELECT ${3}::int + 1 AS n`.execute(trx);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect((await sql<{ n: number }>`SELECT ${3}::int + 1 AS n`.execute(db)).rows).toEqual([{ n: 4 }]);
    expect(await prepared()).toContain('SELECT $1::int + 1 AS n');
  });

  it('prepares nothing with a cache of 0 (a pooler in transaction mode)', async () => {
    open(0);
    expect((await sql<{ n: number }>`SELECT ${1}::int + 1 AS n`.execute(db)).rows).toEqual([{ n: 2 }]);
    expect(await prepared()).toEqual([]);
  });
});

describe('connection settings', () => {
  it('turns JIT compilation off on every connection (a report compiled per run took six times as long)', async () => {
    open(10);
    const jit = await sql<{ jit: string }>`SELECT current_setting(${'jit'}) AS jit`.execute(db);
    expect(jit.rows).toEqual([{ jit: 'off' }]);
  });
});
