import type { ReactNode, SVGProps } from 'react';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { CountBadge } from '../Badge';
import { IconButton } from '../IconButton';
import { formatNumber } from '@sen/domain';
import { useKitStrings, type KitDictionary } from '../i18n';
import { cx } from '../internal/cx';
import { popover } from '../internal/popover.css';
import * as s from './NotificationBell.css';

export type NotificationBellLabels = {
  /** Name of the button and title of the popover; 'Thông báo'. */
  title: string;
  /** The button's name when there are unread notifications; 'Thông báo (3 chưa đọc)'. */
  unread: (count: number) => string;
};

export type NotificationBellProps = {
  /** Unread notifications; the badge is hidden at 0 and shows '99+' above 99. */
  count: number;
  /** Called when the bell is pressed (besides opening the popover when there is content). */
  onPress?: () => void;
  /** Content of the popover the bell opens (the list of notifications or an empty state); none: a plain button. */
  children?: ReactNode;
  labels?: Partial<NotificationBellLabels>;
  className?: string;
};

const dictionary: KitDictionary<NotificationBellLabels> = {
  vi: { title: 'Thông báo', unread: (count) => `Thông báo (${formatNumber(count)} chưa đọc)` },
  en: { title: 'Notifications', unread: (count) => `Notifications (${formatNumber(count)} unread)` },
};

const BellIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/**
 * The notifications slot of the top bar: a bell with the unread count as a badge and in its accessible name
 * ('Thông báo (3 chưa đọc)'). It opens a popover with `children`; fetching notifications is up to the app.
 */
export function NotificationBell({
  count,
  onPress,
  children,
  labels: labelOverrides,
  className,
}: NotificationBellProps) {
  const labels = useKitStrings(dictionary, labelOverrides);
  const unread = Math.max(0, Math.floor(count));
  // The badge sits beside the button, not in it: the count is already in the button's name.
  const button = (
    <span className={cx(s.bell, className)}>
      <IconButton aria-label={unread > 0 ? labels.unread(unread) : labels.title} onPress={onPress}>
        <BellIcon />
      </IconButton>
      {unread > 0 && (
        <span className={s.badge} aria-hidden="true">
          <CountBadge count={unread} />
        </span>
      )}
    </span>
  );
  if (children == null) return button;
  return (
    <DialogTrigger>
      {button}
      <Popover placement="bottom end" className={cx(popover, s.popover)}>
        <Dialog aria-label={labels.title} className={s.dialog}>
          <Heading slot="title" className={s.title}>
            {labels.title}
          </Heading>
          {children}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
