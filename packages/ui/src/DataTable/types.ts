import type { ReactNode } from 'react';
import type { TableQueryState } from '@sen/domain';

/** How a column's cells line up; numeric columns are right-aligned ('end') by default. */
export type DataTableAlign = 'start' | 'center' | 'end';

/** One column declared by the caller. */
export type DataTableColumn<T> = {
  /** Stable id: the sort key sent to the server, the key of settings and of the URL `sortKey`. */
  id: string;
  /** Header text; also the label of the value in the phone card layout. */
  header: string;
  /** The cell's value: shown when there is no `cell`, sorted and searched in client mode. */
  accessor?: (row: T) => unknown;
  /** Renders the cell; keep it cheap (no heavy components per cell). */
  cell?: (row: T) => ReactNode;
  /** Width in px (150 by default); columns share any extra room in proportion to their widths. */
  width?: number;
  /** Smallest width in px when settings resize the column (60 by default). */
  minWidth?: number;
  /** Right-aligned with tabular figures; sets `align` to 'end' unless given. */
  numeric?: boolean;
  align?: DataTableAlign;
  /** Clicking the header sorts by this column. */
  sortable?: boolean;
  /** Client mode: searched by its `accessor` text (true by default for columns with an accessor). */
  searchable?: boolean;
  /** The footer (totals) cell: a node, or computed from the rows shown (the page, or all rows unpaged). */
  footer?: ReactNode | ((rows: readonly T[]) => ReactNode);
  /** Keep the column visible at the start or end while scrolling sideways. */
  pinned?: 'left' | 'right';
  /** Hidden unless settings show it. */
  hidden?: boolean;
};

/**
 * The table's query: the URL-persisted `TableQueryState` of `@sen/domain` (fromDate, toDate, sortKey,
 * sortType, searchKey, pageIndex, pageSize) plus the caller's own filters.
 */
export type DataTableState = TableQueryState & {
  filters?: Readonly<Record<string, string | undefined>>;
};

/** A change to the state; date, sort, search, page size or filter changes go back to the first page. */
export type DataTableChange = Partial<DataTableState>;

/** Persists the state in the URL query; the app adapts its router (the kit never imports one). */
export type DataTableUrlAdapter = {
  read: () => Readonly<Record<string, string | undefined>>;
  /** The params that differ from the defaults; fields left out should be removed from the URL. */
  write: (params: Record<string, string>) => void;
};

export type DataTableSelectionMode = 'none' | 'single' | 'multiple';

/** What the toolbar render function gets, to wire the caller's own filters. */
export type DataTableToolbarApi = {
  state: DataTableState;
  change: (change: DataTableChange) => void;
};
