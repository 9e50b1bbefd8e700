import { Dexie, type EntityTable } from 'dexie';

/**
 * The till's own database (IndexedDB, through Dexie): every order the till took, and the outbox of those the server
 * has not confirmed yet. An order and its outbox entry are written in one local transaction, so a sale is never
 * kept without being sent, nor sent without being kept.
 */

/** An order as the till keeps it: the body it sends (its `_id` the order's id) and what became of it. */
export type LocalOrder = {
  /** A UUIDv7 made by the till: the order's id on the server too, and its idempotency key. */
  id: string;
  /** The resource it is sent to (e.g. 'sales/retail-orders'). */
  path: string;
  body: Record<string, unknown> & { _id: string };
  /** When the till took it (ms since the epoch). */
  takenAt: number;
  /** The till's own running number of the day's orders on this device (a gap shows a lost order). */
  deviceNumber: number;
  state: 'pending' | 'sent' | 'refused';
  /** The server's voucher number once sent. */
  so_ct?: string;
  /** The server's refusal, in the cashier's language. */
  error?: string;
};

/** An order waiting for the server, oldest first; `nextAt` is when to try again after a failure. */
export type OutboxEntry = { id: string; takenAt: number; attempts: number; nextAt: number };

export type PosDatabase = Dexie & {
  orders: EntityTable<LocalOrder, 'id'>;
  outbox: EntityTable<OutboxEntry, 'id'>;
};

/** The till's database (one per browser profile and origin). */
export const openPosDatabase = (name = 'sen-pos'): PosDatabase => {
  const db = new Dexie(name) as PosDatabase;
  db.version(1).stores({
    orders: 'id, takenAt, state',
    outbox: 'id, takenAt',
  });
  return db;
};
