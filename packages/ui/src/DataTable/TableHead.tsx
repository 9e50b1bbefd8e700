import type { ReactNode } from 'react';
import * as s from './DataTable.css';
import { cellClass, cellStyle } from './cells';
import type { DataTableLabels } from './labels';
import type { DataTableSelectionMode, DataTableState } from './types';
import { SELECT_COLUMN_ID } from './useColumnLayout';
import type { LaidOutColumn } from './useColumnLayout';

type SortIconProps = { direction: 'asc' | 'desc' | undefined };

function SortIcon({ direction }: SortIconProps) {
  return (
    <span className={s.sortIcon} aria-hidden="true">
      <svg width={12} height={12} viewBox="0 0 12 12" fill="currentColor" focusable="false">
        {direction !== 'desc' && <path d="M6 1 9.5 5h-7Z" />}
        {direction !== 'asc' && <path d="M6 11 2.5 7h7Z" />}
      </svg>
    </span>
  );
}

export type TableHeadProps<T> = {
  columns: readonly LaidOutColumn<T>[];
  state: DataTableState;
  onSort: (columnId: string) => void;
  selectionMode: DataTableSelectionMode;
  pageSelection: 'none' | 'some' | 'all';
  onTogglePage: () => void;
  labels: DataTableLabels;
};

/** The sticky header row: sortable headers are buttons, the sorted one carries aria-sort. */
export function TableHead<T>({
  columns,
  state,
  onSort,
  selectionMode,
  pageSelection,
  onTogglePage,
  labels,
}: TableHeadProps<T>) {
  return (
    <thead className={s.head}>
      <tr className={s.row} aria-rowindex={1}>
        {columns.map((layout) => {
          const { column } = layout;
          const sorted = column && state.sortKey === column.id ? state.sortType : undefined;
          let content: ReactNode;
          if (layout.id === SELECT_COLUMN_ID && selectionMode === 'multiple') {
            content = (
              <input
                type="checkbox"
                className={s.check}
                aria-label={labels.selectPage}
                checked={pageSelection === 'all'}
                ref={(element) => {
                  if (element) element.indeterminate = pageSelection === 'some';
                }}
                onChange={onTogglePage}
              />
            );
          } else if (column?.sortable) {
            content = (
              <button type="button" className={s.sortButton} onClick={() => onSort(column.id)}>
                <span className={s.cellText}>{column.header}</span>
                <SortIcon direction={sorted} />
              </button>
            );
          } else if (column) {
            content = <span className={s.cellText}>{column.header}</span>;
          } else {
            // The selection (single) and expand columns: named for screen readers only.
            content = (
              <span className={s.srOnly}>
                {layout.id === SELECT_COLUMN_ID ? labels.selectColumn : labels.expandColumn}
              </span>
            );
          }
          return (
            <th
              key={layout.id}
              scope="col"
              className={cellClass(s.headCell, layout)}
              style={cellStyle(layout)}
              aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
            >
              {content}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

export type TableFootProps<T> = {
  columns: readonly LaidOutColumn<T>[];
  rows: readonly T[];
  ariaRowIndex: number;
};

/** The sticky totals row: each column's `footer`, computed from the rows shown. */
export function TableFoot<T>({ columns, rows, ariaRowIndex }: TableFootProps<T>) {
  return (
    <tfoot className={s.foot}>
      <tr className={s.row} aria-rowindex={ariaRowIndex}>
        {columns.map((layout) => {
          const footer = layout.column?.footer;
          return (
            <td
              key={layout.id}
              className={cellClass(s.cell, layout)}
              style={{ ...cellStyle(layout), minHeight: 40 }}
            >
              <span className={s.cellText}>{typeof footer === 'function' ? footer(rows) : footer}</span>
            </td>
          );
        })}
      </tr>
    </tfoot>
  );
}
