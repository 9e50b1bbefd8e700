export { I18nProvider, kitLocaleOf, useKitLocale, useKitStrings } from './KitLocale';
export type { I18nProviderProps, KitDictionary, KitLocale } from './KitLocale';
export { commonStrings, useCommonStrings } from './common';
export type { CommonStrings } from './common';
export { Translator } from './translator';
export type { AnyTranslate, Translate, TranslateOptions } from './translator';
export { TranslatorProvider, useTranslator } from './TranslatorProvider';
export { createAppTranslator } from './appTranslator';
export type { MessagePaths } from './appTranslator';
