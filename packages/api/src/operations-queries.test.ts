import { describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { Job } from '@sen/domain';
import {
  isJobPending,
  operationCalls,
  operationKeys,
  operationMutations,
  operationPaths,
  operationQueries,
} from './operations-queries.js';
import { recordingHttp } from '../test/recording-http.js';

/** Runs a mutation's options in a QueryClient, as useMutation would. */
const mutate = <TData, TVariables>(
  client: QueryClient,
  options: object,
  variables: TVariables,
): Promise<TData> =>
  new MutationObserver<TData, Error, TVariables>(client, options as never).mutate(variables);

const session = {
  session_id: 's1',
  user_name: 'thungan',
  ten_nsd: 'Thu ngân',
  ip: '127.0.0.1',
  device_id: null,
  signed_in_at: '2026-11-22T08:00:00.000Z',
  last_refreshed_at: '2026-11-22T08:00:00.000Z',
  expires_at: '2026-11-29T08:00:00.000Z',
  current: false,
};

describe('operation calls', () => {
  it('send the spec paths, methods, queries and bodies', async () => {
    const { http, calls } = recordingHttp();
    const api = operationCalls(http);
    await api.logs({
      pageIndex: 1,
      pageSize: 20,
      user_name: 'admin',
      action: 'update',
      fromDate: '2026-11-01',
    });
    await api.logsTotal({ resource: 'stock/units' });
    await api.smsLogs({ pageIndex: 0, pageSize: 50, phone: '0901', status: 'demo' });
    await api.smsLogsTotal({ toDate: '2026-11-22' });
    await api.usersOnline({ user_name: 'thungan' });
    await api.logoutAll();
    await api.logoutUserAt({ user_name: 'thu ngan', ip: '2001:db8::1' });
    await api.encrypt('bí mật');
    await api.encrypts(['a', 'b']);
    await api.decrypt('v1.x.y.z');
    await api.clearCache();
    await api.clearCacheStore();
    await api.enqueue({ type: 'sms.send', payload: { phone: '0901234567', message: 'Xin chào' } });
    await api.job('0b8f0c3e-1a2b-4c5d-8e9f-001122334455');
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /system/logs',
      'GET /system/logs/total',
      'GET /system/sms/logs',
      'GET /system/sms/logs/total',
      'GET /system/users/online',
      'PUT /system/users/logout',
      'PUT /system/users/thu%20ngan/logout/2001%3Adb8%3A%3A1',
      'POST /system/encrypt',
      'POST /system/encrypts',
      'POST /system/decrypt',
      'GET /system/clear-cache',
      'DELETE /system/clear-mongodb',
      'POST /system/queue',
      'GET /system/queue/0b8f0c3e-1a2b-4c5d-8e9f-001122334455',
    ]);
    expect(calls[0]?.query).toEqual({
      pageIndex: 1,
      pageSize: 20,
      user_name: 'admin',
      action: 'update',
      fromDate: '2026-11-01',
    });
    expect(calls[1]?.query).toEqual({ resource: 'stock/units' });
    expect(calls[2]?.query).toEqual({ pageIndex: 0, pageSize: 50, phone: '0901', status: 'demo' });
    expect(calls[3]?.query).toEqual({ toDate: '2026-11-22' });
    expect(calls[4]?.query).toEqual({ user_name: 'thungan' });
    // The logouts send no body.
    expect(calls[5]?.body).toBeUndefined();
    expect(calls[6]?.body).toBeUndefined();
    expect(calls[7]?.body).toEqual({ value: 'bí mật' });
    expect(calls[8]?.body).toEqual({ values: ['a', 'b'] });
    expect(calls[9]?.body).toEqual({ value: 'v1.x.y.z' });
    expect(calls[12]?.body).toEqual({
      type: 'sms.send',
      payload: { phone: '0901234567', message: 'Xin chào' },
    });
    // No branch code is added to these bodies.
    for (const index of [7, 8, 9, 12]) expect(calls[index]?.options).toEqual({ addBranch: false });
  });

  it('paths of a user at an address and of a job are encoded', () => {
    expect(operationPaths.logoutUserAt('admin', '203.0.113.7')).toBe(
      '/system/users/admin/logout/203.0.113.7',
    );
    expect(operationPaths.logoutUserAt('a/b', '::1')).toBe('/system/users/a%2Fb/logout/%3A%3A1');
    expect(operationPaths.job('a b')).toBe('/system/queue/a%20b');
  });
});

describe('operation queries', () => {
  it('key each list by its query and fetch it through the client', async () => {
    const { http, calls } = recordingHttp({
      '/system/logs': { items: [], total: 4 },
      '/system/logs/total': { total: 4 },
      '/system/sms/logs': { items: [], total: 2 },
      '/system/sms/logs/total': { total: 2 },
      '/system/users/online': { items: [session], total: 1 },
    });
    const client = new QueryClient();
    const queries = operationQueries(http);
    const logs = queries.logs({ pageIndex: 0, pageSize: 20, action: 'create' });
    expect(logs.queryKey).toEqual([
      'sen',
      'operations',
      'logs',
      'list',
      { pageIndex: 0, pageSize: 20, action: 'create' },
    ]);
    expect(queries.logs({ pageIndex: 1, pageSize: 20, action: 'create' }).queryKey).not.toEqual(
      logs.queryKey,
    );
    expect(logs.queryKey.slice(0, 3)).toEqual(operationKeys.logs());
    expect((await client.fetchQuery(logs)).total).toBe(4);
    expect((await client.fetchQuery(queries.logsTotal({ action: 'create' }))).total).toBe(4);
    expect((await client.fetchQuery(queries.smsLogs({ phone: '09' }))).total).toBe(2);
    expect((await client.fetchQuery(queries.smsLogsTotal({ phone: '09' }))).total).toBe(2);
    const online = queries.usersOnline({ pageIndex: 0 });
    expect(online.queryKey.slice(0, 3)).toEqual(operationKeys.sessions());
    expect((await client.fetchQuery(online)).items).toEqual([session]);
    expect(calls.map((call) => call.path)).toEqual([
      '/system/logs',
      '/system/logs/total',
      '/system/sms/logs',
      '/system/sms/logs/total',
      '/system/users/online',
    ]);
    expect(queries.smsLogs({}).queryKey.slice(0, 3)).toEqual(operationKeys.smsLogs());
    expect(queries.logsTotal({}).queryKey).toEqual(operationKeys.logTotal({}));
  });

  it('poll a job while it is queued or running, and stop once it is done or failed', () => {
    const { http } = recordingHttp();
    const options = operationQueries(http).job('j1');
    expect(options.queryKey).toEqual(operationKeys.job('j1'));
    const interval = options.refetchInterval as (query: { state: { data?: Pick<Job, 'status'> } }) => unknown;
    expect(interval({ state: {} })).toBe(1000);
    expect(interval({ state: { data: { status: 'running' } } })).toBe(1000);
    expect(interval({ state: { data: { status: 'done' } } })).toBe(false);
    expect(interval({ state: { data: { status: 'failed' } } })).toBe(false);
    expect(isJobPending({ status: 'queued' })).toBe(true);
    expect(isJobPending({ status: 'done' })).toBe(false);
  });
});

describe('operation mutations', () => {
  it('logouts refetch the sessions, and only them', async () => {
    const { http, calls } = recordingHttp({
      '/system/users/online': { items: [session], total: 1 },
      '/system/logs': { items: [], total: 0 },
      '/system/users/logout': { ended: 3 },
      '/system/users/thungan/logout/127.0.0.1': { ended: 1 },
    });
    const client = new QueryClient();
    const queries = operationQueries(http);
    const online = queries.usersOnline({});
    const logs = queries.logs({});
    await client.fetchQuery(online);
    await client.fetchQuery(logs);
    const mutations = operationMutations(http);

    expect(await mutate(client, mutations.logoutUserAt(), { user_name: 'thungan', ip: '127.0.0.1' })).toEqual(
      {
        ended: 1,
      },
    );
    expect(client.getQueryState(online.queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(logs.queryKey)?.isInvalidated).toBe(false);

    await client.fetchQuery({ ...online, staleTime: 0 });
    expect(client.getQueryState(online.queryKey)?.isInvalidated).toBe(false);
    expect(await mutate(client, mutations.logoutAll(), undefined)).toEqual({ ended: 3 });
    expect(client.getQueryState(online.queryKey)?.isInvalidated).toBe(true);
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/system/users/thungan/logout/127.0.0.1',
      '/system/users/logout',
    ]);
  });

  it('encrypt, encrypts and decrypt answer the server values and change no cached data', async () => {
    const { http } = recordingHttp({
      '/system/logs': { items: [], total: 0 },
      '/system/encrypt': { value: 'v1.a.b.c' },
      '/system/encrypts': { values: ['v1.1', 'v1.2'] },
      '/system/decrypt': { value: 'bí mật' },
    });
    const client = new QueryClient();
    const logs = operationQueries(http).logs({});
    await client.fetchQuery(logs);
    const mutations = operationMutations(http);
    expect(await mutate(client, mutations.encrypt(), 'bí mật')).toEqual({ value: 'v1.a.b.c' });
    expect(await mutate(client, mutations.encrypts(), ['1', '2'])).toEqual({ values: ['v1.1', 'v1.2'] });
    expect(await mutate(client, mutations.decrypt(), 'v1.a.b.c')).toEqual({ value: 'bí mật' });
    expect(client.getQueryState(logs.queryKey)?.isInvalidated).toBe(false);
  });

  it('clearing the cache or the cache store refetches every cached read', async () => {
    const { http, calls } = recordingHttp({
      '/system/logs': { items: [], total: 0 },
      '/system/clear-cache': { cleared: 2 },
      '/system/clear-mongodb': { cleared: 5 },
    });
    const client = new QueryClient();
    const logs = operationQueries(http).logs({});
    await client.fetchQuery(logs);
    await client.fetchQuery({ queryKey: ['dashboard'], queryFn: () => 1 });
    const mutations = operationMutations(http);
    expect(await mutate(client, mutations.clearCache(), undefined)).toEqual({ cleared: 2 });
    expect(client.getQueryState(logs.queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(['dashboard'])?.isInvalidated).toBe(true);

    await client.fetchQuery({ queryKey: ['dashboard'], queryFn: () => 2, staleTime: 0 });
    expect(await mutate(client, mutations.clearCacheStore(), undefined)).toEqual({ cleared: 5 });
    expect(client.getQueryState(['dashboard'])?.isInvalidated).toBe(true);
    expect(calls.filter((call) => call.method !== 'GET').map((call) => call.path)).toEqual([
      '/system/clear-mongodb',
    ]);
  });

  it('enqueueing an sms.send job refetches the SMS logs and the jobs; another type only the jobs', async () => {
    const { http } = recordingHttp({
      '/system/sms/logs': { items: [], total: 0 },
      '/system/queue': { id: 'j1', status: 'queued' },
      '/system/queue/j1': { id: 'j1', status: 'queued' },
    });
    const client = new QueryClient();
    const queries = operationQueries(http);
    const sms = queries.smsLogs({});
    const job = { ...queries.job('j1'), refetchInterval: false as const };
    await client.fetchQuery(sms);
    await client.fetchQuery(job);
    const mutations = operationMutations(http);

    await mutate(client, mutations.enqueueJob(), { type: 'report.build', payload: {} });
    expect(client.getQueryState(job.queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(sms.queryKey)?.isInvalidated).toBe(false);

    const answer = await mutate(client, mutations.enqueueJob(), {
      type: 'sms.send',
      payload: { phone: '0901234567', message: 'Xin chào' },
    });
    expect(answer).toEqual({ id: 'j1', status: 'queued' });
    expect(client.getQueryState(sms.queryKey)?.isInvalidated).toBe(true);
  });
});
