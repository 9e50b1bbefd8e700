import type {
  Branch,
  CallCenterProvider,
  Command,
  ConfigEntry,
  DashboardSummary,
  DictionaryEntry,
  List,
  LoginRequest,
  LoginResponse,
  OtpResponse,
  Session,
  Stt,
  UserInfo,
  VoucherLock,
} from '@sen/domain';
import type { HttpClient } from './http-types.js';

/** Paths of the typed calls, relative to the client's `baseUrl` (the API root, `/api`). */
export const apiPaths = {
  login: '/auth/login',
  refreshToken: '/auth/refresh-token',
  userInfo: '/auth/user-info',
  logout: '/auth/logout',
  customerOtp: (phone: string) => `/auth/otp/customer/${encodeURIComponent(phone)}`,
  branchs: '/system/branchs',
  commands: '/system/command',
  configs: '/system/configs',
  dictionaries: '/system/dictionaries',
  serverTime: '/system/server-time',
  stt: '/system/stt',
  voucherLocks: '/system/voucher-locks',
  callCenterProviders: '/call-center/providers',
  dashboardAnalytics: '/dashboard/analytics',
  health: '/health',
} as const;

export type Health = { status: 'ok'; database: 'pglite' | 'postgres'; version: string };

export type AuthEndpoints = {
  login(body: LoginRequest): Promise<LoginResponse>;
  /** Refreshes the session (sharing the refresh in flight, if any) and hands the new tokens to onTokensRefreshed. */
  refresh(): Promise<Session>;
  userInfo(): Promise<UserInfo>;
  logout(): Promise<void>;
  requestCustomerOtp(phone: string): Promise<OtpResponse>;
};

export type SystemEndpoints = {
  branchs(): Promise<List<Branch>>;
  commands(): Promise<List<Command>>;
  configs(): Promise<List<ConfigEntry>>;
  dictionaries(): Promise<List<DictionaryEntry>>;
  serverTime(): Promise<{ server_time: string }>;
  stt(): Promise<List<Stt>>;
  voucherLocks(): Promise<List<VoucherLock>>;
};

export type CallCenterEndpoints = { providers(): Promise<List<CallCenterProvider>> };

export type DashboardEndpoints = { analytics(): Promise<DashboardSummary> };

export type Endpoints = {
  auth: AuthEndpoints;
  system: SystemEndpoints;
  callCenter: CallCenterEndpoints;
  dashboard: DashboardEndpoints;
  health(): Promise<Health>;
};

/** The refresh request itself: no Authorization, and never queued behind a 401. */
export const postRefreshToken = (
  http: Pick<HttpClient, 'post'>,
  tokens: { access_token: string | null; refresh_token: string },
): Promise<Session> =>
  http.post<Session>(apiPaths.refreshToken, tokens, {
    auth: false,
    refreshOnUnauthorized: false,
    addBranch: false,
  });

/** The typed calls of the endpoints the server implements. */
export const createEndpoints = (
  http: HttpClient,
  deps: {
    refresh: () => Promise<Session>;
    getAccessToken: () => string | null;
    getRefreshToken: () => string | null;
  },
): Endpoints => ({
  auth: {
    login: (body) => http.post<LoginResponse>(apiPaths.login, body, { auth: false, addBranch: false }),
    refresh: deps.refresh,
    userInfo: () =>
      http.post<UserInfo>(
        apiPaths.userInfo,
        { access_token: deps.getAccessToken(), refresh_token: deps.getRefreshToken() },
        { addBranch: false },
      ),
    logout: async () => {
      await http.post<unknown>(
        apiPaths.logout,
        { refresh_token: deps.getRefreshToken() },
        { refreshOnUnauthorized: false, addBranch: false },
      );
    },
    requestCustomerOtp: (phone) =>
      http.post<OtpResponse>(apiPaths.customerOtp(phone), undefined, { auth: false, addBranch: false }),
  },
  system: {
    branchs: () => http.get<List<Branch>>(apiPaths.branchs),
    commands: () => http.get<List<Command>>(apiPaths.commands),
    configs: () => http.get<List<ConfigEntry>>(apiPaths.configs),
    dictionaries: () => http.get<List<DictionaryEntry>>(apiPaths.dictionaries),
    serverTime: () => http.get<{ server_time: string }>(apiPaths.serverTime),
    stt: () => http.get<List<Stt>>(apiPaths.stt),
    voucherLocks: () => http.get<List<VoucherLock>>(apiPaths.voucherLocks),
  },
  callCenter: {
    providers: () => http.get<List<CallCenterProvider>>(apiPaths.callCenterProviders),
  },
  dashboard: {
    analytics: () => http.get<DashboardSummary>(apiPaths.dashboardAnalytics),
  },
  health: () => http.get<Health>(apiPaths.health, undefined, { auth: false }),
});
