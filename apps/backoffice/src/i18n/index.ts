import type { ErrorCode, Locale } from '@sen/domain';
import { vi } from './vi';
import { appErrorsIn } from './appErrors';
import { createTranslator, type I18n } from './translator';
import type { CoreMessages, ShellMessages } from './types';

export type { Messages } from './types';
export type { I18n, MessageKey, TFunction, TOptions } from './translator';

/**
 * The catalogue of a language is one namespace loaded in two parts: the core (shell, sign-in and status screens)
 * with the app, English only when chosen; the signed-in screens' part with the layouts (`loadShellMessages`).
 * Likewise the 'errors' namespace: the app's own error messages first, every error code with the layouts.
 */
const loadCore = async (locale: Locale): Promise<CoreMessages> =>
  locale === 'en' ? (await import('./en')).en : vi;

const loadShell = async (locale: Locale): Promise<ShellMessages> =>
  locale === 'en' ? (await import('./en-shell')).enShell : (await import('./vi-shell')).viShell;

const loadErrorCatalogue = async (locale: Locale): Promise<Record<ErrorCode, string>> =>
  (await import('./errorCatalogue')).errorCatalogueIn(locale);

let shellWanted = false;
/** The app's instance (set by createI18n), for the layouts' loaders. */
let current: I18n | null = null;

const addParts = async (instance: I18n, locale: Locale): Promise<void> => {
  if (!instance.hasResourceBundle(locale, 'translation')) {
    instance.addResourceBundle(locale, 'translation', await loadCore(locale));
    instance.addResourceBundle(locale, 'errors', appErrorsIn(locale));
  }
  const loaded = instance.getResource(locale, 'translation', 'topBar') !== undefined;
  if (shellWanted && !loaded) {
    const [shell, errors] = await Promise.all([loadShell(locale), loadErrorCatalogue(locale)]);
    instance.addResourceBundle(locale, 'translation', shell);
    instance.addResourceBundle(locale, 'errors', errors);
  }
};

/** Makes sure a language's messages are loaded (call before changing to it). */
export const loadLocale = async (instance: I18n, locale: Locale): Promise<void> => {
  await addParts(instance, locale);
  if (locale !== 'vi') await addParts(instance, 'vi');
};

/** Loads the signed-in screens' messages of the current language (and of Vietnamese, the fallback). */
export const loadShellMessages = async (instance: I18n | null = current): Promise<void> => {
  shellWanted = true;
  if (instance) await loadLocale(instance, localeOf(instance));
};

/** Creates the translator in the given language, Vietnamese being the fallback. */
export const createI18n = async (locale: Locale): Promise<I18n> => {
  const instance = createTranslator('vi');
  current = instance;
  instance.addResourceBundle('vi', 'translation', vi);
  instance.addResourceBundle('vi', 'errors', appErrorsIn('vi'));
  if (locale !== 'vi') {
    await loadLocale(instance, locale);
    await instance.changeLanguage(locale);
  }
  return instance;
};

/** The current language of a translator as a Locale ('vi' unless English is chosen). */
export const localeOf = (instance: Pick<I18n, 'language'>): Locale =>
  instance.language === 'en' ? 'en' : 'vi';
