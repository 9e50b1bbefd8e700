import { errorMessage } from '@sen/domain';
import {
  lookupsOf,
  lookupTargetNamed,
  resourceNamed,
  type Lookup,
  type Resource,
} from '@sen/domain/resources';
import { sql } from 'kysely';
import { ApiError } from '../../http/api-error.js';
import { columnOf } from './set-query.js';
import type { WriteContext } from './set-writes.js';

/**
 * Integrity on write: every lookup value a catalogue row stores (header and voucher lines) names a row of the
 * tenant's target (a bill's customer, its lines' products and units), else 400 LOOKUP_NOT_FOUND naming each field
 * (`/ma_kh`, `/chi_tiet/3/ma_vt`) and nothing is written. The lookups are the catalogue's references read forwards
 * (`lookupsOf`, packages/domain/src/resources/references.ts), so what a write must find is what a delete keeps:
 *
 * - the stored value is the target's `valueField` (by default its first key field other than the branch);
 * - other key fields of the target that the row (or the same line) carries must match too (a call log's task of its
 *   own branch, a receipt line's batch of its own product); one the row leaves empty is not compared;
 * - always within the tenant; an empty value (null, '') needs nothing;
 * - a narrowed lookup (`narrowBy`: a bill's card is its customer's) must also match the row's field it names when
 *   the row holds one, else 400 LOOKUP_NOT_MATCHING ('Thẻ trả trước THE002 không thuộc Khách hàng KH0001');
 * - a lookup with an alternative target (`orResource`: a retail line's goods or service) needs the value in one
 *   of them.
 *
 * One statement per write whatever the number of lines: per lookup the distinct values go in one `= ANY(...)`, the
 * lookups' parts joined by UNION ALL, each reading the target's (tenant_id, code) index.
 */

type Values = Record<string, unknown>;

/**
 * One value the write needs, where it is (for the message), the other key fields it must match (`also`) and the
 * values its narrowing asks of the target (`narrow`, in `narrowBy` order; undefined when the row leaves one empty).
 */
type Wanted = {
  part: number;
  value: string;
  also: (string | undefined)[];
  narrow: (string | undefined)[];
  path: string;
};

/** A target row found for a value: its other key fields and narrowing fields, as text. */
type Found = { also: (string | null)[]; narrow: (string | null)[] };

/** The most problems one answer lists (a voucher of 500 unknown products says the first ones). */
const MAX_DETAILS = 50;

const held = (value: unknown): value is string | number =>
  (typeof value === 'string' && value !== '') || typeof value === 'number';

/** The resource a lookup's target names (`taxs` is the start-up resource 'taxes'). */
const targetSetOf = (name: string): Resource | undefined => {
  const target = lookupTargetNamed(name);
  return target ? resourceNamed(target.name) : undefined;
};

/** The values of a record (header or line) each lookup on it needs. */
const wantedOf = (
  lookups: readonly Lookup[],
  part: (l: Lookup) => number,
  row: Values,
  at: string,
  header: Values = row,
) =>
  lookups.flatMap((lookup): Wanted[] => {
    const value = row[lookup.field];
    if (!held(value)) return [];
    const text = (name: string) => (held(row[name]) ? String(row[name]) : undefined);
    const also = lookup.alsoMatch.map(text);
    // A line's lookup may be narrowed by a field of its line or, failing that, of the header (its customer).
    const narrow = Object.values(lookup.narrowBy).map((name) =>
      held(row[name]) ? String(row[name]) : held(header[name]) ? String(header[name]) : undefined,
    );
    return [{ part: part(lookup), value: String(value), also, narrow, path: `${at}/${lookup.field}` }];
  });

const textArray = (target: Resource, names: readonly string[]) =>
  sql`ARRAY[${sql.join(
    names.length > 0 ? names.map((name) => sql`${sql.ref(columnOf(target, name))}::text`) : [sql`NULL`],
  )}]::text[]`;

/** `SELECT part, value, [other key fields]` of the target rows holding any of the values. */
const partSql = (index: number, lookup: Lookup, tenantId: string, values: readonly string[]) => {
  const target = targetSetOf(lookup.target)!;
  const column = sql.ref(columnOf(target, lookup.targetField));
  return sql`SELECT ${sql.lit(index)}::int AS part, ${column}::text AS value,
      ${textArray(target, lookup.alsoMatch)} AS also, ${textArray(target, Object.keys(lookup.narrowBy))} AS narrow
    FROM ${sql.table(target.table)}
    WHERE tenant_id = ${tenantId} AND ${column} = ANY(${[...values]}::text[])`;
};

/**
 * Refuses (400 LOOKUP_NOT_FOUND, nothing written) a header and lines holding a lookup value the tenant has no row
 * of. Call with the record as it is about to be stored.
 */
export const guardLookups = async (
  ctx: WriteContext,
  resource: Resource,
  record: Values,
  lines: readonly Values[] = [],
): Promise<void> => {
  const lookups = lookupsOf(resource);
  if (lookups.length === 0) return;
  const part = (lookup: Lookup) => lookups.indexOf(lookup);
  const header = lookups.filter((lookup) => !lookup.lines);
  const onLines = lookups.filter((lookup) => lookup.lines);
  const wanted = [
    ...wantedOf(header, part, record, ''),
    ...lines.flatMap((line, index) =>
      wantedOf(onLines, part, line, `/${resource.linesField}/${index}`, record),
    ),
  ];
  if (wanted.length === 0) return;

  const valuesByPart = new Map<number, Set<string>>();
  for (const { part: p, value } of wanted) valuesByPart.set(p, (valuesByPart.get(p) ?? new Set()).add(value));
  const parts = [...valuesByPart].map(([p, values]) =>
    partSql(p, lookups[p]!, ctx.scope.tenantId, [...values]),
  );
  const rows = (
    await sql<{ part: number; value: string } & Found>`${sql.join(parts, sql` UNION ALL `)}`.execute(ctx.trx)
  ).rows;
  const found = new Map<string, Found[]>();
  for (const row of rows) {
    const key = `${row.part}\u0000${row.value}`;
    const list = found.get(key) ?? [];
    list.push(row);
    found.set(key, list);
  }
  const matches = (wantedValues: (string | undefined)[], stored: (string | null)[]) =>
    wantedValues.every((wantedValue, i) => wantedValue === undefined || stored[i] === wantedValue);
  const rowsOf = ({ part: p, value, also }: Wanted) =>
    (found.get(`${p}\u0000${value}`) ?? []).filter((stored) => matches(also, stored.also));
  // A value is missing when no target of its field has it (a field with an alternative has one wanted per target).
  const foundAt = new Set(wanted.filter((item) => rowsOf(item).length > 0).map((item) => item.path));
  const missing = wanted.filter(
    (item, index) =>
      !foundAt.has(item.path) && wanted.findIndex((other) => other.path === item.path) === index,
  );
  const locale = ctx.request.ctx?.locale ?? 'vi';
  const paramsOf = (item: Wanted) => ({ field: lookups[item.part]!.label[locale], value: item.value });
  if (missing.length === 0) {
    guardNarrowed(locale, resource, lookups, wanted, rowsOf, paramsOf);
    return;
  }
  throw new ApiError(
    400,
    'LOOKUP_NOT_FOUND',
    paramsOf(missing[0]!),
    missing.slice(0, MAX_DETAILS).map((item) => ({
      in: 'body',
      path: item.path,
      message: errorMessage('LOOKUP_NOT_FOUND', locale, paramsOf(item)),
    })),
  );
};

/** Refuses (400 LOOKUP_NOT_MATCHING) the first value whose target row is someone else's (a card of another customer). */
const guardNarrowed = (
  locale: 'vi' | 'en',
  resource: Resource,
  lookups: readonly Lookup[],
  wanted: readonly Wanted[],
  rowsOf: (item: Wanted) => Found[],
  paramsOf: (item: Wanted) => { field: string; value: string },
) => {
  for (const item of wanted) {
    const narrowBy = Object.values(lookups[item.part]!.narrowBy);
    if (narrowBy.length === 0 || item.narrow.every((value) => value === undefined)) continue;
    const stored = rowsOf(item);
    // The other target of the field holds it.
    if (stored.length === 0) continue;
    if (stored.some((row) => item.narrow.every((value, i) => value === undefined || row.narrow[i] === value)))
      continue;
    const at = item.narrow.findIndex((value, i) => value !== undefined && stored[0]!.narrow[i] !== value);
    const own = narrowBy[at]!;
    const params = {
      ...paramsOf(item),
      by: (resource.lineFields?.[own] ?? resource.fields[own])?.label[locale] ?? own,
      byValue: item.narrow[at]!,
    };
    throw new ApiError(400, 'LOOKUP_NOT_MATCHING', params, [
      { in: 'body', path: item.path, message: errorMessage('LOOKUP_NOT_MATCHING', locale, params) },
    ]);
  }
};
