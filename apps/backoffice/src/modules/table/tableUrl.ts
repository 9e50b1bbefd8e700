import { TABLE_QUERY_KEYS } from '@sen/domain';

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
