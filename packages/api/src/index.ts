export { createApiClient } from './create-api-client.js';
export type { ApiClient, ApiClientOptions } from './create-api-client.js';
export type { ApiPaths } from './api-paths.js';
export type { paths as OpenApiPaths, components as OpenApiComponents } from './generated/openapi.js';
export { createHttpClient } from './http-client.js';
export { createFileCalls } from './file-calls.js';
export type { FileCalls } from './file-calls.js';
export { pathPolicy, POLICY_KEY } from './request-policy.js';
export type { RequestPolicy, PolicyInit } from './request-policy.js';
export { requestHeadersMiddleware } from './middleware/request-headers.js';
export type { HeaderSource } from './middleware/request-headers.js';
export { cleanRequestBodyMiddleware } from './middleware/clean-request-body.js';
export { failureMiddleware } from './middleware/failure.js';
export { refreshOnUnauthorizedMiddleware } from './middleware/refresh-on-unauthorized.js';
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
export { createEndpoints, postRefreshToken, dataOf } from './endpoints.js';
export type {
  TypedApi,
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
export * from './operations-queries.js';
