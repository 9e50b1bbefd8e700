import type { PlaceKind } from './place-kinds';

/**
 * The board of a till's places: each place as a tile in its group, with what a cashier reads at a glance — free,
 * serving (since when, for how much, for whom), reserved, being cleaned, out of use. Pure, so the board and its
 * tests read the same rule.
 */

type Row = Readonly<Record<string, unknown>>;

/** A place's state on the board (its status code: 0 free, 1 serving, 2 reserved or cleaning, 9 out of use). */
export type PlaceState = 'free' | 'serving' | 'reserved' | 'cleaning' | 'closed';

export type PlaceTile = {
  code: string;
  name: string;
  state: PlaceState;
  /** Seats (tables) or beds (rooms). */
  size: number | null;
  /** The open order there: its id, number, total and customer; minutes since it was opened. */
  order: { id: string; so_ct: string; total: number; customer: string; minutes: number } | null;
};

export type PlaceGroup = { code: string; name: string; tiles: PlaceTile[] };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const stateOf = (kind: PlaceKind, status: string): PlaceState => {
  if (status === '1') return 'serving';
  if (status === '2') return kind.mode === 'room' ? 'cleaning' : 'reserved';
  if (status === '9') return 'closed';
  return 'free';
};

/** Whole minutes from `from` (an ISO time) to `now`, never negative. */
export const minutesSince = (from: string, now: number): number => {
  const at = Date.parse(from);
  return Number.isFinite(at) ? Math.max(0, Math.floor((now - at) / 60_000)) : 0;
};

/** '45 phút' / '1 giờ 05' style: hours and minutes of a stay. */
export const stayOf = (minutes: number): { hours: number; minutes: number } => ({
  hours: Math.floor(minutes / 60),
  minutes: minutes % 60,
});

/**
 * The board: the groups in their order (places of no known group last), each with its places; a place with an open
 * order shows it (serving, whatever its row says, as the order is what the cashier acts on).
 */
export const boardOf = (
  kind: PlaceKind,
  places: readonly Row[],
  groups: readonly Row[],
  openOrders: readonly Row[],
  now: number,
): PlaceGroup[] => {
  const orders = new Map<string, Row>();
  for (const order of openOrders) {
    const code = text(order[kind.field]);
    if (code && !orders.has(code)) orders.set(code, order);
  }
  const byGroup = new Map<string, PlaceGroup>(
    groups.map((g) => [
      text(g[kind.group]),
      { code: text(g[kind.group]), name: text(g[kind.groupName]), tiles: [] },
    ]),
  );
  const other: PlaceGroup = { code: '', name: '', tiles: [] };
  for (const place of places) {
    const code = text(place[kind.field]);
    const order = orders.get(code);
    const tile: PlaceTile = {
      code,
      name: text(place[kind.name]) || code,
      state: order ? 'serving' : stateOf(kind, text(place.trang_thai)),
      size:
        typeof place.so_cho === 'number'
          ? place.so_cho
          : typeof place.so_giuong === 'number'
            ? place.so_giuong
            : null,
      order: order
        ? {
            id: text(order._id),
            so_ct: text(order.so_ct),
            total: Number(order.t_tt ?? 0),
            customer: text(order.ten_kh),
            minutes: minutesSince(text(order.ngay_tao), now),
          }
        : null,
    };
    (byGroup.get(text(place[kind.group])) ?? other).tiles.push(tile);
  }
  return [...byGroup.values(), other].filter((group) => group.tiles.length > 0);
};

/** How many places are in each state (the board's summary line). */
export const countsOf = (board: readonly PlaceGroup[]): Record<PlaceState, number> => {
  const counts: Record<PlaceState, number> = { free: 0, serving: 0, reserved: 0, cleaning: 0, closed: 0 };
  for (const group of board) for (const tile of group.tiles) counts[tile.state] += 1;
  return counts;
};
