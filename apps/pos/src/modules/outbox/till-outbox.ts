import { useSyncExternalStore } from 'react';
import { isApiRequestError } from '@sen/api';
import { api } from '../session/client';
import { posDatabase, type LocalOrder, type PosDatabase } from './local-db';
import { newOrderId, pendingCount, startSender, takeOrder, type SendResult } from './outbox';
import { currentShiftId } from '../shift/shift-store';

/**
 * The till's outbox on this page: the local database, the device's sender (started once), and what the screen
 * shows of it (the orders not yet confirmed). Orders go to the server through the API client: stored (201, or 200
 * for one already stored), refused (a 4xx: the server's message), or not reached (no answer, 5xx, a session that
 * must be renewed first) and tried again later.
 */

type Snapshot = { pending: number; last?: LocalOrder };

let opened: Promise<PosDatabase> | undefined;
let sender: ReturnType<typeof startSender> | undefined;
let snapshot: Snapshot = { pending: 0 };
const listeners = new Set<() => void>();

/** Sends one order to the server: what became of it. */
export const sendOrder = async (order: LocalOrder): Promise<SendResult> => {
  try {
    const row = await api.post<{ so_ct: string }>(`/${order.path}`, order.body);
    return { kind: 'stored', so_ct: row.so_ct };
  } catch (error) {
    if (isApiRequestError(error) && error.status >= 400 && error.status < 500 && error.status !== 401)
      return { kind: 'refused', message: error.message, ...(error.code && { code: error.code }) };
    return { kind: 'unreachable' };
  }
};

/** Reads again what the screen shows of the outbox. */
export const refreshOutbox = async () => {
  if (!opened) return;
  const db = await opened;
  const [pending, last] = await Promise.all([
    pendingCount(db),
    db
      .transaction('orders')
      .store.index('takenAt')
      .openCursor(null, 'prev')
      .then((cursor) => cursor?.value),
  ]);
  snapshot = { pending, last };
  listeners.forEach((listener) => listener());
};

/** The page's outbox, its sender started (and woken when the network comes back): its database, once open. */
export const tillOutbox = (): Promise<PosDatabase> => {
  if (!opened) {
    const db = (opened = posDatabase());
    void db.then((db) => {
      sender = startSender(db, sendOrder, () => void refreshOutbox());
      window.addEventListener('online', () => sender?.wake());
      void refreshOutbox();
    });
  }
  return opened;
};

/**
 * Takes a paid order: kept and queued on the device at once, then sent; the order as kept. A retail order carries
 * the till's open shift (`ma_ca_tn`) and the device's number for it (`so_don_may`), written now, so that it counts
 * in its own shift however late it reaches the server.
 */
export const takeTillOrder = async (path: string, body: Record<string, unknown>): Promise<LocalOrder> => {
  const order = await takeOrder(await tillOutbox(), path, body, Date.now(), stampOf(path));
  // Kept: the till goes on at once; the count shown and the sending follow.
  void refreshOutbox();
  sender?.wake();
  return order;
};

/** What a retail order says of the till: its open shift and the device's number for the order. */
export const stampOf = (path: string) => (deviceNumber: number) => {
  const shift = currentShiftId();
  return path === 'sales/retail-orders'
    ? { so_don_may: deviceNumber, ...(shift && { ma_ca_tn: shift }) }
    : {};
};

export { newOrderId };

/** How many orders wait for the server, and the till's last order (its number once sent). */
export const useTillOutbox = (): Snapshot =>
  useSyncExternalStore(
    (listener) => {
      tillOutbox();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );

/** Wakes the device's sender (an order was queued). */
export const wakeSender = () => sender?.wake();
