import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type {
  AuditAction,
  AuditLogEntry,
  CacheCleared,
  CipherValue,
  CipherValues,
  EnqueueJob,
  Job,
  JobQueued,
  List,
  OnlineSession,
  SessionsEnded,
  SmsLog,
  SmsLogFilter,
} from '@sen/domain';
import type { HttpClient } from './http-types.js';

/** Paths of the system operation calls (spec section 7), relative to the API root. */
export const operationPaths = {
  logs: '/system/logs',
  logsTotal: '/system/logs/total',
  smsLogs: '/system/sms/logs',
  smsLogsTotal: '/system/sms/logs/total',
  usersOnline: '/system/users/online',
  logoutAll: '/system/users/logout',
  /** PUT system/users/{user}/logout/{ip}; both parts URL-encoded (IPv6 colons included). */
  logoutUserAt: (userName: string, ip: string) =>
    `/system/users/${encodeURIComponent(userName)}/logout/${encodeURIComponent(ip)}`,
  encrypt: '/system/encrypt',
  encrypts: '/system/encrypts',
  decrypt: '/system/decrypt',
  clearCache: '/system/clear-cache',
  clearCacheStore: '/system/clear-mongodb',
  queue: '/system/queue',
  job: (id: string) => `/system/queue/${encodeURIComponent(id)}`,
} as const;

/**
 * Page of a table's list: 0-based `pageIndex`, `pageSize` one of the spec's page sizes (the data table's names; the
 * server's defaults, 0 and 10, when left out).
 */
export type TablePage = { pageIndex?: number; pageSize?: number };

/** Filters of the audit log (GET system/logs and /total); days are YYYY-MM-DD, both ends inclusive. */
export type AuditLogFilter = {
  user_name?: string;
  /** API path ('stock/units') or set name ('units'). */
  resource?: string;
  action?: AuditAction;
  record_id?: string;
  fromDate?: string;
  toDate?: string;
};
export type AuditLogPageQuery = AuditLogFilter & TablePage;

/** A page of the SMS logs (GET system/sms/logs) with its filters: phone digits, exact status, days or instants. */
export type SmsLogPageQuery = SmsLogFilter & TablePage;

/** Query of GET system/users/online: one user only when `user_name` is given. */
export type OnlineUsersPageQuery = { user_name?: string } & TablePage;

/** The user and client address whose sessions PUT system/users/{user}/logout/{ip} ends. */
export type UserAtAddress = { user_name: string; ip: string };

/** The total of GET system/logs/total and system/sms/logs/total. */
export type OperationsTotal = { total: number };

/** Query keys of the system operation calls; `all` invalidates every one of them. */
export const operationKeys = {
  all: ['sen', 'operations'] as const,
  logs: () => ['sen', 'operations', 'logs'] as const,
  logList: (query: AuditLogPageQuery) => ['sen', 'operations', 'logs', 'list', query] as const,
  logTotal: (filter: AuditLogFilter) => ['sen', 'operations', 'logs', 'total', filter] as const,
  smsLogs: () => ['sen', 'operations', 'sms-logs'] as const,
  smsLogList: (query: SmsLogPageQuery) => ['sen', 'operations', 'sms-logs', 'list', query] as const,
  smsLogTotal: (filter: SmsLogFilter) => ['sen', 'operations', 'sms-logs', 'total', filter] as const,
  sessions: () => ['sen', 'operations', 'sessions'] as const,
  online: (query: OnlineUsersPageQuery) => ['sen', 'operations', 'sessions', query] as const,
  jobs: () => ['sen', 'operations', 'jobs'] as const,
  job: (id: string) => ['sen', 'operations', 'jobs', id] as const,
};

/** The client calls the operation functions need. */
export type OperationsHttp = Pick<HttpClient, 'get' | 'post' | 'put' | 'delete'>;

/** None of these bodies belongs to a branch: never add `ma_dvcs`. */
const noBranch = { addBranch: false } as const;

/** The system operation calls of spec section 7 over the generic client. */
export const operationCalls = (http: OperationsHttp) => ({
  /** GET system/logs: one page of the audit log, newest first, with the total. */
  logs: (query: AuditLogPageQuery = {}, signal?: AbortSignal) =>
    http.get<List<AuditLogEntry>>(operationPaths.logs, { ...query }, { signal }),
  logsTotal: (filter: AuditLogFilter = {}, signal?: AbortSignal) =>
    http.get<OperationsTotal>(operationPaths.logsTotal, { ...filter }, { signal }),
  /** GET system/sms/logs: one page of the SMS logs, newest first, with the total. */
  smsLogs: (query: SmsLogPageQuery = {}, signal?: AbortSignal) =>
    http.get<List<SmsLog>>(operationPaths.smsLogs, { ...query }, { signal }),
  smsLogsTotal: (filter: SmsLogFilter = {}, signal?: AbortSignal) =>
    http.get<OperationsTotal>(operationPaths.smsLogsTotal, { ...filter }, { signal }),
  /** GET system/users/online: the sessions signed in now, most recently active first. */
  usersOnline: (query: OnlineUsersPageQuery = {}, signal?: AbortSignal) =>
    http.get<List<OnlineSession>>(operationPaths.usersOnline, { ...query }, { signal }),
  /** PUT system/users/logout (administrators): ends every session of the tenant but the caller's. */
  logoutAll: () => http.put<SessionsEnded>(operationPaths.logoutAll),
  /** PUT system/users/{user}/logout/{ip}: ends the user's sessions from that address. */
  logoutUserAt: ({ user_name, ip }: UserAtAddress) =>
    http.put<SessionsEnded>(operationPaths.logoutUserAt(user_name, ip)),
  encrypt: (value: string) => http.post<CipherValue>(operationPaths.encrypt, { value }, noBranch),
  encrypts: (values: string[]) => http.post<CipherValues>(operationPaths.encrypts, { values }, noBranch),
  decrypt: (value: string) => http.post<CipherValue>(operationPaths.decrypt, { value }, noBranch),
  /** GET system/clear-cache: expires the tenant's cached derived data. */
  clearCache: () => http.get<CacheCleared>(operationPaths.clearCache),
  /** DELETE system/clear-mongodb (administrators): deletes the tenant's cache store rows. */
  clearCacheStore: () => http.delete<CacheCleared>(operationPaths.clearCacheStore),
  /** POST system/queue: queues a background job. */
  enqueue: (job: EnqueueJob) => http.post<JobQueued>(operationPaths.queue, job, noBranch),
  /** GET system/queue/{id}: the job's progress. */
  job: (id: string, signal?: AbortSignal) => http.get<Job>(operationPaths.job(id), undefined, { signal }),
});

/** Whether a job may still change (it is polled until it does not). */
export const isJobPending = (job: Pick<Job, 'status'> | undefined): boolean =>
  job === undefined || job.status === 'queued' || job.status === 'running';

/** Query options of the operation reads (logs half a minute fresh; sessions and jobs always refetched). */
export const operationQueries = (http: OperationsHttp) => {
  const calls = operationCalls(http);
  return {
    logs: (query: AuditLogPageQuery = {}) =>
      queryOptions({
        queryKey: operationKeys.logList(query),
        queryFn: ({ signal }) => calls.logs(query, signal),
        staleTime: 30_000,
      }),
    logsTotal: (filter: AuditLogFilter = {}) =>
      queryOptions({
        queryKey: operationKeys.logTotal(filter),
        queryFn: ({ signal }) => calls.logsTotal(filter, signal),
        staleTime: 30_000,
      }),
    smsLogs: (query: SmsLogPageQuery = {}) =>
      queryOptions({
        queryKey: operationKeys.smsLogList(query),
        queryFn: ({ signal }) => calls.smsLogs(query, signal),
        staleTime: 30_000,
      }),
    smsLogsTotal: (filter: SmsLogFilter = {}) =>
      queryOptions({
        queryKey: operationKeys.smsLogTotal(filter),
        queryFn: ({ signal }) => calls.smsLogsTotal(filter, signal),
        staleTime: 30_000,
      }),
    usersOnline: (query: OnlineUsersPageQuery = {}) =>
      queryOptions({
        queryKey: operationKeys.online(query),
        queryFn: ({ signal }) => calls.usersOnline(query, signal),
        staleTime: 0,
      }),
    /** A queued job, polled every second while queued or running. */
    job: (id: string) =>
      queryOptions({
        queryKey: operationKeys.job(id),
        queryFn: ({ signal }) => calls.job(id, signal),
        refetchInterval: (query) => (isJobPending(query.state.data) ? 1000 : false),
      }),
  };
};

const refreshSessions = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: operationKeys.sessions() });

/** Every cached read may hold data the server derived from its caches: refetch what is shown. */
const refreshEverything = (client: QueryClient) => client.invalidateQueries();

/** Mutation options of the operation writes; each refreshes the cached data it changes. */
export const operationMutations = (http: OperationsHttp) => {
  const calls = operationCalls(http);
  return {
    logoutAll: () =>
      mutationOptions({
        mutationKey: [...operationKeys.all, 'logout-all'],
        mutationFn: () => calls.logoutAll(),
        onSuccess: (_ended, _vars, _result, { client }) => refreshSessions(client),
      }),
    logoutUserAt: () =>
      mutationOptions({
        mutationKey: [...operationKeys.all, 'logout-user-at'],
        mutationFn: (target: UserAtAddress) => calls.logoutUserAt(target),
        onSuccess: (_ended, _target, _result, { client }) => refreshSessions(client),
      }),
    encrypt: () =>
      mutationOptions({
        mutationKey: [...operationKeys.all, 'encrypt'],
        mutationFn: (value: string) => calls.encrypt(value),
      }),
    encrypts: () =>
      mutationOptions({
        mutationKey: [...operationKeys.all, 'encrypts'],
        mutationFn: (values: string[]) => calls.encrypts(values),
      }),
    decrypt: () =>
      mutationOptions({
        mutationKey: [...operationKeys.all, 'decrypt'],
        mutationFn: (value: string) => calls.decrypt(value),
      }),
    clearCache: () =>
      mutationOptions({
        mutationKey: [...operationKeys.all, 'clear-cache'],
        mutationFn: () => calls.clearCache(),
        onSuccess: (_cleared, _vars, _result, { client }) => refreshEverything(client),
      }),
    clearCacheStore: () =>
      mutationOptions({
        mutationKey: [...operationKeys.all, 'clear-cache-store'],
        mutationFn: () => calls.clearCacheStore(),
        onSuccess: (_cleared, _vars, _result, { client }) => refreshEverything(client),
      }),
    /** Queues a job; the cached jobs are refreshed, and the SMS logs after an 'sms.send' (it writes one). */
    enqueueJob: () =>
      mutationOptions({
        mutationKey: [...operationKeys.all, 'enqueue'],
        mutationFn: (job: EnqueueJob) => calls.enqueue(job),
        onSuccess: async (_queued, job, _result, { client }) => {
          await client.invalidateQueries({ queryKey: operationKeys.jobs() });
          if (job.type === 'sms.send') await client.invalidateQueries({ queryKey: operationKeys.smsLogs() });
        },
      }),
  };
};
