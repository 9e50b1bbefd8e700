import type { ThemeName } from '@sen/domain';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { I18nProvider } from '../i18n';
import type { Locale } from '../LocaleSwitcher';
import { ThemeRoot } from '../theme';
import { toastQueue } from '../Toast/toastQueue';
import type { ToastRegion as ToastRegionType, ToastRegionProps } from '../Toast/ToastRegion';

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

// The region (its landmark, toasts and their timers) is loaded with the first toast, or before when an app knows
// one is coming (preloadToasts): most pages open without one.
let regionLoaded = false;
let region: Promise<{ ToastRegion: typeof ToastRegionType }> | undefined;
const regionListeners = new Set<() => void>();
const loadRegion = () =>
  (region ??= import('../Toast/ToastRegion').then((module) => {
    regionLoaded = true;
    regionListeners.forEach((listener) => listener());
    return module;
  }));
const ToastRegion = lazy(() => loadRegion().then((m) => ({ default: m.ToastRegion })));

/**
 * Loads the toast region and mounts it now (a sale under way ends with a toast): the first toast then shows at
 * once instead of after its code.
 */
export const preloadToasts = (): Promise<void> => loadRegion().then(() => undefined);

const subscribe = (listener: () => void) => {
  regionListeners.add(listener);
  const stop = toastQueue.subscribe(listener);
  return () => {
    regionListeners.delete(listener);
    stop();
  };
};
const wanted = () => regionLoaded || toastQueue.visibleToasts.length > 0;

/** The toast region, mounted from the first toast on, or once preloaded (and kept: toasts come and go). */
function ToastOutlet({ titles }: { titles: ToastRegionProps['titles'] }) {
  const shown = useSyncExternalStore(subscribe, wanted, wanted);
  const [mounted, setMounted] = useState(false);
  if (shown && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <ToastRegion titles={titles} />
    </Suspense>
  ) : null;
}

/**
 * What every app mounts once around its pages: theme, the language (react-aria's dates and numbers and the kit's
 * own strings), router links and the toast region (loaded with the first toast).
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
          <ToastOutlet titles={toastTitles} />
        </RouterProvider>
      </I18nProvider>
    </ThemeRoot>
  );
}
