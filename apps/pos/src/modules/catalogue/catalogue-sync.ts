import { tillResources } from '../session/till-resources';
import type { HttpClient } from '@sen/api';
import { writeTogether, type PosDatabase } from '../outbox/local-db';
import {
  indexCatalogue,
  indexOfSorted,
  type CatalogueIndex,
  type CatalogueItem,
  type ItemKind,
} from './catalogue-search';

/**
 * Bringing the till's catalogue onto the device: goods and services in use (what a sale line needs), and the small
 * lists the till reads whole. It is read again only when the server's catalogue version differs from the one kept,
 * and replaced in one local transaction, so the till sells either from the old catalogue or from the new one.
 */

/** What the sync asks the server (the API client's `get`). */
export type CatalogueHttp = Pick<HttpClient, 'get'>;

/** The small lists kept whole, under these names. */
export const catalogueLists = {
  units: tillResources.units,
  taxes: tillResources.taxes,
  groups: tillResources.productGroups,
  paymentTypes: tillResources.paymentTypes,
} as const;
export type CatalogueListName = keyof typeof catalogueLists;

/** The name the catalogue's version is kept under (in `lists`). */
export const VERSION_KEY = 'catalogue-version';

/** Rows a page of the catalogue brings (the API's largest page). */
const PAGE_SIZE = 1000;

/** Items a kept chunk holds. */
export const CHUNK_SIZE = 5000;

type Row = Record<string, unknown>;
type Page = { items: Row[]; total?: number };

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A row of goods or services as the till keeps it. */
export const itemOf = (kind: ItemKind, row: Row): CatalogueItem => {
  const ma_vt = String(row.ma_vt ?? '');
  return {
    key: `${kind}:${ma_vt}`,
    kind,
    ma_vt,
    ten_vt: String(row.ten_vt ?? ma_vt),
    loai_vt: text(row.loai_vt) ?? (kind === 'services' ? 'DV' : 'HH'),
    dvt: text(row.dvt),
    gia_ban: Number(row.gia_ban ?? 0),
    ma_vach: text(row.ma_vach),
    ma_thue: text(row.ma_thue),
    ma_nhom_vt: text(row.ma_nhom_vt),
  };
};

/** Every row in use of a list, page by page in code order. */
const readAll = async (http: CatalogueHttp, path: string, sortKey: string): Promise<Row[]> => {
  const rows: Row[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const page = await http.get<Page>(`/${path}`, {
      pageIndex,
      pageSize: PAGE_SIZE,
      sortKey,
      trang_thai: true,
    });
    rows.push(...page.items);
    if (page.items.length < PAGE_SIZE) return rows;
  }
};

/** The server's versions of what a till keeps: the catalogue (`version`), the customers, the pricing rules. */
export type ServerVersions = { version: string; customers?: string; pricing?: string };

/** The server's versions, read once for the catalogue, the customers and the pricing rules. */
export const serverVersions = (http: CatalogueHttp): Promise<ServerVersions> =>
  http.get<ServerVersions>('/sales/retail-orders/catalogue-version');

/** The server's version of the catalogue. */
export const serverCatalogueVersion = async (http: CatalogueHttp): Promise<string> =>
  (await serverVersions(http)).version;

/** The version kept on the device, if any. */
export const keptCatalogueVersion = async (db: PosDatabase): Promise<string | undefined> =>
  (await db.get('lists', VERSION_KEY))?.version;

/**
 * Brings the catalogue onto the device when the server's version (`version`, else asked) differs from the one kept
 * (or `force`): answers whether it changed. Throws when the server cannot be reached; what is kept stays as it was.
 */
export const syncCatalogue = async (
  db: PosDatabase,
  http: CatalogueHttp,
  { force = false, version: known }: { force?: boolean; version?: string } = {},
): Promise<boolean> => {
  const version = known ?? (await serverCatalogueVersion(http));
  if (!force && version === (await keptCatalogueVersion(db))) return false;
  const [goods, services, ...lists] = await Promise.all([
    readAll(http, tillResources.products.path, 'ma_vt'),
    readAll(http, tillResources.stockServices.path, 'ma_vt'),
    ...Object.values(catalogueLists).map((list) => http.get<Page>(`/${list.path}`, { pageSize: PAGE_SIZE })),
  ]);
  const index = indexCatalogue([
    ...goods.map((row) => itemOf('products', row)),
    ...services.map((row) => itemOf('services', row)),
  ]);
  const chunks = Array.from({ length: Math.ceil(index.items.length / CHUNK_SIZE) }, (_, id) => ({
    id,
    items: index.items.slice(id * CHUNK_SIZE, (id + 1) * CHUNK_SIZE),
    folded: index.folded.slice(id * CHUNK_SIZE, (id + 1) * CHUNK_SIZE),
  }));
  const savedAt = Date.now();
  await writeTogether(db, ['chunks', 'lists'], async (tx) => {
    const kept = tx.objectStore('chunks');
    const keptLists = tx.objectStore('lists');
    await kept.clear();
    await Promise.all([
      ...chunks.map((chunk) => kept.put(chunk)),
      ...Object.keys(catalogueLists).map((name, i) =>
        keptLists.put({ name, rows: lists[i]!.items, savedAt }),
      ),
      keptLists.put({ name: VERSION_KEY, rows: [], version, savedAt }),
    ]);
  });
  return true;
};

/** The catalogue as kept: its index and lists (empty before the first sync). */
export const readKeptCatalogue = async (
  db: PosDatabase,
): Promise<{
  index: CatalogueIndex;
  lists: Record<CatalogueListName, Row[]>;
  version: string | undefined;
  savedAt: number | undefined;
}> => {
  // One transaction: the catalogue as one sync left it.
  const tx = db.transaction(['chunks', 'lists']);
  const keptLists = tx.objectStore('lists');
  const [chunks, version, ...lists] = await Promise.all([
    tx.objectStore('chunks').getAll(),
    keptLists.get(VERSION_KEY),
    ...Object.keys(catalogueLists).map((name) => keptLists.get(name)),
  ]);
  return {
    index: indexOfSorted(
      chunks.flatMap((chunk) => chunk.items),
      chunks.flatMap((chunk) => chunk.folded),
    ),
    lists: Object.fromEntries(
      Object.keys(catalogueLists).map((name, i) => [name, lists[i]?.rows ?? []]),
    ) as Record<CatalogueListName, Row[]>,
    version: version?.version,
    savedAt: version?.savedAt,
  };
};
