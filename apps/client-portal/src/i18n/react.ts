import { useTranslator } from '@sen/ui/i18n';
import type { TFunction } from './index';

/** The app's translation in the current language; re-renders when it changes. */
export const useTranslation = () => useTranslator<TFunction>();
