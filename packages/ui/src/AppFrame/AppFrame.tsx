import type { ThemeName } from '@sen/domain';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { I18nProvider } from '../i18n';
import type { Locale } from '../LocaleSwitcher';
import { ThemeRoot } from '../theme';
import { ToastRegion, type ToastRegionProps } from '../Toast';

export type AppFrameProps = {
  /** Client-side navigation for every kit link (the app's router). */
  navigate: (href: string) => void;
  /** The full href of an app path (e.g. with the router's base path). */
  useHref?: (href: string) => string;
  theme?: ThemeName;
  primaryColor?: string;
  locale?: Locale;
  /** Toast titles; by default the spec's Vietnamese titles, or their English counterparts for locale 'en'. */
  toastTitles?: ToastRegionProps['titles'];
  children: ReactNode;
};

const intlLocale: Record<Locale, string> = { vi: 'vi-VN', en: 'en-GB' };

/**
 * What every app mounts once around its pages: theme, the language (react-aria's dates and numbers and the kit's
 * own strings), router links and the toast region.
 */
export function AppFrame({
  navigate,
  useHref,
  theme = 'light',
  primaryColor,
  locale = 'vi',
  toastTitles,
  children,
}: AppFrameProps) {
  return (
    <ThemeRoot theme={theme} primaryColor={primaryColor}>
      <I18nProvider locale={intlLocale[locale]}>
        <RouterProvider navigate={navigate} useHref={useHref}>
          {children}
          <ToastRegion titles={toastTitles} />
        </RouterProvider>
      </I18nProvider>
    </ThemeRoot>
  );
}
