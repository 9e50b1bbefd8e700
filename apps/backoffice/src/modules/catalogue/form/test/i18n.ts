import type { I18n } from '../../../../i18n';
import { createI18n, loadShellMessages } from '../../../../i18n';

/** The app's translator in a language, with the signed-in screens' messages loaded (for message tests). */
export const testI18n = async (locale: 'vi' | 'en' = 'vi'): Promise<I18n> => {
  const instance = await createI18n(locale);
  await loadShellMessages(instance);
  return instance;
};
