import { queryOptions } from '@tanstack/react-query';
import type { DashboardQuery } from '@sen/domain';
import type { Endpoints } from './endpoints.js';

/** Query keys of the typed calls; `all` of a group invalidates the whole group. */
export const queryKeys = {
  all: ['sen'] as const,
  auth: {
    all: ['sen', 'auth'] as const,
    userInfo: () => ['sen', 'auth', 'user-info'] as const,
  },
  system: {
    all: ['sen', 'system'] as const,
    branchs: () => ['sen', 'system', 'branchs'] as const,
    commands: () => ['sen', 'system', 'commands'] as const,
    configs: () => ['sen', 'system', 'configs'] as const,
    dictionaries: () => ['sen', 'system', 'dictionaries'] as const,
    serverTime: () => ['sen', 'system', 'server-time'] as const,
    stt: () => ['sen', 'system', 'stt'] as const,
    voucherLocks: () => ['sen', 'system', 'voucher-locks'] as const,
  },
  callCenter: {
    all: ['sen', 'call-center'] as const,
    providers: () => ['sen', 'call-center', 'providers'] as const,
  },
  dashboard: {
    all: ['sen', 'dashboard'] as const,
    analytics: (query: DashboardQuery = {}) => ['sen', 'dashboard', 'analytics', query] as const,
  },
};

/** System lists change rarely: kept fresh for five minutes. */
const SYSTEM_STALE_MS = 5 * 60_000;

export const systemQueries = (client: Pick<Endpoints, 'system'>) => ({
  branchs: () =>
    queryOptions({
      queryKey: queryKeys.system.branchs(),
      queryFn: () => client.system.branchs(),
      staleTime: SYSTEM_STALE_MS,
    }),
  commands: () =>
    queryOptions({
      queryKey: queryKeys.system.commands(),
      queryFn: () => client.system.commands(),
      staleTime: SYSTEM_STALE_MS,
    }),
  configs: () =>
    queryOptions({
      queryKey: queryKeys.system.configs(),
      queryFn: () => client.system.configs(),
      staleTime: SYSTEM_STALE_MS,
    }),
  dictionaries: () =>
    queryOptions({
      queryKey: queryKeys.system.dictionaries(),
      queryFn: () => client.system.dictionaries(),
      staleTime: SYSTEM_STALE_MS,
    }),
  serverTime: () =>
    queryOptions({
      queryKey: queryKeys.system.serverTime(),
      queryFn: () => client.system.serverTime(),
      staleTime: Infinity,
    }),
  stt: () =>
    queryOptions({
      queryKey: queryKeys.system.stt(),
      queryFn: () => client.system.stt(),
      staleTime: SYSTEM_STALE_MS,
    }),
  voucherLocks: () =>
    queryOptions({
      queryKey: queryKeys.system.voucherLocks(),
      queryFn: () => client.system.voucherLocks(),
      staleTime: SYSTEM_STALE_MS,
    }),
});

export const authQueries = (client: Pick<Endpoints, 'auth'>) => ({
  userInfo: () =>
    queryOptions({
      queryKey: queryKeys.auth.userInfo(),
      queryFn: () => client.auth.userInfo(),
      staleTime: SYSTEM_STALE_MS,
    }),
});

export const callCenterQueries = (client: Pick<Endpoints, 'callCenter'>) => ({
  providers: () =>
    queryOptions({
      queryKey: queryKeys.callCenter.providers(),
      queryFn: () => client.callCenter.providers(),
      staleTime: SYSTEM_STALE_MS,
    }),
});

export const dashboardQueries = (client: Pick<Endpoints, 'dashboard'>) => ({
  analytics: (query: DashboardQuery = {}) =>
    queryOptions({
      queryKey: queryKeys.dashboard.analytics(query),
      queryFn: () => client.dashboard.analytics(query),
    }),
});
