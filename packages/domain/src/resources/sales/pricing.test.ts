import { describe, expect, it } from 'vitest';
import { configDefaults } from '../../config/flags.js';
import { resourceCatalogue } from '../catalogue.js';
import { withVoucherTotals } from '../voucher-totals.js';
import {
  allocate,
  goldenHourHolds,
  pricingFlagNames,
  priceVoucher,
  vietnameseWeekday,
  type GoldenHourRule,
  type PricedProduct,
  type PricingContext,
} from './pricing.js';

const product = (ma_vt: string, gia_ban: number, over: Partial<PricedProduct> = {}): PricedProduct => ({
  ma_vt,
  ten_vt: `Hàng ${ma_vt}`,
  dvt: 'CAI',
  loai_vt: 'HH',
  ma_nhom_vt: 'MP',
  gia_ban,
  thue_suat: 8,
  ...over,
});

const products = {
  SRM: product('SRM', 200_000),
  KEM: product('KEM', 350_000),
  CF: product('CF', 29_000, { ma_nhom_vt: 'DU', thue_suat: null }),
  MAU: product('MAU', 0, { thue_suat: null }),
  TUI: product('TUI', 15_000, { ma_nhom_vt: 'QT', thue_suat: null }),
};

const context = (over: Partial<PricingContext> = {}): PricingContext => ({
  flags: { priceManual: false, discountManual: false, taxManual: false, goldenHour: false },
  lines: 'goods',
  date: '2026-11-27',
  time: '15:30',
  customer: { ma_nhom_kh: 'VIP', ma_loai_the: 'VANG', ck_nhom: 0, ck_the: 0 },
  products,
  discounts: [],
  goldenHours: [],
  productPromotions: [],
  revenuePromotions: [],
  code: null,
  ...over,
});

const line = (ma_vt: string, so_luong: number, extra: Record<string, unknown> = {}) => ({
  ma_vt,
  so_luong,
  gia: 1,
  ck: 0,
  thue_suat: 0,
  ...extra,
});

const priced = (lines: Record<string, unknown>[], ctx: PricingContext) =>
  withVoucherTotals(priceVoucher({ chi_tiet: lines }, ctx)) as unknown as Record<string, unknown> & {
    chi_tiet: Record<string, unknown>[];
  };

const golden = (over: Partial<GoldenHourRule> = {}): GoldenHourRule => ({
  ma_gio_vang: 'GV-CHIEU',
  tu_ngay: '2026-11-01',
  den_ngay: null,
  tu_gio: '14:00',
  den_gio: '17:00',
  thu_trong_tuan: '2,3,4,5,6',
  ma_nhom_vt: 'DU',
  ma_vt: null,
  ck: 20,
  gia_ban: 0,
  ...over,
});

describe('prices at entry', () => {
  it('the list price and tax replace what the client sent unless the tenant lets them be typed', () => {
    const bill = priced([line('SRM', 2, { gia: 1_000, ck: 50, thue_suat: 0 })], context());
    expect(bill.chi_tiet[0]).toMatchObject({
      gia: 200_000,
      ck: 0,
      thue_suat: 8,
      loai_km: null,
      tien_giam: 0,
    });
    expect(bill.t_tt).toBe(432_000);

    const typed = priced(
      [line('SRM', 2, { gia: 180_000, ck: 5, thue_suat: 10 })],
      context({ flags: { priceManual: true, discountManual: true, taxManual: true, goldenHour: false } }),
    );
    expect(typed.chi_tiet[0]).toMatchObject({ gia: 180_000, ck: 5, thue_suat: 10, loai_km: 'TAY' });
  });

  it('a product without a list price takes the price typed on the voucher', () => {
    const bill = priced([line('MAU', 1, { gia: 75_000 })], context());
    expect(bill.chi_tiet[0]).toMatchObject({ gia: 75_000, thue_suat: 0 });
  });

  it('the golden hour holds on its weekdays within its hours, only with sale_golden_hour', () => {
    const rule = golden();
    // 2026-11-27 is a Friday (6); 2026-11-29 a Sunday (8).
    expect(vietnameseWeekday('2026-11-27')).toBe(6);
    expect(vietnameseWeekday('2026-11-29')).toBe(8);
    expect(goldenHourHolds(rule, '2026-11-27', '15:30')).toBe(true);
    expect(goldenHourHolds(rule, '2026-11-27', '17:00')).toBe(false);
    expect(goldenHourHolds(rule, '2026-11-29', '15:30')).toBe(false);
    expect(goldenHourHolds(rule, '2026-10-30', '15:30')).toBe(false);

    const off = priced([line('CF', 2)], context({ goldenHours: [rule] }));
    expect(off.chi_tiet[0]).toMatchObject({ ck: 0, loai_km: null });
    const flags = { priceManual: false, discountManual: false, taxManual: false, goldenHour: true };
    const on = priced([line('CF', 2), line('SRM', 1)], context({ flags, goldenHours: [rule] }));
    expect(on.chi_tiet[0]).toMatchObject({ gia: 29_000, ck: 20, loai_km: 'GV', ma_km: 'GV-CHIEU' });
    expect(on.chi_tiet[1]).toMatchObject({ ck: 0, loai_km: null });
    const priceRule = golden({ ma_vt: 'CF', ck: 0, gia_ban: 19_000 });
    const cheap = priced([line('CF', 1)], context({ flags, goldenHours: [priceRule] }));
    expect(cheap.chi_tiet[0]).toMatchObject({ gia: 19_000, ck: 0, loai_km: 'GV' });
  });

  it('the rule that takes the most off wins; group and card type decide who gets a discount', () => {
    const ctx = context({
      customer: { ma_nhom_kh: 'VIP', ma_loai_the: 'VANG', ck_nhom: 5, ck_the: 0 },
      discounts: [
        {
          so_ct: 'CK000001',
          tu_ngay: '2026-11-01',
          den_ngay: '2026-11-30',
          ma_nhom_kh: 'VIP',
          ma_loai_the: null,
          lines: [
            { ma_vt: null, ma_nhom_vt: 'MP', ck: 10, tien_ck: 0 },
            { ma_vt: 'KEM', ma_nhom_vt: null, ck: 0, tien_ck: 50_000 },
          ],
        },
        {
          so_ct: 'CK000002',
          tu_ngay: '2026-11-01',
          den_ngay: null,
          ma_nhom_kh: null,
          ma_loai_the: 'KIMCUONG',
          lines: [{ ma_vt: null, ma_nhom_vt: null, ck: 30, tien_ck: 0 }],
        },
      ],
    });
    const bill = priced([line('SRM', 1), line('KEM', 2), line('CF', 1)], ctx);
    expect(bill.chi_tiet.map((l) => [l.loai_km, l.ma_km, l.ck, l.tien_giam])).toEqual([
      ['CK', 'CK000001', 10, 0],
      ['CK', 'CK000001', 0, 100_000],
      ['NHOM', 'VIP', 5, 0],
    ]);
    // A customer outside the group gets nothing from CK000001; the card type's discount needs that card.
    const other = priced([line('SRM', 1)], {
      ...ctx,
      customer: { ma_nhom_kh: 'LE', ma_loai_the: 'KIMCUONG', ck_nhom: 0, ck_the: 0 },
    });
    expect(other.chi_tiet[0]).toMatchObject({ loai_km: 'CK', ma_km: 'CK000002', ck: 30 });
    // After its end date, a discount no longer applies.
    const later = priced([line('SRM', 1)], { ...ctx, date: '2026-12-01' });
    expect(later.chi_tiet[0]).toMatchObject({ loai_km: 'NHOM', ck: 5 });
  });

  it('a product promotion prices what buys enough and gives its gift for every so many bought', () => {
    const ctx = context({
      productPromotions: [
        {
          so_ct: 'KS000001',
          tu_ngay: '2026-11-01',
          den_ngay: null,
          ma_nhom_kh: null,
          lines: [
            { ma_vt: 'SRM', so_luong_mua: 2, ma_vt_km: 'TUI', so_luong_km: 1, ck: 0, gia_km: 0 },
            { ma_vt: 'KEM', so_luong_mua: 3, ma_vt_km: null, so_luong_km: 0, ck: 15, gia_km: 0 },
          ],
        },
      ],
    });
    const bill = priced([line('SRM', 5), line('KEM', 2)], ctx);
    expect(bill.chi_tiet).toHaveLength(3);
    expect(bill.chi_tiet[1]).toMatchObject({ ck: 0, loai_km: null });
    expect(bill.chi_tiet[2]).toMatchObject({
      ma_vt: 'TUI',
      ten_vt: 'Hàng TUI',
      so_luong: 2,
      gia: 0,
      hang_km: true,
      loai_km: 'KMSP',
      ma_km: 'KS000001',
      thanh_tien: 0,
    });
    // A service voucher holds no goods: no gift bag on it.
    const services = priced([line('SRM', 5)], { ...ctx, lines: 'services' });
    expect(services.chi_tiet).toHaveLength(1);
    const three = priced([line('KEM', 3)], ctx);
    expect(three.chi_tiet[0]).toMatchObject({ ck: 15, loai_km: 'KMSP' });
    // A second write makes the gifts anew, never twice.
    const again = priced(bill.chi_tiet, ctx);
    expect(again.chi_tiet.filter((l) => l.hang_km)).toHaveLength(1);
  });

  it('the revenue band and the discount code come off the bill, spread over its lines to the VND', () => {
    const ctx = context({
      revenuePromotions: [
        {
          so_ct: 'KD000001',
          tu_ngay: '2026-11-01',
          den_ngay: null,
          ma_nhom_kh: null,
          bands: [
            {
              doanh_so_tu: 500_000,
              doanh_so_den: 999_999,
              ck: 0,
              tien_ck: 50_000,
              ma_vt_km: null,
              so_luong_km: 0,
            },
            {
              doanh_so_tu: 1_000_000,
              doanh_so_den: null,
              ck: 10,
              tien_ck: 0,
              ma_vt_km: 'TUI',
              so_luong_km: 1,
            },
          ],
        },
      ],
      code: { ma_ck: 'KM8-3', ty_le_ck: null, tien_ck: 20_000 },
    });
    const small = priced([line('SRM', 1)], ctx);
    expect(small).toMatchObject({ ma_km_hd: null, tien_ck_hd: 20_000 });
    const mid = priced([line('SRM', 2), line('CF', 3)], ctx);
    // 400,000 + 87,000 = 487,000: below the band; 3 × CF.
    expect(mid.tien_ck_hd).toBe(20_000);
    const big = priced([line('SRM', 3), line('KEM', 1), line('CF', 1)], ctx);
    // 600,000 + 350,000 + 29,000 = 979,000: 50,000 off, then the code's 20,000.
    expect(big).toMatchObject({ ma_km_hd: 'KD000001', tien_ck_hd: 70_000 });
    const shares = big.chi_tiet.map((l) => l.tien_giam as number);
    expect(shares.reduce((t, s) => t + s, 0)).toBe(70_000);
    expect(shares).toEqual([42_901, 25_025, 2_074]);
    expect(big.t_ck).toBe(70_000);
    const top = priced([line('KEM', 3)], ctx);
    // 1,050,000: 10 % off and a gift bag; the code takes 20,000 more.
    expect(top).toMatchObject({ ma_km_hd: 'KD000001', tien_ck_hd: 125_000 });
    expect(top.chi_tiet.at(-1)).toMatchObject({ ma_vt: 'TUI', hang_km: true, loai_km: 'KMDS' });
    const percent = priced([line('SRM', 1)], {
      ...ctx,
      revenuePromotions: [],
      code: { ma_ck: 'X', ty_le_ck: 10, tien_ck: null },
    });
    expect(percent.tien_ck_hd).toBe(20_000);
  });

  it('package sessions are left as they are', () => {
    const bill = priceVoucher({ chi_tiet: [line('SRM', 1, { ma_lt: 'CN01.HD1.1', gia: 0 })] }, context());
    expect((bill.chi_tiet as Record<string, unknown>[])[0]).toMatchObject({ gia: 0, loai_km: null });
  });

  it('prices, discounts and taxes are typed only under the boolean flags of their resource', () => {
    for (const resource of resourceCatalogue) {
      const fields = { ...resource.fields, ...(resource.lineFields ?? {}) };
      for (const [name, field] of Object.entries(fields)) {
        if (!field.editableWhen) continue;
        const flag = configDefaults.find((c) => c.name === field.editableWhen);
        expect(flag?.value, `${resource.name}.${name}`).toMatch(/^[tf]$/);
        // A price, discount or tax field is typed under one of its resource's pricing flags.
        if (/^(gia|ck|thue_suat)$/.test(name))
          expect(Object.values(pricingFlagNames[resource.name] ?? {})).toContain(field.editableWhen);
      }
    }
    const bills = resourceCatalogue.find((r) => r.name === 'bills')!;
    expect(bills.lineFields?.gia?.editableWhen).toBe('sale_bill_price_manual');
  });

  it('allocates whole VND in proportion, the remainders to the largest fractions', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [0, 5, 0])).toEqual([0, 10, 0]);
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
  });
});
