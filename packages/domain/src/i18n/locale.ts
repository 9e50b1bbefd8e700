import { formatNumber } from '../format/number.js';

export type Locale = 'vi' | 'en';
export const locales = ['vi', 'en'] as const satisfies readonly Locale[];
export const defaultLocale: Locale = 'vi';

/**
 * Fills {{name}} placeholders. A number is written as every number is shown (comma thousands: 'số dư hiện tại
 * 9,600,000'); pass a code or a year as text to have it as it is.
 */
export const interpolate = (template: string, params: Record<string, string | number> = {}): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) return `{{${key}}}`;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
