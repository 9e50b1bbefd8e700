import { BREAKPOINTS } from '../constants.js';

/** Below this width (px) a pagination shows 5 buttons (spec section 9). */
export const PAGINATION_NARROW_WIDTH = 440;

/** Page-slot counts of a pagination by its width (spec section 9). */
export const PAGINATION_BUTTON_COUNTS = [5, 7, 9] as const;
export type PaginationButtonCount = (typeof PAGINATION_BUTTON_COUNTS)[number];

/**
 * How many page slots (page buttons plus ellipses; the previous/next buttons not counted) fit a pagination of
 * `width` px: 5 under 440 px, 7 under 576 px, 9 from 576 px.
 */
export function paginationButtonCount(width: number): PaginationButtonCount {
  if (width < PAGINATION_NARROW_WIDTH) return 5;
  if (width < BREAKPOINTS.sm) return 7;
  return 9;
}

/** One slot of a page window: a 0-based page index, or an ellipsis before or after the middle pages. */
export type PageWindowItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The slots to show for `pageCount` pages with `pageIndex` (0-based) current, in at most `buttons` slots
 * (odd, at least 5). The first and last pages are always shown; an ellipsis replaces two or more hidden pages;
 * the current page stays visible and, where the slots allow, centred.
 *
 * `pageWindow(0, 20, 7)` → `[0, 1, 2, 3, 4, 'end-ellipsis', 19]`;
 * `pageWindow(10, 20, 7)` → `[0, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 19]`.
 * No pages (`pageCount < 1`) gives `[]`.
 */
export function pageWindow(pageIndex: number, pageCount: number, buttons: number): PageWindowItem[] {
  const count = Number.isFinite(pageCount) ? Math.max(0, Math.floor(pageCount)) : 0;
  if (count === 0) return [];
  const slots = Math.max(5, Math.floor(buttons) | 1);
  const all = Array.from({ length: count }, (_, i) => i);
  if (count <= slots) return all;

  const last = count - 1;
  const current = Math.min(Math.max(0, Math.floor(pageIndex) || 0), last);
  // Pages between the two ellipses when both are shown.
  const inner = slots - 4;
  const start = current - Math.floor(inner / 2);
  const end = start + inner - 1;
  // An ellipsis would hide a single page: show the pages at that end instead.
  if (start <= 2) return [...all.slice(0, slots - 2), 'end-ellipsis', last];
  if (end >= last - 2) return [0, 'start-ellipsis', ...all.slice(count - (slots - 2))];
  return [0, 'start-ellipsis', ...all.slice(start, end + 1), 'end-ellipsis', last];
}
