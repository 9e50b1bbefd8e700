import { createAppTranslator, type MessagePaths, type TranslateOptions } from '@sen/ui/i18n';
import { vi, type Messages } from './vi';

export type Locale = 'vi' | 'en';

/** Translates a key of the app's catalogue (vi.ts), English when chosen, Vietnamese as the fallback. */
export type TFunction = (key: MessagePaths<Messages>, options?: TranslateOptions) => string;

// English is loaded when chosen (a separate chunk, precached like the rest): Vietnamese, the default, is all the
// sign-in and the till's first screen carry.
const translator = createAppTranslator<TFunction>('pos:locale', {
  vi,
  en: () => import('./en').then(({ en }) => en),
});
export const { i18n, storedLocale } = translator;

/** Switches the language (loading English first when needed) and remembers it. */
export const setLocale = (locale: Locale): Promise<void> => translator.setLocale(locale);

/** Settles once the stored language's messages are there (render after it). */
export const i18nReady: Promise<void> = translator.ready;
