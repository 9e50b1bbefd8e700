import { resourceNamed } from '@sen/domain/resources';
import { type CatalogueRow } from './catalogue-rows.js';
import { demoSalers } from './demo-catalogue.js';
import { demoCustomers } from './demo-customers.js';
import { demoTradeStart } from './demo-day-sales.js';
import { type SeededRandom } from './seeded-random.js';
import { pad, daysBetween, instantOf, roundTo, type Row, type Rows } from './demo-calendar.js';

/** The demo salespeople's month targets: see demo-marketing.ts. */

/** The posted sales and returns of the salespeople, a return counting against its salesperson (-1). */
const salesOf = (rows: Rows) =>
  [
    ...(['bills', 'retail-orders'] as const).flatMap((name) =>
      (rows.get(name) ?? []).map((row) => ({ row, sign: 1 })),
    ),
    ...(rows.get('returns') ?? []).map((row) => ({ row, sign: -1 })),
  ].filter(({ row }) => row.trang_thai === '1' && row.ma_nvbh);

/** How far each salesperson's month target is set from their usual month (shuffled among them every month). */
const AMBITION = [0.86, 0.94, 1.02, 1.1, 1.18];

/**
 * Every salesperson's targets of last December and each month of this year, in their branch (see above): their
 * usual month is thirty days of what they sold over the demo's month of trade (to yesterday) and of the calls
 * they made since `callsFrom`; their appointments what they booked that were done (the demo's appointments are
 * those of the fortnight around today); their new customers a sixth of the customers they look after.
 */
export const demoTargets = (
  rows: Rows,
  now: Date,
  callsFrom: string,
  today: string,
  rng: SeededRandom,
): CatalogueRow[] => {
  const targets = resourceNamed('targets');
  if (!targets) return [];
  const from = demoTradeStart(now);
  const tradeDays = daysBetween(from, today);
  const callDays = daysBetween(callsFrom, today);
  const revenue = new Map<string, number>();
  for (const { row, sign } of salesOf(rows)) {
    const day = String(row.ngay_ct);
    if (day < from || day >= today) continue;
    const key = String(row.ma_nvbh);
    revenue.set(key, (revenue.get(key) ?? 0) + sign * Number(row.t_tt ?? 0));
  }
  const countOf = (name: string, ma_nvbh: string, keep: (row: Row) => boolean) =>
    (rows.get(name) ?? []).filter((row) => row.ma_nvbh === ma_nvbh && keep(row)).length;
  const customers = [...demoCustomers(), ...(rows.get('partners') ?? [])];
  const year = Number(today.slice(0, 4));
  const months = [
    { nam: year - 1, thang: 12 },
    ...Array.from({ length: 12 }, (_, i) => ({ nam: year, thang: i + 1 })),
  ];
  const made: CatalogueRow[] = [];
  for (const month of months) {
    const ambition = rng.shuffle(AMBITION);
    demoSalers.forEach((saler, i) => {
      const factor = ambition[i % ambition.length]!;
      // Without a day of trade yet (the first days of January), 80 million a salesperson.
      const usual = tradeDays > 0 ? ((revenue.get(saler.ma_nvbh) ?? 0) / tradeDays) * 30 : 80_000_000;
      const done =
        callDays > 0
          ? (countOf(
              'tasks',
              saler.ma_nvbh,
              (t) => t.trang_thai === '3' && String(t.ngay_hen) >= callsFrom && String(t.ngay_hen) < today,
            ) /
              callDays) *
            30
          : 20;
      const calls =
        callDays > 0
          ? (countOf(
              'call-logs',
              saler.ma_nvbh,
              (c) => String(c.ngay_ct) >= callsFrom && String(c.ngay_ct) < today,
            ) /
              callDays) *
            30
          : 100;
      const clients = customers.filter((c) => c.ma_nvbh === saler.ma_nvbh).length;
      const row = {
        _id: `demo-target-${saler.ma_nvbh}-${month.nam}-${pad(month.thang)}`,
        ma_dvcs: saler.ma_dvcs,
        ma_nvbh: saler.ma_nvbh,
        ten_nvbh: saler.ten_nvbh,
        nam: month.nam,
        thang: month.thang,
        doanh_so_mt: Math.max(5_000_000, roundTo(usual * factor, 5_000_000)),
        so_kh_moi_mt: Math.max(3, Math.round((clients / 6) * factor)),
        so_lh_mt: Math.max(5, roundTo(done * factor, 5)),
        so_cuoc_goi_mt: Math.max(10, roundTo(calls * factor, 10)),
        ghi_chu: null,
        nguoi_tao: 'admin',
        // Set for the year in December before it (last December's a month earlier).
        ngay_tao: instantOf(`${year - 1}-${month.nam < year ? '11' : '12'}-20`, 9 * 60),
        nguoi_sua: null,
        ngay_sua: null,
      };
      made.push((targets.derive ? targets.derive(row) : row) as CatalogueRow);
    });
  }
  return made;
};
