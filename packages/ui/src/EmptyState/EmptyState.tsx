import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as s from './EmptyState.css';

export type EmptyStateProps = {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A button or link to get out of the empty state. */
  action?: ReactNode;
  /** Heading level of the title; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** A placeholder for empty lists and pages. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(s.emptyState, className)}>
      {icon != null && (
        <span className={s.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={s.title}>{title}</Heading>
      {description != null && <p className={s.description}>{description}</p>}
      {action != null && <div className={s.action}>{action}</div>}
    </div>
  );
}
