import type { Locale } from '@sen/domain';
import { Translator, type AnyTranslate } from './translator';

/** The dotted path of every message of a catalogue: 'login.title'. */
export type MessagePaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : MessagePaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * A small app's translator (POS, portal): its Vietnamese catalogue and its English one, the language remembered in
 * localStorage under `storageKey` (Vietnamese by default) and on the page's `lang`. English given as a loader is
 * loaded when chosen (a chunk of its own, so the first load carries Vietnamese only): `setLocale('en')` loads it
 * first, and `ready` settles once the stored language's messages are there (render after it).
 */
export const createAppTranslator = <T extends AnyTranslate>(
  storageKey: string,
  catalogues: Readonly<{ vi: object; en: object | (() => Promise<object>) }>,
) => {
  const storedLocale = (): Locale => (localStorage.getItem(storageKey) === 'en' ? 'en' : 'vi');
  const i18n = new Translator<T>(storedLocale());
  // The page says the language it is read in from the start (screen readers), not only after a switch.
  document.documentElement.lang = storedLocale();
  i18n.addResourceBundle('vi', 'translation', catalogues.vi);
  const english = catalogues.en;
  const load = typeof english === 'function' ? (english as () => Promise<object>) : undefined;
  if (!load) i18n.addResourceBundle('en', 'translation', english);
  let loading: Promise<void> | undefined;
  const loadEnglish = (): Promise<void> =>
    load
      ? (loading ??= load().then((en: object) => i18n.addResourceBundle('en', 'translation', en, true)))
      : Promise.resolve();
  const setLocale = async (locale: Locale) => {
    if (locale === 'en') await loadEnglish();
    localStorage.setItem(storageKey, locale);
    document.documentElement.lang = locale;
    return i18n.changeLanguage(locale);
  };
  const ready: Promise<void> = storedLocale() === 'en' ? loadEnglish() : Promise.resolve();
  return { i18n, storedLocale, setLocale, ready };
};
