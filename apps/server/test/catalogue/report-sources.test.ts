import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

let server: TestServer;
let admin = '';
/** A branch of this test's own, so the demo seed's vouchers stay out of the reports. */
const branch = { Branchs: 'CN07' };
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await post('system/branchs', { ma_dvcs: 'CN07', ten_dvcs: 'Chi nhánh tồn kho' });
  for (const ma_kho of ['K07-A', 'K07-B'])
    await post('stock/warehouses', { ma_kho, ten_kho: `Kho ${ma_kho}`, ma_dvcs: 'CN07' });
  await post('stock/products', { ma_vt: 'SPRS01', ten_vt: 'Serum dưỡng da', dvt: 'CHAI', gia_von: 100_000 });
  await post('stock/products', { ma_vt: 'SPRS02', ten_vt: 'Mặt nạ ngủ', dvt: 'HOP', gia_von: 50_000 });
});
afterAll(() => server.close());

async function post(path: string, body: Record<string, unknown>) {
  const res = await send(server.app, 'POST', `/api/${path}`, { token: admin, headers: branch, body });
  if (res.statusCode !== 201) throw new Error(`${path}: ${res.body}`);
  return res.json() as Record<string, unknown> & { _id: string };
}

const report = async (path: string, query: string, headers: Record<string, string> = branch) => {
  const res = await send(server.app, 'GET', `/api/${path}?${query}`, { token: admin, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: Record<string, unknown>[];
    total: number;
    totals: Record<string, number>;
  };
};

/** The product's name and unit, as the back office fills them from the product lookup. */
const named: Record<string, { ten_vt: string; dvt: string }> = {
  SPRS01: { ten_vt: 'Serum dưỡng da', dvt: 'CHAI' },
  SPRS02: { ten_vt: 'Mặt nạ ngủ', dvt: 'HOP' },
};
const line = (ma_vt: string, so_luong: number, gia: number, extra: Record<string, unknown> = {}) => ({
  ma_vt,
  ...named[ma_vt],
  so_luong,
  gia,
  ...extra,
});
const april = 'fromDate=2031-04-01&toDate=2031-04-30';

describe('reports over several sources', () => {
  beforeAll(async () => {
    const batch = { ma_lo: 'LO07A', han_sd: '2032-12-31' };
    // A batch is a row of its own (a line's ma_lo is a lookup of product-batches).
    await post('stock/product-batches', { ma_vt: 'SPRS01', ...batch });
    await post('stock/receipt-orders', {
      ngay_ct: '2031-04-02',
      ma_kho: 'K07-A',
      trang_thai: '1',
      chi_tiet: [line('SPRS01', 10, 100_000, batch), line('SPRS02', 5, 50_000)],
    });
    // Not stock: a draft, and a receipt of another month.
    await post('stock/receipt-orders', {
      ngay_ct: '2031-04-03',
      ma_kho: 'K07-A',
      trang_thai: '0',
      chi_tiet: [line('SPRS01', 100, 100_000)],
    });
    await post('stock/receipt-orders', {
      ngay_ct: '2031-05-02',
      ma_kho: 'K07-A',
      trang_thai: '1',
      chi_tiet: [line('SPRS01', 50, 100_000)],
    });
    await post('stock/delivery-orders', {
      ngay_ct: '2031-04-10',
      ma_kho: 'K07-A',
      trang_thai: '1',
      chi_tiet: [line('SPRS01', 3, 100_000, { ma_lo: 'LO07A' })],
    });
    await post('stock/transfer-orders', {
      ngay_ct: '2031-04-12',
      ma_kho: 'K07-A',
      ma_kho_n: 'K07-B',
      trang_thai: '1',
      chi_tiet: [line('SPRS01', 4, 100_000, { ma_lo: 'LO07A' })],
    });
  });

  it('stock on hand: receipts + transfers in − issues − transfers out, per warehouse and product', async () => {
    const body = await report('stock/product-balances', april);
    expect(body.items).toEqual([
      {
        ma_kho: 'K07-A',
        ma_vt: 'SPRS01',
        ten_vt: 'Serum dưỡng da',
        dvt: 'CHAI',
        sl_dau: 0,
        sl_nhap: 10,
        sl_xuat: 7,
        sl_ton: 3,
        tien_ton: 300_000,
      },
      {
        ma_kho: 'K07-A',
        ma_vt: 'SPRS02',
        ten_vt: 'Mặt nạ ngủ',
        dvt: 'HOP',
        sl_dau: 0,
        sl_nhap: 5,
        sl_xuat: 0,
        sl_ton: 5,
        tien_ton: 250_000,
      },
      {
        ma_kho: 'K07-B',
        ma_vt: 'SPRS01',
        ten_vt: 'Serum dưỡng da',
        dvt: 'CHAI',
        sl_dau: 0,
        sl_nhap: 4,
        sl_xuat: 0,
        sl_ton: 4,
        tien_ton: 400_000,
      },
    ]);
    expect(body.total).toBe(3);
    expect(body.totals).toEqual({ sl_dau: 0, sl_nhap: 19, sl_xuat: 7, sl_ton: 12, tien_ton: 950_000 });

    const received = await report('stock/product-balances', `${april}&searchKey=k07-b`);
    expect(received.items.map((r) => [r.ma_kho, r.sl_ton])).toEqual([['K07-B', 4]]);
    expect(received.totals).toMatchObject({ sl_ton: 4, tien_ton: 400_000 });

    const sorted = await report('stock/product-balances', `${april}&sortKey=sl_ton&sortType=desc`);
    expect(sorted.items.map((r) => [r.ma_kho, r.ma_vt, r.sl_ton])).toEqual([
      ['K07-A', 'SPRS02', 5],
      ['K07-B', 'SPRS01', 4],
      ['K07-A', 'SPRS01', 3],
    ]);
    const nextPage = await report('stock/product-balances', `${april}&pageSize=10&pageIndex=1`);
    expect(nextPage).toMatchObject({ items: [], total: 3, totals: { sl_ton: 12 } });

    const mayToo = await report(
      'stock/product-balances',
      'fromDate=2031-04-01&toDate=2031-05-31&searchKey=sprs01',
    );
    expect(mayToo.items.map((r) => [r.ma_kho, r.sl_ton])).toEqual([
      ['K07-A', 53],
      ['K07-B', 4],
    ]);

    const otherBranch = await report('stock/product-balances', april, { Branchs: 'CN02' });
    expect(otherBranch.items.filter((r) => String(r.ma_kho).startsWith('K07'))).toEqual([]);
  });

  it('batch history: every movement of a batch, signed, in the warehouse it touched', async () => {
    const body = await report(
      'stock/product-batch-histories',
      `${april}&searchKey=LO07A&sortKey=so_luong&sortType=desc`,
    );
    expect(body.items.map((r) => [r.ma_kho, String(r.so_ct).slice(0, 2), r.so_luong, r.tien])).toEqual([
      ['K07-A', 'NK', 10, 1_000_000],
      ['K07-B', 'DC', 4, 400_000],
      ['K07-A', 'XK', -3, -300_000],
      ['K07-A', 'DC', -4, -400_000],
    ]);
    expect(body.totals).toEqual({ so_luong: 7, tien: 700_000 });
  });

  it('cash book: the fund before the dates, then receipts as thu, payments as chi and the fund after each', async () => {
    const receipt = (ngay_ct: string, tien: number, trang_thai = '1') =>
      post('accounting/receive-invoices', {
        ngay_ct,
        ten_kh: 'Trần Thị Mai',
        dien_giai: 'Thu tiền liệu trình',
        trang_thai,
        chi_tiet: [{ tk_co: '131', tien }],
      });
    const payment = (ngay_ct: string, tien: number, trang_thai = '1') =>
      post('accounting/spend-invoices', {
        ngay_ct,
        ten_ncc: 'Công ty Mỹ phẩm Sen',
        dien_giai: 'Chi mua hàng',
        trang_thai,
        chi_tiet: [{ tk_no: '331', tien }],
      });
    const thu = await receipt('2031-04-03', 500_000);
    const chi = await payment('2031-04-03', 200_000);
    const chi2 = await payment('2031-04-05', 100_000);
    await payment('2031-04-06', 999_000, '0'); // a draft
    await receipt('2031-05-01', 700_000); // another month

    const body = await report('accounting/reports/cash-book', april);
    const [opening, ...entries] = body.items as { tien_ton: number }[];
    // The branch's fund before April (whatever the branch holds): the opening row, first.
    expect(opening).toEqual(
      expect.objectContaining({
        ma_dvcs: 'CN07',
        ngay_ct: '2031-04-01',
        so_ct: null,
        dien_giai: 'Số dư đầu kỳ',
        tien_thu: null,
        tien_chi: null,
      }),
    );
    const fund = opening!.tien_ton;
    expect(entries).toEqual([
      expect.objectContaining({
        ngay_ct: '2031-04-03',
        so_ct: chi.so_ct,
        ten_kh: 'Công ty Mỹ phẩm Sen',
        tien_thu: 0,
        tien_chi: 200_000,
        tien_ton: fund - 200_000,
      }),
      expect.objectContaining({
        ngay_ct: '2031-04-03',
        so_ct: thu.so_ct,
        ten_kh: 'Trần Thị Mai',
        tien_thu: 500_000,
        tien_chi: 0,
        tien_ton: fund + 300_000,
      }),
      expect.objectContaining({
        ngay_ct: '2031-04-05',
        so_ct: chi2.so_ct,
        tien_thu: 0,
        tien_chi: 100_000,
        tien_ton: fund + 200_000,
      }),
    ]);
    expect(body.total).toBe(4);
    expect(body.totals).toEqual({ tien_thu: 500_000, tien_chi: 300_000, tien_ton: fund + 200_000 });

    // From the 5th: the opening has the 3rd's entries in it; the closing fund is the same however it is cut.
    const later = await report('accounting/reports/cash-book', 'fromDate=2031-04-05&toDate=2031-05-31');
    expect(later.items[0]).toEqual(expect.objectContaining({ so_ct: null, tien_ton: fund + 300_000 }));
    expect(later.totals).toEqual({ tien_thu: 700_000, tien_chi: 100_000, tien_ton: fund + 900_000 });
  });
});
