import { demoAddress, derivedRow, mobilePhone, vietnameseName, type CatalogueRow } from './catalogue-rows.js';
import { instantOf, weighted } from './demo-calendar.js';
import { seededRandom, seedOf } from './seeded-random.js';

type Rows = Map<string, CatalogueRow[]>;

/** A customer the day's sales may name. */
export type DaySaleCustomer = { ma_kh: string; ten_kh: string; ma_dvcs: string };

/** How many first-time customers a branch has on a usual day: none to three, about one. */
const USUAL_DAY: readonly [number, number][] = [
  [0, 40],
  [1, 40],
  [2, 16],
  [3, 4],
];
/** Today, by the time the demo is made, every branch has had one or two. */
const TODAY: readonly [number, number][] = [
  [1, 60],
  [2, 40],
];

/**
 * The demo spa's first-time customers (khách mới): every day a branch registers one or so at the counter, a few
 * minutes before their first sale, and they may come back later. Without them every sale of the month goes to the
 * customers the demo began with, and the dashboard reads "0 new" day after day. Their own random stream, so the rest
 * of the day's trade is what it was.
 */
export const demoNewcomers = (rows: Rows, today: string) => {
  const rng = seededRandom(seedOf('demo-newcomers'));
  const partners = rows.get('partners') ?? [];
  // Every column a customer row has (the generic ones are made whole), empty unless set below.
  const blank = Object.fromEntries(Object.keys(partners.at(-1) ?? {}).map((key) => [key, null]));
  const phones = new Set(partners.map((p) => String(p.dien_thoai)));
  const sources = [...new Set(partners.map((p) => p.ma_nguon).filter(Boolean))].sort();
  let last = Math.max(0, ...partners.map((p) => Number(String(p.ma_kh ?? '').replace(/^KH/, '')) || 0));
  const made: CatalogueRow[] = [];

  return {
    /** Which of a day's sales (their indexes among `count`) are a branch's first-time customers'. */
    firstVisits: (day: string, count: number): Set<number> => {
      const wanted = Math.min(count, weighted(rng, day === today ? TODAY : USUAL_DAY));
      const picked = new Set<number>();
      while (picked.size < wanted) picked.add(rng.int(0, count - 1));
      return picked;
    },
    /** A customer registered at the branch's counter a few minutes before `minutes` of `day`. */
    register: (ma_dvcs: string, day: string, minutes: number): DaySaleCustomer => {
      const { name, gender } = vietnameseName(rng);
      let phone = mobilePhone(rng);
      while (phones.has(phone)) phone = mobilePhone(rng);
      phones.add(phone);
      last += 1;
      const ma_kh = `KH${String(last).padStart(4, '0')}`;
      const row = {
        ...blank,
        _id: `day-newcomer-${ma_kh}`,
        ma_kh,
        ten_kh: name,
        dien_thoai: phone,
        gioi_tinh: gender,
        ngay_sinh: `${rng.int(1972, 2004)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
        dia_chi: demoAddress(rng, ma_dvcs),
        ma_dvcs,
        ma_nguon: sources.length && rng.chance(0.7) ? rng.pick(sources) : null,
        nguoi_tao: 'thungan',
        ngay_tao: instantOf(day, minutes - rng.int(3, 15)),
      };
      made.push(derivedRow('partners', row));
      return { ma_kh, ten_kh: name, ma_dvcs };
    },
    /** Adds the customers registered to the demo's. */
    commit: () => rows.set('partners', [...partners, ...made]),
  };
};
