import type { Report } from '@sen/domain/resources';
import { sql, type RawBuilder } from 'kysely';
import type { Kysely } from 'kysely';

/** What a running report's answer is made of (catalogue-reports.ts prepares it). */
export type RunningQuery = {
  report: Report & { running: NonNullable<Report['running']> };
  /** The report's rows (UNION ALL of its sources), each marked `__before` when dated before fromDate. */
  rows: RawBuilder<unknown>;
  groups: readonly string[];
  /** Each measure with its aggregate over a group's rows of the period (`expression`) and its total. */
  measures: readonly (Report['measures'][number] & {
    expression: RawBuilder<unknown>;
    total: RawBuilder<unknown>;
  })[];
  /** The search condition over the finished rows, as `r`. */
  where: RawBuilder<unknown>;
  order: readonly { field: string; desc: boolean }[];
  fromDate?: string;
  /** The opening rows' words, in the request's language. */
  label: string;
  dateField?: string;
  pageIndex: number;
  pageSize: number;
};

const ref = (alias: string, name: string) => sql`${sql.ref(alias)}.${sql.ref(name)}`;

/**
 * A running report's page (a cash book): the rows of the period grouped, plus, when the period has a start, one
 * opening row per partition (`running.by`) carrying what was there before it; each 'running' measure is the
 * partition's opening plus its groups so far, in the report's own order (defaultSort) with the opening first.
 * The page is ordered by partition, opening first, then by the requested order; the totals give the period's
 * sums and, for running measures, the closing balance.
 */
export const runningAnswer = async (
  db: Kysely<unknown>,
  query: RunningQuery,
  extra?: Readonly<Record<string, RawBuilder<unknown>>>,
) => {
  const { report, groups, measures } = query;
  const by = report.running.by;
  const runningMeasures = measures.filter((m) => m.period === 'running');
  const opening = query.fromDate !== undefined;
  const partitionMatch = by.length
    ? sql.join(
        by.map((name) => sql`${ref('a', name)} IS NOT DISTINCT FROM ${ref('o', name)}`),
        sql` AND `,
      )
    : sql`true`;
  const partition = by.length ? sql`PARTITION BY ${sql.join(by.map((name) => ref('a', name)))}` : sql``;
  const chronological = sql.join([
    sql`${sql.ref('a.__opening')} DESC`,
    ...report.defaultSort.map((s) => {
      const name = s.replace(/^-/, '');
      return sql`${ref('a', name)} ${sql.raw(s.startsWith('-') ? 'DESC' : 'ASC')}`;
    }),
    ...groups.map((name) => ref('a', name)),
  ]);
  const openingValue = (name: string): RawBuilder<unknown> => {
    if (by.includes(name)) return ref('o', name);
    if (name === report.running.label.field) return sql`${query.label}::text`;
    if (name === query.dateField && query.fromDate) return sql`${query.fromDate}::text`;
    return sql`NULL`;
  };
  const openings = opening
    ? sql`UNION ALL SELECT ${sql.join([
        ...groups.map((name) => sql`${openingValue(name)} AS ${sql.ref(name)}`),
        ...measures.map(
          (m) => sql`${sql.raw(m.period === 'running' ? '0' : 'NULL')}::float8 AS ${sql.ref(m.as)}`,
        ),
        sql`true AS __opening`,
      ])} FROM o`
    : sql``;
  const finished = sql.join([
    ...groups.map((name) => sql`${ref('a', name)} AS ${sql.ref(name)}`),
    ...measures.map((m) =>
      m.period === 'running'
        ? sql`coalesce(${ref('o', `__open_${m.as}`)}, 0) + sum(${ref('a', m.as)}) OVER (${partition} ORDER BY ${chronological} ROWS UNBOUNDED PRECEDING) AS ${sql.ref(m.as)}`
        : sql`${ref('a', m.as)} AS ${sql.ref(m.as)}`,
    ),
    sql`${sql.ref('a.__opening')} AS __opening`,
  ]);
  const openingSums = sql.join([
    ...by.map((name) => sql`${ref('r', name)} AS ${sql.ref(name)}`),
    ...runningMeasures.map(
      (m) =>
        sql`coalesce(sum(CASE WHEN r.__before THEN ${ref('r', m.field!)} END), 0)::float8 AS ${sql.ref(`__open_${m.as}`)}`,
    ),
  ]);
  const groupBy = sql.join(groups.map((name) => ref('r', name)));
  const byGroup = by.length ? sql`GROUP BY ${sql.join(by.map((name) => ref('r', name)))}` : sql``;
  /** The page's order over the finished rows under an alias: by partition, opening first, then as asked. */
  const pageOrder = (alias: string) =>
    sql.join([
      ...by.map((name) => sql`${ref(alias, name)}`),
      sql`${ref(alias, '__opening')} DESC`,
      ...query.order.map(
        ({ field, desc }) =>
          sql`${ref(alias, field)} ${sql.raw(desc ? 'DESC NULLS LAST' : 'ASC NULLS FIRST')}`,
      ),
      ...groups.map((name) => ref(alias, name)),
    ]);
  // The rows are read twice rather than shared: the opening sums one column of what is before fromDate, the period
  // groups what is not, and each read keeps to its dates (a shared CTE would be materialized whole).
  const built = sql`
    WITH o AS (SELECT ${openingSums} FROM (${query.rows}) r ${byGroup}),
    a AS (
      SELECT ${sql.join([
        ...groups.map((name) => sql`${ref('r', name)} AS ${sql.ref(name)}`),
        ...measures.map((m) => sql`${m.expression} AS ${sql.ref(m.as)}`),
        sql`false AS __opening`,
      ])}
      FROM (${query.rows}) r WHERE NOT r.__before GROUP BY ${groupBy}
      ${openings}
    ),
    x AS (SELECT ${finished} FROM a LEFT JOIN o ON ${partitionMatch})`;
  // One statement: the finished rows (x) are made once for the page, the group count and the totals; the
  // caller's extra columns (the chart, over the report's rows as `r`) come with them.
  const answer = await sql<Record<string, unknown>>`
    ${built}${extra ? sql`, r AS (${query.rows})` : sql``}
    SELECT ${sql.join([
      sql`(SELECT coalesce(json_agg(p ORDER BY ${pageOrder('p')}), '[]'::json) FROM (
        SELECT ${sql.join([...groups, ...measures.map((m) => m.as), '__opening'].map((name) => ref('r', name)))}
        FROM x r ${query.where}
        ORDER BY ${pageOrder('r')}
        LIMIT ${query.pageSize} OFFSET ${query.pageIndex * query.pageSize}) p) AS __items`,
      sql`(SELECT count(*)::int FROM x r ${query.where}) AS __groups`,
      ...measures.map((m) =>
        m.period === 'running'
          ? sql`(SELECT coalesce(sum(${ref('r', m.field!)}), 0)::float8 FROM (${query.rows}) r) AS ${sql.ref(m.as)}`
          : sql`(SELECT coalesce(sum(${ref('r', m.as)}), 0)::float8 FROM x r ${query.where}) AS ${sql.ref(m.as)}`,
      ),
      ...Object.entries(extra ?? {}).map(([name, column]) => sql`${column} AS ${sql.ref(name)}`),
    ])}`.execute(db);
  const { __items, __groups, ...rest } = answer.rows[0] ?? {};
  const totals = Object.fromEntries(measures.map((m) => [m.as, rest[m.as] as number | null]));
  const extras = Object.fromEntries(Object.keys(extra ?? {}).map((name) => [name, rest[name]]));
  const items = (typeof __items === 'string' ? JSON.parse(__items) : (__items ?? [])) as Record<
    string,
    unknown
  >[];
  return {
    items: items.map(({ __opening: _, ...item }) => item),
    total: Number(__groups ?? 0),
    totals,
    extras,
  };
};
