import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link as AriaLink } from 'react-aria-components';
import type { ReactNode } from 'react';
import { useCommonStrings } from '../i18n';
import { cx } from '../internal/cx';
import { ChevronRightIcon, HomeIcon } from '../internal/icons';
import * as s from './Breadcrumbs.css';

export type BreadcrumbItem = { label: ReactNode; href?: string };

export type BreadcrumbsProps = {
  /** From the home page to the current page; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /** Accessible name of the navigation landmark; 'Đường dẫn' by default. */
  'aria-label'?: string;
  className?: string;
};

/** Breadcrumbs starting at the home page (shown with a home icon); links go through react-aria's router. */
export function Breadcrumbs({ items, 'aria-label': ariaLabelProp, className }: BreadcrumbsProps) {
  const common = useCommonStrings();
  const ariaLabel = ariaLabelProp ?? common.breadcrumbs;
  return (
    <nav aria-label={ariaLabel} className={className}>
      <AriaBreadcrumbs aria-label={ariaLabel} className={s.list}>
        {items.map((item, index) => (
          <Breadcrumb key={index} className={s.item}>
            {({ isCurrent }) => (
              <>
                <AriaLink href={isCurrent ? undefined : item.href} className={cx(s.link)}>
                  {index === 0 && <HomeIcon size={16} />}
                  {item.label}
                </AriaLink>
                {!isCurrent && (
                  <span className={s.separator} aria-hidden="true">
                    <ChevronRightIcon size={14} />
                  </span>
                )}
              </>
            )}
          </Breadcrumb>
        ))}
      </AriaBreadcrumbs>
    </nav>
  );
}
