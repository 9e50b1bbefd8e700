import { useMemo } from 'react';
import { foldedSearchIndex, pageSlice, searchRows, sortRows } from '@sen/domain';
import type { DataTableColumn, DataTableState } from './types';

export type ClientRowsOptions<T> = {
  /** Column id whose accessor gives the row's 'YYYY-MM-DD' date, for the fromDate/toDate range. */
  dateColumn?: string;
  /** The caller's rule for `state.filters`. */
  filterRow?: (row: T, filters: NonNullable<DataTableState['filters']>) => boolean;
  /** Show every row (no pages). */
  paginate: boolean;
};

const EMPTY: readonly never[] = [];

/**
 * Client mode: search (accent-insensitive, every searchable column), date range, filters, sort and the page,
 * each stage memoised on its own inputs. The folded search index is built on the first search only.
 */
export function useClientRows<T>(
  enabled: boolean,
  rows: readonly T[],
  columns: readonly DataTableColumn<T>[],
  state: DataTableState,
  { dateColumn, filterRow, paginate }: ClientRowsOptions<T>,
) {
  const { searchKey, fromDate, toDate, filters, sortKey, sortType, pageIndex, pageSize } = state;
  const searching = enabled && Boolean(searchKey);

  const index = useMemo(() => {
    if (!searching) return null;
    const accessors = columns
      .filter((c) => c.accessor && c.searchable !== false)
      .map((c) => c.accessor as (row: T) => unknown);
    return foldedSearchIndex(rows, (row) => accessors.map((get) => String(get(row) ?? '')).join(' '));
  }, [searching, rows, columns]);

  const searched = useMemo(
    () => (enabled && index ? searchRows(rows, index, searchKey) : rows),
    [enabled, index, rows, searchKey],
  );

  const filtered = useMemo(() => {
    if (!enabled) return searched;
    const dateOf = columns.find((c) => c.id === dateColumn)?.accessor;
    const hasDates = Boolean(dateOf && (fromDate || toDate));
    const hasFilters = Boolean(filterRow && filters && Object.values(filters).some((v) => v !== undefined));
    if (!hasDates && !hasFilters) return searched;
    return searched.filter((row) => {
      if (hasDates && dateOf) {
        const day = String(dateOf(row) ?? '').slice(0, 10);
        if (fromDate && day < fromDate) return false;
        if (toDate && day > toDate) return false;
      }
      return !hasFilters || (filterRow as NonNullable<typeof filterRow>)(row, filters ?? {});
    });
  }, [enabled, searched, columns, dateColumn, fromDate, toDate, filterRow, filters]);

  const sorted = useMemo(() => {
    const accessor = enabled && sortKey ? columns.find((c) => c.id === sortKey)?.accessor : undefined;
    return accessor ? sortRows(filtered, accessor, sortType) : filtered;
  }, [enabled, filtered, columns, sortKey, sortType]);

  const page = useMemo(
    () => (enabled && paginate ? pageSlice(sorted, pageIndex, pageSize) : sorted),
    [enabled, paginate, sorted, pageIndex, pageSize],
  );

  return { rows: enabled ? page : (EMPTY as readonly T[]), total: enabled ? sorted.length : 0 };
}
