import {
  dateRangeProblem,
  DEFAULT_PAGE_SIZE,
  tableDateRangeQuery,
  tablePagingQuery,
  tableSearchQuery,
  tableSortQuery,
} from '@sen/domain';
import {
  resourceNamed,
  valueSchemaOf,
  type Field,
  type LineField,
  type Report,
  type Resource,
} from '@sen/domain/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type RawBuilder } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { catalogueColumnOf, linesTableOf } from '../../db/catalogue-schema.js';
import { ApiError } from '../../http/api-error.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { tenantOf } from '../../http/context-access.js';
import { setOfResource, type ColumnReader } from './catalogue-storage.js';
import { requireRight, branchesOf } from './set-access.js';
import { readColumn } from './set-query.js';
import { readConfig, tagOf } from './set-scope.js';

/** Where a field of a report is read: the header (h) or, for reports over lines, the line (l). */
type Source = { expression: RawBuilder<unknown>; field: Field | LineField; reader: ColumnReader };

const readerOf = (field: Field | LineField): ColumnReader =>
  field.type === 'date' ? 'date' : field.type === 'money' ? 'number' : 'plain';

/** Resolves a field name of the report: a line field first (reports over lines), else a header field. */
const sourceOf = (report: Report, resource: Resource, name: string): Source => {
  const lineField = report.overLines
    ? (resource.lineFields as Record<string, LineField> | undefined)?.[name]
    : undefined;
  if (lineField)
    return { expression: sql`l.${sql.ref(name)}`, field: lineField, reader: readerOf(lineField) };
  const field = (resource.fields as Record<string, Field>)[name];
  if (!field) throw new Error(`report ${report.name}: unknown field ${name}`);
  return {
    expression: sql`h.${sql.ref(catalogueColumnOf(resource, name))}`,
    field,
    reader: readerOf(field),
  };
};

const aggregateOf = (report: Report, resource: Resource, measure: Report['measures'][number]) => {
  const value = measure.field ? sourceOf(report, resource, measure.field).expression : undefined;
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
  }
};

/** The schema of a group value as sent (days 'YYYY-MM-DD', money and numbers as numbers), null when empty. */
const groupValueSchema = (field: Field | LineField): z.ZodType => {
  if (field.type === 'lines') return z.unknown();
  if (field.type === 'enum' || field.type === 'email' || field.type === 'phone' || field.type === 'code')
    return z.string().nullable();
  return valueSchemaOf(field).nullable();
};

/**
 * A report of the catalogue (defineReport): the source resource's rows (or its voucher lines joined to their
 * header) within fromDate/toDate on its date field and the request's branches, with the fixed values, grouped
 * and measured in SQL. `GET /api/<path>?fromDate&toDate&searchKey&sortKey&sortType&pageIndex&pageSize` answers
 * `{ items, total, totals }` (total: the number of groups; totals: the measures over every matching row).
 */
export const registerCatalogueReport = (app: FastifyInstance, deps: AppDeps, report: Report): void => {
  const resource = resourceNamed(report.source);
  if (!resource) throw new Error(`report ${report.name}: unknown source ${report.source}`);
  const set = setOfResource(resource);
  const groups = report.groupBy.map((name) => ({ name, ...sourceOf(report, resource, name) }));
  const measures = report.measures.map((m) => ({ ...m, expression: aggregateOf(report, resource, m) }));
  const sortable = [...report.groupBy, ...report.measures.map((m) => m.as)];
  const measureSchema = z.number().nullable();
  const itemSchema = z.object({
    ...Object.fromEntries(groups.map((g) => [g.name, groupValueSchema(g.field).describe(g.field.label.en)])),
    ...Object.fromEntries(measures.map((m) => [m.as, measureSchema.describe(m.label.en)])),
  });
  const totalsSchema = z.object(
    Object.fromEntries(measures.map((m) => [m.as, measureSchema.describe(m.label.en)])),
  );
  const querySchema = z.object({
    ...tablePagingQuery,
    ...tableSortQuery,
    ...tableSearchQuery,
    ...tableDateRangeQuery,
  });
  const dateField = resource.dateField;
  const fixed = Object.entries(report.fixedFilters as Record<string, unknown>).map(([name, value]) => ({
    ...sourceOf(report, resource, name),
    value,
  }));

  app.withTypeProvider<ZodTypeProvider>().get(
    `/api/${report.path}`,
    {
      config: readConfig(set),
      schema: {
        tags: [tagOf({ ...set, path: report.path })],
        summary: `${report.title.en} (GET ${report.path})`,
        description: `Needs the read right on menu '${report.menuId}'. Rows of ${resource.path}${
          report.overLines ? ' (their lines, joined to the header)' : ''
        } between fromDate and toDate (${dateField}, inclusive) in the request's branches, grouped by ${report.groupBy.join(
          ', ',
        )}: ${report.measures.map((m) => `${m.aggregate}(${m.field ?? '*'}) as ${m.as}`).join(', ')}. searchKey searches the group values ignoring accents; sortKey is a group field or a measure (default ${report.defaultSort.join(',')}); total counts the groups, totals are the measures over every row.`,
        security: bearerSecurity,
        headers: signedInHeaders,
        querystring: querySchema,
        response: {
          200: z.object({ items: z.array(itemSchema), total: z.number().int(), totals: totalsSchema }),
        },
      },
    },
    async (request) => {
      await requireRight(deps, request, report.menuId, 'read');
      const query = request.query;
      const problem = dateRangeProblem(query);
      if (problem) throw new ApiError(400, problem);
      const sort = query.sortKey
        ? [{ field: query.sortKey, desc: query.sortType === 'desc' }]
        : report.defaultSort.map((s) => ({ field: s.replace(/^-/, ''), desc: s.startsWith('-') }));
      for (const { field } of sort)
        if (!sortable.includes(field)) throw new ApiError(400, 'SORT_FIELD_UNKNOWN', { field });

      const conditions: RawBuilder<unknown>[] = [sql`h.tenant_id = ${tenantOf(request).id}`];
      const branches = branchesOf(request, set);
      if (branches) conditions.push(sql`h.ma_dvcs IN (${sql.join([...branches, ''])})`);
      if (dateField) {
        const day = sql`h.${sql.ref(catalogueColumnOf(resource, dateField))}`;
        if (query.fromDate) conditions.push(sql`${day} >= ${query.fromDate}::date`);
        if (query.toDate) conditions.push(sql`${day} < ${query.toDate}::date + 1`);
      }
      for (const f of fixed) conditions.push(sql`${f.expression} = ${f.value}`);
      if (query.searchKey) {
        const haystack = sql`lower(f_unaccent(concat_ws(' ', ${sql.join(groups.map((g) => sql`${g.expression}::text`))})))`;
        const needle = query.searchKey.replace(/[\\%_]/g, (c) => `\\${c}`);
        conditions.push(sql`${haystack} LIKE '%' || lower(f_unaccent(${needle})) || '%'`);
      }
      const from = report.overLines
        ? sql`${sql.table(linesTableOf(resource))} l JOIN ${sql.table(resource.table)} h ON h._id = l.header_id`
        : sql`${sql.table(resource.table)} h`;
      const where = sql.join(conditions, sql` AND `);
      const groupBy = sql.join(groups.map((g) => g.expression));
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const order = sql.join([
        ...sort.map(({ field, desc }) => sql`${sql.ref(field)} ${sql.raw(desc ? 'DESC NULLS LAST' : 'ASC')}`),
        ...groups.map((g) => sql`${sql.ref(g.name)}`),
      ]);
      const items = await sql<Record<string, unknown>>`
        SELECT ${sql.join([
          ...groups.map((g) => sql`${readColumn(g.expression, g.reader)} AS ${sql.ref(g.name)}`),
          ...measures.map((m) => sql`${m.expression} AS ${sql.ref(m.as)}`),
        ])}
        FROM ${from} WHERE ${where} GROUP BY ${groupBy}
        ORDER BY ${order}
        LIMIT ${pageSize} OFFSET ${(query.pageIndex ?? 0) * pageSize}`.execute(deps.db);
      const summary = await sql<Record<string, unknown>>`
        SELECT ${sql.join([
          sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${from} WHERE ${where} GROUP BY ${groupBy}) g) AS __groups`,
          ...measures.map((m) => sql`${m.expression} AS ${sql.ref(m.as)}`),
        ])}
        FROM ${from} WHERE ${where}`.execute(deps.db);
      const { __groups, ...totals } = summary.rows[0] ?? {};
      return {
        items: items.rows,
        total: Number(__groups ?? 0),
        totals: totals as Record<string, number | null>,
      };
    },
  );
};
