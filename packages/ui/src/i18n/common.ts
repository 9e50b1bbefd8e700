import { formatNumber } from '@sen/domain';
import { useKitStrings, type KitDictionary } from './KitLocale';

/** The kit's one-off default strings (a component's own label, name or state), in each language. */
export type CommonStrings = {
  /** Spinner, skeleton, loading overlay, stat card. */
  loading: string;
  /** A pending button. */
  processing: string;
  /** A remote check running (useAsyncValidation). */
  checking: string;
  /** A dialog's or toast's close button. */
  close: string;
  /** ConfirmDialog's title and buttons. */
  confirmTitle: string;
  confirm: string;
  cancel: string;
  /** A tag's remove button. */
  remove: string;
  /** A search field's clear button. */
  clearSearch: string;
  showPassword: string;
  hidePassword: string;
  /** The breadcrumbs landmark. */
  breadcrumbs: string;
  /** The calendar buttons of the date pickers. */
  pickDate: string;
  pickDateRange: string;
  /** The page size picker. */
  rows: string;
  /** A Select with nothing chosen (react-aria's own says 'Select an item' in every language but its own). */
  selectPlaceholder: string;
  /** A MultiSelect with more choices than it lists: '3 đã chọn'. */
  selectedCount: (count: number) => string;
  primaryColor: string;
  /** The toast region landmark. */
  notifications: string;
  /** The numpad: its group, the back key and the clear key. */
  numpad: string;
  numpadBack: string;
  numpadClear: string;
};

export const commonStrings: KitDictionary<CommonStrings> = {
  vi: {
    loading: 'Đang tải',
    processing: 'Đang xử lý',
    checking: 'Đang kiểm tra...',
    close: 'Đóng',
    confirmTitle: 'Xác nhận',
    confirm: 'Đồng ý',
    cancel: 'Hủy bỏ',
    remove: 'Xóa',
    clearSearch: 'Xóa tìm kiếm',
    showPassword: 'Hiện mật khẩu',
    hidePassword: 'Ẩn mật khẩu',
    breadcrumbs: 'Đường dẫn',
    pickDate: 'Chọn ngày',
    pickDateRange: 'Chọn khoảng ngày',
    rows: 'Số dòng',
    selectPlaceholder: 'Chọn một mục',
    selectedCount: (count) => `${formatNumber(count)} đã chọn`,
    primaryColor: 'Màu chủ đạo',
    notifications: 'Thông báo',
    numpad: 'Bàn phím số',
    numpadBack: 'Xóa một số',
    numpadClear: 'Xóa hết',
  },
  en: {
    loading: 'Loading',
    processing: 'Processing',
    checking: 'Checking...',
    close: 'Close',
    confirmTitle: 'Confirm',
    confirm: 'OK',
    cancel: 'Cancel',
    remove: 'Remove',
    clearSearch: 'Clear search',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    breadcrumbs: 'Breadcrumbs',
    pickDate: 'Pick a date',
    pickDateRange: 'Pick a date range',
    rows: 'Rows',
    selectPlaceholder: 'Select an item',
    selectedCount: (count) => `${formatNumber(count)} selected`,
    primaryColor: 'Primary colour',
    notifications: 'Notifications',
    numpad: 'Number pad',
    numpadBack: 'Delete one digit',
    numpadClear: 'Clear',
  },
};

/** The kit's one-off strings in the current language. */
export const useCommonStrings = (): CommonStrings => useKitStrings(commonStrings);
