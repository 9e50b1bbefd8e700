import {
  dateRangeProblem,
  DEFAULT_PAGE_SIZE,
  tableDateRangeQuery,
  tablePagingQuery,
  tableSearchQuery,
  tableSortQuery,
} from '@sen/domain';
import {
  reportFieldSourceOf,
  isBalanceReport,
  postingLedgerTablesOf,
  reportFieldsOf,
  resourceNamed,
  storedNameFieldOf,
  valueSchemaOf,
  type Field,
  type LineField,
  type Report,
  type ReportSource,
  type Resource,
} from '@sen/domain/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { catalogueColumnOf, linesTableOf } from '../../db/catalogue-schema.js';
import { ApiError } from '../../http/api-error.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { tenantOf } from '../../http/context-access.js';
import type { ColumnReader } from './catalogue-storage.js';
import { requireRight, branchesOf } from './set-access.js';
import { readColumn } from './set-query.js';
import { readConfig, tagOf } from './set-scope.js';
import { runningAnswer } from './catalogue-running-report.js';

const readerOf = (field: Field | LineField): ColumnReader =>
  field.type === 'date' ? 'date' : field.type === 'money' ? 'number' : 'plain';

const isNumeric = (field: Field | LineField): boolean =>
  field.type === 'number' || field.type === 'money' || field.type === 'percent';

/** The SQL type a report column has once read (dates as text, money as float8): a NULL of a source is cast to it. */
const nullOf = (field: Field | LineField): RawBuilder<unknown> =>
  isNumeric(field) ? sql`NULL::float8` : field.type === 'boolean' ? sql`NULL::boolean` : sql`NULL::text`;

/** How many categories a chart's answer holds: a trend's days (a year and more), a ranking's bars, a share's slices. */
const chartLimitOf = (chart: NonNullable<Report['chart']>): number =>
  chart.kind === 'trend' ? 400 : chart.kind === 'ranking' ? (chart.limit ?? 10) : 100;

/** A source of a report, resolved: its resource and set, and where its rows come from. */
type ResolvedSource = { at: ReportSource; resource: Resource; set: Resource };

/** A field of a source: a line field first (sources over lines), else a header field. */
const fieldIn = (
  report: Report,
  { at, resource }: ResolvedSource,
  name: string,
): { expression: RawBuilder<unknown>; field: Field | LineField } => {
  const lineField = at.overLines
    ? (resource.lineFields as Record<string, LineField> | undefined)?.[name]
    : undefined;
  if (lineField) return { expression: sql`l.${sql.ref(name)}`, field: lineField };
  const field = (resource.fields as Record<string, Field>)[name];
  if (!field) throw new Error(`report ${report.name}: unknown field ${name} of ${resource.name}`);
  return { expression: sql`h.${sql.ref(catalogueColumnOf(resource, name))}`, field };
};

/** A report column (group or measured field), typed after the main source's field (or the first that has it). */
type ReportColumn = { name: string; field: Field | LineField; measured: boolean };

/** The value a source gives a report column: read as sent, a measured number signed, NULL where it has none. */
const columnIn = (report: Report, source: ResolvedSource, column: ReportColumn): RawBuilder<unknown> => {
  const read = reportFieldSourceOf(source.at, column.name);
  if (!read) return nullOf(column.field);
  const { expression, field } = fieldIn(report, source, read.field);
  if (column.measured && isNumeric(field))
    return read.sign === -1 ? sql`-(${expression})::float8` : sql`(${expression})::float8`;
  return readColumn(expression, readerOf(field));
};

/**
 * The SQL aggregate of a measure over the report's rows `r`; in a balance report (isBalanceReport) only over the
 * rows of its period: `r.__before` says a row is dated before fromDate.
 */
const aggregateOf = (measure: Report['measures'][number], balance: boolean, closing = false) => {
  // A running measure sums its group's rows of the period (the balance is run over the groups); its total is the
  // closing balance.
  const declared = measure.period ?? 'within';
  const period = declared === 'running' ? (closing ? 'through' : 'within') : declared;
  const counted =
    !balance || period === 'through'
      ? undefined
      : period === 'before'
        ? sql`r.__before`
        : sql`NOT r.__before`;
  const read = measure.field ? sql`r.${sql.ref(measure.field)}` : counted ? sql`1` : undefined;
  const value = read && counted ? sql`CASE WHEN ${counted} THEN ${read} END` : read;
  switch (measure.aggregate) {
    case 'count':
      return value ? sql`count(${value})::int` : sql`count(*)::int`;
    case 'sum':
      return sql`coalesce(sum(${value}), 0)::float8`;
    case 'avg':
      return sql`avg(${value})::float8`;
    case 'min':
      return sql`min(${value})::float8`;
    case 'max':
      return sql`max(${value})::float8`;
    case 'ratio':
      throw new Error(`measure ${measure.as}: a ratio is of other measures (ratioOf)`);
  }
};

/** A ratio measure's SQL: 100 × its first measure ÷ its second, NULL where the second is 0. */
const ratioOf = (numerator: RawBuilder<unknown>, denominator: RawBuilder<unknown>) =>
  sql`(100 * (${numerator}) / nullif(${denominator}, 0))::float8`;

/** The schema of a group value as sent (days 'YYYY-MM-DD', money and numbers as numbers), null when empty. */
/** Rows a statement gave as a JSON array (PGlite answers json as text). */
const jsonOf = (json: unknown) =>
  (typeof json === 'string' ? JSON.parse(json) : (json ?? [])) as Record<string, unknown>[];

const groupValueSchema = (field: Field | LineField): z.ZodType => {
  if (field.type === 'lines') return z.unknown();
  if (field.type === 'enum' || field.type === 'email' || field.type === 'phone' || field.type === 'code')
    return z.string().nullable();
  return valueSchemaOf(field).nullable();
};

/**
 * The group fields that keep a name of another group field's lookup (ten_nvbh of ma_nvbh, ten_vt of ma_vt), each
 * with that code's field. A salesperson or a product renamed between two sales is still one row (under one of its
 * names, the greatest): the old name on the earlier vouchers does not split their figures.
 */
const namesByCode = (groups: readonly ReportColumn[], groupNames: readonly string[]): Map<string, string> =>
  new Map(
    groups.flatMap((g) => {
      const name = storedNameFieldOf(g.field);
      return name && name !== g.name && groupNames.includes(name) ? [[name, g.name] as const] : [];
    }),
  );

/**
 * A report of the catalogue (defineReport): the rows of each of its sources (a resource's rows, or its voucher lines
 * joined to their header) within fromDate/toDate on that source's date field and the request's branches, with the
 * source's fixed values (and, for a `posted` source, only the vouchers a ledger holds), read under the report's
 * field names (measured numbers with the source's sign) and put together with UNION ALL; then searched, grouped
 * and measured in SQL.
 * `GET /api/<path>?fromDate&toDate&searchKey&sortKey&sortType&pageIndex&pageSize` answers `{ items, total, totals }`
 * (total: the number of groups; totals: the measures over every matching row of every source).
 */
export const catalogueReportReader = (report: Report) => {
  const sources: ResolvedSource[] = report.sources.map((at) => {
    const resource = resourceNamed(at.source);
    if (!resource) throw new Error(`report ${report.name}: unknown source ${at.source}`);
    return { at, resource, set: resource };
  });
  const main = sources[0]!;
  const set = main.set;
  const { groups: groupNames, measured } = reportFieldsOf(report);
  const columnOf = (name: string, isMeasured: boolean): ReportColumn => {
    const source = sources.find((s) => reportFieldSourceOf(s.at, name));
    const read = source && reportFieldSourceOf(source.at, name);
    if (!source || !read) throw new Error(`report ${report.name}: no source gives ${name}`);
    return { name, field: fieldIn(report, source, read.field).field, measured: isMeasured };
  };
  const groups = groupNames.map((name) => columnOf(name, false));
  const columns = [...groups, ...measured.map((name) => columnOf(name, true))];
  const codeOfName = namesByCode(groups, groupNames);
  // A name kept beside its code is grouped under the code; rows without a code keep their names apart.
  const groupKeyOf = (g: ReportColumn) => {
    const code = codeOfName.get(g.name);
    return code
      ? sql`CASE WHEN coalesce(r.${sql.ref(code)}::text, '') = '' THEN r.${sql.ref(g.name)} END`
      : sql`r.${sql.ref(g.name)}`;
  };
  const groupValueOf = (g: ReportColumn) =>
    codeOfName.has(g.name) ? sql`max(r.${sql.ref(g.name)})` : sql`r.${sql.ref(g.name)}`;
  const balance = isBalanceReport(report);
  const aggregated = (m: Report['measures'][number]) => ({
    ...m,
    expression: aggregateOf(m, balance),
    total: aggregateOf(m, balance, true),
  });
  const measures = report.measures.map((m) => {
    if (m.aggregate !== 'ratio') return aggregated(m);
    const [a, b] = m.of!.map((as) => aggregated(report.measures.find((n) => n.as === as)!));
    return { ...m, expression: ratioOf(a!.expression, b!.expression), total: ratioOf(a!.total, b!.total) };
  });
  const sortable = [...report.groupBy, ...report.measures.map((m) => m.as)];
  const measureSchema = z.number().nullable();
  const itemSchema = z.object({
    ...Object.fromEntries(groups.map((g) => [g.name, groupValueSchema(g.field).describe(g.field.label.en)])),
    ...Object.fromEntries(measures.map((m) => [m.as, measureSchema.describe(m.label.en)])),
  });
  const totalsSchema = z.object(
    Object.fromEntries(measures.map((m) => [m.as, measureSchema.describe(m.label.en)])),
  );
  const chart = report.chart;
  const chartCategory = chart ? groups.find((g) => g.name === chart.category) : undefined;
  const chartMeasures = chart ? measures.filter((m) => chart.measures.includes(m.as)) : [];
  const chartSchema = z
    .object({
      items: z.array(
        z.object({
          category: (chartCategory ? groupValueSchema(chartCategory.field) : z.unknown()).describe(
            `The value of ${chart?.category ?? 'the category'}`,
          ),
          name: z
            .string()
            .nullable()
            .describe(`The category's name (${chart?.name ?? 'none'})`),
          ...Object.fromEntries(chartMeasures.map((m) => [m.as, measureSchema.describe(m.label.en)])),
        }),
      ),
    })
    .describe(
      chart
        ? `The ${chart.kind} chart: ${chart.measures.join(', ')} per ${chart.category} over every row of the period${
            chart.kind === 'trend' ? ', in order' : `, largest first (at most ${chartLimitOf(chart)})`
          }`
        : 'No chart',
    );
  const querySchema = z.object({
    ...tablePagingQuery,
    ...tableSortQuery,
    ...tableSearchQuery,
    ...tableDateRangeQuery,
    ...(chart
      ? {
          chart: z
            .enum(['0', '1'])
            .optional()
            .describe('1: the answer also holds the chart, computed over every row (not the page)'),
        }
      : {}),
  });
  const fixedOf = (source: ResolvedSource) =>
    Object.entries(source.at.fixedFilters as Record<string, unknown>).map(([name, value]) => ({
      expression: fieldIn(report, source, name).expression,
      value,
    }));
  const fixed = sources.map(fixedOf);
  // A source of posted vouchers only: those a ledger holds entries of.
  const postedOnly = sources.map(({ at }) => {
    if (!at.posted) return undefined;
    const tables = postingLedgerTablesOf(at.source);
    if (tables.length === 0) throw new Error(`report ${report.name}: ${at.source} posts to no ledger`);
    return sql`(${sql.join(
      tables.map(
        (table) => sql`EXISTS (SELECT 1 FROM ${sql.table(table)} x
          WHERE x.tenant_id = h.tenant_id AND x.source = ${at.source} AND x.source_id = h._id)`,
      ),
      sql` OR `,
    )})`;
  });
  const describeSource = ({ at, resource }: ResolvedSource) =>
    `${resource.path}${at.overLines ? ' (lines joined to the header)' : ''}${at.posted ? ' (posted vouchers only)' : ''} on ${resource.dateField ?? 'no date'}${
      at.sign === -1 ? ', measured values negated' : ''
    }`;

  /**
   * The report's answer to a query (checked: dates, sort) for a tenant and the branches each source is read in:
   * what the route answers, run on any connection (the bench runs it directly, without HTTP).
   */
  const read = async (
    db: Kysely<unknown>,
    scope: {
      tenantId: string;
      branchesOf: (set: Resource) => readonly string[] | undefined;
      locale?: string;
    },
    query: z.infer<typeof querySchema>,
  ): Promise<{
    items: Record<string, unknown>[];
    total: number;
    totals: Record<string, number | null>;
    chart?: { items: Record<string, unknown>[] };
  }> => {
    const tenantId = scope.tenantId;
    const problem = dateRangeProblem(query);
    if (problem) throw new ApiError(400, problem);
    const sort = query.sortKey
      ? [{ field: query.sortKey, desc: query.sortType === 'desc' }]
      : report.defaultSort.map((s) => ({ field: s.replace(/^-/, ''), desc: s.startsWith('-') }));
    for (const { field } of sort)
      if (!sortable.includes(field)) throw new ApiError(400, 'SORT_FIELD_UNKNOWN', { field });
    const rowsOf = (source: ResolvedSource, index: number) => {
      const { at, resource } = source;
      const conditions: RawBuilder<unknown>[] = [sql`h.tenant_id = ${tenantId}`];
      const branches = scope.branchesOf(source.set);
      if (branches) conditions.push(sql`h.ma_dvcs IN (${sql.join([...branches, ''])})`);
      // A balance report reads every row up to toDate and marks those before fromDate (its opening balance).
      let before = sql`false`;
      if (resource.dateField) {
        const day = sql`h.${sql.ref(catalogueColumnOf(resource, resource.dateField))}`;
        if (query.fromDate && balance) before = sql`${day} < ${query.fromDate}::date`;
        else if (query.fromDate) conditions.push(sql`${day} >= ${query.fromDate}::date`);
        if (query.toDate) conditions.push(sql`${day} < ${query.toDate}::date + 1`);
      }
      for (const f of fixed[index]!) conditions.push(sql`${f.expression} = ${f.value}`);
      for (const name of report.withValue)
        conditions.push(sql`coalesce(${fieldIn(report, source, name).expression}::text, '') <> ''`);
      const posted = postedOnly[index];
      if (posted) conditions.push(posted);
      const from = at.overLines
        ? sql`${sql.table(linesTableOf(resource))} l JOIN ${sql.table(resource.table)} h ON h._id = l.header_id`
        : sql`${sql.table(resource.table)} h`;
      return sql`SELECT ${sql.join([
        ...columns.map((c) => sql`${columnIn(report, source, c)} AS ${sql.ref(c.name)}`),
        ...(balance ? [sql`${before} AS __before`] : []),
      ])} FROM ${from} WHERE ${sql.join(conditions, sql` AND `)}`;
    };
    const rows = sql.join(sources.map(rowsOf), sql` UNION ALL `);
    const search: RawBuilder<unknown>[] = [];
    if (query.searchKey) {
      const haystack = sql`lower(f_unaccent(concat_ws(' ', ${sql.join(groups.map((g) => sql`r.${sql.ref(g.name)}::text`))})))`;
      const needle = query.searchKey.replace(/[\\%_]/g, (c) => `\\${c}`);
      search.push(sql`${haystack} LIKE '%' || lower(f_unaccent(${needle})) || '%'`);
    }
    const where = search.length ? sql`WHERE ${sql.join(search, sql` AND `)}` : sql``;
    const groupBy = sql.join(groups.map(groupKeyOf));
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const order = sql.join([
      ...sort.map(({ field, desc }) => sql`${sql.ref(field)} ${sql.raw(desc ? 'DESC NULLS LAST' : 'ASC')}`),
      ...groups.map((g) => sql`${sql.ref(g.name)}`),
    ]);
    const chartAsked = Boolean(chart && chartCategory && (query as { chart?: string }).chart === '1');
    /**
     * The chart's rows over the report's rows `r` (in a WITH of the caller's): its measures per category, a trend
     * in date order, a ranking or share largest first, at most chartLimitOf. `__chart` is them as a JSON array.
     */
    const chartRows = () => {
      const c = chart!;
      const category = sql`r.${sql.ref(chartCategory!.name)}`;
      // A trend runs over the period's days: an opening balance's rows (before fromDate) are no day of it.
      const conditions = [...search, ...(balance && c.kind === 'trend' ? [sql`NOT r.__before`] : [])];
      const first = chartMeasures[0]!;
      const order =
        c.kind === 'trend' ? sql`c.category` : sql`c.${sql.ref(first.as)} DESC NULLS LAST, c.category`;
      return sql`(SELECT coalesce(json_agg(c ORDER BY ${order}), '[]'::json) FROM (
        SELECT ${sql.join([
          sql`${category} AS category`,
          c.name ? sql`max(r.${sql.ref(c.name)}::text) AS name` : sql`NULL::text AS name`,
          ...chartMeasures.map((m) => sql`${m.expression} AS ${sql.ref(m.as)}`),
        ])}
        FROM r ${conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``}
        GROUP BY ${category}
        ORDER BY ${c.kind === 'trend' ? sql`1` : sql`${sql.ref(first.as)} DESC NULLS LAST, 1`}
        LIMIT ${chartLimitOf(c)}) c)`;
    };
    const chartOf = (json: unknown) => ({ items: jsonOf(json) });
    if (report.running) {
      const { extras, ...running } = await runningAnswer(
        db,
        {
          report: { ...report, running: report.running },
          rows,
          groups: groups.map((g) => g.name),
          measures,
          where,
          order: sort,
          fromDate: query.fromDate,
          label: report.running.label.title[scope.locale === 'en' ? 'en' : 'vi'],
          dateField: main.resource.dateField,
          pageIndex: query.pageIndex ?? 0,
          pageSize,
        },
        chartAsked ? { __chart: chartRows() } : undefined,
      );
      return chartAsked ? { ...running, chart: chartOf(extras.__chart) } : running;
    }
    // One statement: the report's rows are read once (a WITH referenced more than once is computed once), and so
    // are its groups, for the page and their count; the totals and the chart come from the same rows.
    const answer = await sql<Record<string, unknown>>`
      WITH r AS (${rows}),
      g AS (SELECT ${sql.join([
        ...groups.map((g) => sql`${groupValueOf(g)} AS ${sql.ref(g.name)}`),
        ...measures.map((m) => sql`${m.expression} AS ${sql.ref(m.as)}`),
      ])}
        FROM r ${where} GROUP BY ${groupBy})
      SELECT ${sql.join([
        sql`(SELECT coalesce(json_agg(p ORDER BY ${order}), '[]'::json) FROM (
          SELECT * FROM g ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(query.pageIndex ?? 0) * pageSize}) p) AS __items`,
        sql`(SELECT count(*)::int FROM g) AS __groups`,
        ...(chartAsked ? [sql`${chartRows()} AS __chart`] : []),
        ...measures.map((m) => sql`${m.total} AS ${sql.ref(m.as)}`),
      ])}
      FROM r ${where}`.execute(db);
    const { __items, __groups, __chart, ...totals } = answer.rows[0] ?? {};
    const chartItems = chartAsked ? chartOf(__chart) : undefined;
    return {
      items: jsonOf(__items),
      total: Number(__groups ?? 0),
      totals: totals as Record<string, number | null>,
      ...(chartItems ? { chart: chartItems } : {}),
    };
  };
  return { read, querySchema, itemSchema, totalsSchema, chartSchema, sources, main, set, describeSource };
};

export const registerCatalogueReport = (app: FastifyInstance, deps: AppDeps, report: Report): void => {
  const { read, querySchema, itemSchema, totalsSchema, chartSchema, sources, set, describeSource } =
    catalogueReportReader(report);
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api/${report.path}`,
    {
      config: readConfig(set),
      schema: {
        tags: [tagOf({ ...set, path: report.path })],
        summary: `${report.title.en} (GET ${report.path})`,
        description: `Needs the read right on menu '${report.menuId}'. Rows of ${sources
          .map(describeSource)
          .join(
            '; plus ',
          )}, between fromDate and toDate (inclusive) in the request's branches, grouped by ${report.groupBy.join(
          ', ',
        )}${report.withValue.length ? ` (only rows with a value of ${report.withValue.join(', ')})` : ''}: ${report.measures.map((m) => `${m.of ? `100 * ${m.of[0]} / ${m.of[1]}` : `${m.aggregate}(${m.field ?? '*'})`}${m.period === 'before' ? ' before fromDate' : m.period === 'through' ? ' up to toDate' : ''} as ${m.as}`).join(', ')}. searchKey searches the group values ignoring accents; sortKey is a group field or a measure (default ${report.defaultSort.join(',')}); total counts the groups, totals are the measures over every row.`,
        security: bearerSecurity,
        headers: signedInHeaders,
        querystring: querySchema,
        response: {
          200: z.object({
            items: z.array(itemSchema),
            total: z.number().int(),
            totals: totalsSchema,
            ...(report.chart ? { chart: chartSchema.optional() } : {}),
          }),
        },
      },
    },
    async (request) => {
      await requireRight(deps, request, report.menuId, 'read');
      return read(
        deps.db as Kysely<unknown>,
        {
          tenantId: tenantOf(request).id,
          branchesOf: (source) => branchesOf(request, source),
          locale: request.ctx.locale,
        },
        request.query,
      );
    },
  );
};
