import type { Resource } from '@sen/domain';

type Addressing = Pick<Resource, 'path' | 'addressBy' | 'keyFields'>;

/** The list path of a set, e.g. '/stock/units'. */
export const listPath = (set: Pick<Resource, 'path'>): string => `/${set.path}`;

/**
 * The path of one row: `/{path}/{_id}`, or `/{path}/{key1}/{key2}` for sets addressed by their key fields
 * (voucher infos: `/accounting/voucher-infos/{ma_ct}/{status}`). Takes a row or, for id-addressed sets, an id.
 */
export const rowPath = (set: Addressing, row: string | Record<string, unknown>): string => {
  if (set.addressBy === 'key') {
    if (typeof row === 'string') throw new TypeError(`${set.path} rows are addressed by their key fields`);
    return `${listPath(set)}/${set.keyFields.map((f) => encodeURIComponent(String(row[f] ?? ''))).join('/')}`;
  }
  const id = typeof row === 'string' ? row : row._id;
  if (typeof id !== 'string' || id === '') throw new TypeError(`${set.path}: a row id is needed`);
  return `${listPath(set)}/${encodeURIComponent(id)}`;
};

/** The path of an extra route of a set, e.g. extraPath(units, 'lookup') = '/stock/units/lookup'. */
export const extraPath = (
  set: Pick<Resource, 'path'>,
  extra: 'find' | 'upsert' | 'lookup' | 'search',
): string => `${listPath(set)}/${extra}`;
