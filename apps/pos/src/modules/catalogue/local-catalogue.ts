import { useSyncExternalStore } from 'react';
import { isApiRequestError } from '@sen/api';
import { api } from '../session/client';
import { posDatabase } from '../outbox/local-db';
import { indexCatalogue, type CatalogueIndex } from './catalogue-search';
import {
  readKeptCatalogue,
  serverVersions,
  syncCatalogue,
  type CatalogueListName,
  type ServerVersions,
} from './catalogue-sync';

/**
 * The till's catalogue on this page: read from the device at once (so the till opens and sells with no network),
 * then brought up to date from the server in the background, again every few minutes and when the network comes
 * back. The screen reads a snapshot: the searchable index, the small lists, and how the last sync went.
 */

/** How often a till checks the server's catalogue version while open. */
const SYNC_EVERY_MS = 5 * 60_000;

export type CatalogueSnapshot = {
  /** 'opening': reading the device; 'ready': something to sell from; 'empty': nothing kept and no sync yet. */
  status: 'opening' | 'ready' | 'empty';
  index: CatalogueIndex;
  lists: Record<CatalogueListName, Record<string, unknown>[]>;
  /** A sync is under way. */
  syncing: boolean;
  /** Why the last sync failed: 'offline' (no answer), 'forbidden' (no right), 'failed' (another refusal). */
  problem?: 'offline' | 'forbidden' | 'failed';
  /** When the catalogue kept was brought from the server (ms since the epoch). */
  savedAt?: number;
};

const emptyLists = { units: [], taxes: [], groups: [], paymentTypes: [] };
let snapshot: CatalogueSnapshot = {
  status: 'opening',
  index: indexCatalogue([]),
  lists: emptyLists,
  syncing: false,
};
const listeners = new Set<() => void>();
let started = false;
let running: Promise<void> | undefined;

/** What else the device keeps under the server's versions (the customers, the pricing rules): told each read. */
const versionListeners = new Set<(versions: ServerVersions) => void>();
let lastVersions: ServerVersions | undefined;

/**
 * Calls `listener` with the server's versions each time the till reads them (at once with the last ones read, if
 * any); answers how to stop.
 */
export const onServerVersions = (listener: (versions: ServerVersions) => void): (() => void) => {
  versionListeners.add(listener);
  if (lastVersions) listener(lastVersions);
  return () => versionListeners.delete(listener);
};

const publish = (next: Partial<CatalogueSnapshot>) => {
  snapshot = { ...snapshot, ...next };
  listeners.forEach((listener) => listener());
};

/** Reads what the device keeps into the snapshot. */
const load = async () => {
  const kept = await readKeptCatalogue(await posDatabase());
  publish({
    status: kept.version ? 'ready' : 'empty',
    index: kept.index,
    lists: kept.lists,
    savedAt: kept.savedAt,
  });
};

const problemOf = (error: unknown): CatalogueSnapshot['problem'] =>
  !isApiRequestError(error) || error.status === 0 || error.status >= 500
    ? 'offline'
    : error.status === 403
      ? 'forbidden'
      : 'failed';

/** Brings the catalogue up to date (one sync at a time), then reads it again when it changed. */
export const refreshCatalogue = (force = false): Promise<void> =>
  (running ??= (async () => {
    publish({ syncing: true });
    try {
      const versions = await serverVersions(api);
      if (await syncCatalogue(await posDatabase(), api, { force, version: versions.version })) await load();
      publish({ problem: undefined });
      lastVersions = versions;
      versionListeners.forEach((listener) => listener(versions));
    } catch (error) {
      publish({ problem: problemOf(error) });
    } finally {
      publish({ syncing: false });
      running = undefined;
    }
  })());

const start = () => {
  if (started) return;
  started = true;
  void load().then(() => refreshCatalogue());
  window.addEventListener('online', () => void refreshCatalogue());
  window.setInterval(() => void refreshCatalogue(), SYNC_EVERY_MS);
};

/**
 * The catalogue once there is one to sell from: at once when it is, else when the device or the first sync brings
 * it (a scan made while the till opens waits for it); undefined when neither does.
 */
export const readyCatalogue = async (): Promise<CatalogueSnapshot | undefined> => {
  for (;;) {
    if (snapshot.status === 'ready') return snapshot;
    if (snapshot.status === 'empty' && !snapshot.syncing && snapshot.problem) return undefined;
    await new Promise<void>((resolve) => {
      const listener = () => {
        listeners.delete(listener);
        resolve();
      };
      listeners.add(listener);
    });
  }
};

/**
 * The till's catalogue, read from the device and kept current; `enabled` false (a user who may not sell) reads and
 * asks nothing.
 */
export const useLocalCatalogue = (enabled: boolean): CatalogueSnapshot =>
  useSyncExternalStore(
    (listener) => {
      if (enabled) start();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
