export { I18nProvider, kitLocaleOf, useKitLocale, useKitStrings } from './KitLocale';
export type { I18nProviderProps, KitDictionary, KitLocale } from './KitLocale';
export { commonStrings, useCommonStrings } from './common';
export type { CommonStrings } from './common';
