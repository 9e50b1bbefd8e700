import { useCallback } from 'react';
import { createLookupLists } from '@sen/api';
import { resourceNamed, type Field } from '@sen/domain/resources';
import { useAuthState, useServices } from '../../../app/ServicesContext';
import { cachedListOf, lookupTargetOf } from './lookupSource';

/** The rows a start-up lookup's names come from: the session's branches, or a cached lookup list. */
type RowsOf = (set: string) => readonly Record<string, unknown>[];

/**
 * The name of a start-up lookup's value ('CN01' -> 'Chi nhánh Quận 1'), from the rows the app already has: the
 * session's branches and the cached lookup lists (units, warehouses, taxes, custom1). Undefined for any other
 * field, an empty value or a code those rows do not hold.
 */
export const startUpNameOf = (field: Field, value: unknown, rowsOf: RowsOf): string | undefined => {
  if (field.type !== 'lookup' || value === null || value === undefined || value === '') return undefined;
  const target = lookupTargetOf(field, resourceNamed);
  if (target.kind !== 'startUp') return undefined;
  const row = rowsOf(target.set).find((r) => String(r[target.valueField] ?? '') === String(value));
  const name = row?.[target.labelField];
  return typeof name === 'string' && name.trim() !== '' ? name : undefined;
};

/** `startUpNameOf` over this session's branches and cached lookup lists (never loads anything). */
export function useStartUpName(): (field: Field, value: unknown) => string | undefined {
  const { api, queryClient } = useServices();
  const { branches, availableBranches } = useAuthState();
  return useCallback(
    (field: Field, value: unknown) =>
      startUpNameOf(field, value, (set) => {
        if (set === 'branchs')
          return [...availableBranches, ...branches] as unknown as Record<string, unknown>[];
        const list = cachedListOf[set as keyof typeof cachedListOf];
        if (!list || !queryClient) return [];
        return createLookupLists(api, queryClient)[list].get().items as unknown as Record<string, unknown>[];
      }),
    [api, queryClient, branches, availableBranches],
  );
}
