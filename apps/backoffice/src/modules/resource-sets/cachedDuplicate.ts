import type { LookupList } from '@sen/api';
import type { ResourceSet } from '@sen/domain';
import type { FormValues } from './formValues';

/**
 * The natural key a form's values give when it is already taken in the set's cached lookup list (spec section 3) by
 * another row, else undefined: the form says so while the user types; the server stays the judge on save.
 * Nothing when the list is not loaded or a key field is still empty.
 */
export const cachedDuplicate = (
  set: Pick<ResourceSet, 'keyFields' | 'keyOf'>,
  list: LookupList<Record<string, unknown>>,
  values: FormValues,
  ownId?: string,
): string | undefined => {
  if (!list.fetched) return undefined;
  const key = Object.fromEntries(set.keyFields.map((field) => [field, String(values[field] ?? '').trim()]));
  if (Object.values(key).some((value) => value === '')) return undefined;
  const wanted = set.keyOf(key);
  const taken = list.items.some((row) => row._id !== ownId && set.keyOf(row) === wanted);
  return taken ? wanted : undefined;
};
