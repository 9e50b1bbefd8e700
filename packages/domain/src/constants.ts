/** UI and timing constants of spec section 9. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100, 200, 500, 1000] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const SERVER_TIME_TICK_MS = 60_000;
export const TOAST_DURATION_MS = 3_000;
export const SEARCH_DEBOUNCE_MS = 500;
export const NOTIFICATION_RECONNECT_MS = 10_000;
export const HUB_TIMEOUT_MS = 5_000;
export const MAX_STARRED_PAGES = 10;
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400, xxxl: 1600 } as const;
export const DEFAULT_PRIMARY_COLOR = '#7367F0';
export const THEMES = ['light', 'dark', 'semi-dark'] as const;
export type ThemeName = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemeName = 'light';
/** Paths bookmarked by default in the navbar. */
export const DEFAULT_BOOKMARKS = [
  '/crm/partners',
  '/crm/task/calendar',
  '/crm/tasks',
  '/crm/call-logs',
  '/sales/room-orders',
] as const;
/** Dates that count as empty. */
export const EMPTY_DATES = ['1900-01-01', '0001-01-01'] as const;
export const ADMIN_FLAG = 1;
