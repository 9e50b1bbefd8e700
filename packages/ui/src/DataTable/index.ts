export { DataTable } from './DataTable';
export type { DataTableProps } from './DataTable';
export { defaultDataTableLabels, englishDataTableLabels } from './labels';
export type { DataTableLabels } from './labels';
export type {
  DataTableAlign,
  DataTableChange,
  DataTableColumn,
  DataTableSelectionMode,
  DataTableState,
  DataTableToolbarApi,
  DataTableUrlAdapter,
} from './types';
export { nextTableState } from './useTableState';
