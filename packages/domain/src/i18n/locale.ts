export type Locale = 'vi' | 'en';
export const locales = ['vi', 'en'] as const satisfies readonly Locale[];
export const defaultLocale: Locale = 'vi';

/** Fills {{name}} placeholders. */
export const interpolate = (template: string, params: Record<string, string | number> = {}): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? `{{${key}}}`));
