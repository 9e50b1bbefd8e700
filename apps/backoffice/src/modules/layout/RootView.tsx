import { lazy, Suspense, useEffect } from 'react';
import { Outlet, rootRouteId, useRouteContext, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { I18nProvider, LoadingOverlay, RouterProvider, Spinner, ThemeRoot, ToastRegion } from '@sen/ui';
import type { Layout } from '@sen/auth';
import { useOverlayState, usePreferences } from '../../app/ServicesContext';

const MainLayout = lazy(() => import('./MainLayout'));
const LightFrame = lazy(() => import('./LightFrame'));
const CashierLayout = lazy(() => import('./CashierLayout'));

function LayoutFallback() {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Spinner label={t('app.loading')} />
    </div>
  );
}

function LayoutFor({ layout }: { layout: Layout }) {
  if (layout === 'auth') return <Outlet />;
  const Frame = layout === 'light' ? LightFrame : layout === 'cashier' ? CashierLayout : MainLayout;
  return (
    <Suspense fallback={<LayoutFallback />}>
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
  const { t } = useTranslation();
  useEffect(() => {
    document.getElementById('boot')?.remove();
  }, []);
  return (
    <ThemeRoot theme={theme} primaryColor={primaryColor}>
      <I18nProvider locale={locale === 'en' ? 'en-US' : 'vi-VN'}>
        <RouterProvider navigate={(href) => void router.navigate({ href })} useHref={(href) => href}>
          <LayoutFor layout={decision.layout} />
          <LoadingOverlay visible={overlay.visible} label={overlay.label ?? t('app.loading')} />
          <ToastRegion
            titles={{
              info: t('toast.info'),
              warning: t('toast.warning'),
              success: t('toast.success'),
              failure: t('toast.failure'),
              error: t('toast.error'),
            }}
            closeLabel={t('common.close')}
          />
        </RouterProvider>
      </I18nProvider>
    </ThemeRoot>
  );
}
