import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as s from './Card.css';

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** Heading shown in the card header; the card is then a labelled region. */
  title?: ReactNode;
  /** Heading level of the title; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  /** Content at the end of the header (buttons, menus). */
  actions?: ReactNode;
  /** Remove the body padding (tables, lists that run edge to edge). */
  flush?: boolean;
  children?: ReactNode;
};

/** A surface with an optional header (title and actions). */
export function Card({ title, headingLevel = 2, actions, flush, className, children, ...rest }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title != null || actions != null;
  return (
    <section
      {...rest}
      aria-labelledby={title != null ? titleId : undefined}
      className={cx(s.card, className)}
    >
      {hasHeader && (
        <div className={s.header}>
          {title != null && (
            <Heading id={titleId} className={s.title}>
              {title}
            </Heading>
          )}
          {actions != null && <div className={s.actions}>{actions}</div>}
        </div>
      )}
      <div className={cx(s.body, flush && s.flush)}>{children}</div>
    </section>
  );
}
