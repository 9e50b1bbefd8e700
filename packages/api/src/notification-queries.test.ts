import { describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { NotificationHistory } from '@sen/domain';
import {
  notificationCalls,
  notificationKeys,
  notificationMutations,
  notificationQueries,
  setCachedUnread,
} from './notification-queries.js';
import { recordingHttp } from '../test/recording-http.js';

const history = (totalUnread: number): NotificationHistory => ({
  notifications: [
    {
      id: 'n1',
      title: 'Họp giao ban',
      body: '',
      link: '',
      type: 'broadcast',
      sender: 'admin',
      is_read: false,
      created_at: '2026-11-22T08:00:00.000Z',
    },
  ],
  total: 1,
  total_unread: totalUnread,
});

/** Runs a mutation's options in a QueryClient, as useMutation would. */
const mutate = <TData, TVariables>(
  client: QueryClient,
  options: object,
  variables: TVariables,
): Promise<TData> =>
  new MutationObserver<TData, Error, TVariables>(client, options as never).mutate(variables);

describe('notification calls', () => {
  it('send the spec paths, the history page query and the bodies', async () => {
    const { http, calls } = recordingHttp();
    const api = notificationCalls(http);
    await api.histories({ page: 2, limit: 20, unread: true });
    await api.histories({ page: 1, limit: 10 });
    await api.settings();
    await api.saveSettings({ in_app: true, push: false, sound: true });
    await api.registerToken({ os_type: 'web', device_id: 'd1', token: 't1' });
    await api.view(['n1', 'n2']);
    await api.viewAll();
    await api.broadcast({ title: 'Họp', body: '', link: '', user_names: ['thungan'] });
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /notifications/histories',
      'GET /notifications/histories',
      'GET /notifications/settings',
      'PUT /notifications/settings',
      'POST /notifications/tokens/register',
      'PUT /notifications/view',
      'PUT /notifications/view-all',
      'POST /notifications/broadcast',
    ]);
    expect(calls[0]?.query).toEqual({ page: 2, limit: 20, unread: 'true' });
    // Without the filter the parameter is left out (the client drops undefined query values).
    expect(calls[1]?.query).toEqual({ page: 1, limit: 10, unread: undefined });
    expect(calls[3]?.body).toEqual({ in_app: true, push: false, sound: true });
    expect(calls[4]?.body).toEqual({ os_type: 'web', device_id: 'd1', token: 't1' });
    expect(calls[5]?.body).toEqual({ ids: ['n1', 'n2'] });
    expect(calls[7]?.body).toEqual({ title: 'Họp', body: '', link: '', user_names: ['thungan'] });
    // No branch code is added to these bodies.
    expect(calls[4]?.options).toEqual({ addBranch: false });
    expect(calls[7]?.options).toEqual({ addBranch: false });
  });
});

describe('notification queries', () => {
  it('key each history page by page, size and filter, and fetch it through the client', async () => {
    const { http, calls } = recordingHttp({ '/notifications/histories': history(3) });
    const client = new QueryClient();
    const page = notificationQueries(http).history({ page: 1, limit: 10 });
    expect(page.queryKey).toEqual([
      'sen',
      'notifications',
      'histories',
      { page: 1, limit: 10, unread: false },
    ]);
    expect(notificationQueries(http).history({ page: 1, limit: 10, unread: true }).queryKey).not.toEqual(
      page.queryKey,
    );
    expect((await client.fetchQuery(page)).total_unread).toBe(3);
    expect(calls).toHaveLength(1);
    expect(notificationQueries(http).settings().queryKey).toEqual(notificationKeys.settings());
    expect(page.queryKey.slice(0, 3)).toEqual(notificationKeys.histories());
  });

  it('setCachedUnread sets the count of every cached page', async () => {
    const { http } = recordingHttp({ '/notifications/histories': history(3) });
    const client = new QueryClient();
    const queries = notificationQueries(http);
    await client.fetchQuery(queries.history({ page: 1, limit: 10 }));
    await client.fetchQuery(queries.history({ page: 1, limit: 5, unread: true }));
    setCachedUnread(client, 7);
    expect(client.getQueryData(queries.history({ page: 1, limit: 10 }).queryKey)?.total_unread).toBe(7);
    expect(
      client.getQueryData(queries.history({ page: 1, limit: 5, unread: true }).queryKey)?.total_unread,
    ).toBe(7);
  });
});

describe('notification mutations', () => {
  it('view and view-all set the unread count the server answers and refetch the history', async () => {
    const { http, calls } = recordingHttp({
      '/notifications/histories': history(3),
      '/notifications/view': { updated: 1, total_unread: 2 },
      '/notifications/view-all': { updated: 2, total_unread: 0 },
    });
    const client = new QueryClient();
    const page = notificationQueries(http).history({ page: 1, limit: 10 });
    await client.fetchQuery(page);
    const mutations = notificationMutations(http);

    await mutate(client, mutations.view(), ['n1']);
    expect(calls.find((call) => call.path === '/notifications/view')?.body).toEqual({ ids: ['n1'] });
    expect(client.getQueryData(page.queryKey)?.total_unread).toBe(2);
    expect(client.getQueryState(page.queryKey)?.isInvalidated).toBe(true);

    await client.fetchQuery(page);
    await mutate(client, mutations.viewAll(), undefined);
    expect(client.getQueryData(page.queryKey)?.total_unread).toBe(0);
    expect(client.getQueryState(page.queryKey)?.isInvalidated).toBe(true);
  });

  it('broadcast posts the message and marks the histories stale; saveSettings caches what was saved', async () => {
    const saved = { in_app: false, push: true, sound: false };
    const { http, calls } = recordingHttp({
      '/notifications/histories': history(0),
      '/notifications/broadcast': { recipients: 3 },
      '/notifications/settings': saved,
    });
    const client = new QueryClient();
    const page = notificationQueries(http).history({ page: 1, limit: 10 });
    await client.fetchQuery(page);
    const mutations = notificationMutations(http);
    const answer = await mutate<{ recipients: number }, unknown>(client, mutations.broadcast(), {
      title: 'Họp',
      body: '',
      link: '',
    });
    expect(answer).toEqual({ recipients: 3 });
    expect(client.getQueryState(page.queryKey)?.isInvalidated).toBe(true);
    await mutate(client, mutations.saveSettings(), saved);
    expect(client.getQueryData(notificationKeys.settings())).toEqual(saved);
    expect(calls.filter((call) => call.method !== 'GET').map((call) => call.path)).toEqual([
      '/notifications/broadcast',
      '/notifications/settings',
    ]);
    await mutate(client, mutations.registerToken(), { os_type: 'web', device_id: 'd1', token: 't1' });
    expect(calls.at(-1)?.path).toBe('/notifications/tokens/register');
  });
});
