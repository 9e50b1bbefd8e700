import { z } from 'zod';
import type { ErrorCode } from '../i18n/errors.js';
import {
  dateField,
  tableDateRangeQuery,
  tablePagingQuery,
  tableSearchQuery,
  tableSortQuery,
} from './list-query.js';

/*
 * The wire schemas of a resource (defineResource): its row, create/replace and patch bodies, list, find and lookup
 * queries, derived from its record (the zod object of its editable fields).
 */

/**
 * Extra routes a resource may have besides list/get/create/replace/patch/delete:
 * - find: `GET {path}/find?field=value&...` every row whose fields equal the given values (no paging);
 * - upsert: `POST {path}/upsert` create, or replace the row with the same natural key;
 * - bulk: `PUT {path}` with a list of records: each is upserted by natural key, all or nothing;
 * - lookup: `GET {path}/lookup?q=&limit=` the first rows matching a search (pickers, autocomplete);
 * - search: `GET {path}/search?q=&limit=` the same as lookup under the name the apps use for warehouses;
 * - byName: `GET|PUT {path}/name/{name}?group=` one config entry by name (group needed only when ambiguous);
 * - updateMany: `PATCH {path}` with `{ items: [{ name, group?, value }] }`: new values of existing entries.
 */
export type ResourceExtra = 'find' | 'upsert' | 'bulk' | 'lookup' | 'search' | 'byName' | 'updateMany';

/**
 * Who may read a resource:
 * - menu: admins and users with the read (or edit) right on its menu id (the default);
 * - staff: every signed-in staff user (lists the apps read at start-up);
 * - anyone: also before sign-in and client-portal customers (configs, dictionaries).
 * Writes always need the add/edit/del right on the menu id (admins may do all).
 */
export type ReadAccess = 'menu' | 'staff' | 'anyone';

/**
 * How rows are tied to branches (field ma_dvcs):
 * - none: tenant-wide rows;
 * - selected: rows of the branches of the Branchs header (or every branch the user may use when none is sent);
 *   a row of another branch is 404 and cannot be created or moved there (403 BRANCH_FORBIDDEN).
 */
export type BranchScope = 'none' | 'selected';

/** A problem found by a resource's own cross-field check (the engine answers 400 with the code). */
export type RecordProblem = { code: ErrorCode; field: string };

/** The kind of a zod field once optional/nullable/default wrappers are removed. */
export const baseKindOf = (schema: z.ZodType): string => {
  let current = schema as z.ZodType & { _zod: { def: { type: string; innerType?: z.ZodType } } };
  while (current._zod.def.innerType) current = current._zod.def.innerType as typeof current;
  return current._zod.def.type;
};

/** The field without its default (a patch leaves absent fields unchanged). */
const withoutDefault = (schema: z.ZodType): z.ZodType => {
  const def = (schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType } } })._zod.def;
  return def.type === 'default' && def.innerType ? def.innerType : schema;
};

/** The field without its optional wrapper (a row's nullable columns are always sent, null included). */
const withoutOptional = (schema: z.ZodType): z.ZodType => {
  const def = (schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType } } })._zod.def;
  return def.type === 'optional' && def.innerType ? def.innerType : schema;
};

/** The record's shape with its optional fields made required (they stay nullable). */
type PresentShape<S extends z.ZodRawShape> = {
  [K in keyof S]: S[K] extends z.ZodOptional<infer Inner> ? Inner : S[K];
};

/** The most values one list filter may name (`trang_thai=0,1,2`). */
export const MAX_FILTER_VALUES = 100;

const filterText = z.string().trim().min(1).max(200);

/**
 * A list filter on a text field: an exact value, or several joined by commas (the API's way of sending a list,
 * spec section 7), any of which a row may have (the open statuses of a to-do list: `trang_thai=0,1,2`). One value
 * is read as a string, several as an array of distinct values.
 */
const anyOf = (value: z.ZodType<string, string>) =>
  z
    .string()
    .max(MAX_FILTER_VALUES * 201)
    .transform((text) => [...new Set(text.split(',').map((item) => item.trim()))].filter(Boolean))
    .pipe(z.array(value).min(1).max(MAX_FILTER_VALUES))
    .transform((values) => (values.length === 1 ? values[0]! : values));
const anyOfText = anyOf(filterText);
/** The same for a day field: each value a day 'YYYY-MM-DD' that exists. */
const anyOfDays = anyOf(dateField());

/** The field's own schema inside its optional, nullable and default wrappers. */
const innerSchemaOf = (schema: z.ZodType): z.ZodType => {
  let current = schema as z.ZodType & { _zod: { def: { innerType?: z.ZodType } } };
  while (current._zod.def.innerType) current = current._zod.def.innerType as typeof current;
  return current;
};

/** The largest magnitude a number filter takes when its field declares no bound. */
const NUMBER_FILTER_LIMIT = 1_000_000_000_000_000;

/** A number filter ('12' in the query string): within the field's own bounds, whole when the field is. */
const numberFilter = (field: z.ZodType) => {
  const inner = innerSchemaOf(field) as z.ZodNumber;
  const bound = (value: number | null, fallback: number) =>
    value !== null && Number.isFinite(value) ? value : fallback;
  const schema = z.coerce
    .number()
    .min(bound(inner.minValue, -NUMBER_FILTER_LIMIT))
    .max(bound(inner.maxValue, NUMBER_FILTER_LIMIT));
  return inner.isInt ? schema.int() : schema;
};

/**
 * A query-string parameter filtering on the field: its exact value, or (`several`, text and day fields) one of
 * several. A day field's values must be days that exist (2026-02-30 is 400, not a database error).
 */
const filterParam = (field: z.ZodType, name: string, several: boolean, day: boolean) => {
  const kind = baseKindOf(field);
  if (kind === 'number') return numberFilter(field).optional().describe(`Exact value of ${name}`);
  if (kind === 'boolean') return z.stringbool().optional().describe(`Exact value of ${name}`);
  if (!several) return (day ? dateField() : filterText).optional().describe(`Exact value of ${name}`);
  return (day ? anyOfDays : anyOfText)
    .optional()
    .describe(
      `Exact value of ${name}, or several joined by commas (any of them, at most ${MAX_FILTER_VALUES})`,
    );
};

const filterQuery = <S extends z.ZodRawShape>(
  record: z.ZodObject<S>,
  fields: readonly string[],
  several: boolean,
  dayFields: readonly string[],
) =>
  Object.fromEntries(
    fields.map((f) => [f, filterParam(record.shape[f] as z.ZodType, f, several, dayFields.includes(f))]),
  ) as Record<string, z.ZodOptional<z.ZodType>>;

/** The route paths of a resource's extras (relative to /api). */
export const extraPaths = (path: string) => ({
  find: `${path}/find`,
  upsert: `${path}/upsert`,
  bulk: path,
  lookup: `${path}/lookup`,
  search: `${path}/search`,
  byName: `${path}/name/{name}`,
  updateMany: path,
});

/** What the wire schemas are derived from (defineResource gives it). */
export type WireSchemaSource<S extends z.ZodRawShape> = {
  /** The editable fields of a row (snake_case), without `_id`. Optional fields are nullable. */
  record: z.ZodObject<S>;
  branchScope: BranchScope;
  /** Fields usable as exact-match list filters. */
  filterFields: readonly string[];
  /** The day field `fromDate` / `toDate` of the list filter on (inclusive); without it the list takes neither. */
  dateRangeField?: string;
  /** Day fields ('YYYY-MM-DD'): their filters take days that exist. */
  dateFields: readonly string[];
  /**
   * Filters of the list that are no column of its rows (`derivedFilters` of the declaration), each one value of
   * its field's kind and what it means (the server answers it by a condition of its own).
   */
  derivedFilters?: Readonly<Record<string, { schema: z.ZodType; day: boolean; meaning: string }>>;
};

/** The wire schemas of a resource: row, create/replace input, patch, list query and list, find and lookup queries. */
export const wireSchemasOf = <S extends z.ZodRawShape>(source: WireSchemaSource<S>) => {
  const { record, branchScope, filterFields, dateFields } = source;
  /** A row as the server sends it: every column is there, an optional field of the record as null when empty. */
  const rowSchema = z
    .object(
      Object.fromEntries(
        Object.entries(record.shape).map(([field, schema]) => [field, withoutOptional(schema as z.ZodType)]),
      ) as unknown as PresentShape<S>,
    )
    .extend({ _id: z.uuid().describe('Row id (uuid)') });
  /** Create/replace body: the record; ma_dvcs may be left out when exactly one branch is selected. */
  const inputSchema =
    branchScope === 'selected'
      ? record.extend({
          ma_dvcs: (record.shape.ma_dvcs as unknown as z.ZodString)
            .optional()
            .describe('Branch; may be left out when exactly one branch is selected (Branchs header)'),
        })
      : record;
  const patchSchema = z.object(
    Object.fromEntries(
      Object.entries(record.shape).map(([field, schema]) => [
        field,
        withoutDefault(schema as z.ZodType).optional(),
      ]),
    ),
  ) as unknown as ReturnType<z.ZodObject<S>['partial']>;
  /** The data table's state (pageIndex, pageSize, sortKey, sortType, searchKey, fromDate/toDate) and filters. */
  const listQuerySchema = z.object({
    ...tablePagingQuery,
    ...tableSortQuery,
    ...tableSearchQuery,
    ...(source.dateRangeField ? tableDateRangeQuery : {}),
    ...filterQuery(record, filterFields, true, dateFields),
    ...Object.fromEntries(
      Object.entries(source.derivedFilters ?? {}).map(([name, { schema, day, meaning }]) => [
        name,
        filterParam(schema, name, false, day).describe(meaning),
      ]),
    ),
  });
  const findQuerySchema = z.object(filterQuery(record, Object.keys(record.shape), false, dateFields));
  /** A picker's search, narrowed by exact values of the list's filters (a customer's own cards: `ma_kh=`). */
  const lookupQuerySchema = z.object({
    q: z.string().trim().max(200).optional().describe('Accent-insensitive search'),
    limit: z.coerce.number().int().min(1).max(50).optional().describe('At most this many rows (default 20)'),
    ...filterQuery(record, filterFields, false, dateFields),
  });
  return {
    rowSchema,
    inputSchema,
    patchSchema,
    listQuerySchema,
    listSchema: z.object({ items: z.array(rowSchema), total: z.number().int() }),
    findQuerySchema,
    lookupQuerySchema,
  };
};
