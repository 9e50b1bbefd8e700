import type { ErrorCode } from '@sen/domain';
import { Translator, type TranslateOptions } from '@sen/ui/i18n';
import type { Messages } from './types';

/** The dotted path of every message: 'auth.login.title'. */
type PathsOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : PathsOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = PathsOf<Messages>;
export type Namespace = 'translation' | 'errors';

/** Values for the placeholders (numbers are written with comma thousands), and what to say when a key is missing. */
export type TOptions = TranslateOptions & { ns?: Namespace };

/**
 * Translates a message key, or an error code in the 'errors' namespace; a key built at run time must say what to
 * show when it is missing (`defaultValue`).
 */
export type TFunction = {
  (key: MessageKey, options?: TOptions & { ns?: 'translation' }): string;
  (key: ErrorCode, options: TOptions & { ns: 'errors' }): string;
  (key: string, options: TOptions & { defaultValue: string }): string;
};

/** The back office's translator (the kit's, narrowed to its keys): the name the services and tests know it by. */
export type I18n = Translator<TFunction>;

export const createTranslator = (
  language: Parameters<typeof Translator.prototype.changeLanguage>[0] = 'vi',
): I18n => new Translator<TFunction>(language);
