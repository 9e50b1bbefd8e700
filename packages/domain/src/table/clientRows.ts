import { foldVietnamese } from '../text/fold.js';

/**
 * Client-side table data rules: accent-insensitive search, sort and page slicing over rows held in memory.
 * Work is split so a table can keep each stage memoised: fold the search text once per row set, then filter,
 * sort and slice only when the query changes.
 */

/** The folded search text of every row (`foldVietnamese` of `text(row)`), computed once per row set. */
export function foldedSearchIndex<T>(rows: readonly T[], text: (row: T) => string): string[] {
  return rows.map((row) => foldVietnamese(text(row)));
}

/**
 * The rows whose folded text contains every word of `query`, ignoring accents and case: the `matchesFolded`
 * rule with the row side folded ahead of time (`index` from `foldedSearchIndex`). A blank query keeps every row.
 */
export function searchRows<T>(
  rows: readonly T[],
  index: readonly string[],
  query: string | undefined,
): readonly T[] {
  const words = foldVietnamese(query ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return rows;
  const out: T[] = [];
  for (let i = 0; i < rows.length; i++) {
    const haystack = index[i] ?? '';
    if (words.every((word) => haystack.includes(word))) out.push(rows[i] as T);
  }
  return out;
}

const collator = new Intl.Collator('vi', { numeric: true, sensitivity: 'base' });

/** Ascending order of two cell values: empties last, numbers and dates by value, text by Vietnamese collation. */
export function compareCellValues(a: unknown, b: unknown): number {
  const aEmpty = a == null || a === '';
  const bEmpty = b == null || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * The rows sorted by `value(row)` (stable; empty values stay last in both directions). Returns `rows` itself
 * when there is no direction.
 */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => unknown,
  direction: 'asc' | 'desc' | undefined,
): readonly T[] {
  if (!direction) return rows;
  const sign = direction === 'desc' ? -1 : 1;
  const keyed = rows.map((row, i) => ({ row, i, key: value(row) }));
  keyed.sort((x, y) => {
    const xEmpty = x.key == null || x.key === '';
    const yEmpty = y.key == null || y.key === '';
    if (xEmpty !== yEmpty) return xEmpty ? 1 : -1;
    return sign * compareCellValues(x.key, y.key) || x.i - y.i;
  });
  return keyed.map((k) => k.row);
}

/** How many pages `total` rows make at `pageSize` rows a page (at least 1). */
export function pageCountOf(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !Number.isFinite(pageSize)) return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** `pageIndex` (0-based) brought into the pages that `total` rows make. */
export function clampPageIndex(pageIndex: number, pageSize: number, total: number): number {
  const index = Number.isFinite(pageIndex) ? Math.floor(pageIndex) : 0;
  return Math.min(Math.max(0, index), pageCountOf(total, pageSize) - 1);
}

/** The rows of page `pageIndex` (0-based, clamped) at `pageSize` rows a page. */
export function pageSlice<T>(rows: readonly T[], pageIndex: number, pageSize: number): readonly T[] {
  if (!(pageSize > 0) || !Number.isFinite(pageSize)) return rows;
  const start = clampPageIndex(pageIndex, pageSize, rows.length) * pageSize;
  return rows.slice(start, start + pageSize);
}

/**
 * The 1-based positions of the first and last row shown on a page, for a footer such as "1–10 / 245".
 * `{ from: 0, to: 0 }` when there are no rows.
 */
export function pageRange(pageIndex: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  if (!(pageSize > 0) || !Number.isFinite(pageSize)) return { from: 1, to: total };
  const start = clampPageIndex(pageIndex, pageSize, total) * pageSize;
  return { from: start + 1, to: Math.min(total, start + pageSize) };
}
