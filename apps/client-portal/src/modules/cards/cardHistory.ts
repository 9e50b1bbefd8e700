import type { QueryClient } from '@tanstack/react-query';
import { paymentCardEntryDelta, paymentCardHistories, paymentCards } from '@sen/domain/resources';
import { listParamsOf, listQueryOptions, type RecordsHttp, type RowOf } from '@sen/records';
import type { CardHistorySearch } from './cardHistorySearch';

/** Twenty entries a page, newest first (the history's own order: by date, then number, descending). */
export const historyParamsOf = (search: CardHistorySearch) => {
  const params = listParamsOf(search, ['ma_the', 'loai_gd']);
  return { ...params, pageSize: params.pageSize ?? 20 };
};

/** The customer's cards (a customer holds a few at most). */
export const cardParams = { pageSize: 50 } as const;

/** What the route's loader fetches before the page opens: the cards and the page of the history. */
export const prefetchCardHistory = (queryClient: QueryClient, http: RecordsHttp, search: CardHistorySearch) =>
  Promise.all([
    queryClient.ensureQueryData(listQueryOptions(http, paymentCards, cardParams)),
    queryClient.ensureQueryData(listQueryOptions(http, paymentCardHistories, historyParamsOf(search))),
  ]);

export type CardEntry = RowOf<typeof paymentCardHistories>;

/** How much an entry moved the card's balance (the card ledger's rule): + for top-ups and refunds, − for spends. */
export const balanceChangeOf = (entry: Pick<CardEntry, 'loai_gd' | 'so_tien' | 'ngay_ct'>): number => {
  const delta = paymentCardEntryDelta({
    loai_gd: entry.loai_gd ?? '',
    so_tien: entry.so_tien ?? 0,
    ngay_ct: entry.ngay_ct ?? '',
  });
  return delta.tien_nap + delta.tien_thuong - delta.tien_da_dung;
};
