import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * Commissions and wages through the HTTP API: a posted sale earns its salesperson the commission of the group's
 * most specific rule (or the line's own percent, or the group's default), a return takes it back, a service
 * voucher pays its technician per turn (by the wage table at their level with sale_service_wage_auto); drafts,
 * cancellations and deletions earn nothing; the commission and wage reports read the employee ledger.
 */

let server: TestServer;
let admin = '';
const { call, created } = branchCalls(
  () => server,
  () => admin,
);
const MONTH = 'fromDate=2031-05-01&toDate=2031-05-31';
const DAY = '2031-05-12';

const db = () => server.database.db;

const flag = (name: string, value: string) =>
  sql`INSERT INTO configs (tenant_id, name, grp, value)
    SELECT id, ${name}, 'sale', ${value} FROM tenants WHERE code = 'demo'
    ON CONFLICT (tenant_id, grp, name) DO UPDATE SET value = EXCLUDED.value`.execute(db());

type Entry = {
  loai: string;
  ma_vt: string;
  so_tien: number;
  ty_le: number;
  don_gia: number;
  ma_hh: string | null;
};

/** A voucher's employee ledger entries, by line then kind. */
const entriesOf = async (id: string) =>
  (
    await sql<Entry>`
      SELECT loai, ma_vt, so_tien::float8 AS so_tien, ty_le, don_gia::float8 AS don_gia, ma_hh
      FROM employee_ledger WHERE source_id = ${id} ORDER BY line, loai DESC`.execute(db())
  ).rows;

const report = async (path: string) => {
  const res = await call('GET', `sales/reports/${path}?${MONTH}`);
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json() as { items: Record<string, unknown>[]; totals: Record<string, number> };
};

const commissionOf = async (ma_nvbh: string) =>
  (await report('employee-commission')).items.find((row) => row.ma_nvbh === ma_nvbh);

/** A done bill of NVBH-E: two jars of SRM-E (its own rule, 10 %), a tub of KEM-E (the group's 2 %), a KEM-E at 15 %. */
const billBody = {
  ngay_ct: DAY,
  ma_kh: 'KH0001',
  ma_nvbh: 'NVBH-E',
  ma_kho: 'K01-HH',
  ma_httt: 'TM',
  da_tt: 1_000_000,
  trang_thai: '1',
  chi_tiet: [
    { ma_vt: 'SRM-E', so_luong: 2, gia: 300_000 },
    { ma_vt: 'KEM-E', so_luong: 1, gia: 200_000 },
    { ma_vt: 'KEM-E', so_luong: 1, gia: 200_000, ty_le_hh: 15 },
  ],
};

/** A done service voucher of NVBH-E: one massage by KTV-E (level 3), wage per turn 50,000 on the line. */
const serviceBody = {
  ngay_ct: DAY,
  ma_kh: 'KH0001',
  ma_nvbh: 'NVBH-E',
  ma_httt: 'TM',
  da_tt: 400_000,
  trang_thai: '1',
  chi_tiet: [{ ma_vt: 'MAS-E', so_luong: 1, gia: 400_000, ma_nv: 'KTV-E', don_gia_cong: 50_000 }],
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await flag('sale_service_wage_auto', 'f');
  await created('sales/commisstion-groups', {
    ma_nhom_hh: 'NHOM-E',
    ten_nhom_hh: 'Tư vấn viên',
    ty_le_hh: 2,
  });
  await created('sales/salers', {
    ma_nvbh: 'NVBH-E',
    ten_nvbh: 'Lê Thu Hà',
    ma_nhom: 'NHOM-E',
    cap_bac: '2',
  });
  for (const product of [
    { ma_vt: 'SRM-E', ten_vt: 'Sữa rửa mặt tạo bọt 150ml', gia_ban: 300_000 },
    { ma_vt: 'KEM-E', ten_vt: 'Kem dưỡng ẩm ban đêm 50ml', gia_ban: 200_000 },
  ])
    await created('stock/products', { ...product, loai_vt: 'HH', dvt: 'CHAI' });
  await created('stock/services', {
    ma_vt: 'MAS-E',
    ten_vt: 'Massage body 60 phút',
    dvt: 'LAN',
    gia_ban: 400_000,
  });
  await created('sales/commisstions', {
    ma_hh: 'HH-SRM',
    ten_hh: 'Sữa rửa mặt 10%',
    ma_nhom_hh: 'NHOM-E',
    ma_vt: 'SRM-E',
    ty_le_hh: 10,
    tu_ngay: '2031-01-01',
  });
  await created('sales/commisstions', {
    ma_hh: 'HH-DV',
    ten_hh: 'Dịch vụ 20.000 đ / lượt',
    ma_nhom_hh: 'NHOM-E',
    loai_vt: 'DV',
    tien_hh: 20_000,
    tu_ngay: '2031-01-01',
  });
  // A rule that has ended does not apply.
  await created('sales/commisstions', {
    ma_hh: 'HH-SRM-CU',
    ten_hh: 'Sữa rửa mặt 30% (đã hết)',
    ma_nhom_hh: 'NHOM-E',
    ma_vt: 'SRM-E',
    ty_le_hh: 30,
    tu_ngay: '2030-01-01',
    den_ngay: '2030-12-31',
  });
  await created('hr/employees', { ma_nv: 'KTV-E', ten_nv: 'Phạm Minh Thư', cap_bac: '3' });
  await created('sales/wages', {
    ma_vt: 'MAS-E',
    cap_bac: '3',
    tien_cong: 80_000,
    ty_le_cong: 5,
    tu_ngay: '2031-01-01',
  });
  await created('stock/receipt-orders', {
    ngay_ct: '2031-05-01',
    ma_kho: 'K01-HH',
    trang_thai: '1',
    chi_tiet: [
      { ma_vt: 'SRM-E', so_luong: 20, gia: 120_000 },
      { ma_vt: 'KEM-E', so_luong: 20, gia: 80_000 },
    ],
  });
});
afterAll(() => server.close());

describe('commissions and wages', () => {
  it('a posted bill earns its salesperson by the most specific rule, the line’s own percent or the group’s default', async () => {
    const bill = await created('sales/bills', billBody);
    expect(await entriesOf(bill._id)).toEqual([
      { loai: 'HH', ma_vt: 'SRM-E', so_tien: 60_000, ty_le: 10, don_gia: 0, ma_hh: 'HH-SRM' },
      { loai: 'HH', ma_vt: 'KEM-E', so_tien: 4_000, ty_le: 2, don_gia: 0, ma_hh: null },
      { loai: 'HH', ma_vt: 'KEM-E', so_tien: 30_000, ty_le: 15, don_gia: 0, ma_hh: null },
    ]);
    expect(await commissionOf('NVBH-E')).toMatchObject({
      ten_nvbh: 'Lê Thu Hà',
      doanh_thu: 1_000_000,
      tien_hh: 94_000,
    });
    const detail = await report('employee-commission-detail');
    expect(detail.items.filter((row) => row.so_ct === bill.so_ct).map((row) => row.ma_hh)).toContain(
      'HH-SRM',
    );

    // A return takes back the commission of what comes back, by the rules of the bill's day.
    const back = await created('sales/returns', {
      ngay_ct: DAY,
      so_ct_hd: bill.so_ct,
      ma_kh: 'KH0001',
      ma_nvbh: 'NVBH-E',
      ma_kho: 'K01-HH',
      ma_httt: 'TM',
      ly_do: 'Khách đổi ý',
      trang_thai: '1',
      chi_tiet: [{ ma_vt: 'SRM-E', so_luong: 1, gia: 300_000 }],
    });
    expect(await entriesOf(back._id)).toEqual([
      { loai: 'HH', ma_vt: 'SRM-E', so_tien: -30_000, ty_le: 10, don_gia: 0, ma_hh: 'HH-SRM' },
    ]);
    expect(await commissionOf('NVBH-E')).toMatchObject({ doanh_thu: 700_000, tien_hh: 64_000 });
    expect(await call('DELETE', `sales/returns/${back._id}`).then((r) => r.statusCode)).toBe(200);
    expect(await entriesOf(back._id)).toEqual([]);

    // Cancelled, it earns nothing.
    const cancelled = await call('POST', `sales/bills/${bill._id}/cancel`, { ly_do_huy: 'Nhập nhầm' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await entriesOf(bill._id)).toEqual([]);
    expect(await commissionOf('NVBH-E')).toBeUndefined();
  });

  it('a draft earns nothing; an edit replaces what the bill earned', async () => {
    const draft = await created('sales/bills', { ...billBody, trang_thai: '0' });
    expect(await entriesOf(draft._id)).toEqual([]);
    const done = await call('PUT', `sales/bills/${draft._id}`, {
      ...billBody,
      _version: draft._version,
      chi_tiet: [{ ma_vt: 'SRM-E', so_luong: 1, gia: 300_000 }],
      da_tt: 300_000,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await entriesOf(draft._id)).map((e) => e.so_tien)).toEqual([30_000]);
    expect(await call('DELETE', `sales/bills/${draft._id}`).then((r) => r.statusCode)).toBe(200);
    expect(await entriesOf(draft._id)).toEqual([]);
  });

  it('a service voucher pays its technician the line’s wage, or the wage table’s with sale_service_wage_auto', async () => {
    const voucher = await created('sales/services', serviceBody);
    // The salesperson's commission on a service (the rule of the kind DV: 20,000 a turn), the technician's wage.
    expect(await entriesOf(voucher._id)).toEqual([
      { loai: 'HH', ma_vt: 'MAS-E', so_tien: 20_000, ty_le: 0, don_gia: 20_000, ma_hh: 'HH-DV' },
      { loai: 'CONG', ma_vt: 'MAS-E', so_tien: 50_000, ty_le: 0, don_gia: 50_000, ma_hh: null },
    ]);
    const turns = async () =>
      (await report('service-turn-employee')).items.find((row) => row.ma_nv === 'KTV-E');
    expect(await turns()).toMatchObject({
      ten_nv: 'Phạm Minh Thư',
      so_tua: 1,
      doanh_thu: 400_000,
      tien_cong: 50_000,
    });

    await flag('sale_service_wage_auto', 't');
    const again = await created('sales/services', serviceBody);
    // 80,000 a turn at level 3, and 5 % of the 400,000.
    expect((await entriesOf(again._id)).find((e) => e.loai === 'CONG')).toMatchObject({
      so_tien: 100_000,
      don_gia: 80_000,
      ty_le: 5,
    });
    expect(await turns()).toMatchObject({ so_tua: 2, doanh_thu: 800_000, tien_cong: 150_000 });

    expect(await call('DELETE', `sales/services/${again._id}`).then((r) => r.statusCode)).toBe(200);
    expect(await turns()).toMatchObject({ so_tua: 1, tien_cong: 50_000 });
    await flag('sale_service_wage_auto', 'f');
  });
});
