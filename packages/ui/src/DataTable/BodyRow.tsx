import { memo } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { ChevronRightIcon } from '../internal/icons';
import * as s from './DataTable.css';
import { renderCellValue } from './cells';
import type { CellProps } from './cells';
import type { DataTableLabels } from './labels';
import type { DataTableSelectionMode } from './types';
import { EXPAND_COLUMN_ID, SELECT_COLUMN_ID } from './useColumnLayout';
import type { LaidOutColumn } from './useColumnLayout';

export type RowHandlers = {
  onSelect: (id: string, range: boolean) => void;
  onToggleExpand: (id: string) => void;
  onRowAction?: (id: string) => void;
};

export type BodyRowProps<T> = {
  row: T;
  id: string;
  /** The row's accessible name for its controls (first column's text by default). */
  label: string;
  /** Position among all rows, for aria-rowindex (the header row is 1). */
  ariaRowIndex: number;
  /** Index in the virtual list (for measuring expanded rows). */
  index: number;
  start: number;
  height: number;
  columns: readonly LaidOutColumn<T>[];
  /** Class and style of each column's cells, computed once per layout (same order as `columns`). */
  cellProps: readonly CellProps[];
  selectionMode: DataTableSelectionMode;
  isSelected: boolean;
  isExpanded: boolean;
  renderExpanded?: (row: T) => ReactNode;
  handlers: RowHandlers;
  labels: DataTableLabels;
  formatNumber: (value: number) => string;
  measure?: (element: HTMLTableRowElement | null) => void;
  /** Name of the radio group of single selection. */
  radioName: string;
};

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [contenteditable="true"]';

function BodyRowImpl<T>({
  row,
  id,
  label,
  ariaRowIndex,
  index,
  start,
  height,
  columns,
  cellProps,
  selectionMode,
  isSelected,
  isExpanded,
  renderExpanded,
  handlers,
  labels,
  formatNumber,
  measure,
  radioName,
}: BodyRowProps<T>) {
  const selectable = selectionMode !== 'none';
  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if ((event.target as Element).closest(INTERACTIVE)) return;
    if (selectable) handlers.onSelect(id, event.shiftKey);
    handlers.onRowAction?.(id);
  };
  return (
    <tr
      ref={measure}
      data-index={index}
      aria-rowindex={ariaRowIndex}
      className={s.bodyRow}
      data-selected={isSelected || undefined}
      data-clickable={selectable || handlers.onRowAction ? '' : undefined}
      style={{ transform: `translateY(${start}px)`, minHeight: height }}
      onClick={onClick}
      // Shift+click extends a selection: keep the browser from selecting text instead.
      onMouseDown={selectable ? (event) => event.shiftKey && event.preventDefault() : undefined}
    >
      {columns.map((column, i) => (
        <td key={column.id} className={cellProps[i]?.className} style={cellProps[i]?.style}>
          {column.id === SELECT_COLUMN_ID ? (
            <input
              type={selectionMode === 'single' ? 'radio' : 'checkbox'}
              name={selectionMode === 'single' ? radioName : undefined}
              className={s.check}
              checked={isSelected}
              aria-label={labels.selectRow(label)}
              onChange={() => undefined}
              onClick={(event) => handlers.onSelect(id, event.shiftKey)}
            />
          ) : column.id === EXPAND_COLUMN_ID ? (
            <IconButton
              size="sm"
              aria-label={isExpanded ? labels.collapseRow(label) : labels.expandRow(label)}
              aria-expanded={isExpanded}
              onPress={() => handlers.onToggleExpand(id)}
            >
              <ChevronRightIcon size={16} className={s.expandIcon} />
            </IconButton>
          ) : column.column ? (
            renderCellValue(column.column, row, formatNumber)
          ) : null}
        </td>
      ))}
      {isExpanded && renderExpanded && (
        <td className={s.detail} colSpan={columns.length}>
          {renderExpanded(row)}
        </td>
      )}
    </tr>
  );
}

/** One body row; memoised, so scrolling renders only the rows that come into view. */
export const BodyRow = memo(BodyRowImpl) as typeof BodyRowImpl;
