import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  custom1Set,
  discountCodesSet,
  PAGE_SIZE_OPTIONS,
  taxesSet,
  unitsSet,
  warehousesSet,
  type List,
  type ResourceRow,
  type Resource,
} from '@sen/domain';
import type { HttpClient } from '../http-types.js';
import { resourceSetKeys } from './keys.js';
import { listPath } from './paths.js';

/** A cached lookup list of spec section 3: its rows, their count and whether it was loaded yet. */
export type LookupList<Row> = { items: Row[]; total: number; fetched: boolean };

/** The cached lookup lists of spec section 3 (unit, warehouse, discount code, tax, custom1). */
export const lookupSets: {
  readonly unit: typeof unitsSet;
  readonly warehouse: typeof warehousesSet;
  readonly discountCode: typeof discountCodesSet;
  readonly tax: typeof taxesSet;
  readonly custom1: typeof custom1Set;
} = {
  unit: unitsSet,
  warehouse: warehousesSet,
  discountCode: discountCodesSet,
  tax: taxesSet,
  custom1: custom1Set,
};
export type LookupName = keyof typeof lookupSets;

const emptyList = <Row>(): LookupList<Row> => ({ items: [], total: 0, fetched: false });
const LARGEST_PAGE = Math.max(...PAGE_SIZE_OPTIONS);

type Keyed = Pick<Resource, 'keyOf' | 'keyFields' | 'addressBy'>;

/** Whether a row is the one a target names: same `_id`, or the same natural key. */
const sameRow = (
  set: Keyed,
  row: Record<string, unknown>,
  target: string | Record<string, unknown>,
): boolean => {
  if (typeof target === 'string') return row._id === target || set.keyOf(row) === target;
  if (typeof target._id === 'string' && row._id === target._id) return true;
  return set.keyFields.every((f) => target[f] !== undefined) && set.keyOf(row) === set.keyOf(target);
};

/** Every row of a set, page after page of the largest page size (the lists stay small; a guard stops runaways). */
export const fetchWholeList = async <Row>(
  http: Pick<HttpClient, 'get'>,
  set: Pick<Resource, 'path'>,
  signal?: AbortSignal,
): Promise<List<Row>> => {
  const items: Row[] = [];
  for (let pageIndex = 0; pageIndex < 100; pageIndex += 1) {
    const list = await http.get<List<Row>>(listPath(set), { pageIndex, pageSize: LARGEST_PAGE }, { signal });
    items.push(...list.items);
    if (list.items.length < LARGEST_PAGE || items.length >= list.total) return { items, total: list.total };
  }
  return { items, total: items.length };
};

/** Query options of a set's whole list, kept until a write or a branch change says otherwise. */
export const lookupListQuery = <S extends Resource>(http: Pick<HttpClient, 'get'>, set: S) =>
  queryOptions({
    queryKey: resourceSetKeys(set).lookupList(),
    queryFn: async ({ signal }): Promise<LookupList<ResourceRow<S>>> => ({
      ...(await fetchWholeList<ResourceRow<S>>(http, set, signal)),
      fetched: true,
    }),
    staleTime: Infinity,
  });

/** The cached list as it is now (`fetched: false` and no rows before the first load). */
export const readLookupList = <S extends Resource>(
  queryClient: QueryClient,
  set: S,
): LookupList<ResourceRow<S>> =>
  queryClient.getQueryData<LookupList<ResourceRow<S>>>(resourceSetKeys(set).lookupList()) ??
  emptyList<ResourceRow<S>>();

/** The row of a cached list with this `_id` or natural key ('HOP', or 'HD/1' for composite keys). */
export const findInLookupList = <Row extends Record<string, unknown>>(
  set: Keyed,
  list: LookupList<Row>,
  target: string | Record<string, unknown>,
): Row | undefined => list.items.find((row) => sameRow(set, row, target));

/** Puts a saved row into the cached list (replacing the row with its id or key); nothing when not loaded yet. */
export const upsertLookupRow = (
  queryClient: QueryClient,
  set: Pick<Resource, 'name'> & Keyed,
  row: Record<string, unknown>,
): void => {
  queryClient.setQueryData<LookupList<Record<string, unknown>>>(resourceSetKeys(set).lookupList(), (list) => {
    if (!list?.fetched) return list;
    const index = list.items.findIndex((item) => sameRow(set, item, row));
    if (index === -1) return { ...list, items: [...list.items, row], total: list.total + 1 };
    const items = list.items.slice();
    items[index] = row;
    return { ...list, items };
  });
};

/** Takes a deleted row out of the cached list. */
export const removeLookupRow = (
  queryClient: QueryClient,
  set: Pick<Resource, 'name'> & Keyed,
  target: string | Record<string, unknown>,
): void => {
  queryClient.setQueryData<LookupList<Record<string, unknown>>>(resourceSetKeys(set).lookupList(), (list) => {
    if (!list?.fetched) return list;
    const items = list.items.filter((item) => !sameRow(set, item, target));
    return { ...list, items, total: list.total - (list.items.length - items.length) };
  });
};

/**
 * The five cached lookup lists bound to a client and a QueryClient: `load` (every list, once; again when stale),
 * and per list `load`, `get`, `find` and `upsert`.
 */
/** One cached lookup list bound to a client and a QueryClient. */
export type BoundLookupList<S extends Resource> = {
  set: S;
  query: () => ReturnType<typeof lookupListQuery<S>>;
  load: () => Promise<LookupList<ResourceRow<S>>>;
  get: () => LookupList<ResourceRow<S>>;
  find: (target: string | Record<string, unknown>) => ResourceRow<S> | undefined;
  upsert: (row: ResourceRow<S>) => void;
};

/** The bound lists and `loadAll`. */
export type LookupListsOf = { [N in LookupName]: BoundLookupList<(typeof lookupSets)[N]> } & {
  loadAll: (include?: (set: Resource) => boolean) => Promise<LookupName[]>;
};

export const createLookupLists = (http: Pick<HttpClient, 'get'>, queryClient: QueryClient): LookupListsOf => {
  const bind = <S extends Resource>(set: S): BoundLookupList<S> => ({
    set,
    query: () => lookupListQuery(http, set),
    load: () => queryClient.ensureQueryData({ ...lookupListQuery(http, set), revalidateIfStale: true }),
    get: () => readLookupList(queryClient, set),
    find: (target: string | Record<string, unknown>) =>
      findInLookupList(
        set,
        readLookupList(queryClient, set) as LookupList<Record<string, unknown>>,
        target,
      ) as ResourceRow<S> | undefined,
    upsert: (row: ResourceRow<S>) => upsertLookupRow(queryClient, set, row as Record<string, unknown>),
  });
  const lists = {
    unit: bind(lookupSets.unit),
    warehouse: bind(lookupSets.warehouse),
    discountCode: bind(lookupSets.discountCode),
    tax: bind(lookupSets.tax),
    custom1: bind(lookupSets.custom1),
  };
  return {
    ...lists,
    /**
     * Loads every list the predicate allows (e.g. those the user may read) side by side; a list that fails stays
     * `fetched: false` without stopping the others. Answers the names of the lists that failed.
     */
    loadAll: async (include: (set: Resource) => boolean = () => true): Promise<LookupName[]> => {
      const names = (Object.keys(lists) as LookupName[]).filter((name) => include(lookupSets[name]));
      const outcomes = await Promise.allSettled(names.map((name) => lists[name].load()));
      return names.filter((_, i) => outcomes[i]?.status === 'rejected');
    },
  };
};
export type LookupLists = ReturnType<typeof createLookupLists>;
