import type { QueryClient } from '@tanstack/react-query';
import { formatNumber, type Locale } from '@sen/domain';
import { paymentCardEntryDelta, paymentCardHistories, paymentCards } from '@sen/domain/resources';
import {
  listParamsOf,
  listQueryOptions,
  listSearchSchemaOf,
  type RecordsHttp,
  type RowOf,
} from '@sen/records';

/** The card history's state in the URL: the card (`ma_the`), the kind of entry (`loai_gd`) and the page. */
export const cardHistorySearchSchema = listSearchSchemaOf(paymentCardHistories, ['ma_the', 'loai_gd']);
export type CardHistorySearch = ReturnType<typeof cardHistorySearchSchema.parse>;

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

/** An amount as the portal shows it: '1,200,000 ₫', with its sign when asked ('+300,000 ₫', '−650,000 ₫'). */
export const money = (amount: number | null | undefined, signed = false): string => {
  const value = amount ?? 0;
  const sign = signed ? (value > 0 ? '+' : value < 0 ? '−' : '') : value < 0 ? '−' : '';
  return `${sign}${formatNumber(Math.abs(value), 0)} ₫`;
};

/** A day 'YYYY-MM-DD' as DD/MM/YYYY ('' when there is none). */
export const day = (value: string | null | undefined): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
};

/** The label of an enum value of a declared field in the language ('NAP' -> 'Nạp tiền'). */
export const optionLabel = (
  field: { type: string; options?: readonly { value: string; label: Record<Locale, string> }[] } | undefined,
  value: string | null | undefined,
  locale: Locale,
): string => field?.options?.find((option) => option.value === value)?.label[locale] ?? value ?? '';
