import { describe, expect, it } from 'vitest';
import {
  commissionRuleFor,
  earningsOf,
  earningsPostings,
  wageRuleFor,
  type CommissionRule,
  type EarningFacts,
} from './earnings-posting.js';

const rule = (over: Partial<CommissionRule>): CommissionRule => ({
  ma_hh: 'R',
  loai_vt: '',
  ma_nhom_vt: '',
  ma_vt: '',
  ty_le_hh: 0,
  tien_hh: 0,
  tu_ngay: '2026-01-01',
  den_ngay: null,
  trang_thai: true,
  ...over,
});

const rules = [
  rule({ ma_hh: 'ALL', ty_le_hh: 1 }),
  rule({ ma_hh: 'KIND', loai_vt: 'HH', ty_le_hh: 3 }),
  rule({ ma_hh: 'GROUP', ma_nhom_vt: 'MP', ty_le_hh: 5 }),
  rule({ ma_hh: 'ONE', ma_vt: 'SRM', ty_le_hh: 10 }),
  rule({ ma_hh: 'ONE-NEW', ma_vt: 'SRM', ty_le_hh: 12, tu_ngay: '2026-06-01' }),
  rule({ ma_hh: 'ONE-OFF', ma_vt: 'SRM', ty_le_hh: 50, trang_thai: false }),
];
const cosmetic = { loai_vt: 'HH', ma_nhom_vt: 'MP' };

describe('commission rules', () => {
  it('the product beats its group, its group its kind, its kind the whole group', () => {
    expect(commissionRuleFor(rules, 'SRM', cosmetic, '2026-03-01')?.ma_hh).toBe('ONE');
    expect(commissionRuleFor(rules, 'KEM', cosmetic, '2026-03-01')?.ma_hh).toBe('GROUP');
    expect(commissionRuleFor(rules, 'TRA', { loai_vt: 'HH', ma_nhom_vt: 'DU' }, '2026-03-01')?.ma_hh).toBe(
      'KIND',
    );
    expect(commissionRuleFor(rules, 'MAS', { loai_vt: 'DV', ma_nhom_vt: '' }, '2026-03-01')?.ma_hh).toBe(
      'ALL',
    );
  });

  it('among equals the latest started wins; ended, not yet started and inactive rules do not apply', () => {
    expect(commissionRuleFor(rules, 'SRM', cosmetic, '2026-07-01')?.ma_hh).toBe('ONE-NEW');
    const ended = [rule({ ma_hh: 'OLD', ty_le_hh: 9, den_ngay: '2026-02-01' })];
    expect(commissionRuleFor(ended, 'SRM', cosmetic, '2026-03-01')).toBeUndefined();
    expect(commissionRuleFor(rules, 'SRM', cosmetic, '2025-12-31')).toBeUndefined();
  });

  it('the wage rule of the service at the level, the latest started', () => {
    const wages = [
      { ma_vt: 'MAS', cap_bac: '3', tien_cong: 80_000, ty_le_cong: 0, tu_ngay: '2026-01-01', den_ngay: null },
      { ma_vt: 'MAS', cap_bac: '3', tien_cong: 90_000, ty_le_cong: 0, tu_ngay: '2026-05-01', den_ngay: null },
      { ma_vt: 'MAS', cap_bac: '2', tien_cong: 60_000, ty_le_cong: 0, tu_ngay: '2026-01-01', den_ngay: null },
    ];
    expect(wageRuleFor(wages, 'MAS', '3', '2026-06-01')?.tien_cong).toBe(90_000);
    expect(wageRuleFor(wages, 'MAS', '3', '2026-02-01')?.tien_cong).toBe(80_000);
    expect(wageRuleFor(wages, 'MAS', '1', '2026-06-01')).toBeUndefined();
  });
});

const facts = (over: Partial<EarningFacts> = {}): EarningFacts => ({
  saler: { ma_nvbh: 'NV1', ten_nvbh: 'Hà', ma_nhom: 'G', ty_le_nhom: 2 },
  rules,
  product: () => cosmetic,
  wages: [
    { ma_vt: 'MAS', cap_bac: '3', tien_cong: 80_000, ty_le_cong: 5, tu_ngay: '2026-01-01', den_ngay: null },
  ],
  technician: (ma_nv) => (ma_nv === 'KTV' ? { ten_nv: 'Thư', cap_bac: '3' } : undefined),
  flag: () => false,
  ...over,
});

describe('earnings of a voucher', () => {
  const bill = {
    ngay_ct: '2026-03-10',
    chi_tiet: [
      { ma_vt: 'SRM', so_luong: 2, thanh_tien: 600_000 },
      { ma_vt: 'SRM', so_luong: 1, thanh_tien: 300_000, ty_le_hh: 20 },
    ],
  };

  it('a sale: the rule’s percent and amount per unit, or the line’s own percent', () => {
    const withAmount = [rule({ ma_hh: 'ONE', ma_vt: 'SRM', ty_le_hh: 10, tien_hh: 5_000 })];
    const entries = earningsOf(earningsPostings.bills!, bill, facts({ rules: withAmount }));
    expect(entries.map((e) => [e.loai, e.so_tien, e.ma_hh])).toEqual([
      ['HH', 70_000, 'ONE'],
      ['HH', 60_000, null],
    ]);
  });

  it('no salesperson, no commission; no rule, the group’s default percent', () => {
    expect(earningsOf(earningsPostings.bills!, bill, facts({ saler: null }))).toEqual([]);
    const entries = earningsOf(earningsPostings.bills!, bill, facts({ rules: [] }));
    expect(entries.map((e) => e.so_tien)).toEqual([12_000, 60_000]);
  });

  it('a return takes back by the rules of the bill’s day', () => {
    const back = { ngay_ct: '2026-07-01', ngay_ct_hd: '2026-03-10', chi_tiet: [bill.chi_tiet[0]] };
    const entries = earningsOf(earningsPostings.returns!, back, facts());
    // ONE (10 %), not ONE-NEW (12 %), which started after the bill.
    expect(entries.map((e) => [e.so_luong, e.doanh_thu, e.so_tien, e.ma_hh])).toEqual([
      [-2, -600_000, -60_000, 'ONE'],
    ]);
  });

  it('a service line with a technician is a turn: the line’s wage, or the table’s with sale_service_wage_auto', () => {
    const voucher = {
      ngay_ct: '2026-03-10',
      chi_tiet: [
        { ma_vt: 'MAS', so_luong: 1, thanh_tien: 400_000, ma_nv: 'KTV', don_gia_cong: 50_000 },
        { ma_vt: 'MAS', so_luong: 2, thanh_tien: 0, ma_nv: 'NEW', don_gia_cong: 40_000 },
      ],
    };
    const off = earningsOf(earningsPostings['sales-services']!, voucher, facts({ saler: null }));
    expect(off.map((e) => [e.ma_nv, e.ten_nv, e.so_tien])).toEqual([
      ['KTV', 'Thư', 50_000],
      ['NEW', null, 80_000],
    ]);
    const on = earningsOf(
      earningsPostings['sales-services']!,
      voucher,
      facts({ saler: null, flag: (name) => name === 'sale_service_wage_auto' }),
    );
    // KTV at level 3 by the table (80,000 + 5 % of 400,000); NEW has no rule at the default level: the line's wage.
    expect(on.map((e) => [e.cap_bac, e.so_tien])).toEqual([
      ['3', 100_000],
      ['2', 80_000],
    ]);
  });
});
