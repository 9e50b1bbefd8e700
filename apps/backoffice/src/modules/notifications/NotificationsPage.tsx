import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  defaultDataTableLabels,
  EmptyState,
  englishDataTableLabels,
  Pagination,
  SegmentedControl,
  Skeleton,
} from '@sen/ui';
import { DEFAULT_PAGE_SIZE } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import { useAuthState, usePreferences } from '../../app/ServicesContext';
import { failureText } from '../auth/errors';
import { notify } from '../notify/notify';
import { BroadcastForm } from './BroadcastForm';
import { NotificationList } from './NotificationList';
import { useMarkRead, useNotificationApi, useOpenNotification } from './useNotifications';
import * as styles from './notifications.styles';

type Filter = 'all' | 'unread';

/**
 * /user/notifications: the signed-in user's notification history, a page at a time, all or unread only, with
 * 'mark as read' per notification and for all; administrators also get the broadcast form.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { user } = useAuthState();
  const { locale } = usePreferences();
  const pageLabels = locale === 'en' ? englishDataTableLabels : defaultDataTableLabels;
  const { queries } = useNotificationApi();
  const [filter, setFilter] = useState<Filter>('all');
  const [pageIndex, setPageIndex] = useState(0);
  const history = useQuery({
    ...queries.history({ page: pageIndex + 1, limit: DEFAULT_PAGE_SIZE, unread: filter === 'unread' }),
    placeholderData: keepPreviousData,
  });
  const { view, viewAll } = useMarkRead();
  const open = useOpenNotification();
  const total = history.data?.total ?? 0;
  const unread = history.data?.total_unread ?? 0;
  const pageCount = Math.ceil(total / DEFAULT_PAGE_SIZE);
  const notifications = history.data?.notifications ?? [];

  // Reading the last unread ones of the last page (filter 'unread') leaves fewer pages: show the new last page.
  if (history.data && !history.isPlaceholderData && pageIndex > 0 && pageIndex >= pageCount) {
    setPageIndex(Math.max(0, pageCount - 1));
  }

  const changeFilter = (next: Filter) => {
    setFilter(next);
    setPageIndex(0);
  };

  const markAllRead = () =>
    viewAll.mutate(undefined, { onSuccess: () => notify('success', t('notifications.markedAllRead')) });

  return (
    <div style={styles.page}>
      <Card
        title={t('notifications.history')}
        headingLevel={2}
        actions={
          <Button
            size="sm"
            variant="secondary"
            isDisabled={unread === 0}
            isPending={viewAll.isPending}
            onPress={markAllRead}
          >
            {t('notifications.markAllRead')}
          </Button>
        }
      >
        <div style={styles.page}>
          <div style={styles.actions}>
            <SegmentedControl<Filter>
              aria-label={t('notifications.filter')}
              value={filter}
              onChange={changeFilter}
              options={[
                { value: 'all', label: t('notifications.filterAll') },
                { value: 'unread', label: t('notifications.filterUnread') },
              ]}
            />
            {history.data && (
              <p style={styles.muted} aria-live="polite">
                {t('notifications.summary', { total, unread })}
              </p>
            )}
          </div>
          {history.isPending ? (
            <div role="status" aria-label={t('notifications.loading')}>
              <Skeleton lines={5} />
            </div>
          ) : history.isError ? (
            <Alert
              tone="danger"
              action={
                <Button size="sm" onPress={() => void history.refetch()}>
                  {t('common.retry')}
                </Button>
              }
            >
              {`${t('notifications.error')}: ${failureText(history.error, t)}`}
            </Alert>
          ) : notifications.length === 0 ? (
            <EmptyState
              title={filter === 'unread' ? t('notifications.emptyUnread') : t('notifications.empty')}
              description={t('notifications.emptyDescription')}
            />
          ) : (
            <NotificationList
              notifications={notifications}
              label={t('notifications.list')}
              onOpen={open}
              onMarkRead={(notification) => view.mutate([notification.id])}
            />
          )}
          {pageCount > 1 && (
            <Pagination
              pageIndex={pageIndex}
              pageCount={pageCount}
              onPageChange={setPageIndex}
              isDisabled={history.isFetching}
              labels={{
                navigation: pageLabels.pagination,
                previous: pageLabels.previousPage,
                next: pageLabels.nextPage,
              }}
            />
          )}
        </div>
      </Card>
      {user?.is_admin === 1 && <BroadcastForm />}
    </div>
  );
}
