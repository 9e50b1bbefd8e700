import type { QueryClient } from '@tanstack/react-query';
import {
  dashboardResources,
  type NotificationHistory,
  type NotificationItem,
  type RecordChange,
} from '@sen/domain';
import { notificationKeys, queryKeys, resourceSetKeys, setCachedUnread } from '@sen/api';

export type LiveHandlerOptions = {
  /** The app's QueryClient once loaded (null before: nothing is cached then). */
  getQueryClient: () => QueryClient | null;
  /** Shows a new notification's title in a toast. */
  showToast: (title: string) => void;
};

const refetchHistories = (client: QueryClient) =>
  void client.invalidateQueries({ queryKey: notificationKeys.histories() });

/**
 * The query keys a live resource's change makes stale: everything of the resource (its lists and boards, its
 * records with their cards, its lookups), under the one key every app shares.
 */
export const recordChangeKeys = (change: Pick<RecordChange, 'resource'>) => [
  resourceSetKeys({ name: change.resource }).all,
  // A sale, an appointment, a room or a table moves the dashboard's figures.
  ...(dashboardResources.includes(change.resource) ? [queryKeys.dashboard.all] : []),
];

/** Queries that show live rows (a board) say so in their meta: they are read again after a reconnection. */
export const liveQueryMeta = { live: true } as const;

/**
 * What the app does with the hub's messages: a new notification adds one to the unread count at once, shows its
 * title and refetches the lists; `unread` sets the count (read elsewhere); `record` marks the changed resource's
 * lists, boards and records stale (the shown ones are read again); a (re)connection refetches what may have been
 * missed.
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
  onRecordChange(change: RecordChange) {
    const client = getQueryClient();
    if (!client) return;
    for (const queryKey of recordChangeKeys(change)) void client.invalidateQueries({ queryKey });
  },
  onConnected() {
    const client = getQueryClient();
    if (!client) return;
    refetchHistories(client);
    // Changes sent while the connection was down are not replayed: the live boards read their rows again.
    void client.invalidateQueries({ predicate: (query) => query.meta?.live === true });
  },
});
