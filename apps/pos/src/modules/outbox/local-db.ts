import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import type { CatalogueItem } from '../catalogue/catalogue-search';
import type { LocalCustomer } from '../catalogue/customer-search';

/**
 * The till's own database (IndexedDB, through idb): every order the till took, and the outbox of those the server
 * has not confirmed yet. An order and its outbox entry are written in one local transaction, so a sale is never
 * kept without being sent, nor sent without being kept. Beside them, the catalogue the till sells from, the
 * customers it finds and the pricing rules it prices by, so that it opens and sells with no network
 * (modules/catalogue).
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

/**
 * A small list the till reads whole (units, taxes, groups, payment types, branches…), the catalogue's version, a
 * branch's pricing rules or what the till knows of the customers it keeps, under its name.
 */
export type LocalList = {
  name: string;
  rows: Record<string, unknown>[];
  version?: string;
  savedAt: number;
  /** What else the list keeps (a branch's pricing rules, the customers' marker…). */
  meta?: Record<string, unknown>;
};

/**
 * A run of the catalogue's items in the till's search order, with what each is searched by (catalogue-search.ts):
 * the catalogue is kept as a few large records, which the device reads many times faster than one per item.
 */
export type CatalogueChunk = { id: number; items: CatalogueItem[]; folded: string[] };

/** A run of the customers the till keeps, with what each is searched by (customer-search.ts). */
export type CustomerChunk = { id: number; rows: LocalCustomer[]; folded: string[] };

/** The till's stores: keys are inbound (`id`, `name`); orders and the outbox are indexed by when they were taken. */
export interface PosSchema extends DBSchema {
  orders: { key: string; value: LocalOrder; indexes: { takenAt: number; state: string } };
  outbox: { key: string; value: OutboxEntry; indexes: { takenAt: number } };
  chunks: { key: number; value: CatalogueChunk };
  lists: { key: string; value: LocalList };
  customers: { key: number; value: CustomerChunk };
}

export type PosDatabase = IDBPDatabase<PosSchema>;
export type PosStore = StoreNames<PosSchema>;

/**
 * The database's version. Versions up to 40 were made by Dexie (its version × 10: 10 orders and outbox, 20 items and
 * lists, 30 chunks for items, 40 customers); 50 is the same stores, opened without it. Upgrading from any of them
 * (or from nothing) makes the stores and indexes missing, so a device keeps what it holds.
 */
const VERSION = 50;

/** The till's database (one per browser profile and origin), opened and brought to its version. */
export const openPosDatabase = (name = 'sen-pos'): Promise<PosDatabase> =>
  openDB<PosSchema>(name, VERSION, {
    upgrade(db, _oldVersion, _newVersion, tx) {
      const stores = db.objectStoreNames;
      if (!stores.contains('orders')) db.createObjectStore('orders', { keyPath: 'id' });
      const orders = tx.objectStore('orders');
      if (!orders.indexNames.contains('takenAt')) orders.createIndex('takenAt', 'takenAt');
      if (!orders.indexNames.contains('state')) orders.createIndex('state', 'state');
      if (!stores.contains('outbox')) db.createObjectStore('outbox', { keyPath: 'id' });
      const outbox = tx.objectStore('outbox');
      if (!outbox.indexNames.contains('takenAt')) outbox.createIndex('takenAt', 'takenAt');
      if (!stores.contains('lists')) db.createObjectStore('lists', { keyPath: 'name' });
      if (!stores.contains('chunks')) db.createObjectStore('chunks', { keyPath: 'id' });
      if (!stores.contains('customers')) db.createObjectStore('customers', { keyPath: 'id' });
      // Dexie's version 2 kept one record per item; version 3 took that store away.
      if ((stores as DOMStringList).contains('items')) db.deleteObjectStore('items' as PosStore);
    },
    // A newer version of the app opened the database in another tab: this page lets it upgrade.
    blocking() {
      void shared?.then((db) => db.close());
      shared = undefined;
    },
  });

/**
 * Runs `work` in one read-write transaction over `stores`: all it wrote is kept once the transaction is done, or —
 * `work` throws, a write fails — none of it. `work` may wait only for the transaction's own requests (IndexedDB
 * commits a transaction that has none pending).
 */
export const writeTogether = async <S extends PosStore[], T>(
  db: PosDatabase,
  stores: S,
  work: (tx: IDBPTransaction<PosSchema, S, 'readwrite'>) => Promise<T>,
): Promise<T> => {
  const tx = db.transaction(stores, 'readwrite');
  try {
    const result = await work(tx);
    await tx.done;
    return result;
  } catch (error) {
    tx.done.catch(() => undefined);
    try {
      tx.abort();
    } catch {
      // already finished (a failed request aborts it)
    }
    throw error;
  }
};

let shared: Promise<PosDatabase> | undefined;

/** The page's database, opened once (the outbox, the catalogue and the customers share it). */
export const posDatabase = (): Promise<PosDatabase> => (shared ??= openPosDatabase());
