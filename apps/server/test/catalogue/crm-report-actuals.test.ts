import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * The CRM reports that set plans against what happened: targets against each salesperson's posted sales less
 * returns, done appointments and calls; marketing campaigns' cost against the contacts that came in through
 * their channel and source. In April 2034, a month the demo seed has nothing in.
 */

let server: TestServer;
let admin = '';
const { call, created } = branchCalls(
  () => server,
  () => admin,
);
const APRIL = 'fromDate=2034-04-01&toDate=2034-04-30';
const DAY = '2034-04-09';

const report = async (path: string, query = APRIL) => {
  const res = await call('GET', `${path}?${query}`);
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json() as {
    items: Record<string, unknown>[];
    totals: Record<string, number | null>;
    chart?: { items: Record<string, unknown>[] };
  };
};

const sale = (so_luong: number, extra: Record<string, unknown> = {}) => ({
  ngay_ct: DAY,
  ma_kh: 'KH0001',
  ma_kho: 'K01-HH',
  ma_httt: 'TM',
  da_tt: so_luong * 150_000,
  trang_thai: '1',
  ma_nvbh: 'NV001',
  chi_tiet: [{ ma_vt: 'CRA-01', dvt: 'HOP', so_luong, gia: 150_000 }],
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await created('stock/products', {
    ma_vt: 'CRA-01',
    ten_vt: 'Trà thảo mộc hộp 20 gói',
    loai_vt: 'HH',
    dvt: 'HOP',
    gia_ban: 150_000,
  });
  await created('stock/receipt-orders', {
    ngay_ct: '2034-04-01',
    ma_kho: 'K01-HH',
    trang_thai: '1',
    chi_tiet: [{ ma_vt: 'CRA-01', so_luong: 50, gia: 60_000 }],
  });
});
afterAll(() => server.close());

describe('targets against what was reached', () => {
  beforeAll(async () => {
    const target = (ma_nvbh: string, thang: number, doanh_so_mt: number, rest: Record<string, number> = {}) =>
      created('crm/targets', { ma_nvbh, nam: 2034, thang, doanh_so_mt, ...rest });
    await target('NV001', 4, 2_000_000, { so_lh_mt: 4, so_cuoc_goi_mt: 10, so_kh_moi_mt: 3 });
    await target('NV002', 4, 1_000_000);
    await target('NV001', 5, 9_000_000); // another month

    const bill = await created('sales/bills', sale(4));
    await created('sales/retail-orders', sale(2));
    await created('sales/bills', sale(9, { trang_thai: '0' })); // a draft: no sale
    await created('sales/retail-orders', sale(1, { ma_nvbh: null })); // a walk-in nobody sold
    await created('sales/returns', {
      ngay_ct: DAY,
      so_ct_hd: bill.so_ct,
      ma_kh: 'KH0001',
      ma_kho: 'K01-HH',
      ma_httt: 'TM',
      ma_nvbh: 'NV001',
      ly_do: 'Hộp bị móp',
      trang_thai: '1',
      chi_tiet: [{ ma_vt: 'CRA-01', dvt: 'HOP', so_luong: 1, gia: 150_000 }],
    });

    const task = () =>
      created('crm/tasks', {
        ngay_ct: '2034-04-02',
        ma_kh: 'KH0001',
        ngay_hen: '2034-04-10',
        gio_hen: '10:00',
        thoi_luong: 60,
        ma_nvbh: 'NV001',
      });
    for (let i = 0; i < 2; i += 1) {
      const done = await task();
      for (const step of ['arrive', 'finish']) {
        const res = await call('POST', `crm/tasks/${done._id}/${step}`);
        if (res.statusCode !== 200) throw new Error(`${step}: ${res.body}`);
      }
    }
    await task(); // booked, not done yet
    await created('sales/bills', sale(1, { ngay_ct: '2034-05-04', ma_nvbh: 'NV002' })); // May, no target

    for (let i = 0; i < 3; i += 1)
      await created('crm/call-logs', {
        ngay_ct: DAY,
        gio_goi: `09:0${i}`,
        dien_thoai: '0912000111',
        ma_nvbh: 'NV001',
        ket_qua: 'ANSWERED',
        tinh_trang: 'NEW',
      });
  });

  it('puts each target beside the sales less returns, the done appointments and the calls made', async () => {
    const body = await report('crm/reports/target');
    expect(body.items).toEqual([
      {
        ma_nvbh: 'NV001',
        t_doanh_so_mt: 2_000_000,
        t_doanh_so: 750_000, // 4 + 2 − 1 boxes of 150,000: no draft, no walk-in
        tl_doanh_so: 37.5,
        t_so_lh_mt: 4,
        so_lh: 2,
        t_so_cuoc_goi_mt: 10,
        so_cuoc_goi: 3,
      },
      {
        ma_nvbh: 'NV002',
        t_doanh_so_mt: 1_000_000,
        t_doanh_so: 0,
        tl_doanh_so: 0,
        t_so_lh_mt: 0,
        so_lh: 0,
        t_so_cuoc_goi_mt: 0,
        so_cuoc_goi: 0,
      },
    ]);
    expect(body.totals).toMatchObject({ t_doanh_so_mt: 3_000_000, t_doanh_so: 750_000, tl_doanh_so: 25 });

    // The revenue reached is the employee revenue report's, the percentage sorts, and the chart ranks both.
    const revenue = await report('sales/reports/employee-revenue');
    expect(revenue.items.find((row) => row.ma_nvbh === 'NV001')?.t_tt).toBe(750_000);
    const sorted = await report('crm/reports/target', `${APRIL}&sortKey=tl_doanh_so&sortType=asc`);
    expect(sorted.items.map((row) => row.ma_nvbh)).toEqual(['NV002', 'NV001']);
    const chart = (await report('crm/reports/target', `${APRIL}&chart=1`)).chart?.items;
    expect(chart).toEqual([
      { category: 'NV001', name: null, t_doanh_so: 750_000, t_doanh_so_mt: 2_000_000 },
      { category: 'NV002', name: null, t_doanh_so: 0, t_doanh_so_mt: 1_000_000 },
    ]);

    // May: NV001's target with nothing reached yet; NV002 sold without a target (no percentage).
    const may = await report('crm/reports/target', 'fromDate=2034-05-01&toDate=2034-05-31');
    expect(may.items).toEqual([
      expect.objectContaining({ ma_nvbh: 'NV002', t_doanh_so_mt: 0, t_doanh_so: 150_000, tl_doanh_so: null }),
      expect.objectContaining({ ma_nvbh: 'NV001', t_doanh_so_mt: 9_000_000, t_doanh_so: 0, tl_doanh_so: 0 }),
    ]);
    // Another branch's targets and sales are not this one's.
    const elsewhere = await targetsIn('CN02');
    expect(elsewhere.items).toEqual([]);
  });
});

/** The targets report as a user of another branch reads it. */
const targetsIn = async (branch: string) => {
  const res = await branchCalls(
    () => server,
    () => admin,
    branch,
  ).call('GET', `crm/reports/target?${APRIL}`);
  return res.json() as { items: unknown[] };
};

describe('marketing: what campaigns cost against the contacts that came in', () => {
  it('counts the contacts of each channel and source beside the campaigns, and the cost as a share of revenue', async () => {
    const source = (
      await sql<{ ma_nguon: string }>`
        SELECT ma_nguon FROM crm_source_types ORDER BY ma_nguon LIMIT 1`.execute(server.database.db)
    ).rows[0]!.ma_nguon;
    await created('crm/campaigns', {
      ma_cd: 'CD-CRA-1',
      ten_cd: 'Ưu đãi tháng 4 trên Facebook',
      kenh: 'FACEBOOK',
      ma_nguon: source,
      ngay_bd: '2034-04-05',
      ngan_sach: 5_000_000,
      chi_phi: 4_000_000,
      so_kh_dat: 12,
      doanh_thu: 16_000_000,
    });
    const ticket = (kenh: string, ngay_hen: string, ma_nguon: string | null = source) =>
      created('crm/tickets', {
        ngay_ct: '2034-04-06',
        tieu_de: 'Hỏi giá gói chăm sóc da',
        kenh,
        ma_nguon,
        ngay_hen,
      });
    for (const day of ['2034-04-07', '2034-04-08', '2034-04-20']) await ticket('FACEBOOK', day);
    await ticket('ZALO', '2034-04-09', null);
    await ticket('FACEBOOK', '2034-05-02'); // another month

    const body = await report('crm/reports/marketing');
    expect(body.items).toEqual([
      {
        kenh: 'FACEBOOK',
        ma_nguon: source,
        so_cd: 1,
        t_ngan_sach: 5_000_000,
        t_chi_phi: 4_000_000,
        so_lien_he: 3,
        t_doanh_thu: 16_000_000,
        tl_chi_phi: 25,
      },
      {
        kenh: 'ZALO',
        ma_nguon: null,
        so_cd: 0,
        t_ngan_sach: 0,
        t_chi_phi: 0,
        so_lien_he: 1,
        t_doanh_thu: 0,
        tl_chi_phi: null,
      },
    ]);
    expect(body.totals).toMatchObject({ so_cd: 1, so_lien_he: 4, tl_chi_phi: 25 });
  });
});
