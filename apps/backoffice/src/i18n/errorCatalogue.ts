import { errorMessages, type ErrorCode, type Locale } from '@sen/domain';
import { messagesIn } from './appErrors';

/** Every error code's message in a language: the 'errors' namespace once the signed-in screens' messages load. */
export const errorCatalogueIn = (locale: Locale): Record<ErrorCode, string> =>
  messagesIn(errorMessages, locale);
