import { formatNumber } from '@sen/domain';
import type { KitDictionary } from '../i18n';

/** Every string the DataTable shows, in the kit's language (`I18nProvider`), all overridable through `labels`. */
export type DataTableLabels = {
  search: string;
  searchPlaceholder: string;
  clearSearch: string;
  /** Footer range, e.g. "1–10 / 245" (comma thousands: "1–10 / 1,234"). */
  range: (from: number, to: number, total: number) => string;
  pageSize: string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  loading: string;
  emptyTitle: string;
  emptyDescription: string;
  errorTitle: string;
  retry: string;
  selectRow: (rowLabel: string) => string;
  selectPage: string;
  /** Header of the selection column in single selection. */
  selectColumn: string;
  /** Header of the expand column. */
  expandColumn: string;
  expandRow: (rowLabel: string) => string;
  collapseRow: (rowLabel: string) => string;
  dateRange: string;
  /** The sort select of the card layout. */
  sortBy: string;
  ascending: string;
  descending: string;
  settings: string;
  /** Announced when the rows change, e.g. "245 dòng". */
  rowCount: (total: number) => string;
};

const vietnamese: DataTableLabels = {
  search: 'Tìm kiếm',
  searchPlaceholder: 'Tìm kiếm',
  clearSearch: 'Xóa tìm kiếm',
  range: (from, to, total) => `${formatNumber(from)}–${formatNumber(to)} / ${formatNumber(total)}`,
  pageSize: 'Số dòng',
  pagination: 'Phân trang',
  previousPage: 'Trang trước',
  nextPage: 'Trang sau',
  loading: 'Đang tải',
  emptyTitle: 'Không có dữ liệu',
  emptyDescription: 'Không tìm thấy dòng nào phù hợp.',
  errorTitle: 'Không tải được dữ liệu',
  retry: 'Thử lại',
  selectRow: (row) => `Chọn dòng ${row}`,
  selectPage: 'Chọn tất cả dòng của trang',
  selectColumn: 'Chọn',
  expandColumn: 'Chi tiết',
  expandRow: (row) => `Mở rộng dòng ${row}`,
  collapseRow: (row) => `Thu gọn dòng ${row}`,
  dateRange: 'Khoảng ngày',
  sortBy: 'Sắp xếp theo',
  ascending: 'tăng dần',
  descending: 'giảm dần',
  settings: 'Cài đặt bảng',
  rowCount: (total) => `${formatNumber(total)} dòng`,
};

const english: DataTableLabels = {
  search: 'Search',
  searchPlaceholder: 'Search',
  clearSearch: 'Clear search',
  range: (from, to, total) => `${formatNumber(from)}–${formatNumber(to)} of ${formatNumber(total)}`,
  pageSize: 'Rows',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  loading: 'Loading',
  emptyTitle: 'No data',
  emptyDescription: 'No rows match.',
  errorTitle: 'Could not load the data',
  retry: 'Retry',
  selectRow: (row) => `Select row ${row}`,
  selectPage: 'Select all rows of the page',
  selectColumn: 'Select',
  expandColumn: 'Details',
  expandRow: (row) => `Expand row ${row}`,
  collapseRow: (row) => `Collapse row ${row}`,
  dateRange: 'Date range',
  sortBy: 'Sort by',
  ascending: 'ascending',
  descending: 'descending',
  settings: 'Table settings',
  rowCount: (total) => `${formatNumber(total)} ${total === 1 ? 'row' : 'rows'}`,
};

export const dataTableDictionary: KitDictionary<DataTableLabels> = { vi: vietnamese, en: english };

/** The Vietnamese strings (the kit's default language). */
export const defaultDataTableLabels: DataTableLabels = vietnamese;
/** The English strings. */
export const englishDataTableLabels: DataTableLabels = english;
