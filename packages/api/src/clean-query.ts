export type QueryScalar = string | number | boolean | Date | null | undefined;
export type QueryValue = QueryScalar | readonly QueryScalar[];
export type QueryParams = Record<string, QueryValue>;

/** A scalar as a query string value, or undefined when it is empty, null, undefined or NaN. */
const scalarValue = (value: QueryScalar): string | undefined => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : String(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  const text = String(value).trim();
  return text === '' ? undefined : text;
};

/**
 * The query rules of spec section 7: empty, null, undefined and NaN values are dropped, strings trimmed and arrays
 * comma-joined (their empty items dropped; an array left empty is dropped).
 */
export const cleanQuery = (query: QueryParams | undefined | null): Record<string, string> => {
  const clean: Record<string, string> = {};
  if (!query) return clean;
  for (const [key, value] of Object.entries(query)) {
    const text = Array.isArray(value)
      ? (value as readonly QueryScalar[])
          .map(scalarValue)
          .filter((item): item is string => item !== undefined)
          .join(',') || undefined
      : scalarValue(value as QueryScalar);
    if (text !== undefined) clean[key] = text;
  }
  return clean;
};

/** The cleaned query as a string with its leading '?', or '' when nothing is left. */
export const toQueryString = (query: QueryParams | undefined | null): string => {
  const text = new URLSearchParams(cleanQuery(query)).toString();
  return text ? `?${text}` : '';
};
