import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import type { HubConnection, ILogger, IRetryPolicy } from '@microsoft/signalr';
import { HUB_TIMEOUT_MS, NOTIFICATION_RECONNECT_MS, notificationHubMethods } from '@sen/domain';
import type { NotificationItem, RecordChange } from '@sen/domain';
import { recordChangeSchema } from '@sen/domain';

/** Path of the realtime hub under the API root (spec section 7: /api/hubs/notification). */
export const NOTIFICATION_HUB_PATH = '/hubs/notification';

/** The hub's address: the API root, the hub path and the tenant code as `?tenant=`. */
export const notificationHubUrl = (baseUrl: string, tenant: string): string =>
  `${baseUrl.replace(/\/+$/, '')}${NOTIFICATION_HUB_PATH}?tenant=${encodeURIComponent(tenant)}`;

/** A retry policy that always waits `delayMs` and never gives up (spec: reconnect every 10 seconds). */
export const fixedRetryPolicy = (delayMs: number = NOTIFICATION_RECONNECT_MS): IRetryPolicy => ({
  nextRetryDelayInMilliseconds: () => delayMs,
});

/** The parts of a SignalR HubConnection the notification connection uses. */
export type NotificationHubConnection = Pick<
  HubConnection,
  'start' | 'stop' | 'on' | 'onclose' | 'onreconnecting' | 'onreconnected'
>;

/** What a connection factory gets: the hub address, the token getter, the reconnect policy and the logging. */
export type NotificationHubSettings = {
  url: string;
  accessTokenFactory: () => Promise<string>;
  retryPolicy: IRetryPolicy;
  logger: ILogger | LogLevel;
};

/** The builder calls `buildNotificationHub` makes (HubConnectionBuilder's, injectable for tests). */
export type HubBuilder = {
  withUrl(url: string, options: object): HubBuilder;
  withAutomaticReconnect(retryPolicy: IRetryPolicy): HubBuilder;
  configureLogging(logging: ILogger | LogLevel): HubBuilder;
  build(): NotificationHubConnection;
};

/**
 * Builds the hub connection: WebSockets with negotiation, the bearer token from `accessTokenFactory` (the official
 * client sends it as the `access_token` query parameter), a 5-second timeout and automatic reconnection.
 */
export const buildNotificationHub = (
  settings: NotificationHubSettings,
  createBuilder: () => HubBuilder = () => new HubConnectionBuilder() as unknown as HubBuilder,
): NotificationHubConnection =>
  createBuilder()
    .withUrl(settings.url, {
      accessTokenFactory: settings.accessTokenFactory,
      transport: HttpTransportType.WebSockets,
      skipNegotiation: false,
      timeout: HUB_TIMEOUT_MS,
    })
    .withAutomaticReconnect(settings.retryPolicy)
    .configureLogging(settings.logger)
    .build();

export type NotificationConnectionOptions = {
  /** The API root, e.g. '/api' or 'https://erp.example.com/api'. */
  baseUrl: string;
  /** The tenant code, sent as `?tenant=`. */
  tenant: string;
  /**
   * The stored access token (local storage when rememberToken, else session storage), read on every connect and
   * reconnect; it may refresh an expired session first (a promise).
   */
  getAccessToken: () => string | null | Promise<string | null>;
  /** A new notification arrived (hub target `notification`). */
  onNotification: (notification: NotificationItem) => void;
  /** The unread count changed (hub target `unread`). */
  onUnread: (totalUnread: number) => void;
  /**
   * A row of a live resource changed in one of the user's branches (hub target `record`): a moment to read that
   * resource's lists again. Malformed messages are ignored.
   */
  onRecordChange?: (change: RecordChange) => void;
  /** The connection is up (after the first start and after every reconnection): a moment to refetch. */
  onConnected?: () => void;
  /** SignalR logging: a level or a logger (default: errors only). */
  logger?: ILogger | LogLevel;
  /** Delay between reconnection attempts (default NOTIFICATION_RECONNECT_MS, 10 s). */
  reconnectMs?: number;
  /** Creates the hub connection (default `buildNotificationHub`); tests pass a fake. */
  createConnection?: (settings: NotificationHubSettings) => NotificationHubConnection;
};

/** Where the notification connection is: not started, connecting (or waiting to retry), connected, stopped. */
export type NotificationConnectionState = 'idle' | 'connecting' | 'connected' | 'stopped';

export type NotificationConnection = {
  /**
   * Connects once: further calls while connecting or connected return the same promise and open nothing new.
   * A failed start is retried every `reconnectMs` until it succeeds or `stop()` is called. Resolves once
   * connected, or when stopped first. After `stop()`, `start()` connects again.
   */
  start(): Promise<void>;
  /** Closes the connection and cancels any pending reconnection. */
  stop(): Promise<void>;
  readonly state: NotificationConnectionState;
};

/** The unread count of an `unread` message: `{ total_unread }`. */
const unreadOf = (payload: unknown): number | null => {
  if (typeof payload !== 'object' || payload === null) return null;
  const value = (payload as { total_unread?: unknown }).total_unread;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * The live notifications connection of the signed-in user: SignalR over WebSockets to
 * `<baseUrl>/hubs/notification?tenant=<code>`, calling `onNotification` and `onUnread` for the server's
 * `notification` and `unread` messages (and `onRecordChange` for `record`) and reconnecting every 10 seconds, also after a failed first start.
 */
export const createNotificationConnection = ({
  baseUrl,
  tenant,
  getAccessToken,
  onNotification,
  onUnread,
  onRecordChange,
  onConnected,
  logger = LogLevel.Error,
  reconnectMs = NOTIFICATION_RECONNECT_MS,
  createConnection = buildNotificationHub,
}: NotificationConnectionOptions): NotificationConnection => {
  const hub = createConnection({
    url: notificationHubUrl(baseUrl, tenant),
    accessTokenFactory: async () => (await getAccessToken()) ?? '',
    retryPolicy: fixedRetryPolicy(reconnectMs),
    logger,
  });
  let state: NotificationConnectionState = 'idle';
  /** The start in progress or done, shared by every caller until `stop()`. */
  let starting: Promise<void> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Ends the pending start's wait when `stop()` comes first. */
  let settle: (() => void) | null = null;
  /** Bumped by `stop()`, so that an attempt of an earlier run does nothing once it settles. */
  let run = 0;
  /** The `hub.stop()` of the last `stop()`: a new start waits for it (SignalR starts only when disconnected). */
  let stopping: Promise<void> = Promise.resolve();

  hub.on(notificationHubMethods.notification, (notification: NotificationItem) =>
    onNotification(notification),
  );
  hub.on(notificationHubMethods.unread, (payload: unknown) => {
    const total = unreadOf(payload);
    if (total !== null) onUnread(total);
  });
  hub.on(notificationHubMethods.record, (payload: unknown) => {
    const change = recordChangeSchema.safeParse(payload);
    if (change.success) onRecordChange?.(change.data);
  });
  hub.onreconnecting(() => {
    if (state === 'connected') state = 'connecting';
  });
  hub.onreconnected(() => {
    if (state === 'stopped') return;
    state = 'connected';
    onConnected?.();
  });

  const attempt = (current: number): void => {
    retryTimer = null;
    hub.start().then(
      () => {
        if (current !== run) return;
        state = 'connected';
        settle?.();
        settle = null;
        onConnected?.();
      },
      () => {
        if (current !== run) return;
        retryTimer = setTimeout(() => attempt(current), reconnectMs);
      },
    );
  };

  // The built-in policy gives up only when told to (ours never does); a close we did not ask for (e.g. the server
  // ending the connection without allowing a reconnect) starts the retries again.
  const cancelRetry = () => {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  };

  hub.onclose(() => {
    if (starting === null || state === 'stopped') return;
    state = 'connecting';
    cancelRetry();
    const current = run;
    retryTimer = setTimeout(() => attempt(current), reconnectMs);
  });

  return {
    get state() {
      return state;
    },
    start() {
      starting ??= new Promise<void>((resolve) => {
        state = 'connecting';
        settle = resolve;
        const current = run;
        void stopping.then(() => {
          if (current === run) attempt(current);
        });
      });
      return starting;
    },
    async stop() {
      run += 1;
      cancelRetry();
      const wasActive = starting !== null;
      state = 'stopped';
      starting = null;
      settle?.();
      settle = null;
      if (!wasActive) return;
      stopping = hub.stop().catch(() => undefined);
      await stopping;
    },
  };
};
