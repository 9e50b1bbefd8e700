import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { visuallyHidden } from '../internal/shared.css';
import { badge } from './Badge.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export type BadgeProps = {
  tone?: BadgeTone;
  /** The status text, e.g. 'Đã duyệt'. */
  children: ReactNode;
  className?: string;
};

/** A small status label in one of five tones. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx(badge({ tone }), className)}>{children}</span>;
}

export type CountBadgeProps = {
  count: number;
  /** Above it shows 'max+'; 99 by default. */
  max?: number;
  /** 'danger' (solid red, default), 'info' (solid primary) or a soft tone. */
  tone?: BadgeTone;
  /** Show a zero count; by default 0 renders nothing. */
  showZero?: boolean;
  /** Screen-reader text after the number, e.g. 'thông báo chưa đọc'. */
  label?: string;
  className?: string;
};

/** A number badge (unread messages, pending tasks). */
export function CountBadge({
  count,
  max = 99,
  tone = 'danger',
  showZero,
  label,
  className,
}: CountBadgeProps) {
  if (count <= 0 && !showZero) return null;
  return (
    <span className={cx(badge({ tone, count: true }), className)}>
      {count > max ? `${max}+` : Math.max(0, count)}
      {label != null && <span className={visuallyHidden}> {label}</span>}
    </span>
  );
}
