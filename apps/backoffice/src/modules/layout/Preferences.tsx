import { useTranslation } from '../../i18n/react';
import { ThemeCustomizer } from '@sen/ui';
import { usePreferences, useServices } from '../../app/ServicesContext';

/** Theme (light, dark, semi-dark), primary colour and language, remembered in localStorage. */
export function PreferenceControls() {
  const { t } = useTranslation();
  const services = useServices();
  const { theme, primaryColor, locale } = usePreferences();
  return (
    <ThemeCustomizer
      theme={theme}
      onThemeChange={(value) => services.preferences.set({ theme: value })}
      themeLabels={{
        light: t('topBar.themeLight'),
        dark: t('topBar.themeDark'),
        'semi-dark': t('topBar.themeSemiDark'),
      }}
      primaryColor={primaryColor}
      onPrimaryColorChange={(value) => services.preferences.set({ primaryColor: value })}
      locale={locale}
      onLocaleChange={(value) => services.setLocale(value)}
      localeLabels={{ vi: t('topBar.localeVi'), en: t('topBar.localeEn') }}
      labels={{
        title: t('topBar.customize'),
        theme: t('topBar.theme'),
        primaryColor: t('topBar.primaryColor'),
        language: t('topBar.language'),
      }}
    />
  );
}
