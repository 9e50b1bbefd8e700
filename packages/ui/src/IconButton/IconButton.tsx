import { Button as AriaButton } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { iconButton } from './IconButton.css';

export type IconButtonProps = Omit<AriaButtonProps, 'className' | 'children' | 'aria-label'> & {
  /** Required: an icon-only button needs an accessible name. */
  'aria-label': string;
  variant?: 'ghost' | 'secondary' | 'primary';
  size?: 'sm' | 'md';
  className?: string;
  /** The icon. */
  children: ReactNode;
};

/** A round icon-only button. */
export function IconButton({
  variant = 'ghost',
  size = 'md',
  className,
  children,
  ...rest
}: IconButtonProps) {
  return (
    <AriaButton {...rest} className={cx(iconButton({ variant, size }), className)}>
      {children}
    </AriaButton>
  );
}
