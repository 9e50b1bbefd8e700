import type { Line } from '@sen/records';
import type { TillCustomer } from './CustomerDialog';

/**
 * The orders open side by side at the till, as tabs: the one in the cart (active) and those set aside (parked)
 * while the cashier serves the next customer. Pure, so the till and its tests read the same rules.
 */

/** An order set aside: its number at the till (Đơn 1, Đơn 2…), its lines and customer. */
export type OpenOrder = { no: number; lines: readonly Line[]; customer: TillCustomer | null };

export type OpenOrders = { parked: readonly OpenOrder[]; activeNo: number; nextNo: number };

/** What the cart holds now. */
export type Current = { lines: readonly Line[]; customer: TillCustomer | null };

export const startOrders = (): OpenOrders => ({ parked: [], activeNo: 1, nextNo: 2 });

const park = (state: OpenOrders, current: Current): readonly OpenOrder[] =>
  current.lines.length > 0 ? [...state.parked, { no: state.activeNo, ...current }] : state.parked;

/** F1: the order in the cart is set aside (an empty one is simply left) and a new one opens. */
export const openNew = (state: OpenOrders, current: Current): OpenOrders =>
  current.lines.length === 0
    ? state
    : { parked: park(state, current), activeNo: state.nextNo, nextNo: state.nextNo + 1 };

/** Taking a set-aside order back into the cart; the one there is set aside in turn (when it has lines). */
export const switchTo = (
  state: OpenOrders,
  current: Current,
  no: number,
): { state: OpenOrders; order?: OpenOrder } => {
  const order = state.parked.find((o) => o.no === no);
  if (!order || no === state.activeNo) return { state };
  const others = { ...state, parked: state.parked.filter((o) => o.no !== no) };
  return { state: { parked: park(others, current), activeNo: no, nextNo: state.nextNo }, order };
};

/** The order in the cart is paid: a new one opens; those set aside wait. */
export const finishActive = (state: OpenOrders): OpenOrders => ({
  parked: state.parked,
  activeNo: state.nextNo,
  nextNo: state.nextNo + 1,
});

/** The tabs: every open order by number, the active one with what the cart holds. */
export const tabsOf = (state: OpenOrders, current: Current) =>
  [...state.parked, { no: state.activeNo, ...current }]
    .sort((a, b) => a.no - b.no)
    .map((order) => ({
      no: order.no,
      active: order.no === state.activeNo,
      items: order.lines.reduce((n, line) => n + Number(line.so_luong ?? 0), 0),
      customer: order.customer?.ten_kh ?? null,
    }));
