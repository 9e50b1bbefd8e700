import type { TillPricingRules } from '@sen/domain/pricing';
import { api } from '../session/client';
import { posDatabase } from '../outbox/local-db';
import { onServerVersions } from './local-catalogue';
import { indexCustomers, searchCustomers, type CustomerIndex, type CustomerMatches } from './customer-search';
import { forgetCustomers, keptCustomersMeta, readKeptCustomers, syncCustomers } from './customer-sync';
import { keptPricing, syncPricing } from './pricing-sync';

/**
 * The customers and the pricing rules a till keeps on the device, on this page: loaded lazily (the till's first
 * screen does not wait for them), brought up to date each time the till reads the server's versions (as it opens,
 * every few minutes, when the network comes back), and read from the device while there is no network. The
 * customer picker searches them as the cashier types; the cart is priced with them when the server cannot be.
 */

/** Whose customers and which branch's rules: the signed-in user working in a branch. */
export type DeviceScope = { user: string; branch: string };

let scope: DeviceScope | undefined;
let stop: (() => void) | undefined;
let index: Promise<CustomerIndex> | undefined;
const rules = new Map<string, Promise<TillPricingRules | undefined>>();
let syncing: Promise<void> | undefined;
const listeners = new Set<() => void>();

const scopeKey = (s: DeviceScope) => `${s.user}|${s.branch}`;

/** The customers kept for the scope, indexed (none when those kept are another user's or branch's). */
const loadIndex = async (s: DeviceScope): Promise<CustomerIndex> => {
  const db = await posDatabase();
  const kept = await keptCustomersMeta(db);
  if (kept?.meta?.scope !== scopeKey(s)) return indexCustomers([]);
  const { rows, folded } = await readKeptCustomers(db);
  return indexCustomers(rows, folded);
};

const customerIndex = (): Promise<CustomerIndex> => {
  if (!scope) return Promise.resolve(indexCustomers([]));
  return (index ??= loadIndex(scope));
};

/** Brings the customers and the branch's rules up to date with the server's versions (one sync at a time). */
const sync = (versions: { customers?: string; pricing?: string }) =>
  (syncing ??= (async () => {
    const s = scope;
    if (!s) return;
    const db = await posDatabase();
    try {
      if (versions.pricing && (await syncPricing(db, api, { version: versions.pricing, branch: s.branch })))
        rules.delete(s.branch);
      if (
        versions.customers &&
        (await syncCustomers(db, api, { version: versions.customers, scope: scopeKey(s) }))
      ) {
        // Read anew once kept: searches go on with the customers read before until then.
        const next = loadIndex(s);
        await next;
        if (scope === s) index = next;
      }
      listeners.forEach((listener) => listener());
    } catch {
      // Kept as it was: the next versions read tries again.
    } finally {
      syncing = undefined;
    }
  })());

/**
 * Keeps the customers the user may read and the branch's pricing rules on the device from now on: another user
 * or branch than before starts anew. The customers kept are read into memory a moment later, so that the first
 * search finds them at once.
 */
export const startLocalCustomers = (next: DeviceScope): void => {
  if (scope && scopeKey(scope) === scopeKey(next)) return;
  scope = next;
  index = undefined;
  stop?.();
  stop = onServerVersions((versions) => void sync(versions));
  setTimeout(() => void customerIndex(), 1_000);
};

/** The customers kept that a search finds (customer-search.ts). */
export const searchLocalCustomers = async (text: string, limit: number): Promise<CustomerMatches> =>
  searchCustomers(await customerIndex(), text, limit);

/** A customer kept on the device, by code. */
export const localCustomer = async (ma_kh: string) => (await customerIndex()).byCode.get(ma_kh);

/** The branch's pricing rules kept on the device, if any. */
export const localPricingRules = (branch: string): Promise<TillPricingRules | undefined> => {
  let kept = rules.get(branch);
  if (!kept) rules.set(branch, (kept = posDatabase().then((db) => keptPricing(db, branch))));
  return kept;
};

/** Calls `listener` each time what is kept was brought up to date; answers how to stop. */
export const onLocalCustomersSynced = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Forgets the customers kept, on the device and on the page (signing out: they are not the device's to keep). */
export const forgetLocalCustomers = async (): Promise<void> => {
  stop?.();
  stop = undefined;
  scope = undefined;
  index = undefined;
  await forgetCustomers(await posDatabase());
};
