import type {
  Branch,
  CallCenterProvider,
  Command,
  ConfigEntry,
  DashboardQuery,
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
import type { Client } from 'openapi-fetch';
import type { ApiPaths } from './api-paths.js';

/** The typed openapi-fetch client: paths and bodies of the OpenAPI document, relative to the API root. */
export type TypedApi = Client<ApiPaths>;

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

export type DashboardEndpoints = { analytics(query?: DashboardQuery): Promise<DashboardSummary> };

export type Endpoints = {
  auth: AuthEndpoints;
  system: SystemEndpoints;
  callCenter: CallCenterEndpoints;
  dashboard: DashboardEndpoints;
  health(): Promise<Health>;
};

/** The data of a call (failures reject in the client's middleware, so a settled call has its data). */
export const dataOf = async <T>(call: Promise<{ data?: T }>): Promise<T> => (await call).data as T;

/** The refresh request itself: sent without Authorization and never queued behind a 401 (its path's policy). */
export const postRefreshToken = (
  api: TypedApi,
  tokens: { access_token: string | null; refresh_token: string },
): Promise<Session> =>
  dataOf(
    api.POST('/auth/refresh-token', {
      body: { access_token: tokens.access_token ?? undefined, refresh_token: tokens.refresh_token },
    }),
  );

/**
 * The calls the apps make at start-up and sign-in, typed from the OpenAPI document: the compiler checks that each
 * answer of the document fits the domain type the apps use.
 */
export const createEndpoints = (
  api: TypedApi,
  deps: {
    refresh: () => Promise<Session>;
    getAccessToken: () => string | null;
    getRefreshToken: () => string | null;
  },
): Endpoints => ({
  auth: {
    login: (body) => dataOf(api.POST('/auth/login', { body })),
    refresh: deps.refresh,
    userInfo: () =>
      dataOf(
        api.POST('/auth/user-info', {
          body: {
            access_token: deps.getAccessToken() ?? undefined,
            refresh_token: deps.getRefreshToken() ?? undefined,
          },
        }),
      ),
    logout: async () => {
      await api.POST('/auth/logout', { body: { refresh_token: deps.getRefreshToken() ?? undefined } });
    },
    requestCustomerOtp: (phone) =>
      dataOf(api.POST('/auth/otp/customer/{id}', { params: { path: { id: phone } } })),
  },
  system: {
    branchs: () => dataOf(api.GET('/system/branchs')),
    commands: () => dataOf(api.GET('/system/command')),
    configs: () => dataOf(api.GET('/system/configs')),
    dictionaries: () => dataOf(api.GET('/system/dictionaries')),
    serverTime: () => dataOf(api.GET('/system/server-time')),
    stt: () => dataOf(api.GET('/system/stt')),
    voucherLocks: () => dataOf(api.GET('/system/voucher-locks')),
  },
  callCenter: {
    providers: () => dataOf(api.GET('/call-center/providers')),
  },
  dashboard: {
    analytics: (query = {}) => dataOf(api.GET('/dashboard/analytics', { params: { query } })),
  },
  health: () => dataOf(api.GET('/health')),
});
