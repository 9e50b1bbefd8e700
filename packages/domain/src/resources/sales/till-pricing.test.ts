import { describe, expect, it } from 'vitest';
import { businessClock, businessToday } from '../../format/business-time.js';
import { withVoucherTotals } from '../voucher-totals.js';
import { priceVoucher, type ProductPromotionRule } from './pricing.js';
import {
  cardOnDay,
  customerTermsOf,
  enteredAtOf,
  pricedCodesOf,
  pricedProductOf,
  tillPricingContext,
  uuidV7Time,
  type PricingCard,
  type TillPricingRules,
} from './till-pricing.js';

const card = (
  ma_the: string,
  ngay_phat_hanh: string | null,
  over: Partial<PricingCard> = {},
): PricingCard => ({
  ma_the,
  ma_loai_the: `LOAI-${ma_the}`,
  ngay_phat_hanh,
  ngay_het_han: null,
  ...over,
});

const percents = { groups: { VIP: 5, CU: 0 }, cardTypes: { 'LOAI-B': 12 } };

const rules = (over: Partial<TillPricingRules> = {}): TillPricingRules => ({
  flags: { priceManual: false, discountManual: false, taxManual: false, goldenHour: true },
  discounts: [],
  goldenHours: [],
  productPromotions: [],
  revenuePromotions: [],
  ...percents,
  ...over,
});

describe("a customer's terms", () => {
  it('the card a day counts: issued by then, not expired, the latest issued (equals: the lowest number)', () => {
    const cards = [
      card('A', '2026-01-01'),
      card('C', '2026-06-01'),
      card('B', '2026-06-01'),
      card('D', '2026-09-01'),
      card('E', '2026-07-01', { ngay_het_han: '2026-07-31' }),
      card('F', null),
    ];
    expect(cardOnDay(cards, '2026-08-15')?.ma_the).toBe('B');
    expect(cardOnDay(cards, '2026-07-10')?.ma_the).toBe('E');
    expect(cardOnDay(cards, '2026-07-31')?.ma_the).toBe('E');
    expect(cardOnDay(cards, '2025-12-31')).toBeUndefined();
  });

  it("their group's percent and their card type's; none for a walk-in sale or a group not in use", () => {
    expect(
      customerTermsOf({ ma_nhom_kh: 'VIP', the: [card('B', '2026-01-01')] }, percents, '2026-08-01'),
    ).toEqual({ ma_nhom_kh: 'VIP', ck_nhom: 5, ma_loai_the: 'LOAI-B', ck_the: 12 });
    // A card type not in use still names the card's type, with no percent (as the server reads it).
    expect(
      customerTermsOf({ ma_nhom_kh: 'CU', the: [card('X', '2026-01-01')] }, percents, '2026-08-01'),
    ).toEqual({
      ma_nhom_kh: 'CU',
      ck_nhom: 0,
      ma_loai_the: 'LOAI-X',
      ck_the: 0,
    });
    expect(customerTermsOf({ ma_nhom_kh: 'constructor', the: [] }, percents, '2026-08-01').ck_nhom).toBe(0);
    expect(customerTermsOf(null, percents, '2026-08-01')).toEqual({
      ma_nhom_kh: null,
      ck_nhom: 0,
      ma_loai_the: null,
      ck_the: 0,
    });
  });
});

describe('the context a till prices in', () => {
  const promotion: ProductPromotionRule = {
    so_ct: 'KM001',
    tu_ngay: '2026-11-01',
    den_ngay: null,
    ma_nhom_kh: null,
    lines: [{ ma_vt: 'SRM', so_luong_mua: 2, ma_vt_km: 'TUI', so_luong_km: 1, ck: 10, gia_km: 0 }],
  };
  const catalogue = {
    SRM: {
      kind: 'products',
      ma_vt: 'SRM',
      ten_vt: 'Sữa rửa mặt',
      dvt: 'CAI',
      loai_vt: 'HH',
      ma_nhom_vt: 'MP',
      gia_ban: 200_000,
      ma_thue: 'VAT8',
    },
    TUI: {
      kind: 'products',
      ma_vt: 'TUI',
      ten_vt: 'Túi vải',
      dvt: 'CAI',
      loai_vt: 'HH',
      ma_nhom_vt: null,
      gia_ban: 15_000,
      ma_thue: null,
    },
    GOI: {
      kind: 'services',
      ma_vt: 'GOI',
      ten_vt: 'Gội đầu',
      dvt: 'LAN',
      loai_vt: null,
      ma_nhom_vt: null,
      gia_ban: 80_000,
      ma_thue: 'KCT',
    },
  } as const;
  const taxRate = (code: string) => (code === 'VAT8' ? 8 : undefined);

  it('reads the products of the lines and of every gift, a service as DV, a tax code without a rate as none', () => {
    expect([
      ...pricedCodesOf(['SRM', ''], { productPromotions: [promotion], revenuePromotions: [] }),
    ]).toEqual(['SRM', 'TUI']);
    expect(pricedProductOf(catalogue.GOI, taxRate)).toMatchObject({ loai_vt: 'DV', thue_suat: null });
    expect(pricedProductOf(catalogue.SRM, taxRate)).toMatchObject({
      loai_vt: 'HH',
      thue_suat: 8,
      gia_ban: 200_000,
    });
  });

  it('prices a cart as the rule does: the promotion, its gift, the customer’s group', () => {
    const context = tillPricingContext({
      rules: rules({ productPromotions: [promotion] }),
      customer: { ma_nhom_kh: 'VIP', the: [] },
      productOf: (code) =>
        code in catalogue ? pricedProductOf(catalogue[code as keyof typeof catalogue], taxRate) : undefined,
      lineCodes: ['SRM'],
      date: '2026-11-27',
      time: '15:30',
    });
    expect(Object.keys(context.products).sort()).toEqual(['SRM', 'TUI']);
    expect(context.customer).toEqual({ ma_nhom_kh: 'VIP', ck_nhom: 5, ma_loai_the: null, ck_the: 0 });
    expect(context.code).toBeNull();
    const priced = withVoucherTotals(
      priceVoucher({ chi_tiet: [{ ma_vt: 'SRM', so_luong: 2, gia: 1 }] }, context),
    );
    // 2 × 200,000 − 10 % = 360,000, + 8 % = 388,800; the bag given.
    expect(priced.t_tt).toBe(388_800);
    expect(
      (priced.chi_tiet as Record<string, unknown>[]).map((l) => [l.ma_vt, l.loai_km, l.hang_km]),
    ).toEqual([
      ['SRM', 'KMSP', false],
      ['TUI', 'KMSP', true],
    ]);
  });
});

describe('when a till’s order was taken', () => {
  const at = Date.UTC(2026, 10, 28, 3, 15); // 10:15 on 28 November 2026 in Vietnam
  const id = '019ac8d4-4b50-7abc-8def-0123456789ab';
  const idAt = (ms: number) => {
    const hex = ms.toString(16).padStart(12, '0');
    return `${hex.slice(0, 8)}-${hex.slice(8)}-7abc-8def-0123456789ab`;
  };

  it('reads the moment out of a UUIDv7, and nothing out of another id', () => {
    expect(uuidV7Time(idAt(at))).toBe(at);
    expect(uuidV7Time(id)).toBe(parseInt('019ac8d44b50', 16));
    expect(uuidV7Time('019ac8d4-4b50-4abc-8def-0123456789ab')).toBeUndefined();
    expect(uuidV7Time(42)).toBeUndefined();
    expect([businessToday(new Date(at)), businessClock(new Date(at))]).toEqual(['2026-11-28', '10:15']);
    // 23:30 UTC is the next morning in Vietnam.
    expect(businessToday(new Date(Date.UTC(2026, 10, 27, 23, 30)))).toBe('2026-11-28');
  });

  it('is the id’s moment when it is on the order’s day and not to come; else now', () => {
    const now = new Date(at + 5 * 3_600_000);
    expect(enteredAtOf(idAt(at), '2026-11-28', now)).toEqual(new Date(at));
    expect(enteredAtOf(idAt(at), '2026-11-27', now)).toBe(now);
    expect(enteredAtOf(idAt(now.getTime() + 1), '2026-11-28', now)).toBe(now);
    expect(enteredAtOf(undefined, '2026-11-28', now)).toBe(now);
  });
});
