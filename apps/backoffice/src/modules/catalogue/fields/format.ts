import type { Field } from '@sen/domain/resources';
import { toStoredDate, formatTime } from '@sen/domain';

/** The language of the labels: 'vi' or 'en'. */
export type LabelLocale = 'vi' | 'en';

/** 1234567 -> '1,234,567' (whole VND), 12.5 -> '12.5'; not a number -> ''. */
export const formatAmount = (value: unknown, precision?: number): string => {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number)) return '';
  return number.toLocaleString('en-US', {
    minimumFractionDigits: 0,
    maximumFractionDigits: precision ?? 2,
  });
};

/** '2026-11-22' -> '22/11/2026'; empty (also 1900-01-01 / 0001-01-01) or invalid -> ''. */
export const formatDay = (value: unknown): string => {
  const stored = typeof value === 'string' ? toStoredDate(value) : null;
  if (stored === null) return '';
  const [y, m, d] = stored.split('-');
  return `${d}/${m}/${y}`;
};

/** A stored value as text, chosen by the field's type (the list cells, the view and print pages). */
export const formatFieldValue = (field: Field, value: unknown, locale: LabelLocale): string => {
  if (value === null || value === undefined) return '';
  switch (field.type) {
    case 'money':
      return formatAmount(value, 0);
    case 'number':
      return formatAmount(value, field.precision);
    case 'percent':
      return formatAmount(value, 2);
    case 'date':
      return formatDay(value);
    case 'time':
      return typeof value === 'string' ? formatTime(value) : '';
    case 'boolean':
      return value === true ? (locale === 'vi' ? 'Có' : 'Yes') : locale === 'vi' ? 'Không' : 'No';
    case 'enum': {
      const option = field.options.find((o) => o.value === String(value));
      return option ? option.label[locale] : String(value);
    }
    case 'lines':
      return Array.isArray(value) ? String(value.length) : '';
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
};

const pad = (value: number): string => String(value).padStart(2, '0');

/** A stamp (an instant such as ngay_tao) in local time as 'DD/MM/YYYY HH:mm'; a bare day as 'DD/MM/YYYY'. */
export const formatStamp = (value: unknown): string => {
  if (typeof value !== 'string' || value.trim() === '') return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return formatDay(value);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
