import { createAppTranslator, type MessagePaths, type TranslateOptions } from '@sen/ui/i18n';
import { en } from './en';
import { vi } from './vi';

export type Locale = 'vi' | 'en';

/** Translates a key of the app's catalogue (vi.ts), English when chosen, Vietnamese as the fallback. */
export type TFunction = (key: MessagePaths<typeof vi>, options?: TranslateOptions) => string;

export const { i18n, storedLocale, setLocale } = createAppTranslator<TFunction>('pos:locale', { vi, en });
