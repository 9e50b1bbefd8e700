import type { CSSProperties, ReactNode } from 'react';
import { formatDate, formatNumber } from '@sen/domain';
import { cx } from '../internal/cx';
import * as s from './DataTable.css';
import type { LaidOutColumn } from './useColumnLayout';
import type { DataTableColumn } from './types';

/** What a cell's position depends on. */
type ColumnGeometry = Pick<
  LaidOutColumn<unknown>,
  'width' | 'minWidth' | 'pinned' | 'offset' | 'edge' | 'align'
>;

/** Width and sticky offset of a header, body or footer cell, the same for all three so they line up. */
export function cellStyle(column: ColumnGeometry): CSSProperties {
  const { width, pinned, offset } = column;
  if (pinned === 'left') return { flex: `0 0 ${width}px`, width, insetInlineStart: offset };
  if (pinned === 'right') return { flex: `0 0 ${width}px`, width, insetInlineEnd: offset };
  // Unpinned columns start from their minWidth and share the room beyond it in proportion to their widths: each
  // has its own width when the table has room for them all, more when it has more, down to minWidth when less (the
  // rows wrap, so a cell never shrinks below its basis).
  return { flex: `${width} 0 ${column.minWidth}px`, width };
}

/** Class names of a cell: alignment, and sticky position with an edge line when pinned. */
export function cellClass(base: string, column: ColumnGeometry): string {
  return cx(
    base,
    s.align[column.align],
    column.pinned && s.pinned,
    column.pinned && column.edge && s.pinnedEdge[column.pinned],
  );
}

/** A cell's content: the column's renderer, or its accessor value (numbers with comma thousands, Dates DD/MM/YYYY). */
export function renderCellValue<T>(column: DataTableColumn<T>, row: T): ReactNode {
  if (column.cell) return column.cell(row);
  const value = column.accessor?.(row);
  if (value == null) return '';
  if (typeof value === 'number') return formatNumber(value);
  if (value instanceof Date) return formatDate(value);
  return String(value);
}

/** A body cell's class and style, the same for every row of a column. */
export type CellProps = { className: string; style: CSSProperties };

/** The body cells' class and style per column, for a layout and row height. */
export function bodyCellProps(
  columns: readonly (ColumnGeometry & { column?: unknown })[],
  rowHeight: number,
): CellProps[] {
  return columns.map((column) =>
    column.column
      ? {
          className: cellClass(s.dataCell, column),
          style: { ...cellStyle(column), height: rowHeight, lineHeight: `${rowHeight - 1}px` },
        }
      : { className: cellClass(s.cell, column), style: { ...cellStyle(column), height: rowHeight } },
  );
}
