import type { Resource } from '@sen/domain';
import type { QueryParams } from '../clean-query.js';

/**
 * Query keys of one resource (a start-up set or a catalogue resource): `all` invalidates every cached query of it
 * (lists, rows, finds, lookups, the cached lookup list, and the back office's lists, records, boards and reports of
 * it), `lists` every page of its list. Every app and `@sen/records` key its data this way.
 */
export const resourceSetKeys = (set: Pick<Resource, 'name'>) => {
  const all = ['sen', 'records', set.name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    /** A page of the list; of a view of the resource (its rows at the view's own path) with the view's path. */
    list: (query: QueryParams = {}, view?: string) =>
      view === undefined ? ([...all, 'list', query] as const) : ([...all, 'list', query, { view }] as const),
    rows: () => [...all, 'row'] as const,
    row: (id: string) => [...all, 'row', id] as const,
    find: (values: QueryParams) => [...all, 'find', values] as const,
    /** A picker's search; `narrow`, exact values of the list's filters (a customer's own cards). */
    lookup: (q: string, limit?: number, narrow?: QueryParams) =>
      [...all, 'lookup', narrow === undefined ? { q, limit } : { q, limit, narrow }] as const,
    /** The whole list kept for pickers (spec section 3: items, total, fetched). */
    lookupList: () => [...all, 'lookup-list'] as const,
  };
};
