import { useQuery } from '@tanstack/react-query';
import { Button, EmptyState, Link, NotificationBell, Skeleton } from '@sen/ui';
import { useTranslation } from '../../i18n/react';
import { NotificationList } from '../notifications/NotificationList';
import { useMarkRead, useNotificationApi, useOpenNotification } from '../notifications/useNotifications';
import * as styles from '../notifications/notifications.styles';

/** How many of the latest notifications the bell's popover lists. */
const LATEST = 5;

/**
 * The notifications bell of the top bar: the unread count (GET notifications/histories, kept live by the realtime
 * hub), and a popover with the latest notifications, 'mark all as read' and a link to the full list.
 */
export function Notifications() {
  const { t } = useTranslation();
  const { queries } = useNotificationApi();
  const latest = useQuery(queries.history({ page: 1, limit: LATEST }));
  const { viewAll } = useMarkRead();
  const open = useOpenNotification();
  const count = latest.data?.total_unread ?? 0;
  const notifications = latest.data?.notifications ?? [];

  return (
    <NotificationBell
      count={count}
      labels={{
        title: t('topBar.notifications'),
        unread: (n) => t('topBar.notificationsUnread', { n }),
      }}
    >
      <div style={styles.popoverBody}>
        {latest.isPending ? (
          <Skeleton lines={3} />
        ) : latest.isError ? (
          <p style={styles.muted} role="alert">
            {t('notifications.error')}
          </p>
        ) : notifications.length === 0 ? (
          <EmptyState title={t('topBar.notificationsEmpty')} headingLevel={4} />
        ) : (
          <NotificationList
            compact
            notifications={notifications}
            label={t('notifications.latest')}
            onOpen={open}
          />
        )}
        <div style={styles.actions}>
          <Link href="/user/notifications">{t('notifications.viewAll')}</Link>
          <Button
            size="sm"
            variant="secondary"
            isDisabled={count === 0}
            isPending={viewAll.isPending}
            onPress={() => viewAll.mutate()}
          >
            {t('notifications.markAllRead')}
          </Button>
        </div>
      </div>
    </NotificationBell>
  );
}
