import { Button } from '@sen/ui';
import type { NotificationItem } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import * as styles from './notifications.styles';
import { formatDateTime } from '@sen/domain';

export type NotificationListProps = {
  notifications: NotificationItem[];
  /** Accessible name of the list. */
  label: string;
  /** Opens a notification (marks it read and follows its link). */
  onOpen: (notification: NotificationItem) => void;
  /** When given, unread ones get a 'mark as read' button. */
  onMarkRead?: (notification: NotificationItem) => void;
  /** Hide the message body (the bell's compact list). */
  compact?: boolean;
};

/** Notifications, newest first: unread ones in bold with a dot; each opens on press. */
export function NotificationList({
  notifications,
  label,
  onOpen,
  onMarkRead,
  compact,
}: NotificationListProps) {
  const { t } = useTranslation();
  return (
    <ul style={styles.list} aria-label={label}>
      {notifications.map((notification) => {
        const unread = !notification.is_read;
        const sender = notification.sender || t('notifications.system');
        return (
          <li key={notification.id} style={styles.item} data-unread={unread || undefined}>
            <span style={unread ? styles.dot : styles.dotSpacer} aria-hidden="true" />
            <button type="button" style={styles.itemButton} onClick={() => onOpen(notification)}>
              <span style={styles.title(unread)}>
                {notification.title}
                {unread && <span style={styles.visuallyHidden}> ({t('notifications.unread')})</span>}
              </span>
              {!compact && notification.body && <span style={styles.body}>{notification.body}</span>}
              <span style={styles.meta}>
                {formatDateTime(notification.created_at)} · {t('notifications.from', { sender })}
              </span>
            </button>
            {onMarkRead && unread && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${t('notifications.markRead')}: ${notification.title}`}
                onPress={() => onMarkRead(notification)}
              >
                {t('notifications.markRead')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
