import { useCallback, useMemo } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { decodeTableQuery, encodeTableQuery, type TableQueryState } from '@sen/domain';
import type { DataTableState } from '@sen/ui';
import { readTableParams, writeTableParams } from '../../table/tableUrl';
import { filtersFromSearch, searchWithFilters } from './listQuery';

/**
 * A table whose whole query lives in the address bar: the DataTable's state (fromDate … pageSize, the values
 * that differ from `defaults`) and the filters, each under its field name. The state is read from the address
 * on every render and each change is one navigation (replace), so reload, back and shared links keep it.
 */
export function useUrlTable(filterNames: readonly string[], defaults: TableQueryState) {
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const navigate = useNavigate();
  const state = useMemo<DataTableState>(
    () => ({
      ...decodeTableQuery(readTableParams(search), defaults),
      filters: filtersFromSearch(search, filterNames),
    }),
    [search, defaults, filterNames],
  );
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
