import { memo, useCallback } from 'react';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { IconButton } from '../IconButton';
import { cx } from '../internal/cx';
import { ChevronRightIcon } from '../internal/icons';
import * as s from './DataTable.css';
import type { RowHandlers } from './BodyRow';
import { renderCellValue } from './cells';
import type { DataTableLabels } from './labels';
import type { DataTableSelectionMode } from './types';
import type { LaidOutColumn } from './useColumnLayout';

type CardProps<T> = {
  row: T;
  id: string;
  label: string;
  index: number;
  setSize: number;
  position: number;
  columns: readonly LaidOutColumn<T>[];
  selectionMode: DataTableSelectionMode;
  isSelected: boolean;
  isExpanded: boolean;
  renderExpanded?: (row: T) => ReactNode;
  handlers: RowHandlers;
  labels: DataTableLabels;
  measure: (element: HTMLLIElement | null) => void;
  radioName: string;
};

function CardImpl<T>({
  row,
  id,
  label,
  index,
  setSize,
  position,
  columns,
  selectionMode,
  isSelected,
  isExpanded,
  renderExpanded,
  handlers,
  labels,
  measure,
  radioName,
}: CardProps<T>) {
  const onClick = (event: MouseEvent<HTMLLIElement>) => {
    if ((event.target as Element).closest('a, button, input, label, [role="button"]')) return;
    if (selectionMode !== 'none') handlers.onSelect(id, event.shiftKey);
    handlers.onRowAction?.(id);
  };
  return (
    <li
      ref={measure}
      data-index={index}
      aria-setsize={setSize}
      aria-posinset={position}
      className={s.card}
      data-selected={isSelected || undefined}
      onClick={onClick}
    >
      <div className={s.cardInner}>
        {(selectionMode !== 'none' || renderExpanded) && (
          <div className={s.cardHeader}>
            {selectionMode !== 'none' && (
              <input
                type={selectionMode === 'single' ? 'radio' : 'checkbox'}
                name={selectionMode === 'single' ? radioName : undefined}
                className={s.check}
                checked={isSelected}
                aria-label={labels.selectRow(label)}
                onChange={() => undefined}
                onClick={(event) => handlers.onSelect(id, event.shiftKey)}
              />
            )}
            <strong className={s.cellText}>{label}</strong>
            {renderExpanded && (
              <IconButton
                size="sm"
                className={s.cardToggle}
                aria-label={isExpanded ? labels.collapseRow(label) : labels.expandRow(label)}
                aria-expanded={isExpanded}
                onPress={() => handlers.onToggleExpand(id)}
              >
                <ChevronRightIcon size={16} className={s.expandIcon} />
              </IconButton>
            )}
          </div>
        )}
        <dl className={s.cardFields}>
          {columns.map(({ id: columnId, column, align }) =>
            column ? (
              <div key={columnId} className={s.cardField}>
                <dt className={s.cardLabel}>{column.header}</dt>
                <dd className={cx(s.cardValue, align === 'end' && s.cardValueEnd)}>
                  {renderCellValue(column, row)}
                </dd>
              </div>
            ) : null,
          )}
        </dl>
        {isExpanded && renderExpanded && <div>{renderExpanded(row)}</div>}
      </div>
    </li>
  );
}

const Card = memo(CardImpl) as typeof CardImpl;

export type CardListProps<T> = {
  rows: readonly T[];
  ids: readonly string[];
  rowLabel: (row: T) => string;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** aria-posinset of the first card (1 on the first page). */
  firstPosition: number;
  total: number;
  label: string;
  columns: readonly LaidOutColumn<T>[];
  selectionMode: DataTableSelectionMode;
  selected: ReadonlySet<string>;
  expanded: ReadonlySet<string>;
  renderExpanded?: (row: T) => ReactNode;
  handlers: RowHandlers;
  labels: DataTableLabels;
  radioName: string;
};

/** The phone layout: each row a card of "label: value" pairs, virtualised and measured like the table body. */
export function CardList<T>({
  rows,
  ids,
  rowLabel,
  scrollRef,
  firstPosition,
  total,
  label,
  columns,
  selectionMode,
  selected,
  expanded,
  renderExpanded,
  handlers,
  labels,
  radioName,
}: CardListProps<T>) {
  const fields = columns.filter((c) => c.column).length;
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual is driven by its own scroll state.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 40 + fields * 24,
    getItemKey: useCallback((index: number) => ids[index] ?? index, [ids]),
    overscan: 4,
    initialRect: { width: 360, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  // The cards are in normal flow from the list's top padding (the first rendered card's position), like the
  // table body's rows: no card carries a position of its own.
  return (
    <ul
      aria-label={label}
      className={s.cards}
      style={{ height: virtualizer.getTotalSize(), paddingTop: items[0]?.start ?? 0 }}
    >
      {items.map((item) => {
        const row = rows[item.index] as T;
        const id = ids[item.index] as string;
        return (
          <Card
            key={id}
            row={row}
            id={id}
            label={rowLabel(row)}
            index={item.index}
            setSize={total}
            position={firstPosition + item.index}
            columns={columns}
            selectionMode={selectionMode}
            isSelected={selected.has(id)}
            isExpanded={expanded.has(id)}
            renderExpanded={renderExpanded}
            handlers={handlers}
            labels={labels}
            measure={virtualizer.measureElement}
            radioName={radioName}
          />
        );
      })}
    </ul>
  );
}
