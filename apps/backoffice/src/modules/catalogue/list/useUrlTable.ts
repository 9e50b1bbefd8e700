import { useCallback, useMemo } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import {
  createTableQuery,
  decodeTableQuery,
  DEFAULT_PAGE_SIZE,
  encodeTableQuery,
  isPageSize,
  type TableQueryState,
} from '@sen/domain';
import type { DataTableState } from '@sen/ui';
import { readTableParams, writeTableParams } from '../../table/tableUrl';
import { filtersFromSearch, searchWithFilters } from './listQuery';

/** A list's default query: the first page of the user's saved page size (or the default one). */
export const listDefaultsOf = (pageSize: number | undefined): TableQueryState =>
  createTableQuery({ pageSize: pageSize && isPageSize(pageSize) ? pageSize : DEFAULT_PAGE_SIZE });

/** The table state an address says (the route's validated search), over the list's defaults. */
export const listStateOf = (
  search: Readonly<Record<string, unknown>>,
  filterNames: readonly string[],
  defaults: TableQueryState | number | undefined,
): DataTableState => ({
  ...decodeTableQuery(
    readTableParams(search),
    typeof defaults === 'object' ? defaults : listDefaultsOf(defaults),
  ),
  filters: filtersFromSearch(search, filterNames),
});

/**
 * A table whose whole query lives in the address bar: the DataTable's state (fromDate … pageSize, the values
 * that differ from `defaults`) and the filters, each under its field name, as the list route validates them
 * (`tableSearchOf`). Each change is one navigation (replace), so reload, back and shared links keep it.
 */
export function useUrlTable(filterNames: readonly string[], defaults: TableQueryState) {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const state = useMemo(() => listStateOf(search, filterNames, defaults), [search, defaults, filterNames]);
  const setState = useCallback(
    (next: DataTableState) =>
      void navigate({
        to: '.',
        replace: true,
        search: (previous: Record<string, unknown>) =>
          searchWithFilters(
            writeTableParams(previous, encodeTableQuery(next, defaults)),
            filterNames,
            next.filters ?? {},
          ),
      }),
    [navigate, defaults, filterNames],
  );
  return { state, setState };
}
