/**
 * The pages of the POS a cashier route opens (apps/pos): a till (`modules/till/modes.ts`) or the day's orders
 * (`/orders`, one order at `/orders/<id>`).
 */
export type PosTill = 'retail' | 'serving' | 'room' | 'restaurant' | 'orders';

/** The back office's cashier routes (spec section 2, "Cashier") and the POS page each hands over to. */
export const cashierTills: readonly { path: string; till: PosTill }[] = [
  { path: '/sales/retail-orders/cashier', till: 'retail' },
  { path: '/sales/retail-orders/cashier/order-list', till: 'orders' },
  { path: '/sales/retail-orders/cashier/order-detail', till: 'orders' },
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

/**
 * The POS page a cashier path opens: its till, or for an order's detail (`…/order-detail/<id>`) that order of the
 * day's orders (`orders/<id>`); undefined for any other path.
 */
export const posPageOfCashierPath = (pathname: string): string | undefined => {
  const till = tillOfCashierPath(pathname);
  const detail = /\/order-detail\/([^/]+)\/?$/.exec(pathname);
  return till === 'orders' && detail ? `orders/${encodeURIComponent(decodeURIComponent(detail[1]!))}` : till;
};

/** The POS address of a page: the POS base (`VITE_POS_URL`, '/pos/' when unset or blank) joined to the page. */
export const posTillUrl = (posUrl: string | undefined, till: string): string => {
  const base = posUrl?.trim() ? posUrl.trim() : DEFAULT_POS_URL;
  return `${base.endsWith('/') ? base : `${base}/`}${till}`;
};

/** A POS address carrying a session handed over (?access_token=&refresh_token=), which the POS stores and removes. */
export const withSession = (
  url: string,
  session: { access_token: string; refresh_token: string },
): string => {
  const params = new URLSearchParams({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
  });
  return `${url}${url.includes('?') ? '&' : '?'}${params}`;
};

/** The customer code a handover carries to the till (`?kh=KH0001`: the customer's page sells to them at the POS). */
export const customerOfHandover = (search: Readonly<Record<string, unknown>>): string | undefined => {
  const code = typeof search.kh === 'string' ? search.kh.trim() : '';
  return code !== '' && code.length <= 32 && /^[\p{L}\p{N}._-]+$/u.test(code) ? code : undefined;
};

/** A till address that opens with the customer picked (the POS reads `kh`); the address as it was without one. */
export const withCustomer = (url: string, ma_kh: string | undefined): string =>
  ma_kh ? `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams({ kh: ma_kh })}` : url;
