import { businessInstant, businessToday } from '@sen/domain';
import { v7 as uuidv7 } from 'uuid';
import type { IDBPObjectStore } from 'idb';
import {
  writeTogether,
  type PosSchema,
  type PosStore,
  type LocalOrder,
  type OutboxEntry,
  type PosDatabase,
} from './local-db';

/**
 * The outbox (issue 17, item 9): orders are taken locally and sent by one sender per device, oldest first.
 *
 * - `takeOrder` writes the order and its outbox entry in one local transaction; the order's id (a UUIDv7) is its
 *   `_id` on the server, so a send repeated after a lost answer stores nothing twice.
 * - `sendPending` sends what is due, oldest first: an entry leaves the outbox only once the server answered it —
 *   stored (the order takes the server's number) or refused (kept with the server's message for the cashier). A
 *   failure to reach the server keeps the entry and waits longer each time (backoff), and later orders wait behind
 *   it, so orders reach the server in the order they were taken.
 */

/** What sending an order came to. */
export type SendResult =
  | { kind: 'stored'; so_ct: string }
  | { kind: 'refused'; message: string; code?: string }
  | { kind: 'unreachable' };

export type Send = (order: LocalOrder) => Promise<SendResult>;

/** Waits after the n-th failed try: 1 s, 2 s, 4 s … at most a minute. */
export const backoffMs = (attempts: number): number =>
  Math.min(60_000, 1_000 * 2 ** Math.max(0, attempts - 1));

/** The start of the business's day of `at` (the device numbers its orders per day, 00:00 in Vietnam). */
const dayStart = (at: number): number => businessInstant(businessToday(new Date(at)))!.getTime();

/**
 * A UUIDv7 for `now` that sorts after every id this page made before within the same millisecond: the sequence
 * counts up from a random start while the millisecond repeats. IndexedDB orders equal `takenAt`s by id, so two
 * orders taken in one millisecond still leave the outbox in the order they were taken.
 */
const last = { msecs: -1, seq: 0 };
const orderId = (now: number): string => {
  if (now === last.msecs) last.seq += 1;
  else Object.assign(last, { msecs: now, seq: Math.floor(Math.random() * 2 ** 30) });
  return uuidv7({ msecs: now, seq: last.seq });
};

/** A new order id (a UUIDv7 of now), for an order the till needs to name before it takes it (a code confirms it). */
export const newOrderId = (now = Date.now()): string => orderId(now);

/**
 * Takes an order: kept and queued in one local transaction; its id. `stamp` adds what the order says of the
 * device's number for it (the till writes its shift and that number on a retail order). `id` is the id made for it
 * beforehand (`newOrderId`); `sendAt` is when the outbox may first send it (the till sending it itself meanwhile,
 * `settleOrder` after). The device numbers the day's orders from 1, after the last one it kept.
 */
export const takeOrder = async (
  db: PosDatabase,
  path: string,
  body: Record<string, unknown>,
  now = Date.now(),
  stamp?: (deviceNumber: number) => Record<string, unknown>,
  options: { id?: string; sendAt?: number } = {},
): Promise<LocalOrder> =>
  writeTogether(db, ['orders', 'outbox'], async (tx) => {
    const id = options.id ?? orderId(now);
    const today = IDBKeyRange.lowerBound(dayStart(now));
    const byTime = tx.objectStore('orders').index('takenAt');
    const [count, latest] = await Promise.all([byTime.count(today), byTime.openCursor(today, 'prev')]);
    const deviceNumber = Math.max(count, latest?.value.deviceNumber ?? 0) + 1;
    const order: LocalOrder = {
      id,
      path,
      body: { ...body, ...stamp?.(deviceNumber), _id: id },
      takenAt: now,
      deviceNumber,
      state: 'pending',
    };
    await Promise.all([
      tx.objectStore('orders').add(order),
      tx.objectStore('outbox').add({ id, takenAt: now, attempts: 0, nextAt: options.sendAt ?? now }),
    ]);
    return order;
  });

/** When the outbox may send an order next (the till could not reach the server with it itself). */
export const sendLater = (db: PosDatabase, id: string, nextAt: number): Promise<void> =>
  writeTogether(db, ['outbox'], async (tx) => {
    const entry = await tx.objectStore('outbox').get(id);
    if (entry) await tx.objectStore('outbox').put({ ...entry, nextAt });
  });

/** Changes a kept order (nothing when it is not kept). */
const updateOrder = async (
  orders: IDBPObjectStore<PosSchema, PosStore[], 'orders', 'readwrite'>,
  id: string,
  changes: Partial<LocalOrder>,
) => {
  const order = await orders.get(id);
  if (order) await orders.put({ ...order, ...changes });
};

/**
 * Records the server's answer to an order the till sent itself, and takes it out of the outbox: stored (its
 * number), or refused — a sale the cashier was told of at once never happened, so the device keeps nothing of it.
 */
export const settleOrder = (
  db: PosDatabase,
  id: string,
  result: Exclude<SendResult, { kind: 'unreachable' }>,
): Promise<void> =>
  writeTogether(db, ['orders', 'outbox'], async (tx) => {
    const orders = tx.objectStore('orders');
    if (result.kind === 'stored') await updateOrder(orders, id, { state: 'sent', so_ct: result.so_ct });
    else await orders.delete(id);
    await tx.objectStore('outbox').delete(id);
  });

/** How many orders the server has not confirmed yet. */
export const pendingCount = (db: PosDatabase): Promise<number> => db.count('outbox');

/**
 * Sends the due orders, oldest first, until one cannot reach the server or none is due. Answers when to try
 * again (ms since the epoch; undefined when the outbox is empty).
 */
export const sendPending = async (
  db: PosDatabase,
  send: Send,
  now: () => number = Date.now,
): Promise<number | undefined> => {
  for (;;) {
    const entry: OutboxEntry | undefined = (
      await db.transaction('outbox').store.index('takenAt').openCursor()
    )?.value;
    if (!entry) return undefined;
    if (entry.nextAt > now()) return entry.nextAt;
    const order = await db.get('orders', entry.id);
    if (!order) {
      await db.delete('outbox', entry.id);
      continue;
    }
    const result = await send(order).catch((): SendResult => ({ kind: 'unreachable' }));
    if (result.kind === 'unreachable') {
      const attempts = entry.attempts + 1;
      const nextAt = now() + backoffMs(attempts);
      await writeTogether(db, ['outbox'], async (tx) => {
        const kept = await tx.objectStore('outbox').get(entry.id);
        if (kept) await tx.objectStore('outbox').put({ ...kept, attempts, nextAt });
      });
      return nextAt;
    }
    await writeTogether(db, ['orders', 'outbox'], async (tx) => {
      await updateOrder(
        tx.objectStore('orders'),
        order.id,
        result.kind === 'stored'
          ? { state: 'sent', so_ct: result.so_ct }
          : { state: 'refused', error: result.message },
      );
      await tx.objectStore('outbox').delete(entry.id);
    });
  }
};

/**
 * The device's one sender: while this page holds the outbox lock (Web Locks: another tab of the same device waits),
 * sends what is due, sleeping until the next try or until `wake` is called (a new order, the network back).
 * Answers the `wake` and `stop` of the loop.
 */
export const startSender = (db: PosDatabase, send: Send, onChange?: () => void) => {
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const loop = async () => {
    while (!stopped) {
      const next = await sendPending(db, send).catch(() => Date.now() + backoffMs(1));
      onChange?.();
      if (stopped) return;
      await sleep(next === undefined ? 30_000 : Math.max(0, next - Date.now()));
    }
  };
  const run = () =>
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request('sen-pos-outbox-sender', loop)
      : loop();
  void run();
  return {
    wake: () => wakeUp?.(),
    stop: () => {
      stopped = true;
      wakeUp?.();
    },
  };
};
