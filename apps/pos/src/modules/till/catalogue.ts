/**
 * The till's catalogue in the URL: kind (goods by default), the search typed (`q`) and the group chip; on the
 * restaurant and room tills, the table or room whose order is open (`place`); the customer a till opens with (`kh`).
 */
export type CatalogueSearch = {
  kind?: 'products' | 'services';
  q?: string;
  ma_nhom_vt?: string;
  place?: string;
  /** The customer the retail till opens with (a customer code, from the back office's customer page). */
  kh?: string;
};

const textOf = (value: unknown, max: number): string | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  return text === '' || text.length > max ? undefined : text;
};

/** Reads the till's search from the URL: anything else, or anything malformed, is dropped. */
export const readCatalogueSearch = (search: Record<string, unknown>): CatalogueSearch => {
  const kind = search.kind === 'products' || search.kind === 'services' ? search.kind : undefined;
  const q = textOf(search.q, 200);
  const ma_nhom_vt = textOf(search.ma_nhom_vt, 32);
  const place = textOf(search.place, 32);
  const kh = textOf(search.kh, 32);
  return {
    ...(kind && { kind }),
    ...(q !== undefined && { q }),
    ...(ma_nhom_vt !== undefined && { ma_nhom_vt }),
    ...(place !== undefined && { place }),
    ...(kh !== undefined && { kh }),
  };
};
