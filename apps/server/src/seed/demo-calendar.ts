import type { SeededRandom } from './seeded-random.js';
import type { CatalogueRow } from './catalogue-rows.js';

/** Days and months of the demo's marketing and plans: Vietnam days as 'YYYY-MM-DD', months as nam/thang. */

export type Row = Record<string, unknown>;
export type Rows = Map<string, CatalogueRow[]>;

export const DAY_MS = 86_400_000;
export const pad = (n: number) => String(n).padStart(2, '0');
export const addDays = (day: string, offset: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
/** The instant of a Vietnam day's minute (UTC+7, no daylight saving). */
export const instantOf = (day: string, minutes: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + (minutes - 7 * 60) * 60_000).toISOString();
export const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

export type Month = { nam: number; thang: number };
/** The month `by` months after `month`. */
export const shiftMonth = ({ nam, thang }: Month, by: number): Month => {
  const index = nam * 12 + thang - 1 + by;
  return { nam: Math.floor(index / 12), thang: (index % 12) + 1 };
};
export const monthOf = (day: string): Month => ({
  nam: Number(day.slice(0, 4)),
  thang: Number(day.slice(5, 7)),
});
export const firstDayOf = ({ nam, thang }: Month) => `${nam}-${pad(thang)}-01`;
export const lastDayOf = ({ nam, thang }: Month) =>
  `${nam}-${pad(thang)}-${pad(new Date(Date.UTC(nam, thang, 0)).getUTCDate())}`;

export const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** One of `list`'s values, picked by its weight. */
export const weighted = <T>(rng: SeededRandom, list: readonly (readonly [T, number])[]): T => {
  let at = rng.next() * list.reduce((n, [, w]) => n + w, 0);
  for (const [value, weight] of list) {
    at -= weight;
    if (at < 0) return value;
  }
  return list[list.length - 1]![0];
};
