import { useTranslator } from '@sen/ui/i18n';
import type { TFunction } from './translator';

/** The translation of the back office's keys in the current language (the kit's translator); re-renders when it changes. */
export const useTranslation = () => useTranslator<TFunction>();
