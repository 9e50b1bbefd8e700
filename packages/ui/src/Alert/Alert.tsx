import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from '../internal/icons';
import * as s from './Alert.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Content at the end (a button). */
  action?: ReactNode;
  className?: string;
};

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: DangerIcon };

/** An inline message. `danger` alerts are announced immediately (role alert); others politely (role status). */
export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={cx(s.alert, s.tone[tone], className)}>
      <span className={s.icon[tone]}>
        <Icon />
      </span>
      <div className={s.content}>
        {title != null && <div className={s.title}>{title}</div>}
        {children != null && <div>{children}</div>}
      </div>
      {action != null && <div className={s.action}>{action}</div>}
    </div>
  );
}
