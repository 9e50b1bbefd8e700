import type { Resource } from '@sen/domain';
import type { QueryParams } from '../clean-query.js';

/**
 * Query keys of one resource set: `all` invalidates every cached query of the set (lists, rows, finds, lookups and
 * the cached lookup list), `lists` every page of its list.
 */
export const resourceSetKeys = (set: Pick<Resource, 'name'>) => {
  const all = ['sen', 'resource-set', set.name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: QueryParams = {}) => [...all, 'list', query] as const,
    rows: () => [...all, 'row'] as const,
    row: (id: string) => [...all, 'row', id] as const,
    find: (values: QueryParams) => [...all, 'find', values] as const,
    lookup: (q: string, limit?: number) => [...all, 'lookup', { q, limit }] as const,
    /** The whole list kept for pickers (spec section 3: items, total, fetched). */
    lookupList: () => [...all, 'lookup-list'] as const,
  };
};
