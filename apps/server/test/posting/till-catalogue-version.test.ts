import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * The version of the till's catalogue (routes/sales/till-catalogue.ts): a till keeps goods, services, groups,
 * units, taxes and payment types on the device and reloads them only when the version moves. It must move on every
 * change of those, and only then.
 */

let server: TestServer;
let cashier = '';
let admin = '';
let salesperson = '';
const asAdmin = branchCalls(
  () => server,
  () => admin,
);
const asCashier = branchCalls(
  () => server,
  () => cashier,
);

const version = async () => {
  const res = await asCashier.call('GET', 'sales/retail-orders/catalogue-version');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().version as string;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
  salesperson = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
});
afterAll(() => server.close());

describe("the till catalogue's version", () => {
  it('stays while nothing changes, and moves when an item is added, changed or deleted', async () => {
    const first = await version();
    expect(first).toMatch(/^[\w-]{16}$/);
    expect(await version()).toBe(first);

    // A sale changes stock, not the catalogue.
    const sold = await asAdmin.call('POST', 'sales/retail-orders', {
      ngay_ct: '2026-11-24',
      ma_httt: 'TM',
      chi_tiet: [{ ma_vt: 'VT001', so_luong: 1, gia: 0 }],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(await version()).toBe(first);

    const product = await asAdmin.created('stock/products', {
      ma_vt: 'TCV-TRA',
      ten_vt: 'Trà gừng mật ong',
      loai_vt: 'HH',
      dvt: 'LY',
      gia_ban: 35_000,
    });
    const added = await version();
    expect(added).not.toBe(first);

    const repriced = await asAdmin.call('PATCH', `stock/products/${product._id}`, { gia_ban: 39_000 });
    expect(repriced.statusCode, repriced.body).toBe(200);
    const changed = await version();
    expect(changed).not.toBe(added);

    const removed = await asAdmin.call('DELETE', `stock/products/${product._id}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await version()).not.toBe(changed);
  });

  it('moves when a unit, a tax or a payment type changes', async () => {
    const before = await version();
    const unit = await asAdmin.call('POST', 'stock/units', { ma_dvt: 'HOPQUA', ten_dvt: 'Hộp quà' });
    expect(unit.statusCode, unit.body).toBe(201);
    expect(await version()).not.toBe(before);
  });

  it('is refused to a user who may not read retail orders', async () => {
    const res = await branchCalls(
      () => server,
      () => salesperson,
    ).call('GET', 'sales/retail-orders/catalogue-version');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
});
