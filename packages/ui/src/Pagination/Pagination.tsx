import { useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { pageWindow, paginationButtonCount } from '@sen/domain';
import { cx } from '../internal/cx';
import { useKitStrings, type KitDictionary } from '../i18n';
import { ChevronLeftIcon, ChevronRightIcon } from '../internal/icons';
import * as s from './Pagination.css';

export type PaginationLabels = {
  /** Accessible name of the navigation landmark; 'Phân trang'. */
  navigation: string;
  /** 'Trang trước'. */
  previous: string;
  /** 'Trang sau'. */
  next: string;
};

export type PaginationProps = {
  /** The current page, 0-based. */
  pageIndex: number;
  /** Number of pages; 0 shows only the (disabled) previous/next buttons. */
  pageCount: number;
  /** Called with the 0-based page the user picked (never the current page). */
  onPageChange: (pageIndex: number) => void;
  /** Disables every button (e.g. while a page loads). */
  isDisabled?: boolean;
  labels?: Partial<PaginationLabels>;
  className?: string;
};

const dictionary: KitDictionary<PaginationLabels> = {
  vi: { navigation: 'Phân trang', previous: 'Trang trước', next: 'Trang sau' },
  en: { navigation: 'Pagination', previous: 'Previous page', next: 'Next page' },
};

/**
 * Measures the width of `ref`'s parent element (ResizeObserver) and returns how many page slots fit it:
 * 5 under 440 px, 7 under 576 px, 9 otherwise (`paginationButtonCount`).
 */
function useContainerButtonCount(ref: RefObject<HTMLElement | null>): number {
  const [buttons, setButtons] = useState(9);
  useLayoutEffect(() => {
    const container = ref.current?.parentElement;
    if (!container) return;
    const update = () => setButtons(paginationButtonCount(container.getBoundingClientRect().width));
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(container);
    return () => observer.disconnect();
  }, [ref]);
  return buttons;
}

/**
 * Page buttons between 'Trang trước' and 'Trang sau' in a `nav` landmark ('Phân trang'); the current page has
 * `aria-current="page"`. How many page buttons show (5, 7 or 9, ellipses included) follows the width of the
 * element that contains the pagination, so give it a container sized to the space it may take. Controlled:
 * `pageIndex` (0-based) and `onPageChange`.
 */
export function Pagination({
  pageIndex,
  pageCount,
  onPageChange,
  isDisabled,
  labels: labelOverrides,
  className,
}: PaginationProps) {
  const labels = useKitStrings(dictionary, labelOverrides);
  const ref = useRef<HTMLElement>(null);
  const buttons = useContainerButtonCount(ref);
  const slots = pageWindow(pageIndex, pageCount, buttons);
  const go = (next: number) => {
    if (next !== pageIndex && next >= 0 && next < pageCount) onPageChange(next);
  };

  return (
    <nav ref={ref} aria-label={labels.navigation} className={cx(s.nav, className)} data-buttons={buttons}>
      <ul className={s.list}>
        <li>
          <AriaButton
            aria-label={labels.previous}
            className={cx(s.button, s.step)}
            isDisabled={isDisabled || pageIndex <= 0}
            onPress={() => go(pageIndex - 1)}
          >
            <ChevronLeftIcon size={16} />
          </AriaButton>
        </li>
        {slots.map((slot) =>
          typeof slot === 'string' ? (
            <li key={slot} aria-hidden="true" className={s.ellipsis} data-ellipsis="">
              …
            </li>
          ) : (
            <li key={slot}>
              <AriaButton
                className={s.button}
                aria-current={slot === pageIndex ? 'page' : undefined}
                isDisabled={isDisabled}
                onPress={() => go(slot)}
              >
                {slot + 1}
              </AriaButton>
            </li>
          ),
        )}
        <li>
          <AriaButton
            aria-label={labels.next}
            className={cx(s.button, s.step)}
            isDisabled={isDisabled || pageIndex >= pageCount - 1}
            onPress={() => go(pageIndex + 1)}
          >
            <ChevronRightIcon size={16} />
          </AriaButton>
        </li>
      </ul>
    </nav>
  );
}
