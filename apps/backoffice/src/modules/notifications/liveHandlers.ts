import type { QueryClient } from '@tanstack/react-query';
import type { NotificationHistory, NotificationItem } from '@sen/domain';
import { notificationKeys, setCachedUnread } from '@sen/api';

export type LiveHandlerOptions = {
  /** The app's QueryClient once loaded (null before: nothing is cached then). */
  getQueryClient: () => QueryClient | null;
  /** Shows a new notification's title in a toast. */
  showToast: (title: string) => void;
};

const refetchHistories = (client: QueryClient) =>
  void client.invalidateQueries({ queryKey: notificationKeys.histories() });

/**
 * What the app does with the hub's messages: a new notification adds one to the unread count at once, shows its
 * title and refetches the lists; `unread` sets the count (read elsewhere); a (re)connection refetches what may have
 * been missed.
 */
export const liveHandlers = ({ getQueryClient, showToast }: LiveHandlerOptions) => ({
  onNotification(notification: NotificationItem) {
    const client = getQueryClient();
    if (client) {
      client.setQueriesData<NotificationHistory>({ queryKey: notificationKeys.histories() }, (page) =>
        page ? { ...page, total_unread: page.total_unread + 1 } : page,
      );
      refetchHistories(client);
    }
    showToast(notification.title);
  },
  onUnread(totalUnread: number) {
    const client = getQueryClient();
    if (!client) return;
    setCachedUnread(client, totalUnread);
    refetchHistories(client);
  },
  onConnected() {
    const client = getQueryClient();
    if (client) refetchHistories(client);
  },
});
