import { Link as AriaLink } from 'react-aria-components';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { link } from './Link.css';

export type LinkProps = Omit<AriaLinkProps, 'className' | 'children'> & {
  /** 'inline' (underlined, default), 'standalone' (bold, underline on hover) or 'subtle' (inherits colour). */
  variant?: 'inline' | 'standalone' | 'subtle';
  className?: string;
  children?: ReactNode;
};

/**
 * A link (react-aria `Link`). With `href` it navigates through the app's react-aria `RouterProvider`, so client-side
 * routing works; without it, it behaves as a button-like link with `onPress`.
 */
export function Link({ variant = 'inline', className, ...rest }: LinkProps) {
  return <AriaLink {...rest} className={cx(link({ variant }), className)} />;
}
