import type { Title } from '../routes/types.js';
import type { Field, LookupField } from './fields.js';

/**
 * Lookups of the address lists (Vietnam's 2025 two-level administrative units) instead of a catalogue resource:
 * `f.lookup(label, 'cities')` stores a province's code (ma_tinh) picked from `GET /api/cities`, and
 * `f.lookup(label, 'wards', { narrowBy: { ma_tinh: '<the record's province field>' } })` a ward's code (ma_xa)
 * picked from `GET /api/cities/{ma_tinh}/wards`. They are not references between tenant rows (no delete check;
 * an index only when the list filters on one, as the customers' province); a write is checked against the lists by
 * `addressProblemsOf`, the one rule of the staff form's customer and the client portal's profile.
 */
export const addressLookupTargets = {
  cities: { valueField: 'ma_tinh', labelField: 'ten_tinh' },
  wards: { valueField: 'ma_xa', labelField: 'ten_xa' },
} as const;

export type AddressLookup = keyof typeof addressLookupTargets;

export const isAddressLookup = (name: string): name is AddressLookup =>
  Object.prototype.hasOwnProperty.call(addressLookupTargets, name);

/** The address lists a rule reads (the server's indexed address data fits). */
export type AddressIndex = {
  cityByCode: ReadonlyMap<string, { ten_tinh: string }>;
  wardsByCity: ReadonlyMap<string, readonly { ma_xa: string }[]>;
};

/** The record's field naming the province a ward lookup is narrowed by (its `narrowBy`'s ma_tinh). */
export const provinceFieldOf = (field: LookupField): string | undefined => field.narrowBy?.ma_tinh;

/**
 * One refused address choice: a province code the lists do not have (`unknownProvince`), a ward given while the
 * record names no province (`provinceMissing`), or a ward that is not one of the named province's (`notInProvince`,
 * also a ward code that exists nowhere). `field` is the lookup field, `province` the field it is narrowed by.
 */
export type AddressProblem =
  | { reason: 'unknownProvince'; field: string; value: string; label: Title }
  | { reason: 'provinceMissing'; field: string; value: string; label: Title; province: string; by: Title }
  | {
      reason: 'notInProvince';
      field: string;
      value: string;
      label: Title;
      province: string;
      by: Title;
      provinceCode: string;
      provinceName: string;
    };

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * The refused address choices of a record (declaration order): each 'cities' lookup must hold a province of the
 * lists; each 'wards' lookup needs its province field filled and must hold one of that province's wards. An
 * empty value needs nothing. A ward whose province is itself unknown is not reported twice.
 */
export const addressProblemsOf = (
  fields: Readonly<Record<string, Field>>,
  record: Readonly<Record<string, unknown>>,
  data: AddressIndex,
): AddressProblem[] => {
  const problems: AddressProblem[] = [];
  const unknownProvinces = new Set<string>();
  for (const [name, field] of Object.entries(fields)) {
    if (field.type !== 'lookup' || field.resource !== 'cities') continue;
    const value = textOf(record[name]);
    if (value !== '' && !data.cityByCode.has(value)) {
      problems.push({ reason: 'unknownProvince', field: name, value, label: field.label });
      unknownProvinces.add(name);
    }
  }
  for (const [name, field] of Object.entries(fields)) {
    if (field.type !== 'lookup' || field.resource !== 'wards') continue;
    const value = textOf(record[name]);
    if (value === '') continue;
    const province = provinceFieldOf(field);
    const by = province ? fields[province] : undefined;
    if (!province || !by)
      throw new Error(`ward lookup ${name} must be narrowed by a province field (ma_tinh)`);
    if (unknownProvinces.has(province)) continue;
    const provinceCode = textOf(record[province]);
    if (provinceCode === '') {
      problems.push({
        reason: 'provinceMissing',
        field: name,
        value,
        label: field.label,
        province,
        by: by.label,
      });
      continue;
    }
    if (!(data.wardsByCity.get(provinceCode) ?? []).some((ward) => ward.ma_xa === value))
      problems.push({
        reason: 'notInProvince',
        field: name,
        value,
        label: field.label,
        province,
        by: by.label,
        provinceCode,
        provinceName: data.cityByCode.get(provinceCode)?.ten_tinh ?? provinceCode,
      });
  }
  return problems;
};

/** Whether a resource's fields hold an address lookup (only those writes read the address lists). */
export const hasAddressLookups = (fields: Readonly<Record<string, Field>>): boolean =>
  Object.values(fields).some((field) => field.type === 'lookup' && isAddressLookup(field.resource));
