import type { ReactNode } from 'react';
import {
  fieldFormatters,
  formatDate,
  formatFieldValue,
  formatMoney,
  formatTime,
  type FieldType,
  type FormattableField,
} from '@sen/domain';
import { useKitLocale, type KitLocale } from '../i18n';
import * as s from './FieldValue.css';

export type FieldValueProps = {
  /** The field the value belongs to: its type, a number's precision, an enum's choices (a catalogue field fits). */
  field: FormattableField;
  /** The stored value, as the server sends it. */
  value: unknown;
  /** A lookup's name (what its code names), shown after the code: 'KH001 · Trần Thị Mai'. */
  lookupName?: string | null;
  /** Money with its currency sign: '1,200,000 ₫'. */
  currency?: boolean;
  className?: string;
};

type Show = (props: FieldValueProps, locale: KitLocale) => ReactNode;

/** The format module's text of the value in a span of the given class. */
const formatted =
  (className: string): Show =>
  ({ field, value }, locale) => (
    <span className={className}>{fieldFormatters[field.type](value, field, locale)}</span>
  );

/** A day or time in a `<time>` element, its machine-readable form in `dateTime`. */
const timeElement =
  (format: (value: string) => string): Show =>
  ({ value }) => {
    if (typeof value !== 'string') return null;
    const shown = format(value);
    return shown ? (
      <time dateTime={value} className={s.nowrap}>
        {shown}
      </time>
    ) : null;
  };

/** How each field type is shown; a type added to FieldType without an entry here does not compile. */
const shows = {
  text: formatted(s.text),
  code: formatted(s.nowrap),
  phone: formatted(s.nowrap),
  email: formatted(s.text),
  number: formatted(s.number),
  money: ({ value, currency }) => <span className={s.number}>{formatMoney(value, { currency })}</span>,
  percent: formatted(s.number),
  date: timeElement((value) => formatDate(value)),
  time: timeElement((value) => formatTime(value)),
  boolean: formatted(s.nowrap),
  enum: formatted(s.text),
  lookup: ({ field, value, lookupName }, locale) => {
    const code = formatFieldValue(field, value, locale);
    const name = lookupName?.trim();
    if (!code || !name || name === code) return <span className={s.nowrap}>{code}</span>;
    // A code that means nothing to a reader (a ward's): its name alone.
    if (field.nameOnly) return <span>{name}</span>;
    // The same text as formatLookup ('code · name'), the name muted.
    return (
      <span>
        <span className={s.nowrap}>{code}</span> · <span className={s.lookupName}>{name}</span>
      </span>
    );
  },
  lines: formatted(s.number),
} satisfies Record<FieldType, Show>;

/**
 * A stored value shown by its field's type in the kit's language (`I18nProvider`), through the format module of
 * `@sen/domain`: money '1,200,000', quantities with up to their precision, '12.5%', days DD/MM/YYYY and times HH:mm
 * (in `<time>`), 'Có'/'Không' (Yes/No), enum labels, a lookup's code with its name. Nothing for an empty value.
 */
export function FieldValue(props: FieldValueProps) {
  const locale = useKitLocale();
  const { field, value, className } = props;
  if (value === null || value === undefined || value === '') return null;
  const shown = shows[field.type](props, locale);
  if (shown === null) return null;
  return (
    <span data-field-type={field.type} className={className}>
      {shown}
    </span>
  );
}
