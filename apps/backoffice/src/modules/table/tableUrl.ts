import { isPageSize, normalizeSearch, TABLE_QUERY_KEYS, toStoredDate, type SortType } from '@sen/domain';

/** The router's parsed search, as the DataTable's URL adapter reads it: every table key as a string. */
export const readTableParams = (
  search: Readonly<Record<string, unknown>>,
): Record<string, string | undefined> =>
  Object.fromEntries(
    TABLE_QUERY_KEYS.map((key) => {
      const value = search[key];
      return [key, typeof value === 'string' || typeof value === 'number' ? String(value) : undefined];
    }),
  );

const NUMERIC_KEYS: ReadonlySet<string> = new Set(['pageIndex', 'pageSize']);

/**
 * The next router search: the other params (`webview`, `redirect`, …) kept, the table keys replaced by `params`
 * (the ones that differ from the defaults). Page numbers go in as numbers so the address reads `pageIndex=2`.
 */
export const writeTableParams = (
  search: Readonly<Record<string, unknown>>,
  params: Readonly<Record<string, string>>,
): Record<string, unknown> => {
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if (!(TABLE_QUERY_KEYS as readonly string[]).includes(key)) next[key] = value;
  }
  for (const [key, value] of Object.entries(params)) {
    next[key] = NUMERIC_KEYS.has(key) ? Number(value) : value;
  }
  return next;
};

/** A list's address bar as its route validates it: the table keys that read, the list's filters, other params. */
export type TableSearch = {
  fromDate?: string;
  toDate?: string;
  sortKey?: string;
  sortType?: SortType;
  searchKey?: string;
  pageIndex?: number;
  pageSize?: number;
} & Record<string, unknown>;

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? normalizeSearch(String(value))
    : undefined;

const numberOf = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : Number(textOf(value) ?? Number.NaN);
  return Number.isFinite(number) ? number : undefined;
};

/** A filter's value: text trimmed, a number or yes/no as the address reads it ('2' stays 2: no quotes). */
const filterOf = (value: unknown): unknown =>
  typeof value === 'string'
    ? normalizeSearch(value)
    : typeof value === 'number' || typeof value === 'boolean'
      ? value
      : undefined;

/** Each table key's reading of an address value (undefined: the value does not read and is dropped). */
const tableKeyReaders: Record<(typeof TABLE_QUERY_KEYS)[number], (value: unknown) => unknown> = {
  fromDate: (value) => toStoredDate(textOf(value)) ?? undefined,
  toDate: (value) => toStoredDate(textOf(value)) ?? undefined,
  sortKey: textOf,
  sortType: (value) => (value === 'asc' || value === 'desc' ? value : undefined),
  searchKey: textOf,
  pageIndex: (value) => {
    const index = numberOf(value);
    return index !== undefined && Number.isInteger(index) && index >= 0 ? index : undefined;
  },
  pageSize: (value) => {
    const size = numberOf(value);
    return size !== undefined && isPageSize(size) ? size : undefined;
  },
};

/**
 * The `validateSearch` of a list route with `filters`: each table key that reads (a hand-edited or stale value
 * is dropped, never an error), each filter's text, number or yes/no, and the other params (`webview`) kept.
 */
export const tableSearchOf =
  (filters: readonly string[]) =>
  (raw: Readonly<Record<string, unknown>>): TableSearch => {
    const search: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(raw)) {
      const read = tableKeyReaders[key as keyof typeof tableKeyReaders];
      const clean = read ? read(value) : filters.includes(key) ? filterOf(value) : value;
      if (clean !== undefined) search[key] = clean;
    }
    return search as TableSearch;
  };
