import { callCenterSet, configsSet, sttSet, unitsSet, voucherLocksSet, warehousesSet } from '@sen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from './helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from './helpers/test-app.js';

let server: TestServer;
let admin = '';
let thungan = '';
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  thungan = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
});
afterAll(() => server.close());

const year = new Date().getFullYear();

describe('find', () => {
  it('units, taxes, custom1 and discount codes by field values', async () => {
    const units = unitsSet.listSchema.parse(
      (await send(server.app, 'GET', '/api/stock/units/find?ma_dvt=GOI', { token: admin })).json(),
    );
    expect(units.items.map((u) => u.ten_dvt)).toEqual(['Gói']);
    const taxes = await send(server.app, 'GET', '/api/accounting/taxs/find?thue_suat=10&tk_thue=33311', {
      token: admin,
    });
    expect(taxes.json().items.map((t: { ma_thue: string }) => t.ma_thue)).toEqual(['VAT10']);
    const custom = await send(server.app, 'GET', '/api/system/custom1/find?ma=ZALO', { token: admin });
    expect(custom.json().items[0]).toMatchObject({ ten: 'Zalo OA' });
    const codes = await send(server.app, 'GET', '/api/sales/discount-codes/find?ma_dvcs=CN02', {
      token: admin,
    });
    expect(codes.json().items.map((d: { ma_ck: string }) => d.ma_ck)).toEqual(['KM-HN-15']);
  });

  it('voucher locks by ma_dvcs and ma_ct', async () => {
    const res = await send(server.app, 'GET', '/api/system/voucher-locks/find?ma_dvcs=CN02&ma_ct=HDB', {
      token: admin,
    });
    const list = voucherLocksSet.listSchema.parse(res.json());
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ ma_dvcs: 'CN02', ma_ct: 'HDB' });
    expect(list.items[0]?.ngay_ks).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('upsert', () => {
  it('creates by natural key, then replaces the same row', async () => {
    const first = await send(server.app, 'POST', '/api/stock/units/upsert', {
      token: admin,
      body: { ma_dvt: 'TUYP', ten_dvt: 'Tuýp' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await send(server.app, 'POST', '/api/stock/units/upsert', {
      token: admin,
      body: { ma_dvt: 'TUYP', ten_dvt: 'Tuýp kem', ten_dvt_en: 'Tube' },
    });
    expect(second.json()).toMatchObject({ _id: first.json()._id, ten_dvt: 'Tuýp kem', ten_dvt_en: 'Tube' });
    const custom = await send(server.app, 'POST', '/api/system/custom1/upsert', {
      token: admin,
      body: { ma: 'FB', ten: 'Facebook & Instagram', stt: 1 },
    });
    expect(custom.json()).toMatchObject({ ma: 'FB', ten: 'Facebook & Instagram' });
    const list = await send(server.app, 'GET', '/api/system/custom1/find?ma=FB', { token: admin });
    expect(list.json().total).toBe(1);
  });

  it('stt: upsert fills ma_dvcs from the one selected branch', async () => {
    const res = await send(server.app, 'POST', '/api/system/stt/upsert', {
      token: admin,
      headers: { branchs: 'CN02' },
      body: { ma_ct: 'HD', nam: year, tien_to: 'HN-HD', so_hien_tai: 42 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(sttSet.rowSchema.parse(res.json())).toMatchObject({ ma_dvcs: 'CN02', so_hien_tai: 42, do_dai: 6 });
    const several = await send(server.app, 'POST', '/api/system/stt/upsert', {
      token: admin,
      body: { ma_ct: 'HD', nam: year },
    });
    expect(several.statusCode).toBe(400);
  });
});

describe('bulk PUT', () => {
  it('stt: saves a list, all or nothing', async () => {
    const res = await send(server.app, 'PUT', '/api/system/stt', {
      token: admin,
      body: [
        { ma_dvcs: 'CN01', ma_ct: 'PT', nam: year, so_hien_tai: 7 },
        { ma_dvcs: 'CN01', ma_ct: 'BL', nam: year, tien_to: 'BL', so_hien_tai: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(sttSet.listSchema.parse(res.json()).items.map((s) => [s.ma_ct, s.so_hien_tai])).toEqual([
      ['PT', 7],
      ['BL', 1],
    ]);
    const bad = await send(server.app, 'PUT', '/api/system/stt', {
      token: admin,
      body: [
        { ma_dvcs: 'CN01', ma_ct: 'PT', nam: year, so_hien_tai: 99 },
        { ma_dvcs: 'CN09', ma_ct: 'PT', nam: year, so_hien_tai: 99 },
      ],
    });
    expect(bad.statusCode).toBe(403);
    const pt = await send(server.app, 'GET', `/api/system/stt/find?ma_dvcs=CN01&ma_ct=PT&nam=${year}`, {
      token: admin,
    });
    expect(pt.json().items[0].so_hien_tai).toBe(7);
  });

  it('configs: bulk PUT upserts by group + name', async () => {
    const res = await send(server.app, 'PUT', '/api/system/configs', {
      token: admin,
      body: [
        { group: 'sale', name: 'sale_return_days', value: '7' },
        { group: 'sale', name: 'sale_tip_enabled', value: 't' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const found = await send(server.app, 'GET', '/api/system/configs/find?group=sale&name=sale_tip_enabled');
    expect(configsSet.listSchema.parse(found.json()).items[0]?.value).toBe('t');
  });
});

describe('lookup and search', () => {
  it('units lookup: the first matches of q', async () => {
    const res = await send(server.app, 'GET', '/api/stock/units/lookup?q=ch&limit=5', { token: admin });
    expect(unitsSet.listSchema.parse(res.json()).items.map((u) => u.ten_dvt)).toEqual(['Chai']);
    const all = await send(server.app, 'GET', '/api/stock/units/lookup?limit=2', { token: admin });
    expect(all.json().items).toHaveLength(2);
  });

  it('commands lookup: only what the user sees', async () => {
    const forAdmin = await send(server.app, 'GET', '/api/system/command/lookup?q=don vi tinh', {
      token: admin,
    });
    expect(forAdmin.json().items.map((c: { menu_id: string }) => c.menu_id)).toEqual([
      'stock.units',
      'stock.conversion-units',
    ]);
    const forCashier = await send(server.app, 'GET', '/api/system/command/lookup?q=don vi tinh', {
      token: thungan,
    });
    // The cashier may open the units page (read only) but not the conversion units.
    expect(forCashier.json().items.map((c: { menu_id: string }) => c.menu_id)).toEqual(['stock.units']);
    const cashier = await send(server.app, 'GET', '/api/system/command/lookup?q=thu ngan ban le', {
      token: thungan,
    });
    expect(cashier.json().items.map((c: { menu_id: string }) => c.menu_id)).toContain(
      'sales.retail-orders.cashier',
    );
  });

  it('warehouses search, within the branch scope', async () => {
    const res = await send(server.app, 'GET', '/api/stock/warehouses/search?q=vat tu', { token: admin });
    expect(warehousesSet.listSchema.parse(res.json()).items.map((w) => w.ma_kho)).toEqual([
      'K01-VT',
      'K02-VT',
      'K03-VT',
    ]);
    const cashier = await send(server.app, 'GET', '/api/stock/warehouses/search?q=kho', { token: thungan });
    expect(cashier.json().items.map((w: { ma_dvcs: string }) => w.ma_dvcs)).toEqual(['CN01', 'CN01']);
  });
});

describe('configs by name and update many', () => {
  it('gets one entry by name, blanking secrets before sign-in', async () => {
    const res = await send(server.app, 'GET', '/api/system/configs/name/otp_max_hourly');
    expect(res.json()).toMatchObject({ group: 'system', name: 'otp_max_hourly', value: '10' });
    await send(server.app, 'PUT', '/api/system/configs/name/access_key', {
      token: admin,
      body: { value: 'k-123' },
    });
    expect((await send(server.app, 'GET', '/api/system/configs/name/access_key')).json().value).toBe('');
    expect(
      (await send(server.app, 'GET', '/api/system/configs/name/access_key', { token: thungan })).json().value,
    ).toBe('k-123');
    expect((await send(server.app, 'GET', '/api/system/configs/name/nope')).statusCode).toBe(404);
  });

  it('shows the push server key to administrators only', async () => {
    await send(server.app, 'POST', '/api/system/configs', {
      token: admin,
      body: { group: 'push', name: 'server_key', value: 'push-secret' },
    });
    const valueFor = async (token?: string) =>
      (await send(server.app, 'GET', '/api/system/configs?group=push&name=server_key', { token })).json()
        .items[0]?.value;
    expect(await valueFor()).toBe('');
    expect(await valueFor(thungan)).toBe('');
    expect(await valueFor(admin)).toBe('push-secret');
  });

  it('shows any credential-named config (an SMS gateway key) to administrators only', async () => {
    await send(server.app, 'POST', '/api/system/configs', {
      token: admin,
      body: { group: 'sms', name: 'api_key', value: 'sms-secret' },
    });
    const valueFor = async (token?: string) =>
      (await send(server.app, 'GET', '/api/system/configs/name/api_key', { token })).json().value;
    expect(await valueFor()).toBe('');
    expect(await valueFor(thungan)).toBe('');
    expect(await valueFor(admin)).toBe('sms-secret');
  });

  it('409 CONFIG_NAME_AMBIGUOUS when several groups have the name and no group is given', async () => {
    await send(server.app, 'POST', '/api/system/configs', {
      token: admin,
      body: { group: 'crm', name: 'enable', value: 't' },
    });
    const res = await send(server.app, 'PUT', '/api/system/configs/name/enable', {
      token: admin,
      body: { value: 't' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFIG_NAME_AMBIGUOUS');
    const grouped = await send(server.app, 'PUT', '/api/system/configs/name/enable', {
      token: admin,
      body: { value: 't', group: 'call_center' },
    });
    expect(grouped.json()).toMatchObject({ group: 'call_center', value: 't' });
  });

  it('PATCH system/configs updates many, all or nothing', async () => {
    const res = await send(server.app, 'PATCH', '/api/system/configs', {
      token: admin,
      body: {
        items: [
          { name: 'crm_partner_require_phone', value: 'f' },
          { name: 'otp_expiration', value: '5' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((c: { value: string }) => c.value)).toEqual(['f', '5']);
    const failed = await send(server.app, 'PATCH', '/api/system/configs', {
      token: admin,
      body: {
        items: [
          { name: 'otp_expiration', value: '9' },
          { name: 'no_such_config', value: '1' },
        ],
      },
    });
    expect(failed.statusCode).toBe(404);
    expect((await send(server.app, 'GET', '/api/system/configs/name/otp_expiration')).json().value).toBe('5');
  });
});

describe('call-center', () => {
  it('crm/call-center manages providers; GET call-center/providers lists them for staff', async () => {
    const created = await send(server.app, 'POST', '/api/crm/call-center', {
      token: admin,
      body: { provider: 'omicall', ten_ncc: 'OMICall', enable: true, endpoint: 'https://api.omicall.com' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = await send(server.app, 'GET', '/api/call-center/providers', { token: thungan });
    expect(callCenterSet.listSchema.parse(list.json()).items.map((p) => p.provider)).toEqual([
      'omicall',
      'stringee',
      'vcs',
    ]);
    const denied = await send(server.app, 'GET', '/api/crm/call-center', { token: thungan });
    expect(denied.statusCode).toBe(403);
  });
});
