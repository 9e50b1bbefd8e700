import type { Locale } from '@sen/domain';
import { useTranslation } from '../../../i18n/react';

/** The language of the labels: 'vi' or 'en'. */
export type LabelLocale = Locale;

/** The current language of the labels ('vi' unless English is chosen). */
export const useLabelLocale = (): LabelLocale => (useTranslation().i18n.language === 'en' ? 'en' : 'vi');
