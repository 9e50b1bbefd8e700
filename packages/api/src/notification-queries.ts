import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type {
  NotificationBroadcast,
  NotificationBroadcastResult,
  NotificationHistory,
  NotificationSettings,
  NotificationViewResult,
  PushTokenRegistration,
  PushTokenResult,
} from '@sen/domain';
import type { HttpClient } from './http-types.js';

/** Paths of the notification calls (spec section 7), relative to the API root. */
export const notificationPaths = {
  settings: '/notifications/settings',
  registerToken: '/notifications/tokens/register',
  view: '/notifications/view',
  viewAll: '/notifications/view-all',
  histories: '/notifications/histories',
  broadcast: '/notifications/broadcast',
} as const;

/** A page of the notification history: 1-based `page`, `limit` per page, only unread ones when `unread`. */
export type NotificationHistoryQuery = { page: number; limit: number; unread?: boolean };

/** Query keys of the notification calls; `all` invalidates every one of them. */
export const notificationKeys = {
  all: ['sen', 'notifications'] as const,
  histories: () => ['sen', 'notifications', 'histories'] as const,
  history: (query: NotificationHistoryQuery) =>
    ['sen', 'notifications', 'histories', { ...query, unread: query.unread === true }] as const,
  settings: () => ['sen', 'notifications', 'settings'] as const,
};

/** The client calls the notification functions need. */
export type NotificationHttp = Pick<HttpClient, 'get' | 'post' | 'put'>;

/** The notification calls of spec section 7 over the generic client. */
export const notificationCalls = (http: NotificationHttp) => ({
  /** GET notifications/histories: one page, newest first, with the total and unread counts. */
  histories: ({ page, limit, unread }: NotificationHistoryQuery, signal?: AbortSignal) =>
    http.get<NotificationHistory>(
      notificationPaths.histories,
      { page, limit, unread: unread ? 'true' : undefined },
      { signal },
    ),
  settings: (signal?: AbortSignal) =>
    http.get<NotificationSettings>(notificationPaths.settings, undefined, { signal }),
  saveSettings: (settings: NotificationSettings) =>
    http.put<NotificationSettings>(notificationPaths.settings, settings),
  registerToken: (registration: PushTokenRegistration) =>
    http.post<PushTokenResult>(notificationPaths.registerToken, registration, { addBranch: false }),
  /** PUT notifications/view: marks these notifications read. */
  view: (ids: string[]) => http.put<NotificationViewResult>(notificationPaths.view, { ids }),
  /** PUT notifications/view-all: marks every notification of the user read. */
  viewAll: () => http.put<NotificationViewResult>(notificationPaths.viewAll, {}),
  /** POST notifications/broadcast (administrators): to the named users, or to everyone without names. */
  broadcast: (broadcast: NotificationBroadcast) =>
    http.post<NotificationBroadcastResult>(notificationPaths.broadcast, broadcast, { addBranch: false }),
});

/** Query options of the notification reads (the history a minute fresh; the hub pushes what changes). */
export const notificationQueries = (http: NotificationHttp) => {
  const calls = notificationCalls(http);
  return {
    history: (query: NotificationHistoryQuery) =>
      queryOptions({
        queryKey: notificationKeys.history(query),
        queryFn: ({ signal }) => calls.histories(query, signal),
        staleTime: 60_000,
      }),
    settings: () =>
      queryOptions({
        queryKey: notificationKeys.settings(),
        queryFn: ({ signal }) => calls.settings(signal),
        staleTime: 5 * 60_000,
      }),
  };
};

/** Sets the unread count of every cached history page (after a read, or the hub's `unread` message). */
export const setCachedUnread = (client: QueryClient, totalUnread: number): void => {
  client.setQueriesData<NotificationHistory>({ queryKey: notificationKeys.histories() }, (page) =>
    page ? { ...page, total_unread: totalUnread } : page,
  );
};

const refreshHistories = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: notificationKeys.histories() });

/** Mutation options of the notification writes; each refreshes the cached history it changes. */
export const notificationMutations = (http: NotificationHttp) => {
  const calls = notificationCalls(http);
  return {
    view: () =>
      mutationOptions({
        mutationKey: [...notificationKeys.all, 'view'],
        mutationFn: (ids: string[]) => calls.view(ids),
        onSuccess: (answer, _ids, _result, { client }) => {
          setCachedUnread(client, answer.total_unread);
          return refreshHistories(client);
        },
      }),
    viewAll: () =>
      mutationOptions({
        mutationKey: [...notificationKeys.all, 'view-all'],
        mutationFn: () => calls.viewAll(),
        onSuccess: (answer, _vars, _result, { client }) => {
          setCachedUnread(client, answer.total_unread);
          return refreshHistories(client);
        },
      }),
    saveSettings: () =>
      mutationOptions({
        mutationKey: [...notificationKeys.all, 'settings'],
        mutationFn: (settings: NotificationSettings) => calls.saveSettings(settings),
        onSuccess: (saved, _settings, _result, { client }) =>
          client.setQueryData(notificationKeys.settings(), saved),
      }),
    registerToken: () =>
      mutationOptions({
        mutationKey: [...notificationKeys.all, 'register-token'],
        mutationFn: (registration: PushTokenRegistration) => calls.registerToken(registration),
      }),
    broadcast: () =>
      mutationOptions({
        mutationKey: [...notificationKeys.all, 'broadcast'],
        mutationFn: (broadcast: NotificationBroadcast) => calls.broadcast(broadcast),
        // The sender may be one of the recipients.
        onSuccess: (_data, _broadcast, _result, { client }) => refreshHistories(client),
      }),
  };
};
