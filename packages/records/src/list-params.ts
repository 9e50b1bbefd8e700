import { cleanQuery } from '@sen/api';
import { PAGE_SIZE_OPTIONS } from '@sen/domain';
import { z } from 'zod';
import type { FieldOf, RecordsResource } from './resource.js';

/** One of the spec's page sizes (10, 20, 50, ...). */
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];

/** A list filter's value: one exact value, or several (any of them). */
export type FilterValue = string | number | boolean | readonly string[] | null | undefined;

/** A list's order: a field of the rows, ascending unless `desc`. */
export type ListSort<F extends string = string> = { field: F; desc?: boolean };

/**
 * What a screen asks of a list, in its own words: a search (accent-insensitive on the server), exact filters,
 * an order, a page (from 1) of a page size, and for dated lists a range of days. The server's query is derived
 * from it (`listQueryOf`).
 */
export type ListParams<F extends string = string> = {
  search?: string | undefined;
  filters?: Partial<Record<F, FilterValue>> | undefined;
  sort?: ListSort<F> | undefined;
  /** From 1 (the first page when left out). */
  page?: number | undefined;
  pageSize?: PageSize | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
};

/** The list params of a resource, its filters and order typed by its row fields. */
export type ListParamsOf<R extends RecordsResource> = ListParams<FieldOf<R>>;

/**
 * The list route's query (the data table's state under the API's names: pageIndex from 0, pageSize, sortKey,
 * sortType, searchKey, fromDate, toDate, and the filters), cleaned as the client sends it: empty values dropped,
 * several values comma-joined, text trimmed. Equal params give equal queries, so they share one cache entry.
 */
export const listQueryOf = (params: ListParams = {}): Record<string, string> =>
  cleanQuery({
    ...Object.fromEntries(
      Object.entries(params.filters ?? {}).map(([field, value]) => [
        field,
        Array.isArray(value)
          ? [...(value as readonly string[])]
          : (value as string | number | boolean | null),
      ]),
    ),
    searchKey: params.search,
    sortKey: params.sort?.field,
    sortType: params.sort ? (params.sort.desc ? 'desc' : 'asc') : undefined,
    pageIndex: params.page !== undefined ? Math.max(0, Math.floor(params.page) - 1) : undefined,
    pageSize: params.pageSize,
    fromDate: params.fromDate,
    toDate: params.toDate,
  });

const pageSizes: readonly number[] = PAGE_SIZE_OPTIONS;

/**
 * A list's state in the URL, for a route's `validateSearch`: `q` (search), `page` (from 1), `pageSize` and
 * `sort` ('field' or '-field'). A value that does not read is dropped, never an error: a hand-edited or stale
 * address still opens the list.
 */
export const listSearchSchema = z.object({
  q: z.string().trim().min(1).max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => pageSizes.includes(n))
    .transform((n) => n as PageSize)
    .optional()
    .catch(undefined),
  sort: z
    .string()
    .regex(/^-?[a-z0-9_]+$/)
    .max(100)
    .optional()
    .catch(undefined),
});

export type ListSearch = z.output<typeof listSearchSchema>;

/** `listSearchSchema` plus the given filters of the resource (each one text value) and `sort` on its own fields. */
export const listSearchSchemaOf = <R extends RecordsResource, const F extends FieldOf<R>>(
  resource: R,
  filters: readonly F[] = [],
) => {
  const fields = Object.keys(resource.rowSchema.shape);
  const unknown = filters.filter((filter) => !fields.includes(filter));
  if (unknown.length > 0) throw new Error(`${resource.name}: no field ${unknown.join(', ')} to filter on`);
  return listSearchSchema.extend({
    sort: listSearchSchema.shape.sort
      .refine((sort) => sort === undefined || fields.includes(sort.replace(/^-/, '')))
      .catch(undefined),
    ...(Object.fromEntries(
      filters.map((filter) => [filter, z.string().trim().min(1).max(200).optional().catch(undefined)]),
    ) as { [K in F]: z.ZodCatch<z.ZodOptional<z.ZodString>> }),
  });
};

/** The list params a URL's search says (`listSearchSchemaOf`): search, page, page size, order and filters. */
export const listParamsOf = <F extends string>(
  search: ListSearch & Partial<Record<F, string | undefined>>,
  filters: readonly F[] = [],
): ListParams<F> => {
  const sort = search.sort
    ? ({ field: search.sort.replace(/^-/, '') as F, desc: search.sort.startsWith('-') } as ListSort<F>)
    : undefined;
  const chosen = filters.filter((filter) => search[filter] !== undefined);
  return {
    search: search.q,
    page: search.page,
    pageSize: search.pageSize,
    sort,
    filters:
      chosen.length > 0
        ? (Object.fromEntries(chosen.map((filter) => [filter, search[filter]])) as unknown as Partial<
            Record<F, string>
          >)
        : undefined,
  };
};

/** How many pages `total` rows make (at least one). */
export const pageCountOf = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
