import 'fake-indexeddb/auto';
import { deleteDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { openPosDatabase, type PosDatabase } from '../outbox/local-db';
import type { LocalCustomer } from './customer-search';
import {
  CUSTOMER_PAGE,
  FULL_EVERY_MS,
  forgetCustomers,
  keptCustomersMeta,
  readKeptCustomers,
  syncCustomers,
  type CustomersHttp,
} from './customer-sync';
import { keptPricing, syncPricing } from './pricing-sync';

let db: PosDatabase;
let name = 0;
const fresh = async () => (db = await openPosDatabase(`customer-sync-test-${++name}`));
afterEach(async () => {
  db.close();
  await deleteDB(db.name);
});

const customer = (i: number, ten_kh = `Khách ${i}`): LocalCustomer => ({
  ma_kh: `KH${String(i).padStart(6, '0')}`,
  ten_kh,
  dien_thoai: `09${String(i).padStart(8, '0')}`,
  ma_nhom_kh: null,
  the: [],
});

/**
 * A server of customers: pages in code order as till-customers answers them; `since` answers those changed after
 * the marker (each change stamps a rising number), counting every page it was asked for.
 */
const fakeServer = (count: number) => {
  const rows = new Map<string, { row: LocalCustomer; stamp: number }>();
  let stamp = 1;
  for (let i = 0; i < count; i++) rows.set(customer(i).ma_kh, { row: customer(i), stamp });
  const asked: Record<string, unknown>[] = [];
  const http: CustomersHttp = {
    get: (async (path: string, query: Record<string, unknown> = {}) => {
      expect(path).toBe('/sales/retail-orders/till-customers');
      asked.push(query);
      const since = query.since === undefined ? 0 : Number(query.since);
      const after = query.after as string | undefined;
      const limit = Number(query.limit);
      const all = [...rows.values()]
        .filter((r) => r.stamp >= since && (after === undefined || r.row.ma_kh > after))
        .map((r) => r.row)
        .sort((a, b) => (a.ma_kh < b.ma_kh ? -1 : 1));
      const items = all.slice(0, limit).map(({ the, ...row }) => (the.length ? { ...row, the } : row));
      return {
        items,
        next: all.length > limit ? items[items.length - 1]!.ma_kh : null,
        marker: after === undefined ? String(stamp + 1) : null,
        total: rows.size,
      };
    }) as CustomersHttp['get'],
  };
  return {
    http,
    asked,
    change: (row: LocalCustomer) => rows.set(row.ma_kh, { row, stamp: ++stamp + 1 }),
    remove: (ma_kh: string) => {
      rows.delete(ma_kh);
      stamp++;
    },
  };
};

const kept = async () => (await readKeptCustomers(db)).rows;

describe('the customers kept on the till', () => {
  it('are read all at first, page by page, into chunks; not again while the version stays', async () => {
    await fresh();
    const server = fakeServer(CUSTOMER_PAGE + 10);
    expect(await syncCustomers(db, server.http, { version: 'v1', scope: 'thungan|CN01' })).toBe(true);
    expect(server.asked).toEqual([
      { limit: CUSTOMER_PAGE },
      { after: customer(CUSTOMER_PAGE - 1).ma_kh, limit: CUSTOMER_PAGE },
    ]);
    expect(await db.count('customers')).toBe(2);
    const rows = await kept();
    expect(rows).toHaveLength(CUSTOMER_PAGE + 10);
    expect((await readKeptCustomers(db)).folded[3]).toBe('kh000003 0900000003 khach 3');
    expect((await keptCustomersMeta(db))?.meta).toMatchObject({
      scope: 'thungan|CN01',
      count: CUSTOMER_PAGE + 10,
    });

    server.asked.length = 0;
    expect(await syncCustomers(db, server.http, { version: 'v1', scope: 'thungan|CN01' })).toBe(false);
    expect(server.asked).toEqual([]);
  });

  it('then only those changed since: a renamed one in its place, a new one at the end', async () => {
    await fresh();
    const server = fakeServer(30);
    await syncCustomers(db, server.http, { version: 'v1', scope: 'thungan|CN01' });
    const marker = (await keptCustomersMeta(db))!.meta.marker;
    server.change(customer(7, 'Trần Thị Hồng Nhung'));
    server.change({
      ...customer(99, 'Phạm Đức Anh'),
      the: [{ ma_the: 'T1', ma_loai_the: 'VANG', ngay_phat_hanh: '2026-01-01', ngay_het_han: null }],
    });
    server.asked.length = 0;
    expect(await syncCustomers(db, server.http, { version: 'v2', scope: 'thungan|CN01' })).toBe(true);
    expect(server.asked).toEqual([{ since: marker, limit: CUSTOMER_PAGE }]);
    const rows = await kept();
    expect(rows).toHaveLength(31);
    expect(rows[7]?.ten_kh).toBe('Trần Thị Hồng Nhung');
    expect((await readKeptCustomers(db)).folded[7]).toContain('tran thi hong nhung');
    expect(rows[30]).toMatchObject({ ma_kh: 'KH000099', the: [{ ma_loai_the: 'VANG' }] });
    expect((await keptCustomersMeta(db))?.version).toBe('v2');
  });

  it('all again when the count no longer matches, for another user or branch, and once a day', async () => {
    await fresh();
    const server = fakeServer(20);
    const now = Date.now();
    await syncCustomers(db, server.http, { version: 'v1', scope: 'thungan|CN01', now });
    // One deleted: the changes cannot say which.
    server.remove(customer(3).ma_kh);
    server.asked.length = 0;
    await syncCustomers(db, server.http, { version: 'v2', scope: 'thungan|CN01', now });
    expect(server.asked.map((q) => 'since' in q)).toEqual([true, false]);
    expect((await kept()).map((c) => c.ma_kh)).not.toContain(customer(3).ma_kh);
    expect(await kept()).toHaveLength(19);

    server.asked.length = 0;
    await syncCustomers(db, server.http, { version: 'v2', scope: 'thungan|CN02', now });
    expect(server.asked).toEqual([{ limit: CUSTOMER_PAGE }]);

    server.asked.length = 0;
    await syncCustomers(db, server.http, { version: 'v3', scope: 'thungan|CN02', now: now + FULL_EVERY_MS });
    expect(server.asked).toEqual([{ limit: CUSTOMER_PAGE }]);
  });

  it('keeps what it had when the server cannot be reached; forgets them on signing out', async () => {
    await fresh();
    const server = fakeServer(5);
    await syncCustomers(db, server.http, { version: 'v1', scope: 'thungan|CN01' });
    const offline: CustomersHttp = { get: () => Promise.reject(new Error('offline')) };
    await expect(syncCustomers(db, offline, { version: 'v2', scope: 'thungan|CN01' })).rejects.toThrow();
    expect(await kept()).toHaveLength(5);
    expect((await keptCustomersMeta(db))?.version).toBe('v1');
    await forgetCustomers(db);
    expect(await kept()).toEqual([]);
    expect(await keptCustomersMeta(db)).toBeUndefined();
  });
});

describe("a branch's pricing rules kept on the till", () => {
  it('are read when the pricing version moves, per branch', async () => {
    await fresh();
    const asked: unknown[] = [];
    const rules = { flags: { goldenHour: true }, discounts: [], groups: { VIP: 5 } };
    const http = {
      get: (async (path: string, query: unknown) => {
        asked.push([path, query]);
        return { ma_dvcs: 'CN01', from: '2026-11-27', rules };
      }) as CustomersHttp['get'],
    };
    expect(await keptPricing(db, 'CN01')).toBeUndefined();
    expect(await syncPricing(db, http, { version: 'p1', branch: 'CN01' })).toBe(true);
    expect(await syncPricing(db, http, { version: 'p1', branch: 'CN01' })).toBe(false);
    expect(asked).toEqual([['/sales/retail-orders/till-pricing', { ma_dvcs: 'CN01' }]]);
    expect(await keptPricing(db, 'CN01')).toEqual(rules);
    expect(await keptPricing(db, 'CN02')).toBeUndefined();
  });
});
