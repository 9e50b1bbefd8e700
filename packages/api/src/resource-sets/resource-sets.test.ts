import { QueryClient } from '@tanstack/react-query';
import { taxesSet, unitsSet, voucherInfosSet, warehousesSet } from '@sen/domain';
import { describe, expect, it } from 'vitest';
import { recordingHttp } from '../../test/recording-http.js';
import {
  createLookupLists,
  fetchWholeList,
  readLookupList,
  resourceSetKeys,
  resourceSetMutations,
  resourceSetQueries,
  rowPath,
} from './index.js';

const unit = (ma_dvt: string, ten_dvt: string, _id = `id-${ma_dvt}`) => ({ _id, ma_dvt, ten_dvt });

describe('resource set paths and keys', () => {
  it('addresses rows by _id, or by their key fields for voucher infos', () => {
    expect(rowPath(unitsSet, 'a1')).toBe('/stock/units/a1');
    expect(rowPath(unitsSet, { _id: 'a 1', ma_dvt: 'HOP' })).toBe('/stock/units/a%201');
    expect(rowPath(voucherInfosSet, { ma_ct: 'HD', status: '1' })).toBe('/accounting/voucher-infos/HD/1');
    expect(() => rowPath(voucherInfosSet, 'x')).toThrow(TypeError);
    expect(() => rowPath(unitsSet, { ma_dvt: 'HOP' })).toThrow(TypeError);
  });

  it('keys every read of a set under one prefix', () => {
    const keys = resourceSetKeys(unitsSet);
    expect(keys.all).toEqual(['sen', 'records', 'units']);
    for (const key of [
      keys.list({ pageIndex: 2 }),
      keys.row('x'),
      keys.find({ ma_dvt: 'HOP' }),
      keys.lookupList(),
    ])
      expect(key.slice(0, 3)).toEqual(keys.all);
  });
});

describe('resource set queries', () => {
  it('reads lists, rows, finds and lookups from the set paths', async () => {
    const { calls, http } = recordingHttp(() => ({ items: [], total: 0 }));
    const queryClient = new QueryClient();
    const units = resourceSetQueries(http, unitsSet);
    await queryClient.fetchQuery(
      units.list({ pageIndex: 2, pageSize: 20, searchKey: 'hop', sortKey: 'ten_dvt', sortType: 'desc' }),
    );
    await queryClient.fetchQuery(units.row('u1'));
    await queryClient.fetchQuery(units.find({ ma_dvt: 'HOP' }));
    await queryClient.fetchQuery(units.lookup('ho', 5));
    await queryClient.fetchQuery(resourceSetQueries(http, warehousesSet).lookup('kho'));
    await queryClient.fetchQuery(resourceSetQueries(http, voucherInfosSet).row({ ma_ct: 'HD', status: '0' }));
    expect(calls.map(({ options: _options, ...call }) => call)).toEqual([
      {
        method: 'GET',
        path: '/stock/units',
        query: { pageIndex: 2, pageSize: 20, searchKey: 'hop', sortKey: 'ten_dvt', sortType: 'desc' },
      },
      { method: 'GET', path: '/stock/units/u1', query: undefined },
      { method: 'GET', path: '/stock/units/find', query: { ma_dvt: 'HOP' } },
      { method: 'GET', path: '/stock/units/lookup', query: { q: 'ho', limit: 5 } },
      { method: 'GET', path: '/stock/warehouses/search', query: { q: 'kho', limit: undefined } },
      { method: 'GET', path: '/accounting/voucher-infos/HD/0', query: undefined },
    ]);
  });
});

describe('cached lookup lists', () => {
  it('load every page of a long list once and say when they are fetched', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => unit(`U${i}`, `Đơn vị ${i}`));
    const { calls, http } = recordingHttp((call) => {
      const { pageIndex, pageSize } = call.query as { pageIndex: number; pageSize: number };
      return { items: rows.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize), total: rows.length };
    });
    const whole = await fetchWholeList(http, unitsSet);
    expect(whole.total).toBe(1500);
    expect(whole.items).toHaveLength(1500);
    expect(calls.map((c) => c.query)).toEqual([
      { pageIndex: 0, pageSize: 1000 },
      { pageIndex: 1, pageSize: 1000 },
    ]);
  });

  it('load the five lists of spec section 3, find rows by key or id, and upsert', async () => {
    const { calls, http } = recordingHttp((call) =>
      call.path === '/stock/units'
        ? { items: [unit('HOP', 'Hộp'), unit('CAI', 'Cái')], total: 2 }
        : { items: [], total: 0 },
    );
    const queryClient = new QueryClient();
    const lookups = createLookupLists(http, queryClient);
    expect(lookups.unit.get()).toEqual({ items: [], total: 0, fetched: false });
    await lookups.loadAll();
    expect(calls.map((c) => c.path).sort()).toEqual([
      '/accounting/taxs',
      '/sales/discount-codes',
      '/stock/units',
      '/stock/warehouses',
      '/system/custom1',
    ]);
    expect(lookups.unit.get()).toMatchObject({ total: 2, fetched: true });
    expect(lookups.tax.get()).toEqual({ items: [], total: 0, fetched: true });
    expect(lookups.unit.find('HOP')?.ten_dvt).toBe('Hộp');
    expect(lookups.unit.find('id-CAI')?.ma_dvt).toBe('CAI');
    expect(lookups.unit.find('CHAI')).toBeUndefined();

    lookups.unit.upsert({ ...unit('HOP', 'Hộp giấy'), ten_dvt_en: 'Box', ghi_chu: null, trang_thai: true });
    lookups.unit.upsert({ ...unit('CHAI', 'Chai'), ten_dvt_en: null, ghi_chu: null, trang_thai: true });
    expect(lookups.unit.get().total).toBe(3);
    expect(lookups.unit.find('HOP')?.ten_dvt).toBe('Hộp giấy');

    await lookups.loadAll();
    expect(calls).toHaveLength(5);
  });

  it('load only the lists allowed, and keep going when one fails', async () => {
    const { calls, http } = recordingHttp((call) => {
      if (call.path === '/accounting/taxs') throw new Error('403');
      return { items: [], total: 0 };
    });
    const lookups = createLookupLists(http, new QueryClient());
    const failed = await lookups.loadAll((set) => set.name !== 'custom1');
    expect(failed).toEqual(['tax']);
    expect(calls.map((c) => c.path)).not.toContain('/system/custom1');
    expect(lookups.tax.get().fetched).toBe(false);
    expect(lookups.custom1.get().fetched).toBe(false);
    expect(lookups.unit.get().fetched).toBe(true);
  });
});

describe('resource set mutations', () => {
  const setUp = async () => {
    const { calls, http } = recordingHttp((call) => {
      if (call.method === 'GET') return { items: [unit('HOP', 'Hộp')], total: 1 };
      if (call.method === 'DELETE') return undefined;
      return { _id: 'id-new', ...(call.body as object) };
    });
    const queryClient = new QueryClient();
    const lookups = createLookupLists(http, queryClient);
    await lookups.unit.load();
    const list = resourceSetQueries(http, unitsSet).list();
    await queryClient.fetchQuery(list);
    return { calls, http, queryClient, lookups, list };
  };

  it('put a created row into the loaded lookup list and make the lists stale, not the lookup list', async () => {
    const { calls, http, queryClient, lookups, list } = await setUp();
    const { create } = resourceSetMutations(http, unitsSet, queryClient);
    const created = await queryClient
      .getMutationCache()
      .build(queryClient, create)
      .execute({ ma_dvt: 'CHAI', ten_dvt: 'Chai' });
    expect(created).toMatchObject({ _id: 'id-new', ma_dvt: 'CHAI' });
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/stock/units',
      body: { ma_dvt: 'CHAI', ten_dvt: 'Chai' },
    });
    expect(lookups.unit.find('CHAI')?._id).toBe('id-new');
    expect(queryClient.getQueryState(list.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(resourceSetKeys(unitsSet).lookupList())?.isInvalidated).toBe(false);
  });

  it('take a deleted row out of the lookup list, and replace key-addressed rows at their key path', async () => {
    const { calls, http, queryClient, lookups } = await setUp();
    const { remove } = resourceSetMutations(http, unitsSet, queryClient);
    await queryClient.getMutationCache().build(queryClient, remove).execute('id-HOP');
    expect(calls.at(-1)).toEqual({ method: 'DELETE', path: '/stock/units/id-HOP' });
    expect(lookups.unit.get()).toMatchObject({ items: [], total: 0, fetched: true });

    const { replace } = resourceSetMutations(http, voucherInfosSet, queryClient);
    const target = { ma_ct: 'HD', status: '1' };
    await queryClient
      .getMutationCache()
      .build(queryClient, replace)
      .execute({ target, input: { ...target, ten_trang_thai: 'Đã duyệt' } });
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', path: '/accounting/voucher-infos/HD/1' });
  });

  it('leave a lookup list that was never loaded unloaded', async () => {
    const { http } = recordingHttp(() => ({ _id: 't1', ma_thue: 'T10' }));
    const queryClient = new QueryClient();
    const { upsert } = resourceSetMutations(http, taxesSet, queryClient);
    await queryClient
      .getMutationCache()
      .build(queryClient, upsert)
      .execute({ ma_thue: 'T10' } as never);
    expect(readLookupList(queryClient, taxesSet).fetched).toBe(false);
  });
});
