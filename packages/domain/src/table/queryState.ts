import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../constants.js';
import { isValidRange, toStoredDate } from '../input/date.js';

export type SortType = 'asc' | 'desc';

/** What a data table asks the server for: date range, sort, search and page. Dates are stored 'YYYY-MM-DD'. */
export type TableQueryState = {
  fromDate?: string;
  toDate?: string;
  sortKey?: string;
  sortType: SortType;
  /** Trimmed search text; `undefined` when there is none (see `normalizeSearch`). */
  searchKey?: string;
  /** 0-based. */
  pageIndex: number;
  /** One of `PAGE_SIZE_OPTIONS`. */
  pageSize: number;
};

/** A change to the query state; `searchKey`/`fromDate`/`toDate`/`sortKey` set to `undefined` clear them. */
export type TableQueryChange = Partial<TableQueryState>;

/** No dates, no sort key, ascending, no search, first page, `DEFAULT_PAGE_SIZE` rows. */
export const DEFAULT_TABLE_QUERY: TableQueryState = Object.freeze({
  sortType: 'asc',
  pageIndex: 0,
  pageSize: DEFAULT_PAGE_SIZE,
});

/** The URL query parameter of each state field (same names as the state). */
export const TABLE_QUERY_KEYS = [
  'fromDate',
  'toDate',
  'sortKey',
  'sortType',
  'searchKey',
  'pageIndex',
  'pageSize',
] as const satisfies ReadonlyArray<keyof TableQueryState>;

/** A default state with some fields overridden (e.g. a table's own default sort). */
export function createTableQuery(overrides: TableQueryChange = {}): TableQueryState {
  return { ...DEFAULT_TABLE_QUERY, ...overrides };
}

/** Search text as sent: trimmed; empty or blank → `undefined` (no search). */
export function normalizeSearch(text: string | null | undefined): string | undefined {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Whether `size` is one of `PAGE_SIZE_OPTIONS`. */
export function isPageSize(size: number): boolean {
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(size);
}

const isSortType = (value: unknown): value is SortType => value === 'asc' || value === 'desc';

const isPageIndex = (value: number): boolean => Number.isInteger(value) && value >= 0;

/** A filled, valid stored date, or undefined. */
const cleanDate = (value: string | null | undefined): string | undefined => toStoredDate(value) ?? undefined;

const cleanText = (value: string | null | undefined): string | undefined => normalizeSearch(value);

/**
 * The next state after a change. Any change of the date range, sort, search or page size goes back to the first
 * page (`pageIndex` 0, whatever the change says); a change of `pageIndex` alone keeps everything else. Values are
 * cleaned as they come in (search trimmed, blank → none; invalid dates → none); invalid page sizes, page indexes or
 * sort types are ignored. A change that changes nothing returns the same `state` object.
 */
export function applyTableChange(state: TableQueryState, change: TableQueryChange): TableQueryState {
  const next: TableQueryState = { ...state };
  if ('fromDate' in change) next.fromDate = cleanDate(change.fromDate);
  if ('toDate' in change) next.toDate = cleanDate(change.toDate);
  if ('sortKey' in change) next.sortKey = cleanText(change.sortKey);
  if (isSortType(change.sortType)) next.sortType = change.sortType;
  if ('searchKey' in change) next.searchKey = normalizeSearch(change.searchKey);
  if (change.pageSize !== undefined && isPageSize(change.pageSize)) next.pageSize = change.pageSize;

  const resets = (['fromDate', 'toDate', 'sortKey', 'sortType', 'searchKey', 'pageSize'] as const).some(
    (key) => next[key] !== state[key],
  );
  if (resets) next.pageIndex = 0;
  else if (change.pageIndex !== undefined && isPageIndex(change.pageIndex)) next.pageIndex = change.pageIndex;

  return TABLE_QUERY_KEYS.every((key) => next[key] === state[key]) ? state : next;
}

/**
 * URL query params of a state: string values, fields equal to `defaults` (or unset) left out.
 * `{ ...DEFAULT_TABLE_QUERY, pageIndex: 2, searchKey: 'Lan' }` → `{ searchKey: 'Lan', pageIndex: '2' }`.
 */
export function encodeTableQuery(
  state: TableQueryState,
  defaults: TableQueryState = DEFAULT_TABLE_QUERY,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of TABLE_QUERY_KEYS) {
    const value = state[key];
    if (value === undefined || value === defaults[key]) continue;
    params[key] = String(value);
  }
  return params;
}

/** Query params as `URLSearchParams` or a plain object (a repeated param's first value counts). */
export type TableQueryParams =
  URLSearchParams | Readonly<Record<string, string | readonly string[] | null | undefined>>;

function readParam(params: TableQueryParams, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  if (value == null) return undefined;
  return typeof value === 'string' ? value : value[0];
}

/** An integer written in plain decimal digits, else NaN ('1e2', '2.5', '' and ' 3' are not). */
const parseDigits = (text: string | undefined): number =>
  text !== undefined && /^\d+$/.test(text) ? Number(text) : NaN;

/**
 * The state in URL query params. Missing or invalid values fall back to `defaults`: a page size not in
 * `PAGE_SIZE_OPTIONS`, a page index that is negative or not an integer, a sort type other than 'asc'/'desc', a date
 * that is not a real 'YYYY-MM-DD' (or an empty 1900-01-01 / 0001-01-01), a from date after the to date (both
 * dropped). Search and sort key are trimmed; blank means none.
 */
export function decodeTableQuery(
  params: TableQueryParams,
  defaults: TableQueryState = DEFAULT_TABLE_QUERY,
): TableQueryState {
  const state: TableQueryState = { ...defaults };
  const read = (key: (typeof TABLE_QUERY_KEYS)[number]) => readParam(params, key);

  let fromDate = read('fromDate') !== undefined ? cleanDate(read('fromDate')) : undefined;
  let toDate = read('toDate') !== undefined ? cleanDate(read('toDate')) : undefined;
  if (!isValidRange({ fromDate: fromDate ?? null, toDate: toDate ?? null })) {
    fromDate = undefined;
    toDate = undefined;
  }
  if (fromDate !== undefined) state.fromDate = fromDate;
  if (toDate !== undefined) state.toDate = toDate;

  const sortKey = cleanText(read('sortKey'));
  if (sortKey !== undefined) state.sortKey = sortKey;
  const sortType = read('sortType');
  if (isSortType(sortType)) state.sortType = sortType;
  const searchKey = normalizeSearch(read('searchKey'));
  if (searchKey !== undefined) state.searchKey = searchKey;

  const pageIndex = parseDigits(read('pageIndex'));
  if (isPageIndex(pageIndex)) state.pageIndex = pageIndex;
  const pageSize = parseDigits(read('pageSize'));
  if (isPageSize(pageSize)) state.pageSize = pageSize;
  return state;
}
