import { appErrorMessages, type AppErrorCode, type Locale } from '@sen/domain';

/** One language's texts of a catalogue of `{ vi, en }` messages. */
export const messagesIn = <Code extends string>(
  catalogue: Record<Code, { vi: string; en: string }>,
  locale: Locale,
): Record<Code, string> =>
  Object.fromEntries(
    Object.entries<{ vi: string; en: string }>(catalogue).map(([code, text]) => [code, text[locale]]),
  ) as Record<Code, string>;

/**
 * The 'errors' namespace loaded with the app: the messages the app says by itself (the system error, the start-up's
 * branch errors); the whole catalogue loads with the signed-in screens' messages (errorCatalogue.ts).
 */
export const appErrorsIn = (locale: Locale): Record<AppErrorCode, string> =>
  messagesIn(appErrorMessages, locale);
