import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import type { TooltipProps as AriaTooltipProps } from 'react-aria-components';
import type { ReactElement, ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as s from './Tooltip.css';

export type TooltipProps = {
  /** The hint shown next to the trigger. */
  content: ReactNode;
  /** One focusable kit element (Button, IconButton, Link...); react-aria wires focus, hover and the description. */
  children: ReactElement;
  /** 'top' by default. */
  placement?: AriaTooltipProps['placement'];
  /** Hover delay in ms before it shows (600 by default); keyboard focus shows it at once. */
  delay?: number;
  /** Delay in ms before it hides once the pointer leaves (0 by default). */
  closeDelay?: number;
  isDisabled?: boolean;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
};

/** A hint with an arrow on hover or keyboard focus of its trigger; Escape hides it. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 600,
  closeDelay = 0,
  className,
  ...trigger
}: TooltipProps) {
  return (
    <TooltipTrigger {...trigger} delay={delay} closeDelay={closeDelay}>
      {children}
      <AriaTooltip placement={placement} offset={8} className={cx(s.tooltip, className)}>
        <OverlayArrow className={s.arrow}>
          <svg width={10} height={6} viewBox="0 0 10 6" aria-hidden="true" className={s.arrowSvg}>
            <path d="M0 0 5 6 10 0Z" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
