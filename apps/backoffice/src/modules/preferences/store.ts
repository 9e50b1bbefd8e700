import type { Locale, ThemeName } from '@sen/domain';
import { preferenceKeys, readLocale, readPrimaryColor, readTheme } from './preferences';

export type Preferences = { theme: ThemeName; primaryColor: string; locale: Locale };

export type PreferencesStore = {
  get(): Preferences;
  set(patch: Partial<Preferences>): void;
  subscribe(listener: () => void): () => void;
};

/** Theme, primary colour and language, remembered in localStorage ('theme', 'primaryColor', 'locale'). */
export const createPreferencesStore = (storage: Pick<Storage, 'getItem' | 'setItem'>): PreferencesStore => {
  let state: Preferences = {
    theme: readTheme(storage),
    primaryColor: readPrimaryColor(storage),
    locale: readLocale(storage),
  };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
      if (patch.theme) storage.setItem(preferenceKeys.theme, patch.theme);
      if (patch.primaryColor) storage.setItem(preferenceKeys.primaryColor, patch.primaryColor);
      if (patch.locale) storage.setItem(preferenceKeys.locale, patch.locale);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
