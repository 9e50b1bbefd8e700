import type { ResourceSet } from '@sen/domain';
import type { Field, LineField, Resource } from '@sen/domain/resources';
import { columnTypeOf, storedFieldsOf } from '../../db/catalogue-schema.js';

/**
 * How the generic engine stores a resource set's rows: the 13 sets of spec section 7 keep their record's fields;
 * a catalogue resource (defineResource) also its read-only fields (stamps, voucher header, totals), its lines in
 * `<table>_lines`, and reads money as numbers and instants as ISO strings.
 */

/** How a column is read back: as stored, a 'YYYY-MM-DD' day, a JS number (bigint money) or an ISO instant. */
export type ColumnReader = 'plain' | 'date' | 'number' | 'instant';

/** The catalogue resource behind a set, when it is one. */
export const catalogueResourceOf = (set: ResourceSet): Resource | undefined =>
  (set as unknown as Partial<Resource>).kind === 'resource' ? (set as unknown as Resource) : undefined;

/** A catalogue resource as a set of the generic engine (its schemas are richer, its behaviour the same). */
export const setOfResource = (resource: Resource): ResourceSet => resource as unknown as ResourceSet;

const readerOfType = (name: string, field: Field | LineField): ColumnReader => {
  const type = columnTypeOf(name, field);
  if (type === 'date') return 'date';
  if (type === 'timestamptz') return 'instant';
  if (type === 'bigint') return 'number';
  return 'plain';
};

const storedFieldsCache = new WeakMap<ResourceSet, readonly string[]>();

/** The header columns the engine selects and may write (wire names): every field but the lines. */
export const storedFieldsOfSet = (set: ResourceSet): readonly string[] => {
  let fields = storedFieldsCache.get(set);
  if (!fields) {
    const resource = catalogueResourceOf(set);
    fields = resource ? storedFieldsOf(resource) : Object.keys(set.record.shape);
    storedFieldsCache.set(set, fields);
  }
  return fields;
};

const readersCache = new WeakMap<ResourceSet, ReadonlyMap<string, ColumnReader>>();

/** How each stored field of the set is read. */
export const readersOf = (set: ResourceSet): ReadonlyMap<string, ColumnReader> => {
  let readers = readersCache.get(set);
  if (!readers) {
    const resource = catalogueResourceOf(set);
    const map = new Map<string, ColumnReader>();
    if (resource) {
      for (const name of storedFieldsOfSet(set))
        map.set(name, readerOfType(name, (resource.fields as Record<string, Field>)[name]!));
    } else {
      for (const name of set.dateFields as readonly string[]) map.set(name, 'date');
    }
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
