import { useTranslation } from '../../i18n/react';
import { LocaleSwitcher, PrimaryColorPicker, ThemeSwitcher } from '@sen/ui';
import { usePreferences, useServices } from '../../app/ServicesContext';

/** Theme (light, dark, semi-dark), primary colour and language, remembered in localStorage. */
export function PreferenceControls() {
  const { t } = useTranslation();
  const services = useServices();
  const { theme, primaryColor, locale } = usePreferences();
  return (
    <>
      <ThemeSwitcher
        aria-label={t('topBar.theme')}
        value={theme}
        onChange={(value) => services.preferences.set({ theme: value })}
        labels={{
          light: t('topBar.themeLight'),
          dark: t('topBar.themeDark'),
          'semi-dark': t('topBar.themeSemiDark'),
        }}
      />
      <PrimaryColorPicker
        aria-label={t('topBar.primaryColor')}
        value={primaryColor}
        onChange={(value) => services.preferences.set({ primaryColor: value })}
      />
      <LocaleSwitcher
        aria-label={t('topBar.language')}
        value={locale}
        onChange={(value) => services.setLocale(value)}
        labels={{ vi: t('topBar.localeVi'), en: t('topBar.localeEn') }}
      />
    </>
  );
}
