import { DEFAULT_PRIMARY_COLOR, DEFAULT_THEME, THEMES, defaultLocale } from '@sen/domain';
import type { Locale, ThemeName } from '@sen/domain';

/** localStorage keys of the remembered preferences. */
export const preferenceKeys = {
  theme: 'theme',
  primaryColor: 'primaryColor',
  locale: 'locale',
  selectedBranchs: 'selectedBranchs',
} as const;

type Reader = Pick<Storage, 'getItem'>;

const hexColor = /^#[0-9a-f]{6}$/i;

export const readTheme = (storage: Reader): ThemeName => {
  const value = storage.getItem(preferenceKeys.theme);
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as ThemeName) : DEFAULT_THEME;
};

export const readPrimaryColor = (storage: Reader): string => {
  const value = storage.getItem(preferenceKeys.primaryColor)?.trim() ?? '';
  return hexColor.test(value) ? value : DEFAULT_PRIMARY_COLOR;
};

export const readLocale = (storage: Reader): Locale => {
  const value = storage.getItem(preferenceKeys.locale);
  return value === 'en' || value === 'vi' ? value : defaultLocale;
};

/** The remembered branch selection: a JSON array of codes (a comma-joined string is accepted too). */
export const readSelectedBranchs = (storage: Reader): string[] => {
  const raw = storage.getItem(preferenceKeys.selectedBranchs);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed))
      return parsed.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (typeof parsed === 'string')
      return parsed
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
  } catch {
    return raw
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  }
  return [];
};

export const writeSelectedBranchs = (storage: Pick<Storage, 'setItem'>, codes: readonly string[]): void => {
  storage.setItem(preferenceKeys.selectedBranchs, JSON.stringify(codes));
};
