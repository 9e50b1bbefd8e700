export { createApiClient } from './create-api-client.js';
export type { ApiClient, ApiClientOptions } from './create-api-client.js';
export type { HttpClient, HttpMethod, RequestOptions, ResponseType } from './http-types.js';
export {
  ApiRequestError,
  isApiRequestError,
  failureMessage,
  errorDataOf,
  SYSTEM_ERROR_MESSAGE,
} from './api-error.js';
export { cleanQuery, toQueryString } from './clean-query.js';
export type { QueryParams, QueryScalar, QueryValue } from './clean-query.js';
export { cleanBody, stripNulls, isJsonBody } from './clean-body.js';
export { createRefreshQueue } from './refresh-queue.js';
export type { RefreshQueue } from './refresh-queue.js';
export { apiPaths, createEndpoints, postRefreshToken } from './endpoints.js';
export type {
  Endpoints,
  AuthEndpoints,
  SystemEndpoints,
  CallCenterEndpoints,
  DashboardEndpoints,
  Health,
} from './endpoints.js';
export {
  queryKeys,
  systemQueries,
  authQueries,
  callCenterQueries,
  dashboardQueries,
} from './query-options.js';
export { createBrowserClient } from './browser-client.js';
export type { BrowserClientOptions } from './browser-client.js';
export {
  createNotificationConnection,
  buildNotificationHub,
  fixedRetryPolicy,
  notificationHubUrl,
  NOTIFICATION_HUB_PATH,
} from './notification-hub.js';
export type {
  NotificationConnection,
  NotificationConnectionOptions,
  NotificationConnectionState,
  NotificationHubConnection,
  NotificationHubSettings,
  HubBuilder,
} from './notification-hub.js';
export {
  notificationPaths,
  notificationKeys,
  notificationCalls,
  notificationQueries,
  notificationMutations,
  setCachedUnread,
} from './notification-queries.js';
export type { NotificationHttp, NotificationHistoryQuery } from './notification-queries.js';
export * from './resource-sets/index.js';
