import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * Prices at entry through the HTTP API: the server prices every bill, retail order and service voucher by the
 * tenant's rules whatever the client sent — list prices and tax rates unless the manual flags let them be typed,
 * the customer group's discount, approved discounts, golden hours under sale_golden_hour, product promotions with
 * their gifts, revenue bands and discount codes spread over the lines — and each line records the rule. A discount
 * code is never used more often than it may be, even by two cashiers at once.
 */

let server: TestServer;
let admin = '';
const { call, created } = branchCalls(
  () => server,
  () => admin,
);
const DAY = '2031-07-11';
const db = () => server.database.db;

const flag = (name: string, value: string) =>
  sql`INSERT INTO configs (tenant_id, name, grp, value)
    SELECT id, ${name}, 'sale', ${value} FROM tenants WHERE code = 'demo'
    ON CONFLICT (tenant_id, grp, name) DO UPDATE SET value = EXCLUDED.value`.execute(db());

type Line = Record<string, unknown>;
type Voucher = Record<string, unknown> & { _id: string; so_ct: string; chi_tiet: Line[] };

const bill = async (lines: Line[], extra: Record<string, unknown> = {}): Promise<Voucher> =>
  (await created('sales/bills', {
    ngay_ct: DAY,
    ma_kh: 'KH-P',
    ma_kho: 'K01-HH',
    ma_httt: 'TM',
    trang_thai: '0',
    chi_tiet: lines,
    ...extra,
  })) as unknown as Voucher;

const priced = (voucher: Voucher) =>
  voucher.chi_tiet.map((l) => [l.ma_vt, l.gia, l.ck, l.thue_suat, l.loai_km, l.ma_km, l.hang_km]);

const approve = async (path: string, body: Record<string, unknown>) => {
  const rule = await created(path, body);
  const res = await call('POST', `${path}/${rule._id}/approve`);
  expect(res.statusCode, res.body).toBe(200);
  return rule;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  for (const name of [
    'sale_bill_price_manual',
    'sale_bill_discount_manual',
    'sale_bill_tax_manual',
    'sale_golden_hour',
  ])
    await flag(name, 'f');
  await created('sales/customer-groups', { ma_nhom_kh: 'THAN-P', ten_nhom_kh: 'Khách thân thiết', ck: 5 });
  await created('crm/partners', {
    ma_kh: 'KH-P',
    ten_kh: 'Nguyễn Thị Lan',
    dien_thoai: '0912345987',
    ma_nhom_kh: 'THAN-P',
  });
  await created('stock/product-groups', { ma_nhom_vt: 'DU-P', ten_nhom_vt: 'Đồ uống quầy' });
  for (const product of [
    { ma_vt: 'SRM-P', ten_vt: 'Sữa rửa mặt tạo bọt 150ml', gia_ban: 200_000, ma_thue: 'VAT8' },
    { ma_vt: 'KEM-P', ten_vt: 'Kem dưỡng ẩm ban đêm 50ml', gia_ban: 350_000, ma_thue: 'VAT8' },
    { ma_vt: 'CF-P', ten_vt: 'Cà phê sữa đá', gia_ban: 29_000, ma_nhom_vt: 'DU-P' },
    { ma_vt: 'TUI-P', ten_vt: 'Túi vải quà tặng', gia_ban: 15_000 },
  ])
    await created('stock/products', { ...product, loai_vt: 'HH', dvt: 'CAI' });
  await created('stock/receipt-orders', {
    ngay_ct: '2031-07-01',
    ma_kho: 'K01-HH',
    trang_thai: '1',
    chi_tiet: ['SRM-P', 'KEM-P', 'CF-P', 'TUI-P'].map((ma_vt) => ({ ma_vt, so_luong: 100, gia: 10_000 })),
  });
});
afterAll(() => server.close());

describe('prices at entry', () => {
  it('list prices, tax rates and the group discount replace what the client sent; the manual flags keep it', async () => {
    const b = await bill([{ ma_vt: 'SRM-P', so_luong: 2, gia: 1_000, ck: 50, thue_suat: 0 }]);
    expect(priced(b)).toEqual([['SRM-P', 200_000, 5, 8, 'NHOM', 'THAN-P', false]]);
    // 400,000 − 5 % = 380,000, + 8 % = 410,400.
    expect(b).toMatchObject({ t_tien: 400_000, t_ck: 20_000, t_thue: 30_400, t_tt: 410_400 });

    await flag('sale_bill_price_manual', 't');
    await flag('sale_bill_discount_manual', 't');
    await flag('sale_bill_tax_manual', 't');
    try {
      const typed = await bill([{ ma_vt: 'SRM-P', so_luong: 1, gia: 180_000, ck: 10, thue_suat: 10 }]);
      expect(priced(typed)).toEqual([['SRM-P', 180_000, 10, 10, 'TAY', null, false]]);
    } finally {
      for (const name of ['sale_bill_price_manual', 'sale_bill_discount_manual', 'sale_bill_tax_manual'])
        await flag(name, 'f');
    }
  });

  it('an approved discount applies from its approval; the voucher keeps its prices through its own approval', async () => {
    const body = {
      ngay_ct: '2031-07-01',
      ten_ck: 'Tri ân khách thân thiết tháng 7',
      tu_ngay: '2031-07-01',
      den_ngay: '2031-07-31',
      ma_nhom_kh: 'THAN-P',
      chi_tiet: [{ ma_vt: 'KEM-P', ck: 0, tien_ck: 50_000 }],
    };
    const draftRule = await created('sales/discounts', body);
    const before = await bill([{ ma_vt: 'KEM-P', so_luong: 1, gia: 350_000 }]);
    expect(priced(before)[0]?.[4]).toBe('NHOM');
    expect((await call('POST', `sales/discounts/${draftRule._id}/approve`)).statusCode).toBe(200);
    const after = await bill([{ ma_vt: 'KEM-P', so_luong: 2, gia: 350_000 }]);
    expect(after.chi_tiet[0]).toMatchObject({
      loai_km: 'CK',
      ma_km: draftRule.so_ct,
      ck: 0,
      tien_giam: 100_000,
    });
    expect(after).toMatchObject({ t_tien: 700_000, t_ck: 100_000, t_tt: 648_000 });

    // Once the rule is withdrawn, approving the bill keeps the price it was entered with.
    expect((await call('POST', `sales/discounts/${draftRule._id}/unapprove`)).statusCode).toBe(200);
    const approved = await call('POST', `sales/bills/${after._id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ t_tt: 648_000 });
    // An edit prices it anew.
    await call('POST', `sales/bills/${after._id}/unapprove`);
    const edited = await call('PATCH', `sales/bills/${after._id}`, { dien_giai: 'Sửa ghi chú' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().chi_tiet[0]).toMatchObject({ loai_km: 'NHOM', tien_giam: 0 });
  });

  it('a product promotion gives its gift for every two bought, made anew on every write, and the gift leaves stock', async () => {
    const promo = await approve('sales/promotion-products', {
      ngay_ct: '2031-07-01',
      ten_ctkm: 'Mua 2 sữa rửa mặt tặng túi vải',
      tu_ngay: '2031-07-01',
      den_ngay: '2031-07-31',
      chi_tiet: [{ ma_vt: 'SRM-P', so_luong_mua: 2, ma_vt_km: 'TUI-P', so_luong_km: 1, ck: 0, gia_km: 0 }],
    });
    const b = await bill([{ ma_vt: 'SRM-P', so_luong: 4, gia: 200_000 }], { trang_thai: '1', da_tt: 0 });
    expect(priced(b)).toEqual([
      ['SRM-P', 200_000, 5, 8, 'NHOM', 'THAN-P', false],
      ['TUI-P', 0, 0, 0, 'KMSP', promo.so_ct, true],
    ]);
    expect(b.chi_tiet[1]).toMatchObject({ ten_vt: 'Túi vải quà tặng', so_luong: 2, thanh_tien: 0 });
    const replaced = await call('PUT', `sales/bills/${b._id}`, { ...b, chi_tiet: b.chi_tiet });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((replaced.json() as Voucher).chi_tiet.filter((l) => l.hang_km)).toHaveLength(1);
    const moved = (
      await sql<{ so_luong: number }>`
        SELECT sum(so_luong)::float8 AS so_luong FROM stock_ledger
        WHERE source_id = ${b._id} AND ma_vt = 'TUI-P'`.execute(db())
    ).rows[0]!.so_luong;
    expect(moved).toBe(-2);
    await call('POST', `sales/bills/${b._id}/cancel`, { ly_do_huy: 'Thử khuyến mại' });
  });

  it('a revenue band and a discount code come off the bill, spread over its lines to the VND', async () => {
    const band = await approve('sales/promotion-revenue', {
      ngay_ct: '2031-07-01',
      ten_ctkm: 'Hóa đơn từ 1 triệu giảm 10%',
      tu_ngay: '2031-07-01',
      den_ngay: '2031-07-31',
      chi_tiet: [{ doanh_so_tu: 1_000_000, ck: 10, tien_ck: 0, so_luong_km: 0 }],
    });
    await created('sales/discount-codes', {
      ma_ck: 'HE2031',
      ten_ck: 'Mã hè 2031',
      ma_dvcs: 'CN01',
      tien_ck: 30_000,
      ngay_hl_tu: '2031-07-01',
      so_lan_toi_da: 1,
    });
    // Products at 5 % off: 3 × 332,500 + 27,550 = 1,025,050 → 102,505 off; the code 30,000 more.
    const b = await bill(
      [
        { ma_vt: 'KEM-P', so_luong: 3, gia: 350_000 },
        { ma_vt: 'CF-P', so_luong: 1, gia: 29_000 },
      ],
      { ma_ck: 'HE2031' },
    );
    expect(b).toMatchObject({ ma_km_hd: band.so_ct, ma_ck: 'HE2031', tien_ck_hd: 132_505 });
    const shares = b.chi_tiet.map((l) => l.tien_giam as number);
    expect(shares[0]! + shares[1]!).toBe(132_505);
    expect(b.t_ck).toBe(52_500 + 1_450 + 132_505);

    // The code had one use: another bill is refused and writes nothing.
    const count = async () =>
      (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM sales_bills WHERE ma_ck = 'HE2031'`.execute(
          db(),
        )
      ).rows[0]!.n;
    const again = await call('POST', 'sales/bills', {
      ngay_ct: DAY,
      ma_kh: 'KH-P',
      ma_kho: 'K01-HH',
      ma_ck: 'HE2031',
      chi_tiet: [{ ma_vt: 'CF-P', so_luong: 1, gia: 29_000 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'DISCOUNT_CODE_USED_UP',
      message: 'Mã giảm giá HE2031 đã dùng hết 1 lần',
    });
    expect(await count()).toBe(1);
    // Editing the bill that holds it keeps it; cancelling it frees the code.
    const kept = await call('PATCH', `sales/bills/${b._id}`, { dien_giai: 'Khách quen' });
    expect(kept.statusCode, kept.body).toBe(200);
    await call('POST', `sales/bills/${b._id}/cancel`, { ly_do_huy: 'Khách đổi ý' });

    // Two cashiers at once: exactly one gets the last use.
    const both = await Promise.all(
      [1, 2].map(() =>
        call('POST', 'sales/bills', {
          ngay_ct: DAY,
          ma_kh: 'KH-P',
          ma_kho: 'K01-HH',
          ma_ck: 'HE2031',
          chi_tiet: [{ ma_vt: 'CF-P', so_luong: 1, gia: 29_000 }],
        }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    const expired = await call('POST', 'sales/bills', {
      ngay_ct: '2031-06-30',
      ma_kh: 'KH-P',
      ma_ck: 'HE2031',
      chi_tiet: [{ ma_vt: 'CF-P', so_luong: 1, gia: 29_000 }],
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('DISCOUNT_CODE_INVALID');
  });

  it('a voucher being entered is priced as saving it would, and nothing is stored', async () => {
    const stored = async () =>
      (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM sales_bills WHERE ma_kh = 'KH-P'`.execute(
          db(),
        )
      ).rows[0]!.n;
    const before = await stored();
    const res = await call('POST', 'sales/bills/price', {
      ngay_ct: DAY,
      ma_kh: 'KH-P',
      chi_tiet: [{ ma_vt: 'SRM-P', so_luong: 2, gia: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    // Two bought: the product promotion's gift bag comes with them.
    expect(res.json()).toMatchObject({
      t_tt: 410_400,
      chi_tiet: [
        { ma_vt: 'SRM-P', gia: 200_000, ck: 5, loai_km: 'NHOM', hang_km: false },
        { ma_vt: 'TUI-P', gia: 0, so_luong: 1, loai_km: 'KMSP', hang_km: true },
      ],
    });
    expect(await stored()).toBe(before);
    const unknownCode = await call('POST', 'sales/services/price', {
      ngay_ct: DAY,
      ma_kh: 'KH-P',
      ma_ck: 'KHONG-CO',
      chi_tiet: [],
    });
    expect(unknownCode.statusCode).toBe(400);
    expect(unknownCode.json()).toMatchObject({ code: 'DISCOUNT_CODE_INVALID' });
    const otherBranch = await call('POST', 'sales/retail-orders/price', {
      ngay_ct: DAY,
      ma_dvcs: 'CN99',
      chi_tiet: [],
    });
    expect(otherBranch.statusCode).toBe(403);
  });

  it('a golden hour prices drinks in its hours, only with sale_golden_hour', async () => {
    await created('sales/golden-hours', {
      ma_gio_vang: 'GV-P',
      ten_gio_vang: 'Giờ vàng đồ uống',
      ma_dvcs: 'CN01',
      tu_ngay: '2031-07-01',
      tu_gio: '00:00',
      den_gio: '23:59',
      ma_nhom_vt: 'DU-P',
      gia_ban: 19_000,
    });
    const off = await bill([{ ma_vt: 'CF-P', so_luong: 2, gia: 29_000 }]);
    expect(off.chi_tiet[0]).toMatchObject({ gia: 29_000, loai_km: 'NHOM' });
    await flag('sale_golden_hour', 't');
    try {
      const on = await created('sales/retail-orders', {
        ngay_ct: DAY,
        ma_kh: 'KH-P',
        ma_kho: 'K01-HH',
        chi_tiet: [
          { ma_vt: 'CF-P', so_luong: 2, gia: 29_000 },
          { ma_vt: 'SRM-P', so_luong: 1, gia: 200_000 },
        ],
      });
      expect((on.chi_tiet as Line[]).map((l) => [l.gia, l.loai_km, l.ma_km])).toEqual([
        [19_000, 'GV', 'GV-P'],
        [200_000, 'NHOM', 'THAN-P'],
      ]);
    } finally {
      await flag('sale_golden_hour', 'f');
    }
  });
});
