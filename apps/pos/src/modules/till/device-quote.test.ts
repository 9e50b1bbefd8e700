import { describe, expect, it } from 'vitest';
import type { TillPricingRules } from '@sen/domain/pricing';
import type { Line } from '@sen/records';
import { indexCatalogue, type CatalogueItem } from '../catalogue/catalogue-search';
import type { LocalCustomer } from '../catalogue/customer-search';
import { catalogueProducts, deviceQuote } from './device-quote';
import { addItem } from './cart';

/**
 * A cart priced on the device with what the till keeps. The cases and amounts are the server's own
 * (apps/server/test/posting/pricing.test.ts prices the same products by the same rules; till-offline.test.ts
 * compares the device's answer with the server's on a real database).
 */

const item = (
  values: Partial<CatalogueItem> & Pick<CatalogueItem, 'ma_vt' | 'ten_vt' | 'gia_ban'>,
): CatalogueItem => ({
  kind: 'products',
  loai_vt: 'HH',
  dvt: 'CAI',
  ma_vach: null,
  ma_thue: null,
  ma_nhom_vt: null,
  ...values,
  key: `${values.kind ?? 'products'}:${values.ma_vt}`,
});

const catalogue = indexCatalogue([
  item({ ma_vt: 'SRM-P', ten_vt: 'Sữa rửa mặt tạo bọt 150ml', gia_ban: 200_000, ma_thue: 'VAT8' }),
  item({ ma_vt: 'KEM-P', ten_vt: 'Kem dưỡng ẩm ban đêm 50ml', gia_ban: 350_000, ma_thue: 'VAT8' }),
  item({ ma_vt: 'CF-P', ten_vt: 'Cà phê sữa đá', gia_ban: 29_000, ma_nhom_vt: 'DU-P' }),
  item({ ma_vt: 'TUI-P', ten_vt: 'Túi vải quà tặng', gia_ban: 15_000 }),
  // A service of the same code as a product: the product is priced (as the server reads it).
  item({ ma_vt: 'KEM-P', ten_vt: 'Đắp mặt nạ kem', gia_ban: 1, kind: 'services', loai_vt: 'DV' }),
]);
const taxRate = new Map([['VAT8', 8]]);
const productOf = catalogueProducts(catalogue, taxRate);

const rules = (over: Partial<TillPricingRules> = {}): TillPricingRules => ({
  flags: { priceManual: false, discountManual: false, taxManual: false, goldenHour: false },
  discounts: [],
  goldenHours: [],
  productPromotions: [],
  revenuePromotions: [],
  groups: { 'THAN-P': 5 },
  cardTypes: {},
  ...over,
});

const lan: LocalCustomer = {
  ma_kh: 'KH-P',
  ten_kh: 'Nguyễn Thị Lan',
  dien_thoai: '0912345987',
  ma_nhom_kh: 'THAN-P',
  the: [],
};

/** The cart as the till makes it: each item tapped, at its list price and tax rate. */
const cart = (...taps: [string, number][]) => {
  let lines: Line[] = [];
  for (const [code, times] of taps)
    for (let i = 0; i < times; i++) {
      const found = catalogue.items.find((x) => x.ma_vt === code && x.kind === 'products')!;
      const change = addItem(lines, found, taxRate.get(found.ma_thue ?? '') ?? 0);
      lines =
        change.type === 'add'
          ? [...lines, change.line]
          : lines.map((line, index) =>
              change.type === 'update' && index === change.index ? { ...line, ...change.values } : line,
            );
    }
  return lines;
};

const quote = (
  lines: Line[],
  customer: LocalCustomer | undefined,
  over: Partial<TillPricingRules> = {},
  time = '15:30',
) =>
  deviceQuote({
    lines,
    ma_kh: customer?.ma_kh ?? null,
    customer,
    rules: rules(over),
    productOf,
    date: '2031-07-11',
    // 08:30 UTC is 15:30 in Vietnam.
    at: new Date(`2031-07-11T${String(Number(time.slice(0, 2)) - 7).padStart(2, '0')}:${time.slice(3)}:00Z`),
  });

const rulesOf = (q: ReturnType<typeof deviceQuote>) =>
  q.chi_tiet.map((l) => [l.ma_vt, l.gia, l.ck, l.loai_km, l.ma_km, Boolean(l.hang_km)]);

describe('a cart priced on the till', () => {
  it('with the customer’s group discount, and the tax: 2 × 200,000 − 5 % + 8 % = 410,400', () => {
    const q = quote(cart(['SRM-P', 2]), lan);
    expect(rulesOf(q)).toEqual([['SRM-P', 200_000, 5, 'NHOM', 'THAN-P', false]]);
    expect(q).toMatchObject({ t_ck: 20_000, t_thue: 30_400, t_tt: 410_400 });
    // A walk-in customer: tax only.
    expect(quote(cart(['SRM-P', 2]), undefined).t_tt).toBe(432_000);
  });

  it('with a product promotion: its gift for every two bought, the group discount on the line', () => {
    const q = quote(cart(['SRM-P', 4]), lan, {
      productPromotions: [
        {
          so_ct: 'KM001',
          tu_ngay: '2031-07-01',
          den_ngay: '2031-07-31',
          ma_nhom_kh: null,
          lines: [{ ma_vt: 'SRM-P', so_luong_mua: 2, ma_vt_km: 'TUI-P', so_luong_km: 1, ck: 0, gia_km: 0 }],
        },
      ],
    });
    expect(rulesOf(q)).toEqual([
      ['SRM-P', 200_000, 5, 'NHOM', 'THAN-P', false],
      ['TUI-P', 0, 0, 'KMSP', 'KM001', true],
    ]);
    expect(q.chi_tiet[1]).toMatchObject({ ten_vt: 'Túi vải quà tặng', so_luong: 2, thanh_tien: 0 });
    expect(q.t_tt).toBe(820_800);
  });

  it('with a golden hour on drinks, in its hours only and only with sale_golden_hour', () => {
    const goldenHours = [
      {
        ma_gio_vang: 'GV-P',
        tu_ngay: '2031-07-01',
        den_ngay: null,
        tu_gio: '14:00',
        den_gio: '17:00',
        thu_trong_tuan: null,
        ma_nhom_vt: 'DU-P',
        ma_vt: null,
        ck: 0,
        gia_ban: 19_000,
      },
    ];
    const drinks = cart(['CF-P', 2], ['SRM-P', 1]);
    const on = { goldenHours, flags: { ...rules().flags, goldenHour: true } };
    expect(rulesOf(quote(drinks, lan, on))).toEqual([
      ['CF-P', 19_000, 0, 'GV', 'GV-P', false],
      ['SRM-P', 200_000, 5, 'NHOM', 'THAN-P', false],
    ]);
    expect(rulesOf(quote(drinks, lan, on, '17:00'))[0]).toEqual(['CF-P', 29_000, 5, 'NHOM', 'THAN-P', false]);
    expect(rulesOf(quote(drinks, lan, { goldenHours }))[0]?.[3]).toBe('NHOM');
  });

  it('with a revenue band over the bill, spread over its lines to the VND', () => {
    const q = quote(cart(['KEM-P', 3], ['CF-P', 1]), lan, {
      revenuePromotions: [
        {
          so_ct: 'KMDS1',
          tu_ngay: '2031-07-01',
          den_ngay: '2031-07-31',
          ma_nhom_kh: null,
          bands: [
            {
              doanh_so_tu: 1_000_000,
              doanh_so_den: null,
              ck: 10,
              tien_ck: 0,
              ma_vt_km: null,
              so_luong_km: 0,
            },
          ],
        },
      ],
    });
    // 3 × 332,500 + 27,550 = 1,025,050 → 102,505 off, shared over the two lines.
    expect(q.chi_tiet.map((l) => l.tien_giam as number).reduce((a, b) => a + b, 0)).toBe(102_505);
    expect(q.t_ck).toBe(52_500 + 1_450 + 102_505);
  });
});
