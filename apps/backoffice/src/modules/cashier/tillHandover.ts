/** The tills of the POS (apps/pos, `modules/till/modes.ts`): the path segment the POS opens each one at. */
export type PosTill = 'retail' | 'serving' | 'room' | 'restaurant';

/**
 * The back office's cashier routes (spec section 2, "Cashier") and the POS till each hands over to. The POS has no
 * order list or order detail of its own: those open the retail till, where the cashier's orders are.
 */
export const cashierTills: readonly { path: string; till: PosTill }[] = [
  { path: '/sales/retail-orders/cashier', till: 'retail' },
  { path: '/sales/retail-orders/cashier/order-list', till: 'retail' },
  { path: '/sales/retail-orders/cashier/order-detail', till: 'retail' },
  { path: '/sales/serving/cashier', till: 'serving' },
  { path: '/sales/room-orders/cashier', till: 'room' },
  { path: '/sales/restaurant/cashier', till: 'restaurant' },
];

/** The default address of the POS: served beside the back office at /pos/. */
export const DEFAULT_POS_URL = '/pos/';

/**
 * The till a back-office cashier path hands over to: the route itself or a sub-page of it (the longest match, so
 * `/sales/retail-orders/cashier/order-detail/<id>` opens the retail till); undefined for any other path.
 */
export const tillOfCashierPath = (pathname: string): PosTill | undefined => {
  const path = pathname.replace(/\/+$/, '');
  const matches = cashierTills.filter((c) => path === c.path || path.startsWith(`${c.path}/`));
  return matches.sort((a, b) => b.path.length - a.path.length)[0]?.till;
};

/** The POS address of a till: the POS base (`VITE_POS_URL`, '/pos/' when unset or blank) joined to the till. */
export const posTillUrl = (posUrl: string | undefined, till: PosTill): string => {
  const base = posUrl?.trim() ? posUrl.trim() : DEFAULT_POS_URL;
  return `${base.endsWith('/') ? base : `${base}/`}${till}`;
};
