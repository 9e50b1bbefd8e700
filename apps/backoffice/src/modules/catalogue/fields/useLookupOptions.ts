import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createLookupLists } from '@sen/api';
import { resourceNamed, type LookupField } from '@sen/domain/resources';
import { useServices } from '../../../app/ServicesContext';
import {
  cachedListOf,
  lookupOptionsOf,
  lookupTargetOf,
  searchCachedOptions,
  type LookupOption,
} from './lookupSource';

/** How many options a lookup asks the server for. */
export const LOOKUP_LIMIT = 20;

/**
 * The options of a lookup field matching a search: the target resource's `GET /{path}/lookup?q=&limit=`, or the
 * start-up data for `branchs`, `units`, `warehouses`, `taxs` and `custom1` (the session's branches and the cached
 * lookup lists). Empty for a target the catalogue does not declare.
 */
export const useLookupOptions = () => {
  const { api, auth, queryClient, loadQueryClient } = useServices();
  return useCallback(
    async (field: LookupField, search: string, signal?: AbortSignal): Promise<LookupOption[]> => {
      const target = lookupTargetOf(field, resourceNamed);
      if (target.kind === 'server') {
        const answer = await api.get<{ items?: Record<string, unknown>[] }>(
          `/${target.path}/lookup`,
          { q: search, limit: LOOKUP_LIMIT },
          { signal },
        );
        return lookupOptionsOf(answer?.items ?? [], target.valueField, target.labelField);
      }
      if (target.kind === 'none') return [];
      let cached: readonly Record<string, unknown>[];
      if (target.set === 'branchs') {
        const { availableBranches, branches } = auth.get();
        cached = (availableBranches.length > 0 ? availableBranches : branches) as unknown as Record<
          string,
          unknown
        >[];
      } else {
        const client = queryClient ?? (await loadQueryClient());
        const list = createLookupLists(api, client)[cachedListOf[target.set]];
        cached = (list.get().fetched ? list.get() : await list.load()).items as unknown as Record<
          string,
          unknown
        >[];
      }
      return searchCachedOptions(lookupOptionsOf(cached, target.valueField, target.labelField), search);
    },
    [api, auth, queryClient, loadQueryClient],
  );
};

export type LookupLoader = ReturnType<typeof useLookupOptions>;

/**
 * The shown label of a lookup's stored value ('VIP - Khách VIP'), found by searching the target for the code;
 * the code itself while it loads, or when the target has no such row (any more).
 */
export const useLookupLabel = (field: LookupField, value: string): string => {
  const { data } = useQuery(lookupLabelQuery(useLookupOptions(), field, value));
  return value === '' ? '' : (data ?? value);
};

/** The query of `useLookupLabel` (several at once with `useQueries`). */
export const lookupLabelQuery = (load: LookupLoader, field: LookupField, value: string) => ({
  queryKey: ['sen', 'lookup-label', field.resource, field.valueField ?? '', field.labelField ?? '', value],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await load(field, value, signal)).find((o) => o.id === value)?.label ?? value,
  enabled: value !== '',
  staleTime: 5 * 60_000,
});
