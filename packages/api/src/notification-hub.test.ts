import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpTransportType, LogLevel } from '@microsoft/signalr';
import type { IRetryPolicy } from '@microsoft/signalr';
import type { NotificationItem, RecordChange } from '@sen/domain';
import {
  buildNotificationHub,
  createNotificationConnection,
  fixedRetryPolicy,
  notificationHubUrl,
} from './notification-hub.js';
import type { HubBuilder, NotificationHubConnection, NotificationHubSettings } from './notification-hub.js';

type Handler = (...args: unknown[]) => void;

/** A stand-in for SignalR's HubConnection: starts succeed or fail as told, the test fires the server's messages. */
const fakeHub = () => {
  const handlers = new Map<string, Handler>();
  const closeHandlers: Handler[] = [];
  const reconnectingHandlers: Handler[] = [];
  const reconnectedHandlers: Handler[] = [];
  /** Outcomes of the next starts, in order: true connects, false fails; when empty, starts stay pending. */
  const outcomes: boolean[] = [];
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const counts = { start: 0, stop: 0 };
  const connection: NotificationHubConnection = {
    start: () => {
      counts.start += 1;
      const outcome = outcomes.shift();
      if (outcome === true) return Promise.resolve();
      if (outcome === false) return Promise.reject(new Error('Failed to complete negotiation'));
      return new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
    },
    stop: () => {
      counts.stop += 1;
      for (const start of pending.splice(0)) start.reject(new Error('stopped during negotiation'));
      for (const handler of closeHandlers) handler(undefined);
      return Promise.resolve();
    },
    on: (method: string, handler: Handler) => void handlers.set(method, handler),
    onclose: (handler: Handler) => void closeHandlers.push(handler),
    onreconnecting: (handler: Handler) => void reconnectingHandlers.push(handler),
    onreconnected: (handler: Handler) => void reconnectedHandlers.push(handler),
  } as unknown as NotificationHubConnection;
  return {
    connection,
    counts,
    outcomes,
    pending,
    send: (method: string, ...args: unknown[]) => handlers.get(method)?.(...args),
    close: (error?: Error) => closeHandlers.forEach((handler) => handler(error)),
    reconnecting: () => reconnectingHandlers.forEach((handler) => handler()),
    reconnected: () => reconnectedHandlers.forEach((handler) => handler('id')),
  };
};

const notification: NotificationItem = {
  id: 'n1',
  title: 'Họp giao ban',
  body: '8:00 sáng mai',
  link: '/crm/tasks',
  type: 'broadcast',
  sender: 'admin',
  is_read: false,
  created_at: '2026-11-22T08:00:00.000Z',
};

const setUp = (overrides: { token?: string | null } = {}) => {
  const hub = fakeHub();
  const received: NotificationItem[] = [];
  const unread: number[] = [];
  const records: RecordChange[] = [];
  const settings: NotificationHubSettings[] = [];
  let connected = 0;
  const connection = createNotificationConnection({
    baseUrl: 'https://erp.example.com/api/',
    tenant: 'demo',
    getAccessToken: () => ('token' in overrides ? (overrides.token ?? null) : 'tok-1'),
    onNotification: (item) => received.push(item),
    onUnread: (total) => unread.push(total),
    onRecordChange: (change) => records.push(change),
    onConnected: () => (connected += 1),
    createConnection: (given) => {
      settings.push(given);
      return hub.connection;
    },
  });
  return { hub, connection, received, unread, records, settings, connected: () => connected };
};

/** Lets the promise callbacks of the fake run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('notification hub connection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('addresses the hub under the API root with the tenant and the stored token', async () => {
    expect(notificationHubUrl('/api', 'demo')).toBe('/api/hubs/notification?tenant=demo');
    expect(notificationHubUrl('https://x.vn/api/', 'a b')).toBe(
      'https://x.vn/api/hubs/notification?tenant=a%20b',
    );
    const { settings } = setUp();
    expect(settings).toHaveLength(1);
    expect(settings[0]?.url).toBe('https://erp.example.com/api/hubs/notification?tenant=demo');
    expect(await settings[0]?.accessTokenFactory()).toBe('tok-1');
    expect(await setUp({ token: null }).settings[0]?.accessTokenFactory()).toBe('');
    const refreshed = createNotificationConnection({
      baseUrl: '/api',
      tenant: 'demo',
      getAccessToken: () => Promise.resolve('fresh'),
      onNotification: () => {},
      onUnread: () => {},
      createConnection: (given) => {
        settings.push(given);
        return fakeHub().connection;
      },
    });
    expect(refreshed.state).toBe('idle');
    expect(await settings.at(-1)?.accessTokenFactory()).toBe('fresh');
  });

  it('retries every 10 seconds, however many attempts failed and for however long', () => {
    const policy = fixedRetryPolicy();
    const retry = (previousRetryCount: number, elapsedMilliseconds: number) =>
      policy.nextRetryDelayInMilliseconds({
        previousRetryCount,
        elapsedMilliseconds,
        retryReason: new Error(),
      });
    expect([retry(0, 0), retry(1, 10_000), retry(50, 3_600_000), retry(10_000, 86_400_000)]).toEqual([
      10_000, 10_000, 10_000, 10_000,
    ]);
    expect(fixedRetryPolicy(250).nextRetryDelayInMilliseconds({} as never)).toBe(250);
    expect(setUp().settings[0]?.retryPolicy.nextRetryDelayInMilliseconds({} as never)).toBe(10_000);
  });

  it('builds a WebSockets connection with negotiation, a 5 s timeout and the fixed reconnect policy', () => {
    const calls: { method: string; args: unknown[] }[] = [];
    const built = { built: true } as unknown as NotificationHubConnection;
    const builder: HubBuilder = {
      withUrl: (...args) => (calls.push({ method: 'withUrl', args }), builder),
      withAutomaticReconnect: (...args) => (calls.push({ method: 'withAutomaticReconnect', args }), builder),
      configureLogging: (...args) => (calls.push({ method: 'configureLogging', args }), builder),
      build: () => built,
    };
    const accessTokenFactory = () => Promise.resolve('tok');
    const retryPolicy: IRetryPolicy = fixedRetryPolicy();
    const hub = buildNotificationHub(
      {
        url: '/api/hubs/notification?tenant=demo',
        accessTokenFactory,
        retryPolicy,
        logger: LogLevel.Warning,
      },
      () => builder,
    );
    expect(hub).toBe(built);
    expect(calls).toEqual([
      {
        method: 'withUrl',
        args: [
          '/api/hubs/notification?tenant=demo',
          {
            accessTokenFactory,
            transport: HttpTransportType.WebSockets,
            skipNegotiation: false,
            timeout: 5000,
          },
        ],
      },
      { method: 'withAutomaticReconnect', args: [retryPolicy] },
      { method: 'configureLogging', args: [LogLevel.Warning] },
    ]);
  });

  it('starts once: a second call and concurrent calls share one start and one connection', async () => {
    const { hub, connection, connected } = setUp();
    const first = connection.start();
    const second = connection.start();
    expect(second).toBe(first);
    expect(connection.state).toBe('connecting');
    await flush();
    expect(hub.counts.start).toBe(1);
    hub.pending[0]?.resolve();
    await first;
    expect(connection.state).toBe('connected');
    expect(connected()).toBe(1);
    await connection.start();
    expect(hub.counts.start).toBe(1);
  });

  it('retries a failed first start every 10 seconds until it connects', async () => {
    const { hub, connection } = setUp();
    hub.outcomes.push(false, false, true);
    let done = false;
    void connection.start().then(() => (done = true));
    await flush();
    expect(hub.counts.start).toBe(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(hub.counts.start).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(hub.counts.start).toBe(2);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(hub.counts.start).toBe(3);
    expect(done).toBe(true);
    expect(connection.state).toBe('connected');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(hub.counts.start).toBe(3);
  });

  it('stop cancels the pending retry, ends the waiting start and stops the hub', async () => {
    const { hub, connection } = setUp();
    hub.outcomes.push(false);
    let done = false;
    void connection.start().then(() => (done = true));
    await flush();
    await connection.stop();
    expect(done).toBe(true);
    expect(connection.state).toBe('stopped');
    expect(hub.counts.stop).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(hub.counts.start).toBe(1);
  });

  it('stop during a start in flight: the aborted start schedules no retry; start again connects anew', async () => {
    const { hub, connection } = setUp();
    void connection.start();
    await flush();
    await connection.stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(hub.counts.start).toBe(1);
    hub.outcomes.push(true);
    await connection.start();
    expect(hub.counts.start).toBe(2);
    expect(connection.state).toBe('connected');
    await connection.stop();
    expect(hub.counts.stop).toBe(2);
    // Stopping a stopped connection does nothing more.
    await connection.stop();
    expect(hub.counts.stop).toBe(2);
  });

  it('stop before any start does not touch the hub', async () => {
    const { hub, connection } = setUp();
    await connection.stop();
    expect(hub.counts.stop).toBe(0);
    expect(connection.state).toBe('stopped');
  });

  it("hands the server's notification and unread messages to the callbacks", async () => {
    const { hub, connection, received, unread } = setUp();
    hub.outcomes.push(true);
    await connection.start();
    hub.send('notification', notification);
    hub.send('unread', { total_unread: 4 });
    hub.send('unread', { total_unread: 'x' });
    hub.send('unread', null);
    expect(received).toEqual([notification]);
    expect(unread).toEqual([4]);
  });

  it("hands the server's record changes to onRecordChange, ignoring malformed ones", async () => {
    const { hub, connection, records } = setUp();
    hub.outcomes.push(true);
    await connection.start();
    const change: RecordChange = {
      resource: 'rooms',
      action: 'update',
      id: '0f6b3c1e-9d2a-4a7e-8a51-3c2d1e0f9a8b',
      ma_dvcs: 'CN01',
    };
    hub.send('record', change);
    hub.send('record', { ...change, action: 'drop' });
    hub.send('record', null);
    expect(records).toEqual([change]);
  });

  it('reports reconnection and restarts after a close the client did not ask for', async () => {
    const { hub, connection, connected } = setUp();
    hub.outcomes.push(true);
    await connection.start();
    hub.reconnecting();
    expect(connection.state).toBe('connecting');
    hub.reconnected();
    expect(connection.state).toBe('connected');
    expect(connected()).toBe(2);
    // The server closed the connection for good: start again 10 s later.
    hub.outcomes.push(true);
    hub.close(new Error('Server returned an error on close'));
    expect(connection.state).toBe('connecting');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(hub.counts.start).toBe(2);
    expect(connection.state).toBe('connected');
    expect(connected()).toBe(3);
  });
});
