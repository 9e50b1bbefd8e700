import { Switch as AriaSwitch } from 'react-aria-components';
import type { SwitchProps as AriaSwitchProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { handle, switchRoot, track } from './Switch.css';

export type SwitchProps = Omit<AriaSwitchProps, 'className' | 'children'> & {
  children?: ReactNode;
  className?: string;
};

/** An on/off switch with its label as children. */
export function Switch({ children, className, ...rest }: SwitchProps) {
  return (
    <AriaSwitch {...rest} className={cx(switchRoot, className)}>
      <span className={track} aria-hidden="true">
        <span className={handle} />
      </span>
      {children}
    </AriaSwitch>
  );
}
