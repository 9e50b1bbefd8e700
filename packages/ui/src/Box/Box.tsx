import { createElement } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { sprinkles } from '../theme/sprinkles.css';
import type { Sprinkles } from '../theme/sprinkles.css';
import { cx } from '../internal/cx';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, 'color'> & {
    /** The element to render; `div` by default. */
    as?:
      | 'div'
      | 'section'
      | 'article'
      | 'aside'
      | 'header'
      | 'footer'
      | 'span'
      | 'ul'
      | 'ol'
      | 'li'
      | 'main'
      | 'nav';
    children?: ReactNode;
  };

/** A layout primitive whose spacing, flex and display props are responsive sprinkles. */
export function Box({ as = 'div', className, children, ...rest }: BoxProps) {
  const atomProps: Record<string, unknown> = {};
  const domProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value;
    else domProps[key] = value;
  }
  return createElement(
    as,
    { ...domProps, className: cx(sprinkles(atomProps as Sprinkles), className) },
    children,
  );
}
