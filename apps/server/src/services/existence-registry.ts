import { isValidPhone, type ErrorCode } from '@sen/domain';
import { canonicalPhone, canonicalWebsite } from './existence-values.js';

/** How a checked field compares a value with the stored one. */
export type ExistenceMatch =
  /** Equal as stored. */
  | { kind: 'exact' }
  /** Equal ignoring case (lower() on both sides). */
  | { kind: 'case-insensitive' }
  /**
   * The value is normalised in TypeScript and compared with a column the database normalises the same way (a
   * generated column); a value that normalises to null matches nothing.
   */
  | { kind: 'normalised'; normalise: (value: string) => string | null };

/** One checkable field of a type. */
export type ExistenceField = {
  /** The column compared (a plain or generated column of the type's table). */
  column: string;
  match: ExistenceMatch;
  /** An error code when the value itself is not acceptable (answered as 400). */
  invalid?: (value: string) => ErrorCode | undefined;
};

/** A record type whose fields the existence checks may look at. */
export type ExistenceType = {
  /** A table with `tenant_id` and `_id` columns. */
  table: string;
  /** The caller needs the access right on any of these menu ids (admins always pass). */
  menuIds: readonly string[];
  fields: Readonly<Record<string, ExistenceField>>;
};

const caseInsensitive: ExistenceMatch = { kind: 'case-insensitive' };

/** Partners are the customers table (CRM partners and the sales customers screen look at the same records). */
export const partnersExistence: ExistenceType = {
  table: 'customers',
  menuIds: ['crm.partners', 'sales.customers'],
  fields: {
    ma_kh: { column: 'ma_kh', match: caseInsensitive },
    dien_thoai: {
      column: 'dien_thoai_chuan',
      match: { kind: 'normalised', normalise: canonicalPhone },
      invalid: (value) => (isValidPhone(value) ? undefined : 'PHONE_INVALID'),
    },
    email: { column: 'email', match: caseInsensitive },
    website: { column: 'website_chuan', match: { kind: 'normalised', normalise: canonicalWebsite } },
  },
};

const registry = new Map<string, ExistenceType>([['partners', partnersExistence]]);

/**
 * Declares (or replaces) the existence checks of a type, the `{type}` of GET crm/{type}/{id}/exists/{field}/{value}.
 * The resource catalogue adds its types through this at start-up.
 */
export const declareExistenceType = (name: string, type: ExistenceType): void => {
  registry.set(name, type);
};

/** The declared type, or undefined. */
export const existenceTypeOf = (name: string): ExistenceType | undefined => registry.get(name);

/** Names of the declared types, sorted (for the OpenAPI description and error details). */
export const existenceTypeNames = (): string[] => [...registry.keys()].sort();
