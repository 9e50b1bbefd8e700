import { foldVietnamese } from '@sen/domain';

/** What the till sells: goods or services. */
export type ItemKind = 'products' | 'services';

/** An item of the till's catalogue, as kept on the device: what a sale line needs, and how it is found. */
export type CatalogueItem = {
  /** `${kind}:${ma_vt}`: one key for both kinds (a product and a service may share a code). */
  key: string;
  kind: ItemKind;
  ma_vt: string;
  ten_vt: string;
  loai_vt: string | null;
  dvt: string | null;
  gia_ban: number;
  ma_vach: string | null;
  ma_thue: string | null;
  ma_nhom_vt: string | null;
};

/**
 * The catalogue searched as the cashier types, in memory: every item's code, barcode and name folded once (accents
 * and case ignored), in name order, and its codes and barcodes looked up directly for a scan.
 */
export type CatalogueIndex = {
  items: readonly CatalogueItem[];
  /** The folded `code barcode name` of items[i]. */
  folded: readonly string[];
  /** Folded code or barcode → the items that have it (a product and a service may share one). */
  byCode: ReadonlyMap<string, readonly CatalogueItem[]>;
};

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** What an item is searched by: its code, barcode and name, folded. */
export const foldedOf = (item: CatalogueItem): string =>
  foldVietnamese(`${item.ma_vt} ${item.ma_vach ?? ''} ${item.ten_vt}`);

/** The index of items already in name order with their folded texts (as the device keeps them). */
export const indexOfSorted = (items: readonly CatalogueItem[], folded: readonly string[]): CatalogueIndex => {
  const byCode = new Map<string, CatalogueItem[]>();
  const remember = (code: string | null, item: CatalogueItem) => {
    if (!code) return;
    const key = foldVietnamese(code.trim());
    const found = byCode.get(key);
    if (found) found.push(item);
    else byCode.set(key, [item]);
  };
  for (const item of items) {
    remember(item.ma_vt, item);
    remember(item.ma_vach, item);
  }
  return { items, folded, byCode };
};

/** The index of a catalogue: items in name order (accents ignored), then code, each folded once. */
export const indexCatalogue = (items: readonly CatalogueItem[]): CatalogueIndex => {
  const named = items.map((item) => ({ item, name: foldVietnamese(item.ten_vt) }));
  named.sort((a, b) => compare(a.name, b.name) || compare(a.item.ma_vt, b.item.ma_vt));
  const sorted = named.map(({ item }) => item);
  return indexOfSorted(sorted, sorted.map(foldedOf));
};

export type CatalogueQuery = {
  /** What the cashier typed: every word must occur in the code, barcode or name (accents ignored). */
  text?: string;
  kind: ItemKind;
  /** Only this group's items. */
  group?: string;
  /** How many items to answer at most. */
  limit: number;
};

export type CatalogueMatches = {
  /** The first `limit` matches: an item of exactly that code or barcode first, then by name. */
  rows: CatalogueItem[];
  /** Whether more items match than those answered. */
  more: boolean;
};

/**
 * The items a till shows for a search: those of the kind (and group) whose code, barcode or name holds every word
 * typed, by name; an item whose code or barcode is exactly what was typed comes first. It stops at `limit + 1`
 * matches, so a keystroke costs a scan of the catalogue at worst (no match), and much less as a rule.
 */
export const searchCatalogue = (index: CatalogueIndex, query: CatalogueQuery): CatalogueMatches => {
  const folded = foldVietnamese(query.text?.trim() ?? '');
  const words = folded.split(/\s+/).filter(Boolean);
  const fits = (item: CatalogueItem) =>
    item.kind === query.kind && (query.group === undefined || item.ma_nhom_vt === query.group);
  const exact = (index.byCode.get(folded) ?? []).filter(fits);
  const rows: CatalogueItem[] = [...exact].slice(0, query.limit);
  let more = exact.length > query.limit;
  const { items } = index;
  for (let i = 0; i < items.length && !more; i++) {
    const item = items[i]!;
    if (!fits(item) || exact.includes(item)) continue;
    const text = index.folded[i]!;
    let matches = true;
    for (const word of words)
      if (!text.includes(word)) {
        matches = false;
        break;
      }
    if (!matches) continue;
    if (rows.length === query.limit) more = true;
    else rows.push(item);
  }
  return { rows, more };
};

/** The item of exactly this code or barcode (a scan), of the kind; goods before services when both have it. */
export const itemOfCode = (
  index: CatalogueIndex,
  code: string,
  kind?: ItemKind,
): CatalogueItem | undefined => {
  const found = index.byCode.get(foldVietnamese(code.trim())) ?? [];
  return found.find((item) => item.kind === kind) ?? found[0];
};
