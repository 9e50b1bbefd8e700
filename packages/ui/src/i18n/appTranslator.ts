import type { Locale } from '@sen/domain';
import { Translator, type AnyTranslate } from './translator';

/** The dotted path of every message of a catalogue: 'login.title'. */
export type MessagePaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : MessagePaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * A small app's translator (POS, portal): its Vietnamese and English catalogues, the language remembered in
 * localStorage under `storageKey` (Vietnamese by default) and on the page's `lang`.
 */
export const createAppTranslator = <T extends AnyTranslate>(
  storageKey: string,
  catalogues: Readonly<Record<Locale, object>>,
) => {
  const storedLocale = (): Locale => (localStorage.getItem(storageKey) === 'en' ? 'en' : 'vi');
  const i18n = new Translator<T>(storedLocale());
  i18n.addResourceBundle('vi', 'translation', catalogues.vi);
  i18n.addResourceBundle('en', 'translation', catalogues.en);
  const setLocale = (locale: Locale) => {
    localStorage.setItem(storageKey, locale);
    document.documentElement.lang = locale;
    return i18n.changeLanguage(locale);
  };
  return { i18n, storedLocale, setLocale };
};
