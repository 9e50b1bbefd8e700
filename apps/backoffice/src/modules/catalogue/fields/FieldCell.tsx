import type { Field } from '@sen/domain/resources';
import { useTranslation } from '../../../i18n/react';
import { formatFieldValue, type LabelLocale } from './format';

export type FieldCellProps = { field: Field; value: unknown };

/** The current language of the labels ('vi' unless English is chosen). */
export const useLabelLocale = (): LabelLocale => (useTranslation().i18n.language === 'en' ? 'en' : 'vi');

/**
 * A stored value shown by its field type: money with thousands separators, dates DD/MM/YYYY, times HH:mm, enum
 * labels in the current language, booleans as Có/Không, lookups as their code.
 */
export function FieldCell({ field, value }: FieldCellProps) {
  const locale = useLabelLocale();
  const text = formatFieldValue(field, value, locale);
  const numeric = field.type === 'money' || field.type === 'number' || field.type === 'percent';
  return numeric ? <span style={{ fontVariantNumeric: 'tabular-nums' }}>{text}</span> : <>{text}</>;
}
