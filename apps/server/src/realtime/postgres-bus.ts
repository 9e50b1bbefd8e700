import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.js';
import type { PushLogger } from '../services/push-provider.js';
import { parseRealtimeEvent, type RealtimeBus, type RealtimeHandler } from './realtime-bus.js';

/** The LISTEN/NOTIFY channel every instance listens on. */
export const REALTIME_CHANNEL = 'sen_notifications';
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

export type PostgresBusOptions = {
  /** Connection string of the database (a dedicated client LISTENs; it is not taken from the pool). */
  connectionString: string;
  /** Publishes through the application's pool. */
  db: Kysely<Database>;
  log: PushLogger;
};

/**
 * Fan-out between server instances on one PostgreSQL database: every instance LISTENs on `sen_notifications`
 * with a dedicated connection; publishing is `pg_notify` with a small JSON payload (tenant, batch or user ids,
 * far below NOTIFY's 8000-byte limit) and each instance re-reads the rows it needs. The listening connection is
 * reopened with backoff (0.5 s doubling to 30 s) after an error; events sent while it was down are not replayed.
 */
export const createPostgresBus = async ({
  connectionString,
  db,
  log,
}: PostgresBusOptions): Promise<RealtimeBus> => {
  const handlers: RealtimeHandler[] = [];
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const dispatch = (message: pg.Notification) => {
    if (message.channel !== REALTIME_CHANNEL || !message.payload) return;
    const event = parseRealtimeEvent(message.payload);
    if (!event) {
      log.warn({ payload: message.payload }, 'realtime: ignored a malformed notification');
      return;
    }
    handlers.forEach((handle) => handle(event));
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (closed) return;
      log.warn(
        { error: error?.message ?? 'connection ended' },
        'realtime: LISTEN connection lost, reconnecting',
      );
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', dispatch);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${REALTIME_CHANNEL}`);
      retryMs = FIRST_RETRY_MS;
      if (closed) await next.end().catch(() => undefined);
    } catch (error) {
      lost(error as Error);
    }
  };

  await connect();

  return {
    kind: 'postgres',
    publish: async (event) => {
      await sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`.execute(db);
    },
    subscribe: (handler) => {
      handlers.push(handler);
    },
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      handlers.length = 0;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
};
