import {
  addressLookupTargets,
  isAddressLookup,
  lookupLabelField,
  lookupValueField,
  storedNameFieldOf,
  type Field,
  type LookupField,
  type AddressLookup,
  type Resource,
} from '@sen/domain/resources';
import { matchesFolded } from '@sen/domain';
import type { LookupName } from '@sen/api';

/** A lookup option: the stored value, the shown label and the whole row (for `fills`). */
export type LookupOption = { id: string; label: string; description?: string; row: Record<string, unknown> };

/** The start-up sets a lookup may name, read from the data loaded at start-up instead of the server. */
export const startUpLookups = ['branchs', 'units', 'warehouses', 'taxs', 'custom1'] as const;
export type StartUpLookup = (typeof startUpLookups)[number];

/** The cached lookup list (`createLookupLists` of @sen/api) of each start-up set but the branches (the session's). */
export const cachedListOf: Record<Exclude<StartUpLookup, 'branchs'>, LookupName> = {
  units: 'unit',
  warehouses: 'warehouse',
  taxs: 'tax',
  custom1: 'custom1',
};

/** Value and label fields of the start-up sets. */
const startUpFields: Record<StartUpLookup, { value: string; label: string }> = {
  branchs: { value: 'ma_dvcs', label: 'ten_dvcs' },
  units: { value: 'ma_dvt', label: 'ten_dvt' },
  warehouses: { value: 'ma_kho', label: 'ten_kho' },
  taxs: { value: 'ma_thue', label: 'ten_thue' },
  custom1: { value: 'ma', label: 'ten' },
};

/** Where a lookup's options come from. */
export type LookupTarget =
  | { kind: 'startUp'; set: StartUpLookup; valueField: string; labelField: string }
  | { kind: 'server'; resource: Resource; path: string; valueField: string; labelField: string }
  /**
   * An address list: the provinces (`GET /cities`) or, once the record names its province (the field's
   * `narrowBy`), that province's wards (`GET /cities/{ma_tinh}/wards`); searched here, accents ignored.
   */
  | { kind: 'address'; list: AddressLookup; valueField: string; labelField: string }
  /** A target the catalogue does not declare (yet): the code is typed. */
  | { kind: 'none' };

export const isStartUpLookup = (name: string): name is StartUpLookup =>
  (startUpLookups as readonly string[]).includes(name);

/**
 * The source of a lookup field: a start-up set (cached lists of modules/lookups, branches of the session) or the
 * target resource's `GET /{path}/lookup?q=` (the records' `lookupQueryOptions`). The value is `valueField` (default: the target's first key field
 * that is not the branch), the label `labelField` (default: the first search field other than the value).
 */
export const lookupTargetOf = (
  field: LookupField,
  resourceNamed: (name: string) => Resource | undefined,
): LookupTarget => {
  if (isStartUpLookup(field.resource)) {
    const fields = startUpFields[field.resource];
    return {
      kind: 'startUp',
      set: field.resource,
      valueField: field.valueField ?? fields.value,
      labelField: field.labelField ?? fields.label,
    };
  }
  if (isAddressLookup(field.resource)) {
    const list = addressLookupTargets[field.resource];
    return {
      kind: 'address',
      list: field.resource,
      valueField: field.valueField ?? list.valueField,
      labelField: field.labelField ?? list.labelField,
    };
  }
  const target = resourceNamed(field.resource);
  if (!target) return { kind: 'none' };
  // The same fields as the server's references (the code it stores, the name a picker-only user gets).
  return {
    kind: 'server',
    resource: target,
    path: target.path,
    valueField: lookupValueField(field, target),
    labelField: lookupLabelField(field, target),
  };
};

/**
 * Rows as options: 'value' with 'value - label' shown (the label alone for a `nameOnly` lookup: a ward); rows
 * without a value are skipped.
 */
export const lookupOptionsOf = (
  rows: readonly Record<string, unknown>[],
  valueField: string,
  labelField: string,
  nameOnly = false,
): LookupOption[] =>
  rows.flatMap((row) => {
    const value = row[valueField];
    if (value === null || value === undefined || value === '') return [];
    const id = String(value);
    const name = row[labelField];
    const label =
      name !== null && name !== undefined && name !== '' && labelField !== valueField
        ? nameOnly
          ? String(name)
          : `${id} - ${String(name)}`
        : id;
    return [{ id, label, row }];
  });

/** The options of a cached list matching a search (accent and case ignored), at most `limit`. */
export const searchCachedOptions = (
  options: readonly LookupOption[],
  search: string,
  limit = 50,
): LookupOption[] =>
  (search.trim() === '' ? options : options.filter((o) => matchesFolded(o.label, search.trim()))).slice(
    0,
    limit,
  );

/** Whether a field is a lookup (narrowing helper). */
export const isLookup = (field: Field): field is LookupField => field.type === 'lookup';

/**
 * The name a record carries for one of its lookups — the field its `fills` copies the target's label into
 * (`ma_kh` → `ten_kh`) — when that field is not shown by itself (`shown`), so that the code can be shown with it.
 */
export const lookupNameOf = (
  field: Field,
  row: Readonly<Record<string, unknown>>,
  shown: ReadonlySet<string>,
): string | undefined => {
  const own = storedNameFieldOf(field);
  if (own === undefined || shown.has(own)) return undefined;
  const name = row[own];
  return typeof name === 'string' && name.trim() !== '' ? name : undefined;
};

/**
 * The values a narrowed lookup (`narrowBy`) asks its target for, read from the record it is on: `{ ma_kh:
 * 'KH0001' }` for a bill's card once the bill has a customer; undefined while the record holds none of them.
 */
export const narrowOf = (
  field: LookupField,
  valueOf: (name: string) => unknown,
): Record<string, string> | undefined => {
  const entries = Object.entries(field.narrowBy ?? {}).flatMap(([target, own]) => {
    const value = valueOf(own);
    return value === null || value === undefined || value === '' ? [] : [[target, String(value)] as const];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
};
