import type { Locale } from '../i18n/locale.js';
import type { EnumOption, FieldType } from '../resources/fields.js';
import { genders } from '../resources/options.js';
import { formatDate, formatDateTime, formatTime } from './date.js';
import { formatMoney, formatNumber, formatPercent } from './number.js';

export type { FieldType, EnumOption } from '../resources/fields.js';

/** What showing a value needs of its field: its type, a number's precision, an enum's choices. */
export type FormattableField = {
  type: FieldType;
  precision?: number;
  options?: readonly EnumOption[];
  /** A lookup shown by its name alone once known (LookupField's `nameOnly`). */
  nameOnly?: true;
  /** A number written without thousands separators (NumberField's `grouping`: a year). */
  grouping?: false;
  /** Text holding an instant (TextField's `instant`): shown as a day and time on the business's clock. */
  instant?: true;
};

const yesNo = { vi: ['Có', 'Không'], en: ['Yes', 'No'] } as const satisfies Record<
  Locale,
  readonly [string, string]
>;

/** true, 1, '1' and 'true' are yes; false, 0, '0' and 'false' no: 'Có'/'Không' (en 'Yes'/'No'); else ''. */
export function formatBoolean(value: unknown, locale: Locale): string {
  if (value === true || value === 1 || value === '1' || value === 'true') return yesNo[locale][0];
  if (value === false || value === 0 || value === '0' || value === 'false') return yesNo[locale][1];
  return '';
}

/** An enum value by its label in the language; a value that is not a choice is shown as it is; empty → ''. */
export function formatEnum(options: readonly EnumOption[], value: unknown, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  const option = options.find((o) => o.value === String(value));
  return option ? option.label[locale] : String(value);
}

const genderOptions: readonly EnumOption[] = genders.map(([value, vi, en]) => ({ value, label: { vi, en } }));

/** The spec's genders: '1' → 'Nam' (en 'Male'), '2' → 'Nữ' (en 'Female'). */
export const formatGender = (value: unknown, locale: Locale): string =>
  formatEnum(genderOptions, value, locale);

/** A lookup value: its code, and the name of what it names when known: 'KH001 · Trần Thị Mai'. */
export function formatLookup(code: unknown, name?: string | null, nameOnly?: boolean): string {
  const text = plainText(code);
  const label = name?.trim();
  if (nameOnly && label) return label;
  return text && label && label !== text ? `${text} · ${label}` : text;
}

const plainText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

type Formatter = (value: unknown, field: FormattableField, locale: Locale) => string;

/** One formatter per field type: a type added to FieldType without one here does not compile. */
export const fieldFormatters = {
  text: (value, field) =>
    field.instant && typeof value === 'string' ? formatDateTime(value) : plainText(value),
  code: plainText,
  phone: plainText,
  email: plainText,
  number: (value, field) =>
    field.grouping === false ? plainText(value) : formatNumber(value, field.precision ?? 0),
  money: (value) => formatMoney(value),
  percent: (value) => formatPercent(value),
  date: (value) => (typeof value === 'string' || value instanceof Date ? formatDate(value) : ''),
  time: (value) => (typeof value === 'string' || value instanceof Date ? formatTime(value) : ''),
  boolean: (value, _field, locale) => formatBoolean(value, locale),
  enum: (value, field, locale) => formatEnum(field.options ?? [], value, locale),
  lookup: plainText,
  lines: (value) => (Array.isArray(value) ? formatNumber(value.length) : ''),
} satisfies Record<FieldType, Formatter>;

/**
 * A stored value as text, by its field's type, in the language: money '1,200,000', a quantity with up to its
 * precision, '12.5%', days DD/MM/YYYY, times HH:mm, 'Có'/'Không', enum labels, a lookup's code (with
 * `lookupName`, 'code · name'), a voucher's lines as their count. null and undefined give ''.
 */
export function formatFieldValue(
  field: FormattableField,
  value: unknown,
  locale: Locale,
  options: { lookupName?: string | null } = {},
): string {
  if (value === null || value === undefined) return '';
  if (field.type === 'lookup') return formatLookup(value, options.lookupName, field.nameOnly);
  return fieldFormatters[field.type](value, field, locale);
}
