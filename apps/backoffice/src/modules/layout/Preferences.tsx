import { useTranslation } from 'react-i18next';
import { LocaleSwitcher, PrimaryColorPicker, ThemeSwitcher } from '@sen/ui';
import type { Locale, ThemeName } from '@sen/domain';
import { usePreferences, useServices } from '../../app/ServicesContext';

/** Theme (light, dark, semi-dark), primary colour and language, remembered in localStorage. */
export function PreferenceControls() {
  const { t } = useTranslation();
  const services = useServices();
  const { theme, primaryColor, locale } = usePreferences();
  return (
    <>
      <ThemeSwitcher
        value={theme}
        onChange={(value: ThemeName) => services.preferences.set({ theme: value })}
        labels={{
          label: t('topBar.theme'),
          light: t('topBar.themeLight'),
          dark: t('topBar.themeDark'),
          'semi-dark': t('topBar.themeSemiDark'),
        }}
      />
      <PrimaryColorPicker
        value={primaryColor}
        onChange={(value: string) => services.preferences.set({ primaryColor: value })}
        label={t('topBar.primaryColor')}
      />
      <LocaleSwitcher
        value={locale}
        onChange={(value: Locale) => services.setLocale(value)}
        label={t('topBar.language')}
      />
    </>
  );
}
