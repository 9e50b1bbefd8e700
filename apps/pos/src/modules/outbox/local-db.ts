import { Dexie, type EntityTable } from 'dexie';
import type { CatalogueItem } from '../catalogue/catalogue-search';
import type { LocalCustomer } from '../catalogue/customer-search';

/**
 * The till's own database (IndexedDB, through Dexie): every order the till took, and the outbox of those the server
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

export type PosDatabase = Dexie & {
  orders: EntityTable<LocalOrder, 'id'>;
  outbox: EntityTable<OutboxEntry, 'id'>;
  chunks: EntityTable<CatalogueChunk, 'id'>;
  lists: EntityTable<LocalList, 'name'>;
  customers: EntityTable<CustomerChunk, 'id'>;
};

/** The till's database (one per browser profile and origin). */
export const openPosDatabase = (name = 'sen-pos'): PosDatabase => {
  const db = new Dexie(name) as PosDatabase;
  db.version(1).stores({
    orders: 'id, takenAt, state',
    outbox: 'id, takenAt',
  });
  db.version(2).stores({ items: 'key', lists: 'name' });
  db.version(3).stores({ items: null, chunks: 'id' });
  db.version(4).stores({ customers: 'id' });
  return db;
};

let shared: PosDatabase | undefined;

/** The page's database, opened once (the outbox, the catalogue and the customers share it). */
export const posDatabase = (): PosDatabase => (shared ??= openPosDatabase());
