import {
  isApiRequestError,
  listPath,
  resourceSetKeys,
  rowPath,
  SYSTEM_ERROR_MESSAGE,
  type RowTarget,
} from '@sen/api';
import type { List } from '@sen/domain';
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { RecordsHttp } from './adapters.js';
import { listQueryOf, type ListParamsOf } from './list-params.js';
import type { RecordsResource, RowOf } from './resource.js';

/** Catalogue data changes rarely: a minute before a refetch on focus or mount. */
export const RECORDS_STALE_MS = 60_000;

/**
 * Whether to read again after a failure: once, for a failure of the network or the server (5xx); never when the
 * server refused (4xx: not found, not allowed), which asking again does not change.
 */
export const retryUnlessRefused = (failures: number, error: unknown): boolean =>
  failures < 1 && !(isApiRequestError(error) && error.status >= 400 && error.status < 500);

/** Query keys: those of @sen/api's resource sets, so a write made through either refreshes both. */
export const recordKeys = resourceSetKeys;

/**
 * A view of a resource (`defineView`: VIP customers, the room board): the resource's rows at the view's own API path,
 * read under the view's menu id.
 */
export type RecordsView = { path: string; menuId: string };

/**
 * The query options of a page of a resource's list, or of a view of it, for `useQuery`, `useList` and route loaders
 * (`queryClient.ensureQueryData(listQueryOptions(api, products, params))`). The previous page stays shown while
 * the next one loads.
 */
export const listQueryOptions = <R extends RecordsResource>(
  http: Pick<RecordsHttp, 'get'>,
  resource: R,
  params: ListParamsOf<R> = {},
  view?: RecordsView,
) => {
  const query = listQueryOf(params);
  const path = view ? listPath(view) : listPath(resource);
  return queryOptions({
    queryKey: recordKeys(resource).list(query, view?.path),
    queryFn: ({ signal }) => http.get<List<RowOf<R>>>(path, query, { signal }),
    placeholderData: keepPreviousData,
    staleTime: RECORDS_STALE_MS,
    retry: retryUnlessRefused,
  });
};

/** The query options of one row, by `_id` (or its key fields, for key-addressed sets). */
export const recordQueryOptions = <R extends RecordsResource>(
  http: Pick<RecordsHttp, 'get'>,
  resource: R,
  target: RowTarget,
) => {
  const path = rowPath(resource, target);
  return queryOptions({
    queryKey: recordKeys(resource).row(path),
    queryFn: ({ signal }) => http.get<RowOf<R>>(path, undefined, { signal }),
    staleTime: RECORDS_STALE_MS,
    retry: retryUnlessRefused,
  });
};

/**
 * A picker's rows: the first matches of a search (`GET <path>/lookup`, the warehouses' `search`). A user who may
 * only pick (not read) the resource gets its code and name, hence the partial rows. `narrow` holds exact values of
 * the list's filters the rows must have (a customer's own cards: `{ ma_kh: 'KH0001' }`).
 */
export const lookupQueryOptions = <R extends RecordsResource>(
  http: Pick<RecordsHttp, 'get'>,
  resource: R,
  search: string,
  limit = 20,
  narrow?: Readonly<Record<string, string>>,
) => {
  const q = search.trim();
  const extra = resource.extras.includes('search') ? 'search' : 'lookup';
  const narrowed = narrow && Object.keys(narrow).length > 0 ? narrow : undefined;
  return queryOptions({
    queryKey: recordKeys(resource).lookup(q, limit, narrowed),
    queryFn: ({ signal }) =>
      http.get<List<Partial<RowOf<R>>>>(
        `${listPath(resource)}/${extra}`,
        { ...narrowed, q, limit },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: RECORDS_STALE_MS,
  });
};

/**
 * What a save sends: the values, and for a change of an existing row its `_id` and the `_version` it was read at
 * (so a save over someone else's is refused with 409 RECORD_CHANGED and writes nothing).
 */
export type SaveInput = {
  values: Record<string, unknown>;
  id?: string | undefined;
  version?: string | undefined;
};

/**
 * The mutation options of saving a row: create (POST) without an id, replace (PUT, with `_version`) with one.
 * Once saved, every cached read of the resource (lists, rows, lookups) is stale and open screens refetch.
 */
export const saveRecordOptions = <R extends RecordsResource>(
  http: Pick<RecordsHttp, 'post' | 'put'>,
  resource: R,
  queryClient: QueryClient,
) =>
  mutationOptions({
    mutationKey: [...recordKeys(resource).all, 'save'],
    mutationFn: ({ values, id, version }: SaveInput): Promise<RowOf<R>> => {
      if (id === undefined) return http.post<RowOf<R>>(listPath(resource), values);
      const body = version === undefined ? values : { ...values, _version: version };
      return http.put<RowOf<R>>(rowPath(resource, id), body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys(resource).all }),
  });

/**
 * The mutation options of deleting a row (by `_id`, or its key fields for key-addressed sets). Once deleted,
 * every cached read of the resource is stale. The server refuses a row still in use (409 RECORD_IN_USE).
 */
export const deleteRecordOptions = <R extends RecordsResource>(
  http: Pick<RecordsHttp, 'delete'>,
  resource: R,
  queryClient: QueryClient,
) =>
  mutationOptions({
    mutationKey: [...recordKeys(resource).all, 'delete'],
    mutationFn: (target: RowTarget): Promise<unknown> => http.delete(rowPath(resource, target)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys(resource).all }),
  });

/** The message to show for a failed call: the server's localised one, else the system message. */
export const errorMessageOf = (error: unknown): string =>
  (isApiRequestError(error) && error.message) || SYSTEM_ERROR_MESSAGE;

/** A save refused because the row was saved by someone else since it was read (409 RECORD_CHANGED). */
export const isRecordChanged = (error: unknown): boolean =>
  isApiRequestError(error) && error.status === 409 && error.code === 'RECORD_CHANGED';
