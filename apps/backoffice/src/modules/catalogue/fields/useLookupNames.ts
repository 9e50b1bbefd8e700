import { resourceSetKeys } from '@sen/api';
import { useCallback, useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { resourceNamed, storedNameFieldOf, type Field, type LookupField } from '@sen/domain/resources';
import { lookupTargetOf, narrowOf } from './lookupSource';
import { useStartUpName } from './startUpNames';
import { useLookupOptions, type LookupLoader } from './useLookupOptions';

/** The key of one lookup code's name. */
const nameKey = (field: LookupField, value: string) =>
  `${field.resource}\u0000${field.valueField ?? ''}\u0000${value}`;

/** A lookup code a page shows without its name, to ask the target for (within `narrow`: a ward's province). */
type Wanted = { field: LookupField; value: string; narrow?: Readonly<Record<string, string>> };

/**
 * The codes of `rows` whose names must be asked for: the values of the listed lookups that keep no name of their
 * own (a customer's group, level) and whose target is a server resource, each (field, code) once.
 */
export const codesWithoutNames = (
  rows: readonly Readonly<Record<string, unknown>>[],
  names: readonly string[],
  fields: Readonly<Record<string, Field>>,
): Wanted[] => {
  const wanted = new Map<string, Wanted>();
  for (const name of names) {
    const field = fields[name];
    if (field?.type !== 'lookup' || storedNameFieldOf(field) !== undefined) continue;
    const target = lookupTargetOf(field, resourceNamed);
    if (target.kind !== 'server' && target.kind !== 'address') continue;
    for (const row of rows) {
      const value = row[name];
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      const code = String(value).trim();
      if (code === '') continue;
      // A ward's name is found among its province's wards (the row's ma_tinh); none without a province.
      const narrow = field.narrowBy ? narrowOf(field, (own) => row[own]) : undefined;
      if (target.kind === 'address' && target.list === 'wards' && !narrow) continue;
      wanted.set(`${name}\u0000${code}`, narrow ? { field, value: code, narrow } : { field, value: code });
    }
  }
  return [...wanted.values()];
};

/** The query of a lookup code's name (the target's label field of the row with that code), cached a while. */
export const lookupNameQuery = (
  load: LookupLoader,
  field: LookupField,
  value: string,
  narrow?: Readonly<Record<string, string>>,
) => ({
  // Under the target's key: a write to it (or a live change) makes the name stale.
  queryKey: [
    ...resourceSetKeys({ name: field.resource }).all,
    'lookup-name',
    field.valueField ?? '',
    field.labelField ?? '',
    value,
    ...(narrow ? [narrow] : []),
  ],
  queryFn: async (): Promise<string | null> => {
    const target = lookupTargetOf(field, resourceNamed);
    if (target.kind === 'none') return null;
    const row = (await load(field, value, narrow)).find((option) => option.id === value)?.row;
    const name = row?.[target.labelField];
    return typeof name === 'string' && name.trim() !== '' ? name : null;
  },
  staleTime: 5 * 60_000,
});

/**
 * The name of each lookup code a page of rows shows ('NK001' → 'Khách thân thiết'): a start-up lookup's (a
 * branch, a unit) from the data the app holds, any other from its target's lookup, asked once per code and
 * cached. Undefined while it loads, or for a code without a row.
 */
export function useLookupNames(
  rows: readonly Readonly<Record<string, unknown>>[],
  names: readonly string[],
  fields: Readonly<Record<string, Field>>,
): (field: Field, value: unknown) => string | undefined {
  const startUpName = useStartUpName();
  const load = useLookupOptions();
  const wanted = useMemo(() => codesWithoutNames(rows, names, fields), [rows, names, fields]);
  const found = useQueries({
    queries: wanted.map(({ field, value, narrow }) => lookupNameQuery(load, field, value, narrow)),
    combine: (results) =>
      new Map(
        results.flatMap((result, index) => {
          const asked = wanted[index];
          return asked && result.data ? [[nameKey(asked.field, asked.value), result.data]] : [];
        }),
      ),
  });
  return useCallback(
    (field: Field, value: unknown) =>
      startUpName(field, value) ??
      (field.type === 'lookup' ? found.get(nameKey(field, String(value ?? ''))) : undefined),
    [startUpName, found],
  );
}
