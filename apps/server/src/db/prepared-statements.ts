import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * A pool whose connections keep their statements prepared. PostgreSQL parses an unnamed statement afresh on every
 * run, and plans it afresh too; the server runs the same few hundred texts again and again (a posted bill is some
 * twenty statements), so that work dominated its share of a write. Here the first run of a text with parameters on
 * a connection names it (node-postgres then parses it once on that connection), and later runs only bind and
 * execute; PostgreSQL's own plan cache decides, per statement, between planning each run and one generic plan (the
 * default `plan_cache_mode`: custom plans for five runs, then the generic plan only when it is estimated no dearer).
 *
 * As asyncpg's statement cache: at most `limit` texts are named per connection, the first ones run (the hot
 * statements come first); a connection past that runs further texts unnamed, so its memory is bounded. Texts
 * without parameters (begin, commit, migrations of several statements) keep the simple protocol. Connections are
 * replaced by the pool (idle timeout), and their statements with them. A pooler in transaction mode (PgBouncer
 * before 1.21) cannot keep named statements: DATABASE_STATEMENT_CACHE=0 turns this off.
 */
export const preparingPool = (pool: pg.Pool, limit: number): PostgresPool => {
  const namesOf = new WeakMap<pg.PoolClient, Map<string, string>>();
  const preparing = (client: pg.PoolClient): PostgresPoolClient => {
    let names = namesOf.get(client);
    if (!names) namesOf.set(client, (names = new Map()));
    const known = names;
    const nameOf = (text: string): string | undefined => {
      const name = known.get(text);
      if (name !== undefined || known.size >= limit) return name;
      const fresh = `sen_${known.size}`;
      known.set(text, fresh);
      return fresh;
    };
    function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(
      what: string | PostgresCursor<R>,
      parameters?: ReadonlyArray<unknown>,
    ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      if (typeof what !== 'string') return client.query(what as never) as PostgresCursor<R>;
      const values = [...(parameters ?? [])];
      const name = values.length > 0 ? nameOf(what) : undefined;
      const result = name ? client.query({ name, text: what, values }) : client.query(what, values);
      return result as unknown as Promise<PostgresQueryResult<R>>;
    }
    return { query, release: () => client.release() };
  };
  return {
    connect: async () => preparing(await pool.connect()),
    end: () => pool.end(),
  };
};
