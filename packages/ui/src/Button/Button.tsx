import { Button as AriaButton, composeRenderProps } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { cx } from '../internal/cx';
import { button, content, pending } from './Button.css';
import { useCommonStrings } from '../i18n';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'children'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container width. */
  fullWidth?: boolean;
  /** Shows a spinner and keeps the button focusable but inert (react-aria `isPending`). */
  isPending?: boolean;
  /** Accessible label of the pending spinner; 'Đang xử lý' by default. */
  pendingLabel?: string;
  className?: string;
  children?: ReactNode;
};

/** A button (react-aria `Button`) in four variants and two sizes, with a pending state. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth,
  pendingLabel: pendingLabelProp,
  className,
  children,
  ...rest
}: ButtonProps) {
  const common = useCommonStrings();
  const pendingLabel = pendingLabelProp ?? common.processing;
  return (
    <AriaButton {...rest} className={cx(button({ variant, size, fullWidth }), className)}>
      {composeRenderProps(children, (kids, { isPending }) => (
        <>
          <span className={content}>{kids}</span>
          {isPending && (
            <span className={pending}>
              <Spinner size="sm" label={pendingLabel} />
            </span>
          )}
        </>
      ))}
    </AriaButton>
  );
}
