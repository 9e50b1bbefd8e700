import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { List, ResourceRow, Resource, TableQueryState } from '@sen/domain';
import type { QueryParams } from '../clean-query.js';
import type { HttpClient } from '../http-types.js';
import { resourceSetKeys } from './keys.js';
import { extraPath, listPath, rowPath } from './paths.js';

/**
 * Query of a set's list: the data table's state under its own names (`TableQueryState`: pageIndex from 0,
 * pageSize, sortKey, sortType, searchKey, fromDate/toDate for sets with a dateRangeField) and the set's filter
 * fields.
 */
export type ResourceListQuery = QueryParams & Partial<TableQueryState>;

/** Catalogue data changes rarely: a minute before a refetch on focus or mount. */
const RESOURCE_STALE_MS = 60_000;

/**
 * TanStack Query options of one resource set's reads: `list` (paged, keeps the previous page while the next one
 * loads), `row` (by id, or by the key fields for key-addressed sets), `find` (exact field values) and `lookup`
 * (first matches of a search: the warehouses' `search` route, else `lookup`).
 */
export const resourceSetQueries = <S extends Resource>(http: Pick<HttpClient, 'get'>, set: S) => {
  type Row = ResourceRow<S>;
  const keys = resourceSetKeys(set);
  const lookupExtra = set.extras.includes('search') ? 'search' : 'lookup';
  return {
    keys,
    list: (query: ResourceListQuery = {}) =>
      queryOptions({
        queryKey: keys.list(query),
        queryFn: ({ signal }) => http.get<List<Row>>(listPath(set), query, { signal }),
        placeholderData: keepPreviousData,
        staleTime: RESOURCE_STALE_MS,
      }),
    row: (idOrKey: string | Record<string, unknown>) => {
      const path = rowPath(set, idOrKey);
      return queryOptions({
        queryKey: keys.row(path),
        queryFn: ({ signal }) => http.get<Row>(path, undefined, { signal }),
        staleTime: RESOURCE_STALE_MS,
      });
    },
    find: (values: QueryParams) =>
      queryOptions({
        queryKey: keys.find(values),
        queryFn: ({ signal }) => http.get<List<Row>>(extraPath(set, 'find'), values, { signal }),
        staleTime: RESOURCE_STALE_MS,
      }),
    lookup: (q: string, limit?: number) =>
      queryOptions({
        queryKey: keys.lookup(q, limit),
        queryFn: ({ signal }) => http.get<List<Row>>(extraPath(set, lookupExtra), { q, limit }, { signal }),
        staleTime: RESOURCE_STALE_MS,
      }),
  };
};
