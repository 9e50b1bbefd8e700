import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { errorMessages, type ErrorCode, type Locale } from '@sen/domain';
import { vi } from './vi';
import { en } from './en';
import type { Messages } from './types';

export type { Messages } from './types';

const errorsIn = (locale: Locale): Record<ErrorCode, string> =>
  Object.fromEntries(Object.entries(errorMessages).map(([code, text]) => [code, text[locale]])) as Record<
    ErrorCode,
    string
  >;

export const resources = {
  vi: { translation: vi as Messages, errors: errorsIn('vi') },
  en: { translation: en, errors: errorsIn('en') },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages; errors: Record<ErrorCode, string> };
  }
}

/** Creates the i18next instance (synchronously: the catalogues are bundled) in the given language. */
export const createI18n = (locale: Locale): I18n => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: 'vi',
    supportedLngs: ['vi', 'en'],
    defaultNS: 'translation',
    ns: ['translation', 'errors'],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
};

/** The current language of an i18next instance as a Locale ('vi' unless English is chosen). */
export const localeOf = (instance: Pick<I18n, 'language'>): Locale =>
  instance.language === 'en' ? 'en' : 'vi';
