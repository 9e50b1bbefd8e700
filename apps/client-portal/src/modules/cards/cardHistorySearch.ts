/**
 * The card history's state in the URL — the card (`ma_the`), the kind of entry (`loai_gd`) and the page — read
 * without zod or the resource catalogue: the route's search is parsed on the portal's first load, so it stays out
 * of the first JavaScript (the portal's 150 KB budget). Anything else in the URL is dropped.
 */
export type CardHistorySearch = { ma_the?: string; loai_gd?: string; page?: number };

const filter = (value: unknown): string | undefined => {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  return text.length >= 1 && text.length <= 200 ? text : undefined;
};

export const parseCardHistorySearch = (raw: Record<string, unknown>): CardHistorySearch => {
  const page = Number(raw.page);
  const search: CardHistorySearch = {};
  const ma_the = filter(raw.ma_the);
  const loai_gd = filter(raw.loai_gd);
  if (ma_the) search.ma_the = ma_the;
  if (loai_gd) search.loai_gd = loai_gd;
  if (Number.isInteger(page) && page >= 1 && page <= 100_000) search.page = page;
  return search;
};
