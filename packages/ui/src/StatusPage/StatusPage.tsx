import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as s from './StatusPage.css';

export type StatusPageProps = {
  /** A status code such as 404 or 500, shown large above the title. */
  code?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A link or button back to safety. */
  action?: ReactNode;
  /** An icon or image above the title. */
  illustration?: ReactNode;
  /** Render inside another layout (no full-height `main`). */
  embedded?: boolean;
  className?: string;
};

/** 404, 500, not authorised, maintenance, coming soon, blank and lock-screen pages. */
export function StatusPage({
  code,
  title,
  description,
  action,
  illustration,
  embedded,
  className,
}: StatusPageProps) {
  const Root = embedded ? 'section' : 'main';
  return (
    <Root className={cx(s.page, embedded && s.embedded, className)}>
      {illustration != null && (
        <span className={s.illustration} aria-hidden="true">
          {illustration}
        </span>
      )}
      {code != null && <p className={s.code}>{code}</p>}
      <h1 className={s.title}>{title}</h1>
      {description != null && <p className={s.description}>{description}</p>}
      {action != null && <div className={s.action}>{action}</div>}
    </Root>
  );
}
