import type { Field, LineField, Resource } from '@sen/domain/resources';
import { columnTypeOf, storedFieldsOf } from '../../db/catalogue-schema.js';

/**
 * How the engine stores a resource's rows: its fields, read-only ones included (stamps, voucher header, totals),
 * its lines in `<table>_lines`; it reads days as 'YYYY-MM-DD', money as numbers and instants as ISO strings.
 */

/** How a column is read back: as stored, a 'YYYY-MM-DD' day, a JS number (bigint money) or an ISO instant. */
export type ColumnReader = 'plain' | 'date' | 'number' | 'instant';

const readerOfType = (name: string, field: Field | LineField): ColumnReader => {
  const type = columnTypeOf(name, field);
  if (type === 'date') return 'date';
  if (type === 'timestamptz') return 'instant';
  if (type === 'bigint') return 'number';
  return 'plain';
};

const storedFieldsCache = new WeakMap<Resource, readonly string[]>();

/** The header columns the engine selects and may write (wire names): every field but the lines. */
export const storedFieldsOfSet = (set: Resource): readonly string[] => {
  let fields = storedFieldsCache.get(set);
  if (!fields) {
    fields = storedFieldsOf(set);
    storedFieldsCache.set(set, fields);
  }
  return fields;
};

const readersCache = new WeakMap<Resource, ReadonlyMap<string, ColumnReader>>();

/** How each stored field of the set is read. */
export const readersOf = (set: Resource): ReadonlyMap<string, ColumnReader> => {
  let readers = readersCache.get(set);
  if (!readers) {
    const map = new Map<string, ColumnReader>();
    for (const name of storedFieldsOfSet(set))
      map.set(name, readerOfType(name, (set.fields as Record<string, Field>)[name]!));
    readers = map;
    readersCache.set(set, readers);
  }
  return readers;
};

/** How each line field of a voucher resource is read. */
export const lineReadersOf = (resource: Resource): ReadonlyMap<string, ColumnReader> =>
  new Map(
    Object.entries((resource.lineFields ?? {}) as Record<string, LineField>).map(([name, field]) => [
      name,
      readerOfType(name, field),
    ]),
  );
