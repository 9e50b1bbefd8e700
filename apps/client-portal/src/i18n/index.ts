import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { vi } from './vi';

export type Locale = 'vi' | 'en';
const localeKey = 'portal:locale';

export const storedLocale = (): Locale => (localStorage.getItem(localeKey) === 'en' ? 'en' : 'vi');

export const setLocale = (locale: Locale) => {
  localStorage.setItem(localeKey, locale);
  document.documentElement.lang = locale;
  return i18next.changeLanguage(locale);
};

export const i18n = i18next.use(initReactI18next);
void i18n.init({
  resources: { vi: { translation: vi }, en: { translation: en } },
  lng: storedLocale(),
  fallbackLng: 'vi',
  interpolation: { escapeValue: false },
});
