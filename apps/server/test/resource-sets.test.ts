import { discountCodesSet, unitsSet, voucherInfosSet, voucherLocksSet, type Resource } from '@sen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRows } from '../src/routes/resource-sets/set-query.js';
import { send } from './helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from './helpers/test-app.js';
import { demoUnits } from '../src/seed/demo-resource-sets.js';

/** The demo's units by code, as every tenant starts with them. */
const seeded = [...demoUnits].sort((a, b) => (a.ma_dvt < b.ma_dvt ? -1 : 1));
const seededCodes = seeded.map((u) => u.ma_dvt);

let server: TestServer;
let admin = '';
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
});
afterAll(() => server.close());

const units = (query = '') => send(server.app, 'GET', `/api/stock/units${query}`, { token: admin });

describe('resource sets: CRUD round trip (units)', () => {
  it('creates, reads, replaces, patches and deletes a unit by _id', async () => {
    const created = await send(server.app, 'POST', '/api/stock/units', {
      token: admin,
      body: { ma_dvt: 'LO', ten_dvt: 'Lọ', ten_dvt_en: 'Jar', ghi_chu: 'Kem dưỡng' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = unitsSet.rowSchema.parse(created.json());
    expect(row).toMatchObject({ ma_dvt: 'LO', ten_dvt: 'Lọ', ten_dvt_en: 'Jar', trang_thai: true });

    const read = await send(server.app, 'GET', `/api/stock/units/${row._id}`, { token: admin });
    expect(read.json()).toEqual(row);

    const replaced = await send(server.app, 'PUT', `/api/stock/units/${row._id}`, {
      token: admin,
      body: { ma_dvt: 'LO', ten_dvt: 'Lọ thủy tinh' },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ ten_dvt: 'Lọ thủy tinh', ten_dvt_en: null, ghi_chu: null });

    const patched = await send(server.app, 'PATCH', `/api/stock/units/${row._id}`, {
      token: admin,
      body: { trang_thai: false },
    });
    expect(patched.json()).toMatchObject({ ten_dvt: 'Lọ thủy tinh', trang_thai: false });

    const deleted = await send(server.app, 'DELETE', `/api/stock/units/${row._id}`, { token: admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ _id: row._id, ma_dvt: 'LO' });
    const gone = await send(server.app, 'GET', `/api/stock/units/${row._id}`, { token: admin });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('NOT_FOUND');
  });

  it('404 for unknown ids on get, put, patch and delete; 400 for an id that is not a uuid', async () => {
    const unknown = crypto.randomUUID();
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await send(server.app, method, `/api/stock/units/${unknown}`, {
        token: admin,
        body: method === 'PUT' ? { ma_dvt: 'X', ten_dvt: 'X' } : method === 'PATCH' ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
    }
    expect((await send(server.app, 'GET', '/api/stock/units/abc', { token: admin })).statusCode).toBe(400);
  });
});

describe('resource sets: paging, search, filters, sort', () => {
  it('lists the seeded units, paged with the spec page sizes', async () => {
    const all = unitsSet.listSchema.parse((await units('?pageSize=20')).json());
    expect(all.total).toBe(seeded.length);
    expect(all.items.map((u) => u.ten_dvt)).toEqual(seeded.map((u) => u.ten_dvt));
    expect((await units('?pageSize=7')).statusCode).toBe(400);
    expect((await units('?pageIndex=-1')).statusCode).toBe(400);
    const sorted = await units('?sortKey=nope');
    expect(sorted.statusCode).toBe(400);
    expect(sorted.json().code).toBe('SORT_FIELD_UNKNOWN');
  });

  it('orders by sortKey and sortType (asc by default), tie-broken by the key', async () => {
    const desc = unitsSet.listSchema.parse((await units('?sortKey=ma_dvt&sortType=desc')).json());
    expect(desc.items.map((u) => u.ma_dvt)).toEqual([...seededCodes].reverse().slice(0, 10));
    const asc = unitsSet.listSchema.parse((await units('?sortKey=ma_dvt')).json());
    expect(asc.items.map((u) => u.ma_dvt)).toEqual(seededCodes.slice(0, 10));
    // Every seeded unit is active: the order within one trang_thai is the key's.
    const byStatus = unitsSet.listSchema.parse((await units('?sortKey=trang_thai&sortType=desc')).json());
    expect(byStatus.items.map((u) => u.ma_dvt)).toEqual(seededCodes.slice(0, 10));
    expect((await units('?sortKey=ma_dvt&sortType=down')).statusCode).toBe(400);
  });

  it('pages by pageIndex (from 0) and pageSize; total counts every match', async () => {
    const first = unitsSet.listSchema.parse((await units('?pageIndex=0&pageSize=10&sortKey=ma_dvt')).json());
    expect(first.total).toBe(seeded.length);
    const pages = await Promise.all(
      [0, 1, 2].map(async (pageIndex) =>
        unitsSet.listSchema.parse((await units(`?pageSize=10&pageIndex=${pageIndex}`)).json()),
      ),
    );
    expect(pages.map((p) => [p.items.length, p.total])).toEqual(
      [0, 1, 2].map((index) => [Math.max(0, Math.min(10, seeded.length - 10 * index)), seeded.length]),
    );
  });

  it('takes none of the old names: page, limit, q and sort are not list parameters', async () => {
    const old = unitsSet.listSchema.parse((await units('?page=2&limit=20&q=hop&sort=-ma_dvt')).json());
    expect(old.total).toBe(seeded.length);
    expect(old.items[0]?.ma_dvt).toBe('BUOI');
  });

  it('pages: default 10 rows, total counts every match', async () => {
    for (let i = 1; i <= 9; i++) {
      const res = await send(server.app, 'POST', '/api/stock/units', {
        token: admin,
        body: { ma_dvt: `TUI${i}`, ten_dvt: `Túi ${i}` },
      });
      expect(res.statusCode).toBe(201);
    }
    const all = [...seededCodes, ...Array.from({ length: 9 }, (_, i) => `TUI${i + 1}`)].sort();
    const first = unitsSet.listSchema.parse((await units()).json());
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(all.length);
    const second = unitsSet.listSchema.parse((await units('?pageIndex=1')).json());
    expect(second.items).toHaveLength(Math.min(10, all.length - 10));
    expect(second.total).toBe(all.length);
    expect(new Set([...first.items, ...second.items].map((u) => u.ma_dvt)).size).toBe(
      10 + second.items.length,
    );
    const secondPage = unitsSet.listSchema.parse(
      (await units('?pageIndex=1&pageSize=10&sortKey=ma_dvt')).json(),
    );
    expect(secondPage.items.map((u) => u.ma_dvt)).toEqual(all.slice(10, 20));
  });

  it("searches without accents: 'hop' finds 'Hộp', 'buoi' finds 'Buổi'", async () => {
    const hop = unitsSet.listSchema.parse((await units('?searchKey=hop')).json());
    expect(hop.items.map((u) => u.ten_dvt)).toEqual(['Hộp']);
    const buoi = unitsSet.listSchema.parse(
      (await units(`?searchKey=${encodeURIComponent(' BUỔI ')}`)).json(),
    );
    expect(buoi.items.map((u) => u.ma_dvt)).toEqual(['BUOI']);
    const none = unitsSet.listSchema.parse((await units('?searchKey=%25')).json());
    expect(none.total).toBe(0);
  });

  it('filters by exact field values', async () => {
    const taxes = await send(server.app, 'GET', '/api/accounting/taxs?thue_suat=8', { token: admin });
    expect(taxes.json().items.map((t: { ma_thue: string }) => t.ma_thue)).toEqual(['VAT8']);
    const dict = await send(server.app, 'GET', '/api/system/dictionaries?loai=gender&searchKey=nu');
    expect(dict.json().items.map((d: { ten_tudien: string }) => d.ten_tudien)).toEqual(['Nữ']);
  });

  it('matches any of the values of a filter joined by commas, and refuses too many', async () => {
    type Task = { trang_thai: string };
    const tasks = async (query: string) => {
      const res = await send(server.app, 'GET', `/api/crm/tasks?pageSize=1000&${query}`, { token: admin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: Task[]; total: number };
    };
    // Two statuses the demo appointments have, and how many have each.
    const all = await tasks('');
    const counts = new Map<string, number>();
    for (const task of all.items) counts.set(task.trang_thai, (counts.get(task.trang_thai) ?? 0) + 1);
    const [[a, inA], [b, inB]] = [...counts].sort() as [[string, number], [string, number]];
    expect((await tasks(`trang_thai=${a}`)).total).toBe(inA);
    const either = await tasks(`trang_thai=${a},${b}`);
    expect(either.total).toBe(inA + inB);
    expect(either.total).toBeLessThan(all.total);
    expect(new Set(either.items.map((t) => t.trang_thai))).toEqual(new Set([a, b]));
    // A value named twice matches as once, an unknown one adds nothing, spaces around values are dropped.
    expect((await tasks(`trang_thai=${a},${a},x`)).total).toBe(inA);
    expect((await tasks(`trang_thai=${encodeURIComponent(` ${a} , ${b} `)}`)).total).toBe(inA + inB);
    const tooMany = await send(
      server.app,
      'GET',
      `/api/crm/tasks?trang_thai=${Array.from({ length: 101 }, (_, i) => i).join(',')}`,
      { token: admin },
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('resource sets: validation and duplicates', () => {
  it('refuses an invalid body with a localised 400 and changes nothing', async () => {
    const before = (await units('?pageSize=100')).json().total;
    const res = await send(server.app, 'POST', '/api/stock/units', {
      token: admin,
      headers: { 'accept-language': 'en' },
      body: { ma_dvt: 'có dấu', ten_dvt: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The data is not valid' });
    const patch = await send(
      server.app,
      'PATCH',
      `/api/stock/units/${(await units('?searchKey=hop')).json().items[0]._id}`,
      {
        token: admin,
        body: { ten_dvt: '' },
      },
    );
    expect(patch.statusCode).toBe(400);
    expect((await units('?pageSize=100')).json().total).toBe(before);
    expect((await units('?searchKey=hop')).json().items[0].ten_dvt).toBe('Hộp');
  });

  it('409 RESOURCE_DUPLICATE in Vietnamese when the natural key is taken, on create, replace and patch', async () => {
    const res = await send(server.app, 'POST', '/api/stock/units', {
      token: admin,
      body: { ma_dvt: 'HOP', ten_dvt: 'Hộp khác' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'RESOURCE_DUPLICATE', message: 'Mã HOP đã tồn tại' });
    const cai = (await units('?ma_dvt=CAI')).json().items[0];
    const replace = await send(server.app, 'PUT', `/api/stock/units/${cai._id}`, {
      token: admin,
      body: { ma_dvt: 'HOP', ten_dvt: 'Cái' },
    });
    expect(replace.statusCode).toBe(409);
    const patch = await send(server.app, 'PATCH', `/api/stock/units/${cai._id}`, {
      token: admin,
      headers: { 'accept-language': 'en' },
      body: { ma_dvt: 'HOP' },
    });
    expect(patch.json()).toMatchObject({
      code: 'RESOURCE_DUPLICATE',
      message: 'The code HOP already exists',
    });
    expect((await units('?ma_dvt=CAI')).json().items[0]).toEqual(cai);
  });

  it('discount codes: exactly one of ty_le_ck and tien_ck, and an ordered validity', async () => {
    const base = { ma_ck: 'KM-NEW', ten_ck: 'Mới', ma_dvcs: 'CN01', ngay_hl_tu: '2026-03-01' };
    const both = await send(server.app, 'POST', '/api/sales/discount-codes', {
      token: admin,
      body: { ...base, ty_le_ck: 10, tien_ck: 10000 },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().code).toBe('DISCOUNT_VALUE_REQUIRED');
    const backwards = await send(server.app, 'POST', '/api/sales/discount-codes', {
      token: admin,
      body: { ...base, ty_le_ck: 10, ngay_hl_den: '2026-02-01' },
    });
    expect(backwards.json().code).toBe('VALIDITY_RANGE_INVALID');
    const ok = await send(server.app, 'POST', '/api/sales/discount-codes', {
      token: admin,
      body: { ...base, tien_ck: 30000, ngay_hl_den: '2026-03-31' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const row = discountCodesSet.rowSchema.parse(ok.json());
    expect(row).toMatchObject({ ngay_hl_tu: '2026-03-01', ngay_hl_den: '2026-03-31', ty_le_ck: null });
    const patch = await send(server.app, 'PATCH', `/api/sales/discount-codes/${row._id}`, {
      token: admin,
      body: { ty_le_ck: 5 },
    });
    expect(patch.json().code).toBe('DISCOUNT_VALUE_REQUIRED');
  });
});

describe('branch-scoped replace', () => {
  it('PUT without ma_dvcs keeps the branch of the row, whatever the selection', async () => {
    const hanoi = (
      await send(server.app, 'GET', '/api/stock/warehouses?ma_kho=K02-HH', { token: admin })
    ).json().items[0];
    const res = await send(server.app, 'PUT', `/api/stock/warehouses/${hanoi._id}`, {
      token: admin,
      body: { ma_kho: 'K02-HH', ten_kho: 'Kho hàng hóa Hoàn Kiếm' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ma_dvcs: 'CN02', ten_kho: 'Kho hàng hóa Hoàn Kiếm', thu_kho: null });
  });
});

describe('voucher infos: addressed by {ma_ct}/{status}', () => {
  it('gets, patches and deletes by key; 404 for an unknown pair', async () => {
    const one = await send(server.app, 'GET', '/api/accounting/voucher-infos/HD/1', { token: admin });
    expect(voucherInfosSet.rowSchema.parse(one.json())).toMatchObject({
      ten_trang_thai: 'Đã duyệt',
      cho_sua: false,
    });
    const patched = await send(server.app, 'PATCH', '/api/accounting/voucher-infos/HD/1', {
      token: admin,
      body: { mau_sac: '#00FF00' },
    });
    expect(patched.json().mau_sac).toBe('#00FF00');
    expect(
      (await send(server.app, 'GET', '/api/accounting/voucher-infos/HD/7', { token: admin })).statusCode,
    ).toBe(404);
    const list = await send(server.app, 'GET', '/api/accounting/voucher-infos?ma_ct=DV', { token: admin });
    expect(list.json().items.map((v: { status: string }) => v.status)).toEqual(['0', '1', '2']);
    expect(
      (await send(server.app, 'DELETE', '/api/accounting/voucher-infos/DV/2', { token: admin })).statusCode,
    ).toBe(200);
    expect(
      (await send(server.app, 'GET', '/api/accounting/voucher-infos/DV/2', { token: admin })).statusCode,
    ).toBe(404);
  });
});

describe('list query builder: fromDate / toDate on a dateRangeField', () => {
  // No catalogue set has a dateRangeField yet: the voucher locks with their lock day as one stand in for it.
  const dated = { ...(voucherLocksSet as unknown as Resource), dateRangeField: 'ngay_ks' };
  // Voucher types the demo seed does not lock (a lock names a voucher type of the catalogue).
  const lockDays = { BC: '2026-01-10', BN: '2026-02-15', PC: '2026-03-20' } as const;

  const codesWithin = async (range: { fromDate?: string; toDate?: string }): Promise<string[]> => {
    const db = server.database.db;
    const tenant = await db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const list = await listRows(
      db as never,
      dated,
      { tenantId: tenant.id },
      { filters: { ma_dvcs: 'CN01' }, ...range },
    );
    return list.items.map((row) => String(row.ma_ct)).filter((code) => code in lockDays);
  };

  it('keeps the rows whose day lies within the inclusive range, either end open', async () => {
    for (const [ma_ct, ngay_ks] of Object.entries(lockDays)) {
      const res = await send(server.app, 'POST', '/api/system/voucher-locks', {
        token: admin,
        body: { ma_dvcs: 'CN01', ma_ct, ngay_ks },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await codesWithin({})).toEqual(['BC', 'BN', 'PC']);
    expect(await codesWithin({ fromDate: '2026-02-15', toDate: '2026-03-20' })).toEqual(['BN', 'PC']);
    expect(await codesWithin({ fromDate: '2026-01-11', toDate: '2026-03-19' })).toEqual(['BN']);
    expect(await codesWithin({ toDate: '2026-02-15' })).toEqual(['BC', 'BN']);
    expect(await codesWithin({ fromDate: '2026-03-20' })).toEqual(['PC']);
  });

  it('a fromDate after the toDate is a 400 DATE_RANGE_INVALID', async () => {
    await expect(codesWithin({ fromDate: '2026-03-01', toDate: '2026-02-01' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'DATE_RANGE_INVALID',
    });
  });

  it('sets without a dateRangeField ignore the days', async () => {
    const db = server.database.db;
    const tenant = await db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const plain = voucherLocksSet as unknown as Resource;
    const list = await listRows(
      db as never,
      plain,
      { tenantId: tenant.id },
      {
        filters: { ma_dvcs: 'CN01' },
        fromDate: '2026-03-01',
        toDate: '2026-02-01',
      },
    );
    expect(list.items.map((row) => row.ma_ct)).toEqual(expect.arrayContaining(['BC', 'BN', 'PC']));
  });
});
