import { EmptyState, NotificationBell } from '@sen/ui';
import { useTranslation } from '../../i18n/react';

/**
 * The notifications bell of the top bar. There is no notification feed yet, so nothing is unread and the popover
 * says so.
 */
export function Notifications() {
  const { t } = useTranslation();
  return (
    <NotificationBell
      count={0}
      labels={{
        title: t('topBar.notifications'),
        unread: (n) => t('topBar.notificationsUnread', { n }),
      }}
    >
      <EmptyState title={t('topBar.notificationsEmpty')} headingLevel={4} />
    </NotificationBell>
  );
}
