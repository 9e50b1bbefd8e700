import { resourceSetKeys, type RowTarget } from '@sen/api';
import type { Resource } from '@sen/domain/resources';

/**
 * The back-office addresses of one resource's pages (route catalogue style: '/crm/partners/new',
 * '/crm/partners/$id/edit'): list, new, view, edit and print.
 */
export const recordPaths = (route: string | undefined) => {
  const base = route ?? '';
  const of = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: base,
    new: `${base}/new`,
    view: of,
    edit: (id: string) => `${of(id)}/edit`,
    print: (id: string) => `${of(id)}/print`,
  };
};

/** What addressing one row needs of its resource. */
type Addressed = Pick<Resource, 'path' | 'addressBy' | 'keyFields'>;

/** Between the key fields of a key-addressed row's id in back-office addresses ('HDB~0'): no code holds it. */
const KEY_SEPARATOR = '~';

/**
 * The id of a row in back-office addresses: its `_id`, or for a resource addressed by its key fields (voucher
 * infos) those fields' values joined by '~' ('HDB~0').
 */
export const recordIdOf = (resource: Addressed, row: Readonly<Record<string, unknown>>): string =>
  resource.addressBy === 'key'
    ? resource.keyFields.map((field) => String(row[field] ?? '')).join(KEY_SEPARATOR)
    : String(row._id ?? '');

/**
 * The row a back-office id addresses, for the records' hooks and `rowPath` of @sen/api: the `_id`, or for a
 * key-addressed resource its key fields ('HDB~0': `{ ma_ct: 'HDB', status: '0' }`).
 */
export const recordTargetOf = (resource: Addressed, id: string): RowTarget => {
  if (resource.addressBy !== 'key') return id;
  const values = id.split(KEY_SEPARATOR);
  return Object.fromEntries(resource.keyFields.map((field, i) => [field, values[i] ?? '']));
};

/**
 * TanStack Query keys of a resource's data, under the one key of the resource every app and `@sen/records` share
 * (`resourceSetKeys` of @sen/api): everything of it (invalidated after a write or a live change) and its print
 * data. Lists and records are the records' own (`recordKeys` of @sen/records).
 */
export const catalogueKeys = {
  all: (resource: string) => resourceSetKeys({ name: resource }).all,
  print: (resource: string, id: string) => [...catalogueKeys.all(resource), 'print', id] as const,
};
