import { useCallback, useMemo } from 'react';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import * as s from './DataTable.css';
import { BodyRow, rowClick } from './BodyRow';
import { bodyCellProps } from './cells';
import type { RowHandlers } from './BodyRow';
import type { DataTableLabels } from './labels';
import type { DataTableSelectionMode } from './types';
import type { LaidOutColumn } from './useColumnLayout';

export type VirtualBodyProps<T> = {
  rows: readonly T[];
  ids: readonly string[];
  rowLabel: (row: T) => string;
  scrollRef: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  /** aria-rowindex of the first row (2 on the first page: the header row is 1). */
  firstRowIndex: number;
  columns: readonly LaidOutColumn<T>[];
  selectionMode: DataTableSelectionMode;
  selected: ReadonlySet<string>;
  expanded: ReadonlySet<string>;
  renderExpanded?: (row: T) => ReactNode;
  handlers: RowHandlers;
  labels: DataTableLabels;
  radioName: string;
};

/**
 * The table body, virtualised with TanStack Virtual: only the rows in view (plus a few) are in the DOM. They are
 * in normal flow, in a body as tall as all rows whose top padding is the first rendered row's position, so no
 * row carries a position of its own (a unique inline transform per row made style recalculation grow over a
 * long scroll). Rows have a fixed height unless expandable, when each is measured so an open detail pushes the
 * next rows down. One click handler on the body serves every row.
 */
export function VirtualBody<T>({
  rows,
  ids,
  rowLabel,
  scrollRef,
  rowHeight,
  firstRowIndex,
  columns,
  selectionMode,
  selected,
  expanded,
  renderExpanded,
  handlers,
  labels,
  radioName,
}: VirtualBodyProps<T>) {
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual is driven by its own scroll state.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: useCallback((index: number) => ids[index] ?? index, [ids]),
    overscan: 4,
    // Tests and the first paint get some rows before the scroll element is measured.
    initialRect: { width: 1000, height: rowHeight * 20 },
  });
  const measure = renderExpanded ? virtualizer.measureElement : undefined;
  const cellProps = useMemo(() => bodyCellProps(columns, rowHeight), [columns, rowHeight]);
  const selectable = selectionMode !== 'none';
  const clickable = selectable || Boolean(handlers.onRowAction);

  const onClick = useCallback(
    (event: MouseEvent<HTMLTableSectionElement>) => {
      const click = rowClick(event.target, event.currentTarget);
      if (!click) return;
      if (click.on === 'select') {
        handlers.onSelect(click.id, event.shiftKey);
        return;
      }
      if (selectable) handlers.onSelect(click.id, event.shiftKey);
      handlers.onRowAction?.(click.id);
    },
    [handlers, selectable],
  );
  // Shift+click extends a selection: keep the browser from selecting text instead.
  const onMouseDown = useCallback((event: MouseEvent) => {
    if (event.shiftKey) event.preventDefault();
  }, []);

  const items = virtualizer.getVirtualItems();
  // Fixed-height rows are recycled: with n rows rendered, row i takes slot i % n. The rendered rows are n
  // consecutive indexes, so each slot is used once, a row scrolled in takes the slot of the one scrolled out, and
  // a long jump updates the row elements in place instead of building new ones (far cheaper to style and lay
  // out). Expandable rows are measured and keep their own element (keyed by id).
  const slots = Math.max(1, items.length);
  const top = items[0]?.start ?? 0;
  return (
    <tbody
      className={s.virtualBody}
      style={{ height: virtualizer.getTotalSize(), paddingTop: top }}
      onClick={onClick}
      onMouseDown={selectable ? onMouseDown : undefined}
    >
      {items.map((item) => {
        const row = rows[item.index] as T;
        const id = ids[item.index] as string;
        return (
          <BodyRow
            key={renderExpanded ? id : item.index % slots}
            row={row}
            id={id}
            label={rowLabel(row)}
            ariaRowIndex={firstRowIndex + item.index}
            index={item.index}
            columns={columns}
            cellProps={cellProps}
            selectionMode={selectionMode}
            clickable={clickable}
            isSelected={selected.has(id)}
            isExpanded={expanded.has(id)}
            renderExpanded={renderExpanded}
            onToggleExpand={handlers.onToggleExpand}
            labels={labels}
            measure={measure}
            radioName={radioName}
          />
        );
      })}
    </tbody>
  );
}
