/** One request of a page: 1-based `page` and `limit` rows. */
export type PageRequest = { page: number; limit: number };

/**
 * The requests that fetch the table page `pageIndex` (0-based) of `pageSize` rows from a server that answers at
 * most `maxLimit` rows a call: one request when it fits, else consecutive chunks of the largest size that divides
 * the page and fits (e.g. 500 rows with at most 200 a call: 4 x 125).
 */
export const pageRequests = (pageIndex: number, pageSize: number, maxLimit: number): PageRequest[] => {
  if (pageSize <= maxLimit) return [{ page: pageIndex + 1, limit: pageSize }];
  let chunk = maxLimit;
  while (pageSize % chunk !== 0) chunk -= 1;
  const perPage = pageSize / chunk;
  return Array.from({ length: perPage }, (_, k) => ({ page: pageIndex * perPage + k + 1, limit: chunk }));
};
