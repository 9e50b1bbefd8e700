import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, rootRouteId, useRouteContext, useRouter } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { I18nProvider, RouterProvider, ThemeRoot } from '@sen/ui';
import type { Layout } from '@sen/auth';
import { useOverlayState, usePreferences } from '../../app/ServicesContext';
import { subscribeToastsWanted, toastsWanted } from '../notify/notify';
import { CashierLayout, LightFrame, MainLayout } from '../../app/layouts';

// Layouts, toasts and the overlay load on demand, so that the sign-in page stays small.
const Toasts = lazy(() => import('./Toasts'));
const Overlay = lazy(() => import('./Overlay'));

/** A spinner drawn by the page's own CSS (index.html), used while a layout chunk loads. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div
      style={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}
      role="status"
      aria-label={label}
    >
      <div className="boot-spinner" />
    </div>
  );
}

function LayoutFor({ layout }: { layout: Layout }) {
  const { t } = useTranslation();
  if (layout === 'auth') return <Outlet />;
  const Frame = layout === 'light' ? LightFrame : layout === 'cashier' ? CashierLayout : MainLayout;
  return (
    <Suspense fallback={<PageSpinner label={t('app.loading')} />}>
      <Frame />
    </Suspense>
  );
}

/** The root of every page: theme, client-side routing for react-aria links, the chosen layout, overlay and toasts. */
export function RootView() {
  const router = useRouter();
  const { decision } = useRouteContext({ from: rootRouteId });
  const { theme, primaryColor, locale } = usePreferences();
  const overlay = useOverlayState();
  const showToasts = useSyncExternalStore(subscribeToastsWanted, toastsWanted, toastsWanted);
  const { t } = useTranslation();
  useEffect(() => {
    document.getElementById('boot')?.remove();
  }, []);
  return (
    <ThemeRoot theme={theme} primaryColor={primaryColor}>
      <I18nProvider locale={locale === 'en' ? 'en-US' : 'vi-VN'}>
        <RouterProvider navigate={(href) => void router.navigate({ href })} useHref={(href) => href}>
          <LayoutFor layout={decision.layout} />
          <Suspense fallback={null}>
            {overlay.visible && <Overlay label={overlay.label ?? t('app.loading')} />}
            {showToasts && <Toasts />}
          </Suspense>
        </RouterProvider>
      </I18nProvider>
    </ThemeRoot>
  );
}
