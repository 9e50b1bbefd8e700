import { useMemo } from 'react';
import {
  columnOrderingFeature,
  columnPinningFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import { normalizeTableSettings } from '@sen/domain';
import type { TableSettingsValue } from '@sen/domain';
import type { DataTableColumn } from './types';

const features = tableFeatures({
  columnVisibilityFeature,
  columnOrderingFeature,
  columnPinningFeature,
  columnSizingFeature,
});

/** Width of the selection and expand columns. */
export const CONTROL_COLUMN_WIDTH = 44;
export const SELECT_COLUMN_ID = '__select';
export const EXPAND_COLUMN_ID = '__expand';
const DEFAULT_WIDTH = 150;
/** How far an unpinned data column narrows (ellipsis) before the table scrolls sideways. */
export const COLUMN_SHRINK_FLOOR = 0.7;
/** TanStack only models the columns here; it never sees a row. */
type NoRow = Record<string, never>;
const NO_DATA: NoRow[] = [];

/** A column as laid out: its declaration, width and sticky offset when pinned. */
export type LaidOutColumn<T> = {
  id: string;
  /** Undefined for the selection / expand control columns. */
  column?: DataTableColumn<T>;
  width: number;
  /** The width it gives up to when the table is narrower than its columns (an unpinned data column only). */
  minWidth: number;
  pinned: 'left' | 'right' | null;
  /** px from the pinned side. */
  offset: number;
  /** The last left-pinned or first right-pinned column (draws the edge shadow). */
  edge: boolean;
  align: 'start' | 'center' | 'end';
};

type Meta<T> = { column?: DataTableColumn<T> };

/**
 * Column order, visibility, width and pinning through TanStack Table's column model: the declarations, or the
 * saved table settings (`TableSettingsValue` of `@sen/domain`) when given. Rows never go through TanStack: the table only models the columns, so a page of 100,000
 * rows costs no row objects.
 */
export function useColumnLayout<T>(
  columns: readonly DataTableColumn<T>[],
  settings: Partial<TableSettingsValue> | null | undefined,
  controls: { select: boolean; expand: boolean },
) {
  const defs = useMemo(() => {
    const list: ColumnDef<typeof features, NoRow>[] = [];
    const control = (id: string): ColumnDef<typeof features, NoRow> => ({
      id,
      size: CONTROL_COLUMN_WIDTH,
      minSize: CONTROL_COLUMN_WIDTH,
      enableHiding: false,
      meta: {},
    });
    if (controls.select) list.push(control(SELECT_COLUMN_ID));
    if (controls.expand) list.push(control(EXPAND_COLUMN_ID));
    for (const column of columns) {
      list.push({
        id: column.id,
        header: column.header,
        size: column.width ?? DEFAULT_WIDTH,
        minSize: column.minWidth ?? 60,
        meta: { column } as Meta<unknown>,
      });
    }
    return list;
  }, [columns, controls.select, controls.expand]);

  const state = useMemo(() => {
    const clean = normalizeTableSettings(
      settings,
      columns.map((c) => ({ id: c.id })),
    );
    const controlIds = [controls.select && SELECT_COLUMN_ID, controls.expand && EXPAND_COLUMN_ID].filter(
      (id): id is string => Boolean(id),
    );
    const hasSettings = settings != null;
    const hidden = new Set(clean.hidden);
    const columnOrder = [...controlIds, ...clean.order];
    const columnVisibility: Record<string, boolean> = {};
    const columnSizing: Record<string, number> = {};
    const start: string[] = [];
    const end: string[] = [];
    for (const column of columns) {
      columnVisibility[column.id] = hasSettings && settings.hidden ? !hidden.has(column.id) : !column.hidden;
      const width = clean.widths[column.id];
      if (width !== undefined) columnSizing[column.id] = Math.max(width, column.minWidth ?? 0);
      const pinned = hasSettings && settings.pinned ? clean.pinned[column.id] : column.pinned;
      if (pinned === 'left') start.push(column.id);
      if (pinned === 'right') end.push(column.id);
    }
    const byOrder = (a: string, b: string) => columnOrder.indexOf(a) - columnOrder.indexOf(b);
    // The control columns stick with the first columns when any data column is pinned left.
    const columnPinning = {
      start: start.length > 0 ? [...controlIds, ...start.sort(byOrder)] : [],
      end: end.sort(byOrder),
    };
    return { columnOrder, columnVisibility, columnSizing, columnPinning };
  }, [columns, settings, controls.select, controls.expand]);

  const table = useTable({ features, columns: defs, data: NO_DATA, state }, () => null);

  return useMemo(() => {
    const lay = (
      list: ReturnType<typeof table.getCenterVisibleLeafColumns>,
      pinned: LaidOutColumn<T>['pinned'],
    ) =>
      list.map((col, i): LaidOutColumn<T> => {
        const column = (col.columnDef.meta as Meta<T> | undefined)?.column;
        return {
          id: col.id,
          column,
          width: col.getSize(),
          minWidth:
            pinned || !column
              ? col.getSize()
              : Math.max(column.minWidth ?? 60, Math.round(col.getSize() * COLUMN_SHRINK_FLOOR)),
          pinned,
          offset: pinned === 'left' ? col.getStart('start') : pinned === 'right' ? col.getAfter('end') : 0,
          edge: (pinned === 'left' && i === list.length - 1) || (pinned === 'right' && i === 0),
          align: column?.align ?? (column?.numeric ? 'end' : column ? 'start' : 'center'),
        };
      });
    const laidOut = [
      ...lay(table.getStartVisibleLeafColumns(), 'left'),
      ...lay(table.getCenterVisibleLeafColumns(), null),
      ...lay(table.getEndVisibleLeafColumns(), 'right'),
    ];
    return {
      columns: laidOut,
      totalWidth: laidOut.reduce((sum, c) => sum + c.width, 0),
      /** The narrowest the columns go before the table scrolls sideways. */
      minTotalWidth: laidOut.reduce((sum, c) => sum + c.minWidth, 0),
    };
    // The column model changes only with its definitions and state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [table, defs, state]);
}
