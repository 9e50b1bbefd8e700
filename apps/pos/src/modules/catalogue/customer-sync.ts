import type { HttpClient } from '@sen/api';
import { writeTogether, type CustomerChunk, type PosDatabase } from '../outbox/local-db';
import { foldedCustomer, type LocalCustomer } from './customer-search';

/**
 * Bringing the customers onto the device: those the cashier may read, with what finding them and pricing their
 * sale needs (GET sales/retail-orders/till-customers). The first time, and once a day, all of them, page by page;
 * in between, when the server's customers version moves, only those changed since the marker kept — and all of
 * them again when the count no longer matches (one was deleted or left the branch). They are kept in chunks of a
 * few thousand, replaced in one local transaction, so the till finds either the old customers or the new ones.
 */

export type CustomersHttp = Pick<HttpClient, 'get'>;

/** The name what the device knows of its customers is kept under (in `lists`). */
export const CUSTOMERS_KEY = 'customers';

/** Customers a page brings, and a kept chunk holds at most (the server's largest page). */
export const CUSTOMER_PAGE = 5000;

/** How long the customers kept are read again in part only; then all of them again. */
export const FULL_EVERY_MS = 24 * 3_600_000;

/** More changes than this since the last sync: all of them are read again instead. */
const MOST_CHANGES = 20_000;

type WireCustomer = Omit<LocalCustomer, 'the'> & { the?: LocalCustomer['the'] };
type Page = { items: WireCustomer[]; next: string | null; marker: string | null; total: number | null };

/** What the device knows of the customers it keeps. */
export type CustomersMeta = {
  /** Whose customers: the user and the branch (another's are read anew). */
  scope: string;
  /** Pass as `since` to read what changed after they were read. */
  marker: string;
  /** How many are kept. */
  count: number;
  /** When all of them were last read (ms since the epoch). */
  fullAt: number;
};

const customerOf = (row: WireCustomer): LocalCustomer => ({
  ma_kh: row.ma_kh,
  ten_kh: row.ten_kh,
  dien_thoai: row.dien_thoai,
  ma_nhom_kh: row.ma_nhom_kh,
  the: row.the ?? [],
});

const chunkOf = (id: number, rows: LocalCustomer[]): CustomerChunk => ({
  id,
  rows,
  folded: rows.map(foldedCustomer),
});

/** Every page of a read (all, or those changed `since`): the rows, and the first page's marker and total. */
const readPages = async (http: CustomersHttp, since?: string) => {
  const rows: LocalCustomer[] = [];
  let first: Page | undefined;
  for (let after: string | null | undefined; after !== null;) {
    const page: Page = await http.get<Page>('/sales/retail-orders/till-customers', {
      ...(after !== undefined && { after }),
      ...(since !== undefined && { since }),
      limit: CUSTOMER_PAGE,
    });
    first ??= page;
    rows.push(...page.items.map(customerOf));
    if (since !== undefined && rows.length > MOST_CHANGES) return undefined;
    after = page.next;
  }
  return { rows, marker: first!.marker ?? '0', total: first!.total ?? rows.length };
};

/** The meta kept with the customers, if any. */
export const keptCustomersMeta = async (db: PosDatabase) => {
  const kept = await db.get('lists', CUSTOMERS_KEY);
  return kept ? { version: kept.version, meta: kept.meta as CustomersMeta } : undefined;
};

const save = async (
  db: PosDatabase,
  chunks: CustomerChunk[],
  meta: CustomersMeta,
  version: string,
  replace: boolean,
) =>
  writeTogether(db, ['customers', 'lists'], async (tx) => {
    const customers = tx.objectStore('customers');
    if (replace) await customers.clear();
    await Promise.all([
      ...chunks.map((chunk) => customers.put(chunk)),
      tx.objectStore('lists').put({ name: CUSTOMERS_KEY, rows: [], version, savedAt: Date.now(), meta }),
    ]);
  });

/** Reads all the customers and keeps them in place of those kept. */
const readAll = async (db: PosDatabase, http: CustomersHttp, version: string, scope: string, now: number) => {
  const { rows, marker } = (await readPages(http))!;
  const chunks = Array.from({ length: Math.ceil(rows.length / CUSTOMER_PAGE) }, (_, id) =>
    chunkOf(id, rows.slice(id * CUSTOMER_PAGE, (id + 1) * CUSTOMER_PAGE)),
  );
  await save(db, chunks, { scope, marker, count: rows.length, fullAt: now }, version, true);
};

/**
 * Reads the customers changed since the marker kept and puts them in their chunks (a new one at the end of the
 * last chunk, or in a new chunk); false when all of them must be read again instead (too many changes, or the
 * count no longer matches).
 */
const readChanges = async (
  db: PosDatabase,
  http: CustomersHttp,
  version: string,
  meta: CustomersMeta,
): Promise<boolean> => {
  const changes = await readPages(http, meta.marker);
  if (!changes) return false;
  const chunks = await db.getAll('customers');
  const where = new Map<string, [number, number]>();
  chunks.forEach((chunk, c) => chunk.rows.forEach((row, r) => where.set(row.ma_kh, [c, r])));
  const changed = new Set<number>();
  let count = meta.count;
  for (const row of changes.rows) {
    const at = where.get(row.ma_kh);
    if (at) {
      const chunk = chunks[at[0]]!;
      chunk.rows[at[1]] = row;
      chunk.folded[at[1]] = foldedCustomer(row);
      changed.add(at[0]);
      continue;
    }
    let last = chunks[chunks.length - 1];
    if (!last || last.rows.length >= CUSTOMER_PAGE) {
      last = { id: last ? last.id + 1 : 0, rows: [], folded: [] };
      chunks.push(last);
    }
    where.set(row.ma_kh, [chunks.length - 1, last.rows.length]);
    last.rows.push(row);
    last.folded.push(foldedCustomer(row));
    changed.add(chunks.length - 1);
    count += 1;
  }
  if (count !== changes.total) return false;
  await save(
    db,
    [...changed].map((c) => chunks[c]!),
    { ...meta, marker: changes.marker, count },
    version,
    false,
  );
  return true;
};

/**
 * Brings the customers up to date with the server's customers `version` for `scope` (the user and branch):
 * nothing when that version is the one kept, those changed when some are kept for the scope and were all read in
 * the last day, else all of them. Answers whether anything was read. Throws when the server cannot be reached;
 * what is kept stays as it was.
 */
export const syncCustomers = async (
  db: PosDatabase,
  http: CustomersHttp,
  { version, scope, now = Date.now() }: { version: string; scope: string; now?: number },
): Promise<boolean> => {
  const kept = await keptCustomersMeta(db);
  const current = kept?.meta && kept.meta.scope === scope && now - kept.meta.fullAt < FULL_EVERY_MS;
  if (current && kept.version === version) return false;
  if (!(current && (await readChanges(db, http, version, kept.meta))))
    await readAll(db, http, version, scope, now);
  return true;
};

/** The customers kept, chunk by chunk in order (empty before the first sync). */
export const readKeptCustomers = async (db: PosDatabase) => {
  const chunks = await db.getAll('customers');
  return { rows: chunks.flatMap((c) => c.rows), folded: chunks.flatMap((c) => c.folded) };
};

/** Forgets the customers kept (signing out: they are the tenant's, not the device's). */
export const forgetCustomers = (db: PosDatabase) =>
  writeTogether(db, ['customers', 'lists'], async (tx) => {
    await Promise.all([tx.objectStore('customers').clear(), tx.objectStore('lists').delete(CUSTOMERS_KEY)]);
  });
