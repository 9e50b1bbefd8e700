import { Dialog, DialogTrigger, Heading, OverlayArrow, Popover as AriaPopover } from 'react-aria-components';
import type { PopoverProps as AriaPopoverProps } from 'react-aria-components';
import type { ReactElement, ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as s from './Popover.css';

export type PopoverProps = {
  /** A kit button (Button, IconButton...) that opens it. */
  trigger: ReactElement;
  /** The dialog's heading and accessible name; without it pass `aria-label`. */
  title?: ReactNode;
  'aria-label'?: string;
  /** Content, or a function of `close` for buttons that close it. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** 'bottom' by default; e.g. 'bottom start', 'top', 'end'. */
  placement?: AriaPopoverProps['placement'];
  /** Hide the arrow pointing at the trigger. */
  hideArrow?: boolean;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
};

/** A dialog in a popover next to its trigger, with an arrow; focus moves in, Escape or a click outside closes it. */
export function Popover({
  trigger,
  title,
  'aria-label': ariaLabel,
  children,
  placement = 'bottom',
  hideArrow,
  className,
  ...state
}: PopoverProps) {
  return (
    <DialogTrigger {...state}>
      {trigger}
      <AriaPopover placement={placement} offset={hideArrow ? 4 : 10} className={cx(s.popover, className)}>
        {!hideArrow && (
          <OverlayArrow className={s.arrow}>
            <svg width={14} height={8} viewBox="0 0 14 8" aria-hidden="true" className={s.arrowSvg}>
              <path d="M0 0 7 7.5 14 0" />
            </svg>
          </OverlayArrow>
        )}
        <Dialog aria-label={ariaLabel} className={s.dialog}>
          {({ close }) => (
            <>
              {title != null && (
                <Heading slot="title" className={s.title}>
                  {title}
                </Heading>
              )}
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
