import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createLookupLists, resourceSetKeys } from '@sen/api';
import { lookupQueryOptions } from '@sen/records';
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
 * The options of a lookup field matching a search: the target resource's `GET /{path}/lookup?q=&limit=` (the records' lookup query, cached), or the
 * start-up data for `branchs`, `units`, `warehouses`, `taxs` and `custom1` (the session's branches and the cached
 * lookup lists). Empty for a target the catalogue does not declare. `narrow` (a field's `narrowBy` values, see
 * `narrowOf`) keeps a server target's rows to those exact values: a bill's customer's own cards.
 */
export const useLookupOptions = () => {
  const { api, auth, queryClient, loadQueryClient } = useServices();
  return useCallback(
    async (
      field: LookupField,
      search: string,
      narrow?: Readonly<Record<string, string>>,
    ): Promise<LookupOption[]> => {
      const target = lookupTargetOf(field, resourceNamed);
      if (target.kind === 'none') return [];
      const client = queryClient ?? (await loadQueryClient());
      if (target.kind === 'address') {
        // The whole list once (34 provinces, a province's wards), kept: the lists change by law, not by day.
        const province = target.list === 'wards' ? narrow?.ma_tinh : undefined;
        if (target.list === 'wards' && !province) return [];
        const path = province ? `/cities/${encodeURIComponent(province)}/wards` : '/cities';
        const answer = await client.fetchQuery({
          queryKey: ['address', path],
          queryFn: ({ signal }) => api.get<{ items: Record<string, unknown>[] }>(path, undefined, { signal }),
          staleTime: Infinity,
        });
        const options = lookupOptionsOf(answer.items, target.valueField, target.labelField, field.nameOnly);
        // A stored code (the label's query) is found among all, not only the first ones.
        const exact = options.find((option) => option.id === search);
        return exact ? [exact] : searchCachedOptions(options, search, 100);
      }
      if (target.kind === 'server') {
        // The records' lookup query: one cache entry per target and search, shared with every picker of it.
        const answer = await client.fetchQuery(
          lookupQueryOptions(api, target.resource, search, LOOKUP_LIMIT, narrow),
        );
        return lookupOptionsOf(
          answer.items as readonly Record<string, unknown>[],
          target.valueField,
          target.labelField,
        );
      }
      let cached: readonly Record<string, unknown>[];
      if (target.set === 'branchs') {
        const { availableBranches, branches } = auth.get();
        cached = (availableBranches.length > 0 ? availableBranches : branches) as unknown as Record<
          string,
          unknown
        >[];
      } else {
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
export const useLookupLabel = (
  field: LookupField,
  value: string,
  narrow?: Readonly<Record<string, string>>,
): string => {
  const { data } = useQuery(lookupLabelQuery(useLookupOptions(), field, value, narrow));
  return value === '' ? '' : (data ?? value);
};

/** The query of `useLookupLabel` (several at once with `useQueries`); `narrow` as the field's picker has it. */
export const lookupLabelQuery = (
  load: LookupLoader,
  field: LookupField,
  value: string,
  narrow?: Readonly<Record<string, string>>,
) => ({
  // Under the target's key: a write to it (or a live change) makes the label stale.
  queryKey: [
    ...resourceSetKeys({ name: field.resource }).all,
    'lookup-label',
    field.valueField ?? '',
    field.labelField ?? '',
    value,
    ...(narrow ? [narrow] : []),
  ],
  queryFn: async () => (await load(field, value, narrow)).find((o) => o.id === value)?.label ?? value,
  enabled: value !== '',
  staleTime: 5 * 60_000,
});
