import 'fake-indexeddb/auto';
import { deleteDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { openPosDatabase, writeTogether, type LocalOrder, type PosDatabase } from './local-db';
import { takeOrder } from './outbox';

let db: PosDatabase | undefined;
let name = 0;
afterEach(async () => {
  db?.close();
  if (db) await deleteDB(db.name);
  db = undefined;
});

const order = (id: string, takenAt: number): LocalOrder => ({
  id,
  path: 'sales/retail-orders',
  body: { _id: id, t_tt: 10_000 },
  takenAt,
  deviceNumber: 1,
  state: 'pending',
});

/** A database as the till kept it before, through Dexie (its version 4: native version 40), holding a sale. */
const keptByDexie = (dbName: string) =>
  new Promise<void>((resolve, reject) => {
    const open = indexedDB.open(dbName, 40);
    open.onupgradeneeded = () => {
      const old = open.result;
      const orders = old.createObjectStore('orders', { keyPath: 'id' });
      orders.createIndex('takenAt', 'takenAt');
      orders.createIndex('state', 'state');
      old.createObjectStore('outbox', { keyPath: 'id' }).createIndex('takenAt', 'takenAt');
      old.createObjectStore('lists', { keyPath: 'name' });
      old.createObjectStore('chunks', { keyPath: 'id' });
      old.createObjectStore('customers', { keyPath: 'id' });
      open.transaction!.objectStore('orders').put(order('0190a0b0-0000-7000-8000-000000000001', 1_000));
      open.transaction!.objectStore('outbox').put({
        id: '0190a0b0-0000-7000-8000-000000000001',
        takenAt: 1_000,
        attempts: 0,
        nextAt: 1_000,
      });
      open
        .transaction!.objectStore('lists')
        .put({ name: 'catalogue-version', rows: [], version: 'v1', savedAt: 1 });
    };
    open.onsuccess = () => {
      open.result.close();
      resolve();
    };
    open.onerror = () => reject(open.error);
  });

describe("the till's database", () => {
  it('keeps what a device held before (the database Dexie made), its stores and indexes', async () => {
    const dbName = `local-db-test-${++name}`;
    await keptByDexie(dbName);
    db = await openPosDatabase(dbName);
    expect(await db.get('orders', '0190a0b0-0000-7000-8000-000000000001')).toMatchObject({
      state: 'pending',
    });
    expect(await db.count('outbox')).toBe(1);
    expect((await db.get('lists', 'catalogue-version'))?.version).toBe('v1');
    // The next order of the day follows the one kept.
    const next = await takeOrder(db, 'sales/retail-orders', { t_tt: 1 }, 2_000);
    expect(next.deviceNumber).toBe(2);
  });

  it('makes its stores on a new device', async () => {
    db = await openPosDatabase(`local-db-test-${++name}`);
    expect([...db.objectStoreNames].sort()).toEqual(['chunks', 'customers', 'lists', 'orders', 'outbox']);
    expect([...db.transaction('orders').store.indexNames].sort()).toEqual(['state', 'takenAt']);
  });

  it('writes together or not at all', async () => {
    db = await openPosDatabase(`local-db-test-${++name}`);
    const open = db;
    await expect(
      writeTogether(open, ['orders', 'outbox'], async (tx) => {
        await tx.objectStore('orders').add(order('a', 1));
        throw new Error('the till stopped');
      }),
    ).rejects.toThrow('the till stopped');
    // A write refused (the same key twice) takes back the others too.
    await expect(
      writeTogether(open, ['orders', 'outbox'], async (tx) => {
        await tx.objectStore('orders').add(order('b', 1));
        await tx.objectStore('outbox').add({ id: 'b', takenAt: 1, attempts: 0, nextAt: 1 });
        await tx.objectStore('outbox').add({ id: 'b', takenAt: 1, attempts: 0, nextAt: 1 });
      }),
    ).rejects.toThrow();
    expect(await open.count('orders')).toBe(0);
    expect(await open.count('outbox')).toBe(0);
  });
});
