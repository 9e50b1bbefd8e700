import { memo } from 'react';
import type { ReactNode } from 'react';
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

/** Marks a row's selection checkbox / radio, whose clicks the body handles (`rowClick`). */
export const ROW_SELECT_ATTRIBUTE = 'data-row-select';

export type BodyRowProps<T> = {
  row: T;
  id: string;
  /** The row's accessible name for its controls (first column's text by default). */
  label: string;
  /** Position among all rows, for aria-rowindex (the header row is 1). */
  ariaRowIndex: number;
  /** Index in the virtual list (for measuring expanded rows). */
  index: number;
  columns: readonly LaidOutColumn<T>[];
  /** Class and style of each column's cells, computed once per layout (same order as `columns`). */
  cellProps: readonly CellProps[];
  selectionMode: DataTableSelectionMode;
  /** Whether a click on the row selects it or runs the row action (pointer cursor). */
  clickable: boolean;
  isSelected: boolean;
  isExpanded: boolean;
  renderExpanded?: (row: T) => ReactNode;
  onToggleExpand: (id: string) => void;
  labels: DataTableLabels;
  measure?: (element: HTMLTableRowElement | null) => void;
  /** Name of the radio group of single selection. */
  radioName: string;
};

/** The checkbox is controlled; its clicks are handled once for the whole body (see `VirtualBody`). */
const ignoreChange = () => undefined;

const INTERACTIVE =
  'a, button, input, select, textarea, label, [role="button"], [role="link"], [contenteditable="true"]';

/**
 * What a click in the body means, for one delegated handler on the body instead of one per row: the row (its
 * `data-id`), and whether the click was on the row's selection control, on another control (ignored) or on
 * the row itself.
 */
export function rowClick(
  target: EventTarget | null,
  body: Element,
): { id: string; on: 'select' | 'row' } | null {
  if (!(target instanceof Element)) return null;
  const row = target.closest('tr[data-id]');
  if (!row || row.parentElement !== body) return null;
  const id = row.getAttribute('data-id') as string;
  const control = target.closest(INTERACTIVE);
  if (control && row.contains(control)) {
    return control.hasAttribute(ROW_SELECT_ATTRIBUTE) ? { id, on: 'select' } : null;
  }
  return { id, on: 'row' };
}

function BodyRowImpl<T>({
  row,
  id,
  label,
  ariaRowIndex,
  index,
  columns,
  cellProps,
  selectionMode,
  clickable,
  isSelected,
  isExpanded,
  renderExpanded,
  onToggleExpand,
  labels,
  measure,
  radioName,
}: BodyRowProps<T>) {
  // No inline style and no per-row listeners: the row is in normal flow (the body's padding places the first
  // one) and the body handles clicks for all rows.
  return (
    <tr
      ref={measure}
      data-index={index}
      data-id={id}
      aria-rowindex={ariaRowIndex}
      className={s.bodyRow}
      data-selected={isSelected || undefined}
      data-clickable={clickable ? '' : undefined}
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
              data-row-select=""
              onChange={ignoreChange}
            />
          ) : column.id === EXPAND_COLUMN_ID ? (
            <IconButton
              size="sm"
              aria-label={isExpanded ? labels.collapseRow(label) : labels.expandRow(label)}
              aria-expanded={isExpanded}
              onPress={() => onToggleExpand(id)}
            >
              <ChevronRightIcon size={16} className={s.expandIcon} />
            </IconButton>
          ) : column.column ? (
            renderCellValue(column.column, row)
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

/** One body row; memoised with cheap props, so scrolling renders only the rows that come into view. */
export const BodyRow = memo(BodyRowImpl) as typeof BodyRowImpl;
