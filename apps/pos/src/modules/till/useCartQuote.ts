import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Line } from '@sen/records';
import { saleLineOf } from './payment';
import { api } from '../session/client';

/** Today on this device, 'YYYY-MM-DD' (an order's date). */
export const todayOf = (at = new Date()) =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

export type CartQuote = { t_tt: number; t_thue: number; t_ck: number; chi_tiet: Line[] };

/**
 * A cart priced by the tenant's rules as the server will price the order (tax, promotions, golden hours); while
 * that is not known (no network), the cart's own total (`fallback`).
 */
export const useCartQuote = (
  lines: readonly Line[],
  ma_dvcs: string | undefined,
  ma_kh: string | null | undefined,
  fallback: number,
) => {
  const body = useMemo(
    () =>
      lines.length === 0
        ? null
        : { ngay_ct: todayOf(), ma_dvcs, ma_kh: ma_kh ?? null, chi_tiet: lines.map(saleLineOf) },
    [lines, ma_dvcs, ma_kh],
  );
  const quote = useQuery({
    queryKey: ['pos', 'quote', body],
    queryFn: () => api.post<CartQuote>('/sales/retail-orders/price', body),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const priced = body !== null && quote.isSuccess && !quote.isPlaceholderData;
  return {
    quote,
    priced: priced ? quote.data : null,
    total: priced ? quote.data.t_tt : fallback,
    fetching: quote.isFetching,
  };
};
