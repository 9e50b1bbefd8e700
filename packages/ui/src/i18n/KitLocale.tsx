import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';

/** The languages of the kit's own strings. */
export type KitLocale = 'vi' | 'en';

/** A kit dictionary: the same strings in each language (a string missing in one does not compile). */
export type KitDictionary<T> = Readonly<Record<KitLocale, T>>;

const KitLocaleContext = createContext<KitLocale>('vi');

/** The kit language of a BCP 47 locale: English for 'en…', Vietnamese for anything else. */
export const kitLocaleOf = (locale: string | undefined): KitLocale =>
  locale?.toLowerCase().startsWith('en') ? 'en' : 'vi';

export type I18nProviderProps = {
  /** A BCP 47 locale ('vi-VN', 'en-GB'): react-aria's dates and numbers, and the language of the kit's strings. */
  locale?: string;
  children?: ReactNode;
};

/**
 * The language of everything under it: react-aria's `I18nProvider` (calendars, number and date segments) plus the
 * kit's own default strings ('Đang tải' / 'Loading', 'Chọn một mục' / 'Select an item'). Without it the kit speaks
 * Vietnamese.
 */
export function I18nProvider({ locale, children }: I18nProviderProps) {
  return (
    <AriaI18nProvider locale={locale}>
      <KitLocaleContext.Provider value={kitLocaleOf(locale)}>{children}</KitLocaleContext.Provider>
    </AriaI18nProvider>
  );
}

/** The language of the kit's strings here: the nearest `I18nProvider`'s, Vietnamese by default. */
export const useKitLocale = (): KitLocale => useContext(KitLocaleContext);

/**
 * A component's strings in the current language, the caller's own winning: `useKitStrings(dictionary, labels)`.
 */
export function useKitStrings<T extends object>(dictionary: KitDictionary<T>, overrides?: Partial<T>): T {
  const strings = dictionary[useKitLocale()];
  return overrides ? { ...strings, ...stripUndefined(overrides) } : strings;
}

/** `{ a: undefined }` must not hide a default. */
const stripUndefined = <T extends object>(values: Partial<T>): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
