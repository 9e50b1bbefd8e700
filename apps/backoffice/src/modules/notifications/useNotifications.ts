import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { notificationMutations, notificationQueries } from '@sen/api';
import type { NotificationItem } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import { useServices } from '../../app/ServicesContext';
import { failureText } from '../auth/errors';
import { notify } from '../notify/notify';
import { notificationTarget } from './format';

/** The notification query and mutation options over the app's API client. */
export const useNotificationApi = () => {
  const { api } = useServices();
  return useMemo(() => ({ queries: notificationQueries(api), mutations: notificationMutations(api) }), [api]);
};

/** Marking read (one or all), with a failure toast carrying the server's message. */
export const useMarkRead = () => {
  const { t } = useTranslation();
  const { mutations } = useNotificationApi();
  const onError = (error: Error) => notify('failure', failureText(error, t));
  const view = useMutation({ ...mutations.view(), onError });
  const viewAll = useMutation({ ...mutations.viewAll(), onError });
  return { view, viewAll };
};

/** Opening a notification: marks it read when unread, then follows its link (an app page, or a site in a new tab). */
export const useOpenNotification = () => {
  const router = useRouter();
  const { view } = useMarkRead();
  return (notification: NotificationItem) => {
    if (!notification.is_read) view.mutate([notification.id]);
    const target = notificationTarget(notification.link);
    if (target.kind === 'internal') void router.navigate({ href: target.href });
    else if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
  };
};
