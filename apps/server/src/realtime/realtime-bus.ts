import { recordChangeSchema, type RecordChange } from '@sen/domain';

/** What one server instance tells every instance (itself included) so they can reach their hub connections. */
export type RealtimeEvent =
  /** Notifications of this batch were stored: deliver them to the recipients' connections. */
  | { kind: 'notification'; tenant_id: string; batch_id: string }
  /** This user's unread count changed: send it to the user's connections. */
  | { kind: 'unread'; tenant_id: string; user_id: string }
  /** A row of a live resource changed: tell the connected users of its branch (record-changes.ts). */
  | ({ kind: 'record'; tenant_id: string } & RecordChange);

export type RealtimeHandler = (event: RealtimeEvent) => void;

/** Carries realtime events to every server instance: in-process on PGlite, LISTEN/NOTIFY on PostgreSQL. */
export type RealtimeBus = {
  kind: 'memory' | 'postgres';
  publish: (event: RealtimeEvent) => Promise<void>;
  subscribe: (handler: RealtimeHandler) => void;
  close: () => Promise<void>;
};

const isUuidLike = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value);

/** Parses an event received from another instance; anything else is undefined. */
export const parseRealtimeEvent = (text: string): RealtimeEvent | undefined => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const event = value as Record<string, unknown>;
  if (!isUuidLike(event.tenant_id)) return undefined;
  if (event.kind === 'notification' && isUuidLike(event.batch_id))
    return { kind: 'notification', tenant_id: event.tenant_id, batch_id: event.batch_id };
  if (event.kind === 'unread' && isUuidLike(event.user_id))
    return { kind: 'unread', tenant_id: event.tenant_id, user_id: event.user_id };
  if (event.kind === 'record') {
    const change = recordChangeSchema.safeParse(event);
    if (change.success) return { kind: 'record', tenant_id: event.tenant_id, ...change.data };
  }
  return undefined;
};

/** The single-process bus (PGlite): events go straight to this instance's handlers, asynchronously. */
export const createMemoryBus = (): RealtimeBus => {
  const handlers: RealtimeHandler[] = [];
  return {
    kind: 'memory',
    publish: async (event) => {
      queueMicrotask(() => handlers.forEach((handle) => handle(event)));
    },
    subscribe: (handler) => {
      handlers.push(handler);
    },
    close: async () => {
      handlers.length = 0;
    },
  };
};
