import { businessToday } from '@sen/domain';
import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Line } from '@sen/records';
import type { CatalogueIndex } from '../catalogue/catalogue-search';
import { saleLineOf } from './payment';
import { api } from '../session/client';

export type CartQuote = { t_tt: number; t_thue: number; t_ck: number; chi_tiet: Line[] };

/** How often a cart priced on the device is priced again (a golden hour begins or ends). */
const DEVICE_REPRICE_MS = 30_000;

/** What the till keeps to price a cart on the device: its catalogue and the tax rates by code. */
export type DevicePricing = { index: CatalogueIndex; taxRate: ReadonlyMap<string, number> };

/**
 * The cart priced on the device by the server's rule over what the till keeps (device-quote.ts, loaded when first
 * needed); null while nothing is kept to price it with (the branch's rules never read).
 */
const useDeviceQuote = (
  body: { ngay_ct: string; ma_dvcs: string | undefined; ma_kh: string | null } | null,
  lines: readonly Line[],
  pricing: DevicePricing | undefined,
) => {
  const index = pricing?.index;
  const taxRate = pricing?.taxRate;
  const [device, setDevice] = useState<{ body: typeof body; quote: CartQuote } | null>(null);
  // Priced again every little while, and when the rules or customers kept change.
  const [round, setRound] = useState(0);
  const selling = body !== null;
  useEffect(() => {
    // Nothing is loaded for an empty cart (the till's first screen).
    if (!selling) return;
    const timer = setInterval(() => setRound((n) => n + 1), DEVICE_REPRICE_MS);
    let stop: (() => void) | undefined;
    let live = true;
    void import('../catalogue/local-customers').then((store) => {
      if (live) stop = store.onLocalCustomersSynced(() => setRound((n) => n + 1));
    });
    return () => {
      live = false;
      clearInterval(timer);
      stop?.();
    };
  }, [selling]);
  useEffect(() => {
    if (body === null || !body.ma_dvcs || !index || !taxRate) return;
    const branch = body.ma_dvcs;
    let live = true;
    void (async () => {
      const [{ deviceQuote, catalogueProducts }, store] = await Promise.all([
        import('./device-quote'),
        import('../catalogue/local-customers'),
      ]);
      const rules = await store.localPricingRules(branch);
      if (!rules || !live) return;
      const customer = body.ma_kh ? await store.localCustomer(body.ma_kh) : undefined;
      const quote = deviceQuote({
        lines,
        ma_kh: body.ma_kh,
        customer,
        rules,
        productOf: catalogueProducts(index, taxRate),
        date: body.ngay_ct,
        at: new Date(),
      });
      if (live) setDevice({ body, quote });
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [body, lines, index, taxRate, round]);
  return device && device.body === body ? device.quote : null;
};

/**
 * A cart priced by the tenant's rules as the server will price the order (tax, promotions, golden hours, customer
 * groups and cards): the server's answer when it gives one; meanwhile, and while it cannot be reached, the same
 * rule worked out on the device from what the till keeps (`pricing`: the catalogue kept, with the rules and
 * customers startLocalCustomers keeps); with nothing kept, the cart's own total (`fallback`).
 */
export const useCartQuote = (
  lines: readonly Line[],
  ma_dvcs: string | undefined,
  ma_kh: string | null | undefined,
  fallback: number,
  pricing?: DevicePricing,
) => {
  const body = useMemo(
    () =>
      lines.length === 0
        ? null
        : { ngay_ct: businessToday(), ma_dvcs, ma_kh: ma_kh ?? null, chi_tiet: lines.map(saleLineOf) },
    [lines, ma_dvcs, ma_kh],
  );
  const quote = useQuery({
    queryKey: ['pos', 'quote', body],
    queryFn: () => api.post<CartQuote>('/sales/retail-orders/price', body),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const device = useDeviceQuote(body, lines, pricing);
  const fromServer = body !== null && quote.isSuccess && !quote.isPlaceholderData ? quote.data : null;
  const priced = fromServer ?? device;
  return {
    quote,
    priced,
    /** Who priced the cart: the server, the device, or neither (the cart's own total). */
    pricedBy: fromServer ? ('server' as const) : device ? ('device' as const) : null,
    total: priced ? priced.t_tt : fallback,
    fetching: quote.isFetching,
  };
};
