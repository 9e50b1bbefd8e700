import { useMemo } from 'react';
import { Select } from '../Select';
import type { DataTableLabels } from './labels';
import type { DataTableColumn, DataTableState } from './types';

export type CardSortProps<T> = {
  columns: readonly DataTableColumn<T>[];
  state: DataTableState;
  onSort: (sortKey: string, sortType: 'asc' | 'desc') => void;
  labels: DataTableLabels;
};

/** The cards have no headers to click: a select of the sortable columns in each direction stands in. */
export function CardSort<T>({ columns, state, onSort, labels }: CardSortProps<T>) {
  const items = useMemo(
    () =>
      columns
        .filter((c) => c.sortable)
        .flatMap((c) => [
          { id: `${c.id}:asc`, label: `${c.header} (${labels.ascending})` },
          { id: `${c.id}:desc`, label: `${c.header} (${labels.descending})` },
        ]),
    [columns, labels],
  );
  if (items.length === 0) return null;
  return (
    <Select
      label={labels.sortBy}
      placeholder={labels.sortBy}
      items={items}
      value={state.sortKey ? `${state.sortKey}:${state.sortType}` : null}
      onChange={(key) => {
        const [sortKey, sortType] = String(key).split(':');
        if (sortKey && (sortType === 'asc' || sortType === 'desc')) onSort(sortKey, sortType);
      }}
    />
  );
}
