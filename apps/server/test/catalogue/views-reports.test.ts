import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDemoFlags, typedPrices } from '../helpers/price-flags.js';
import { grant, send } from '../helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

let server: TestServer;
let admin = '';
let saler = '';
const branch = { Branchs: 'CN07' };
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  saler = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
  const res = await send(server.app, 'POST', '/api/system/branchs', {
    token: admin,
    body: { ma_dvcs: 'CN07', ten_dvcs: 'Chi nhánh báo cáo', dia_chi: '12 Lê Lợi, Quận 1' },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  // Goods sold at the branch leave its warehouse (the stock ledger needs one).
  const warehouse = await send(server.app, 'POST', '/api/stock/warehouses', {
    token: admin,
    body: { ma_kho: 'K-CN07', ten_kho: 'Kho hàng chi nhánh báo cáo', ma_dvcs: 'CN07' },
  });
  if (warehouse.statusCode !== 201) throw new Error(warehouse.body);
  // The reports total the prices the bills are given, not the tenant's list prices.
  await setDemoFlags(server.database.db, typedPrices);
});
afterAll(() => server.close());

const post = async (path: string, body: Record<string, unknown>) => {
  const res = await send(server.app, 'POST', `/api/${path}`, { token: admin, headers: branch, body });
  if (res.statusCode !== 201) throw new Error(`${path}: ${res.body}`);
  return res.json() as Record<string, unknown> & { _id: string };
};

describe('views', () => {
  it('list and get only rows with the fixed values; an action patches them, with the edit right', async () => {
    const card = (ma_the: string, trang_thai: string) =>
      post('sales/payment-cards', {
        ma_the,
        ma_kh: 'KH0001',
        ma_loai_the: 'LT001',
        ngay_phat_hanh: '2031-01-01',
        trang_thai,
      });
    const active = await card('THEVIEW01', '1');
    // A card is created active at most; it is locked through its transition, with a reason.
    const locked = await card('THEVIEW02', '1');
    const lockedNow = await send(server.app, 'POST', `/api/sales/payment-cards/${locked._id}/lock`, {
      token: admin,
      headers: branch,
      body: { ly_do_khoa: 'Khách báo mất thẻ' },
    });
    expect(lockedNow.json()).toMatchObject({ trang_thai: '2', ly_do_khoa: 'Khách báo mất thẻ' });
    const list = await send(server.app, 'GET', '/api/sales/payment-cards/lock?searchKey=theview', {
      token: admin,
      headers: branch,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((r: { ma_the: string }) => r.ma_the)).toEqual(['THEVIEW01']);
    expect(
      (await send(server.app, 'GET', `/api/sales/payment-cards/lock/${locked._id}`, { token: admin }))
        .statusCode,
    ).toBe(404);

    const reason = { ly_do_khoa: 'Thẻ bị đánh cắp' };
    const refused = await send(server.app, 'POST', `/api/sales/payment-cards/lock/${active._id}/lock`, {
      token: saler,
      body: reason,
    });
    expect(refused.statusCode).toBe(403);
    const done = await send(server.app, 'POST', `/api/sales/payment-cards/lock/${active._id}/lock`, {
      token: admin,
      body: reason,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ ma_the: 'THEVIEW01', trang_thai: '2', ...reason });
    const again = await send(server.app, 'POST', `/api/sales/payment-cards/lock/${active._id}/lock`, {
      token: admin,
      body: reason,
    });
    expect(again.statusCode, 'no longer in the view').toBe(404);
  });

  it('needs the read right on the view’s own menu id', async () => {
    await grant(server.database.db, 'nvbh01', 'sales.payment-cards.unlock', ['r_read']);
    const own = await send(server.app, 'GET', '/api/sales/payment-cards/unlock', { token: saler });
    expect(own.statusCode, own.body).toBe(200);
    const other = await send(server.app, 'GET', '/api/sales/payment-cards/lock', { token: saler });
    expect(other.statusCode).toBe(403);
  });
});

describe('reports', () => {
  it('groups and measures done bills in SQL within the dates and branches, with totals', async () => {
    const bill = (ma_nvbh: string, ngay_ct: string, so_luong: number, trang_thai = '1') =>
      post('sales/bills', {
        ngay_ct,
        ma_kh: 'KH0001',
        ma_nvbh,
        ten_nvbh: ma_nvbh === 'NV001' ? 'Lê Thị Lan' : 'Phạm Văn Hùng',
        trang_thai,
        chi_tiet: [{ ma_vt: 'VT001', so_luong, gia: 100_000 }],
      });
    await bill('NV001', '2031-05-02', 2);
    await bill('NV001', '2031-05-20', 1);
    await bill('NV002', '2031-05-03', 5);
    await bill('NV002', '2031-05-04', 9, '0'); // a draft: not revenue
    await bill('NV002', '2031-06-01', 7); // another month

    const url = '/api/sales/reports/employee-revenue?fromDate=2031-05-01&toDate=2031-05-31';
    const res = await send(server.app, 'GET', url, { token: admin, headers: branch });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items).toEqual([
      expect.objectContaining({ ma_nvbh: 'NV002', ten_nvbh: 'Phạm Văn Hùng', so_hd: 1, t_tt: 500_000 }),
      expect.objectContaining({ ma_nvbh: 'NV001', so_hd: 2, t_tt: 300_000 }),
    ]);
    expect(body.totals).toMatchObject({ so_hd: 3, t_tt: 800_000 });

    const sorted = await send(server.app, 'GET', `${url}&sortKey=t_tt&sortType=asc&searchKey=lan`, {
      token: admin,
      headers: branch,
    });
    expect(sorted.json().items.map((r: { ma_nvbh: string }) => r.ma_nvbh)).toEqual(['NV001']);

    const lines = await send(
      server.app,
      'GET',
      '/api/sales/reports/employee-commission?fromDate=2031-05-01&toDate=2031-05-31',
      { token: admin, headers: branch },
    );
    expect(lines.statusCode, lines.body).toBe(200);
    expect(lines.json().totals).toMatchObject({ doanh_thu: 800_000 });

    const otherBranch = await send(server.app, 'GET', url, { token: admin, headers: { Branchs: 'CN02' } });
    expect(otherBranch.json().items.some((r: { t_tt: number }) => r.t_tt === 500_000)).toBe(false);
    const badSort = await send(server.app, 'GET', `${url}&sortKey=nope`, { token: admin, headers: branch });
    expect(badSort.statusCode).toBe(400);
    expect((await send(server.app, 'GET', url, { token: saler })).statusCode).toBe(403);
  });
});

describe('print', () => {
  it('answers the voucher with its lines and its branch, with the print right', async () => {
    const created = await post('sales/bills', {
      ngay_ct: '2031-08-08',
      ma_kh: 'KH0001',
      chi_tiet: [{ ma_vt: 'VT001', so_luong: 1, gia: 50_000 }],
    });
    const res = await send(server.app, 'GET', `/api/sales/bills/${created._id}/print`, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().record.chi_tiet).toHaveLength(1);
    expect(res.json().branch).toMatchObject({ ma_dvcs: 'CN07', dia_chi: '12 Lê Lợi, Quận 1' });
    await grant(server.database.db, 'nvbh01', 'sales.bills', ['r_read']);
    const refused = await send(server.app, 'GET', `/api/sales/bills/${created._id}/print`, { token: saler });
    expect(refused.statusCode).toBe(403);
  });
});

describe('table settings', () => {
  it('are saved per user and key; a blank key is refused with the spec’s message', async () => {
    const url = '/api/system/table-settings/crm.partners';
    expect((await send(server.app, 'GET', url, { token: admin })).json()).toEqual({
      key: 'crm.partners',
      value: null,
    });
    const value = { columns: ['ma_kh', 'ten_kh'], pageSize: 20 };
    const saved = await send(server.app, 'PUT', url, { token: admin, body: { value } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await send(server.app, 'GET', url, { token: admin })).json()).toEqual({
      key: 'crm.partners',
      value,
    });
    expect((await send(server.app, 'GET', url, { token: saler })).json().value).toBeNull();
    const blank = await send(server.app, 'PUT', '/api/system/table-settings/%20', {
      token: admin,
      body: { value },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      code: 'SETTINGS_KEY_REQUIRED',
      message: 'Settings Key is not defined',
    });
  });
});
