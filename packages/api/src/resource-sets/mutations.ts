import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ResourceInput, ResourcePatch, ResourceRow, Resource } from '@sen/domain';
import type { HttpClient } from '../http-types.js';
import { resourceSetKeys } from './keys.js';
import { removeLookupRow, upsertLookupRow } from './lookup-lists.js';
import { extraPath, listPath, rowPath } from './paths.js';

/** Which row a change targets: its `_id`, or the row itself (sets addressed by their key fields). */
export type RowTarget = string | Record<string, unknown>;

/**
 * TanStack Query mutation options of one resource set's writes. After a successful write the cached lookup list
 * (when the set has one) takes the new row at once, and every other cached read of the set (lists, rows, finds,
 * searches) is invalidated, so open screens refetch.
 */
export const resourceSetMutations = <S extends Resource>(
  http: Pick<HttpClient, 'post' | 'put' | 'patch' | 'delete'>,
  set: S,
  queryClient: QueryClient,
) => {
  type Row = ResourceRow<S>;
  const keys = resourceSetKeys(set);
  const lookupKey = keys.lookupList();
  const invalidateReads = () =>
    queryClient.invalidateQueries({
      queryKey: keys.all,
      predicate: (query) => query.queryKey[3] !== lookupKey[3],
    });
  const saved = async (row: Row) => {
    upsertLookupRow(queryClient, set, row as Record<string, unknown>);
    await invalidateReads();
  };
  const mutationKey = (action: string) => [...keys.all, action] as const;

  return {
    create: mutationOptions({
      mutationKey: mutationKey('create'),
      mutationFn: (input: ResourceInput<S>) => http.post<Row>(listPath(set), input),
      onSuccess: saved,
    }),
    replace: mutationOptions({
      mutationKey: mutationKey('replace'),
      mutationFn: ({ target, input }: { target: RowTarget; input: ResourceInput<S> }) =>
        http.put<Row>(rowPath(set, target), input),
      onSuccess: saved,
    }),
    patch: mutationOptions({
      mutationKey: mutationKey('patch'),
      mutationFn: ({ target, patch }: { target: RowTarget; patch: ResourcePatch<S> }) =>
        http.patch<Row>(rowPath(set, target), patch),
      onSuccess: saved,
    }),
    remove: mutationOptions({
      mutationKey: mutationKey('remove'),
      mutationFn: async (target: RowTarget) => {
        await http.delete<unknown>(rowPath(set, target));
        return target;
      },
      onSuccess: async (target) => {
        removeLookupRow(queryClient, set, target);
        await invalidateReads();
      },
    }),
    /** Create, or replace the row with the same natural key (sets with the `upsert` extra). */
    upsert: mutationOptions({
      mutationKey: mutationKey('upsert'),
      mutationFn: (input: ResourceInput<S>) => http.post<Row>(extraPath(set, 'upsert'), input),
      onSuccess: saved,
    }),
    /** Upsert many rows by natural key, all or nothing (sets with the `bulk` extra). */
    bulk: mutationOptions({
      mutationKey: mutationKey('bulk'),
      mutationFn: (rows: ResourceInput<S>[]) => http.put<unknown>(listPath(set), rows),
      onSuccess: async () => {
        queryClient.removeQueries({ queryKey: lookupKey });
        await invalidateReads();
      },
    }),
  };
};
