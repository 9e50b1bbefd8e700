import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * A report's rows are its codes', not its names': a salesperson or a product renamed between two sales is one row
 * of the employee and product reports, whatever name the earlier vouchers kept. Rows without a code keep their
 * names apart. In May 2035, a month the demo seed has nothing in.
 */

let server: TestServer;
let admin = '';
const { call, created } = branchCalls(
  () => server,
  () => admin,
);
const MAY = 'fromDate=2035-05-01&toDate=2035-05-31';
const DAY = '2035-05-09';

const report = async (path: string) => {
  const res = await call('GET', `${path}?${MAY}`);
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json() as { items: Record<string, unknown>[]; totals: Record<string, number | null> };
};

const bill = (so_luong: number, extra: Record<string, unknown> = {}, ten_vt = 'Gội đầu dưỡng sinh') => ({
  ngay_ct: DAY,
  ma_kh: 'KH0001',
  ma_kho: 'K01-HH',
  ma_httt: 'TM',
  da_tt: so_luong * 100_000,
  trang_thai: '1',
  ma_nvbh: 'NV001',
  ten_nvbh: 'Nguyễn Thị Lan',
  chi_tiet: [{ ma_vt: 'REN-01', ten_vt, loai_vt: 'DV', dvt: 'LAN', so_luong, gia: 100_000 }],
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await created('stock/products', {
    ma_vt: 'REN-01',
    ten_vt: 'Gội đầu dưỡng sinh',
    loai_vt: 'DV',
    dvt: 'LAN',
    gia_ban: 100_000,
  });
  await created('sales/bills', bill(2));
  // Renamed in the salespeople's list too: what the commission ledger copies from it on posting.
  const salers = await call('GET', 'sales/salers?searchKey=NV001');
  const nv001 = (salers.json() as { items: Record<string, unknown>[] }).items.find(
    (r) => r.ma_nvbh === 'NV001',
  )!;
  const renamed = await call('PATCH', `sales/salers/${String(nv001._id)}`, {
    ten_nvbh: 'Trần Thị Lan',
    _version: nv001._version,
  });
  if (renamed.statusCode !== 200) throw new Error(`rename: ${renamed.statusCode} ${renamed.body}`);
  // She took another family name; the service was renamed on the menu: the same codes, other names.
  await created('sales/bills', bill(3, { ten_nvbh: 'Trần Thị Lan' }, 'Gội đầu dưỡng sinh thảo dược'));
  // Two sales nobody's code names, kept under the names written on them.
  await created('sales/bills', bill(1, { ma_nvbh: null, ten_nvbh: 'Khách tự chọn' }));
  await created('sales/bills', bill(4, { ma_nvbh: null, ten_nvbh: 'Bán online' }));
});
afterAll(() => server.close());

describe('a renamed code in the reports', () => {
  it('is one row of employee revenue, under one of its names; sales without a code stay apart by name', async () => {
    const { items, totals } = await report('sales/reports/employee-revenue');
    const lan = items.filter((row) => row.ma_nvbh === 'NV001');
    expect(lan).toHaveLength(1);
    expect(lan[0]).toMatchObject({ t_tt: 500_000 });
    expect(['Nguyễn Thị Lan', 'Trần Thị Lan']).toContain(lan[0]!.ten_nvbh);
    const nameless = items
      .filter((row) => !row.ma_nvbh)
      .map((row) => [row.ten_nvbh, row.t_tt])
      .sort();
    expect(nameless).toEqual([
      ['Bán online', 400_000],
      ['Khách tự chọn', 100_000],
    ]);
    expect(totals.t_tt).toBe(1_000_000);
  });

  it('is one row of the service sales by service', async () => {
    const { items } = await report('sales/reports/sale-service');
    const service = items.filter((row) => row.ma_vt === 'REN-01');
    expect(service).toHaveLength(1);
    expect(service[0]).toMatchObject({ thanh_tien: 1_000_000 });
    expect(['Gội đầu dưỡng sinh', 'Gội đầu dưỡng sinh thảo dược']).toContain(service[0]!.ten_vt);
  });
});

describe('a renamed salesperson in the commission report', () => {
  it('is one row of the employee commission, as the employee ledger holds it', async () => {
    const { items } = await report('sales/reports/employee-commission');
    const lan = items.filter((row) => row.ma_nvbh === 'NV001');
    expect(lan).toHaveLength(1);
    expect(lan[0]).toMatchObject({ doanh_thu: 500_000 });
  });
});
