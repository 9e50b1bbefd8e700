import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import {
  BREAKPOINTS,
  clampPageIndex,
  pageCountOf,
  pageSelectionState,
  selectRange,
  toggleId,
  togglePageSelection,
} from '@sen/domain';
import { normalizeTableSettings } from '@sen/domain';
import type { TableSettingsValue } from '@sen/domain';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { LoadingOverlay } from '../LoadingOverlay';
import { TableSettings } from '../TableSettings';
import type { TableSettingsLabels } from '../TableSettings';
import { useKitLocale } from '../i18n';
import { cx } from '../internal/cx';
import * as s from './DataTable.css';
import type { RowHandlers } from './BodyRow';
import { CardList } from './CardList';
import { CardSort } from './CardSort';
import { cellClass, cellStyle } from './cells';
import { tableKeyAction } from './keyboard';
import { dataTableDictionary } from './labels';
import type { DataTableLabels } from './labels';
import { TableFoot, TableHead } from './TableHead';
import { TableFooter } from './TableFooter';
import { TableSearch } from './TableSearch';
import type {
  DataTableColumn,
  DataTableSelectionMode,
  DataTableState,
  DataTableToolbarApi,
  DataTableUrlAdapter,
} from './types';
import { useClientRows } from './useClientRows';
import { useColumnLayout } from './useColumnLayout';
import { useContainerWidth } from './useContainerWidth';
import { useTableState } from './useTableState';
import { VirtualBody } from './VirtualBody';

export type DataTableProps<T> = {
  /** The columns, in their default order. Keep the array stable (module constant or `useMemo`). */
  columns: readonly DataTableColumn<T>[];
  /** Client mode: every row. Server mode: the current page as the server sent it. Keep it stable. */
  rows: readonly T[];
  /** The table's accessible name. */
  'aria-label': string;
  /**
   * 'client' (default): the table searches, filters, sorts and pages `rows` itself. 'server': it does no data
   * work, shows `rows` as they are and reports the query through `onStateChange` for the caller to fetch.
   */
  mode?: 'client' | 'server';
  /** Server mode: the number of rows matching the query on the server. */
  total?: number;
  /** A row's id for selection and expansion; `row.id`, else its position, by default. */
  getRowId?: (row: T, index: number) => string;
  /** A row's name in its controls' labels ("Chọn dòng …"); the first column's value by default. */
  getRowLabel?: (row: T) => string;
  /** Controlled query state (server mode usually): sort, search, dates, page, filters. */
  state?: Partial<DataTableState>;
  defaultState?: Partial<DataTableState>;
  onStateChange?: (state: DataTableState) => void;
  /**
   * Persists fromDate, toDate, sortKey, sortType, searchKey, pageIndex, pageSize in the URL query: read once at
   * mount when uncontrolled (invalid values fall back to the defaults), written on every change. A controlled
   * caller reads it with `decodeTableQuery` from `@sen/domain`.
   */
  urlState?: DataTableUrlAdapter;
  /** Pages with a page-size picker (default); false shows every row in the virtualised body. */
  paginate?: boolean;
  /** Height of the scrolling body in px or CSS (480 by default); '100%' with `fill` fills the container. */
  height?: number | string;
  /** Make the table fill its (sized) container's height. */
  fill?: boolean;
  /** Height of a row in px (40). */
  rowHeight?: number;
  /** Show the search box (default true). */
  searchable?: boolean;
  /** Show a from/to date range in the toolbar (the picker's code is a separate chunk, loaded on first use). */
  dateRange?: boolean;
  /** Client mode: the column whose accessor gives a row's 'YYYY-MM-DD' date for the date range. */
  dateColumn?: string;
  /** Client mode: the rule for `state.filters`. */
  filterRow?: (row: T, filters: NonNullable<DataTableState['filters']>) => boolean;
  /** More toolbar content (filters, buttons); a function gets the state and `change`. */
  toolbar?: ReactNode | ((api: DataTableToolbarApi) => ReactNode);
  selectionMode?: DataTableSelectionMode;
  /** Controlled selection (row ids). */
  selectedKeys?: ReadonlySet<string>;
  defaultSelectedKeys?: Iterable<string>;
  onSelectionChange?: (keys: Set<string>) => void;
  /** Makes rows expandable: the detail shown under an open row. */
  renderExpanded?: (row: T) => ReactNode;
  /** Called when a row is clicked (outside its controls). */
  onRowAction?: (row: T) => void;
  isLoading?: boolean;
  /** An error message: shown instead of the rows, with a retry button when `onRetry` is given. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Replaces the default EmptyState. */
  emptyState?: ReactNode;
  /**
   * Where the shortcuts (Ctrl/Cmd+←/→ pages, F3 search) work: 'table' (default) while focus is inside the
   * table, 'page' anywhere on the page (one such table per page).
   */
  keyboardScope?: 'table' | 'page';
  /**
   * Column settings (visibility, order, widths, pins) as the table settings form saves them; controlled when
   * given. Without it the columns' own `hidden`/`pinned`/`width` apply until the user saves settings.
   */
  settings?: Partial<TableSettingsValue> | null;
  /**
   * Shows the 'Cài đặt bảng' button (TableSettings) in the toolbar: called with `settingsKey` and the new
   * settings; store them and pass them back as `settings` (or leave `settings` out and the table keeps them).
   * A missing `settingsKey` fails the save with 'Settings Key is not defined'.
   */
  onSettingsSave?: (settingsKey: string, settings: TableSettingsValue) => Promise<void> | void;
  /** The key the settings are saved under (one per table). */
  settingsKey?: string;
  settingsLabels?: Partial<TableSettingsLabels>;
  /** 'auto' (default) shows cards below 576 px of width (`BREAKPOINTS.sm`). */
  layout?: 'auto' | 'table' | 'cards';
  labels?: Partial<DataTableLabels>;
  className?: string;
};

const NO_KEYS: ReadonlySet<string> = new Set();

/**
 * The date range picker (the calendar and date maths, most of the table's weight) is loaded only by a table that
 * shows it: a separate chunk for the apps' bundlers.
 */
const DateRangePicker = lazy(() =>
  import('../DateRangePicker').then((module) => ({ default: module.DateRangePicker })),
);

/** The settings the form starts from: the saved ones, else what the columns declare. */
function settingsOf<T>(
  columns: readonly DataTableColumn<T>[],
  settings: Partial<TableSettingsValue> | null | undefined,
): TableSettingsValue {
  if (settings) return normalizeTableSettings(settings, columns);
  const pinned: TableSettingsValue['pinned'] = {};
  for (const column of columns) if (column.pinned) pinned[column.id] = column.pinned;
  return normalizeTableSettings(
    { hidden: columns.filter((c) => c.hidden).map((c) => c.id), order: columns.map((c) => c.id), pinned },
    columns,
  );
}

function defaultRowId(row: unknown, index: number): string {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
}

/**
 * A data table on TanStack Table (column model) and TanStack Virtual (body): sorting, search, date range,
 * paging, selection, expandable rows, totals, sticky header and pinned columns, cards on phones; client or
 * server data; query state optionally in the URL.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    columns,
    rows,
    mode = 'client',
    paginate = true,
    height = 480,
    fill,
    rowHeight = 40,
    searchable = true,
    selectionMode = 'none',
    renderExpanded,
    isLoading,
    error,
    onRetry,
    keyboardScope = 'table',
    layout = 'auto',
    className,
  } = props;
  const locale = useKitLocale();
  const labels = useMemo(() => ({ ...dataTableDictionary[locale], ...props.labels }), [locale, props.labels]);
  const radioName = useId();

  const { state, change } = useTableState(props);
  const client = useClientRows(mode === 'client', rows, columns, state, {
    dateColumn: props.dateColumn,
    filterRow: props.filterRow,
    paginate,
  });
  const pageRows = mode === 'client' ? client.rows : rows;
  const total = mode === 'client' ? client.total : (props.total ?? rows.length);
  // Client pages are clamped to the rows left; a server page is what the caller asked for.
  const pageIndex = !paginate
    ? 0
    : mode === 'client'
      ? clampPageIndex(state.pageIndex, state.pageSize, total)
      : state.pageIndex;
  const offset = paginate ? pageIndex * state.pageSize : 0;

  const getRowId = props.getRowId;
  const ids = useMemo(
    () => pageRows.map((row, i) => (getRowId ? getRowId(row, i + offset) : defaultRowId(row, i + offset))),
    [pageRows, getRowId, offset],
  );

  // Settings saved through the form, when the caller does not control them.
  const [savedSettings, setSavedSettings] = useState<TableSettingsValue | null>(null);
  const settings = props.settings !== undefined ? props.settings : savedSettings;
  const { columns: laidOut, minTotalWidth } = useColumnLayout(columns, settings, {
    select: selectionMode !== 'none',
    expand: Boolean(renderExpanded),
  });
  const getRowLabel = props.getRowLabel;
  const firstData = laidOut.find((c) => c.column?.accessor)?.column;
  const rowLabel = useCallback(
    (row: T) => (getRowLabel ? getRowLabel(row) : String(firstData?.accessor?.(row) ?? '')),
    [getRowLabel, firstData],
  );

  // Selection and expansion.
  const [innerSelected, setInnerSelected] = useState<ReadonlySet<string>>(
    () => new Set(props.defaultSelectedKeys ?? []),
  );
  const selected = props.selectedKeys ?? innerSelected;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(NO_KEYS);
  const current = { selected, ids, selectionMode, props, pageRows, state };
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });
  const anchor = useRef<string | undefined>(undefined);

  const setSelected = useCallback((next: Set<string>) => {
    const { props: current } = latest.current;
    if (!current.selectedKeys) setInnerSelected(next);
    current.onSelectionChange?.(next);
  }, []);

  const handlers = useMemo<RowHandlers>(
    () => ({
      onSelect: (id, range) => {
        const { selected: now, ids: shown, selectionMode: modeNow } = latest.current;
        if (modeNow === 'single') {
          anchor.current = id;
          if (!now.has(id) || now.size !== 1) setSelected(new Set([id]));
          return;
        }
        if (range && anchor.current !== undefined) {
          setSelected(selectRange(now, shown, anchor.current, id));
        } else {
          anchor.current = id;
          setSelected(toggleId(now, id));
        }
      },
      onToggleExpand: (id) => setExpanded((open) => toggleId(open, id)),
      onRowAction: (id) => {
        const { ids: shown, pageRows: shownRows, props: current } = latest.current;
        const row = shownRows[shown.indexOf(id)];
        if (row !== undefined) current.onRowAction?.(row);
      },
    }),
    [setSelected],
  );

  // Keyboard: Ctrl/Cmd+←/→ change page, F3 focuses the search box.
  const searchRef = useRef<HTMLInputElement>(null);
  const pageCount = paginate ? pageCountOf(total, state.pageSize) : 1;
  const keyNow = { pageIndex, pageCount, change };
  const keyState = useRef(keyNow);
  useLayoutEffect(() => {
    keyState.current = keyNow;
  });
  const onKey = useCallback((event: KeyboardEvent | React.KeyboardEvent) => {
    const action = tableKeyAction(event);
    if (!action) return;
    const { pageIndex: index, pageCount: count, change: update } = keyState.current;
    if (action === 'focusSearch') {
      if (!searchRef.current) return;
      event.preventDefault();
      searchRef.current.focus();
      searchRef.current.select();
      return;
    }
    event.preventDefault();
    const next = action === 'previousPage' ? index - 1 : index + 1;
    if (next >= 0 && next < count) update({ pageIndex: next });
  }, []);
  useEffect(() => {
    if (keyboardScope !== 'page') return;
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [keyboardScope, onKey]);

  // A new page, sort or search starts at the top.
  const scrollRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const { sortKey, sortType, searchKey, fromDate, toDate, pageSize, filters } = state;
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [pageIndex, pageSize, sortKey, sortType, searchKey, fromDate, toDate, filters]);

  const width = useContainerWidth(rootRef, 1024);
  const cards = layout === 'cards' || (layout === 'auto' && width < BREAKPOINTS.sm);

  const onSort = useCallback(
    (columnId: string) => {
      const { sortKey: key, sortType: type } = latest.current.state;
      change(
        key === columnId
          ? { sortKey: columnId, sortType: type === 'asc' ? 'desc' : 'asc' }
          : { sortKey: columnId, sortType: 'asc' },
      );
    },
    [change],
  );

  const pageSelection = useMemo(() => pageSelectionState(selected, ids), [selected, ids]);
  const settingsColumns = useMemo(() => columns.map((c) => ({ id: c.id, label: c.header })), [columns]);
  const settingsValue = useMemo(() => settingsOf(columns, settings), [columns, settings]);
  const hasFooter = columns.some((c) => c.footer !== undefined);
  const showRows = !error && pageRows.length > 0;
  const skeleton = Boolean(isLoading) && pageRows.length === 0 && !error;
  const toolbarExtra = typeof props.toolbar === 'function' ? props.toolbar({ state, change }) : props.toolbar;

  let message: ReactNode = null;
  if (error) {
    message = (
      <div className={s.message} role="alert">
        <strong className={s.errorText}>{labels.errorTitle}</strong>
        <span>{error}</span>
        {onRetry && (
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {labels.retry}
          </Button>
        )}
      </div>
    );
  } else if (!isLoading && pageRows.length === 0) {
    message = props.emptyState ?? (
      <EmptyState title={labels.emptyTitle} description={labels.emptyDescription} headingLevel={4} />
    );
  }

  // What the table body and the phone cards both need.
  const rowProps = {
    rows: pageRows,
    ids,
    rowLabel,
    scrollRef,
    columns: laidOut,
    selectionMode,
    selected,
    expanded,
    renderExpanded,
    handlers,
    labels,
    radioName,
  };

  return (
    <div
      ref={rootRef}
      className={cx(s.root, className)}
      style={fill ? { height: '100%' } : undefined}
      onKeyDown={keyboardScope === 'table' ? onKey : undefined}
      data-layout={cards ? 'cards' : 'table'}
    >
      {(searchable || props.dateRange || toolbarExtra != null || props.onSettingsSave || cards) && (
        <div className={s.toolbar}>
          {searchable && (
            <TableSearch
              searchKey={state.searchKey}
              onSearch={(next) => change({ searchKey: next })}
              inputRef={searchRef}
              labels={labels}
            />
          )}
          {props.dateRange && (
            <Suspense fallback={<span className={s.datePlaceholder} aria-hidden="true" />}>
              <DateRangePicker
                aria-label={labels.dateRange}
                value={{ fromDate: state.fromDate ?? null, toDate: state.toDate ?? null }}
                onChange={(range) =>
                  change({ fromDate: range.fromDate ?? undefined, toDate: range.toDate ?? undefined })
                }
              />
            </Suspense>
          )}
          {cards && (
            <CardSort
              columns={columns}
              state={state}
              onSort={(sortKey, sortType) => change({ sortKey, sortType })}
              labels={labels}
            />
          )}
          {toolbarExtra}
          {props.onSettingsSave && (
            <div className={s.toolbarEnd}>
              <TableSettings
                settingsKey={props.settingsKey}
                columns={settingsColumns}
                value={settingsValue}
                labels={props.settingsLabels}
                onSave={async (key, value) => {
                  await props.onSettingsSave?.(key, value);
                  setSavedSettings(value);
                }}
              />
            </div>
          )}
        </div>
      )}
      {/* The loading overlay covers the rows only, so the search and filters stay usable. */}
      <div className={s.bodyWrap} style={fill ? { flex: '1 1 0', minHeight: 0 } : undefined}>
        <div
          ref={scrollRef}
          className={s.scroller}
          style={fill ? { height: '100%' } : { height }}
          role="region"
          aria-label={props['aria-label']}
          tabIndex={0}
        >
          {cards ? (
            showRows && (
              <CardList {...rowProps} firstPosition={offset + 1} total={total} label={props['aria-label']} />
            )
          ) : (
            <table
              className={s.table}
              style={{ minWidth: minTotalWidth }}
              aria-label={props['aria-label']}
              aria-rowcount={total + 1 + (hasFooter ? 1 : 0)}
              aria-busy={isLoading || undefined}
            >
              <TableHead
                columns={laidOut}
                state={state}
                onSort={onSort}
                selectionMode={selectionMode}
                pageSelection={pageSelection}
                onTogglePage={() =>
                  setSelected(togglePageSelection(latest.current.selected, latest.current.ids))
                }
                labels={labels}
              />
              {showRows && <VirtualBody {...rowProps} rowHeight={rowHeight} firstRowIndex={offset + 2} />}
              {skeleton && (
                <tbody className={s.body} aria-hidden="true">
                  {Array.from({ length: 5 }, (_, i) => (
                    <tr key={i} className={s.row} style={{ height: rowHeight }}>
                      {laidOut.map((column) => (
                        <td key={column.id} className={cellClass(s.cell, column)} style={cellStyle(column)}>
                          <span className={s.skeleton} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              )}
              {hasFooter && showRows && (
                <TableFoot columns={laidOut} rows={pageRows} ariaRowIndex={total + 2} />
              )}
            </table>
          )}
          {message}
        </div>
        {isLoading && pageRows.length > 0 && <LoadingOverlay visible contained label={labels.loading} />}
      </div>
      {skeleton && (
        <span className={s.srOnly} role="status">
          {labels.loading}
        </span>
      )}
      <span className={s.srOnly} role="status" aria-live="polite">
        {isLoading ? '' : labels.rowCount(total)}
      </span>
      <TableFooter
        pageIndex={pageIndex}
        pageSize={state.pageSize}
        total={total}
        paginate={paginate}
        isDisabled={isLoading}
        onPageChange={(next) => change({ pageIndex: next })}
        onPageSizeChange={(next) => change({ pageSize: next })}
        labels={labels}
      />
    </div>
  );
}
